export { registerAnalyticsRoutes, type AnalyticsRouteDeps } from './routes';
export { readAnalyticsEvents, readAnalyticsKey } from './store';
export { COUNTER_SCRIPTS, registerCounterScripts } from './counterScripts';
