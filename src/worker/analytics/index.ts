export { AnalyticsController, type AnalyticsDeps } from './controller';
