export { registerPersonalRoutes } from './routes';
