export { registerAnalyticsRoutes, type AnalyticsRouteDeps } from './routes';
export { readAnalyticsEvents, readAnalyticsKey } from './store';
