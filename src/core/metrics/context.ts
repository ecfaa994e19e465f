import { METRICS_COMMANDS, METRICS_EVENT_SCHEMAS, type MetricsCommand, type MetricsEvent } from '../../protocol/metrics';
import { defineContext } from '../app/context';
import { decideMetrics, evolveMetrics, initialMetricsState } from './decide';

/**
 * SPEC 3's analytics metrics "kept 24 h": in the log, so a worker that
 * restarts within the day counts on. Written only while the visitor agreed
 * to all cookies (the analytics controller, src/worker/analytics), erased
 * when that stops; older than 24 h they no longer count (keptMetrics).
 */
export const metricsContext = defineContext({
  name: 'metrics',
  initial: initialMetricsState,
  shape: { version: 1 },
  commands: METRICS_COMMANDS,
  events: METRICS_EVENT_SCHEMAS,
  decide: (state, command: MetricsCommand, ctx) => decideMetrics(state, command, ctx),
  evolve: (state, event: MetricsEvent) => evolveMetrics(state, event),
});
