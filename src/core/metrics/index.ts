export { metricsContext } from './context';
export { decideMetrics, evolveMetrics, initialMetricsState } from './decide';
