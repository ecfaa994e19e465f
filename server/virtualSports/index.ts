export { VirtualSports, type VirtualSportsOptions } from './schedule';
export { registerVirtualSportsRoutes } from './routes';
export { registerVirtualSportsTestRoutes, VIRTUAL_TEST_PATH } from './testSwitch';
export { isVirtualGameId } from './ids';
