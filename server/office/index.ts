export { registerOfficeRoutes, OFFICE_TEST_PATH } from './routes';
