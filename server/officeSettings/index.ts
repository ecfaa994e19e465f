export { registerOfficeSettingsRoutes } from './routes';
