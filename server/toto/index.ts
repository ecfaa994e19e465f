export { TotoService, type TotoServiceOptions } from './service';
export { registerTotoRoutes } from './routes';
export { TOTO_TEST_PATH, registerTotoTestRoutes } from './testSwitch';
