import { METRICS_COMMAND_SCHEMAS, type MetricsCommand, type MetricsEvent, type MetricsState } from '../../protocol/metrics';
import { reject } from '../../protocol/rejections';
import { keptMetrics, metricsEmpty, sameMetrics } from '../analytics/metrics';
import type { Decision, DecideContext } from '../shared/decision';

export const initialMetricsState: MetricsState = { kept: null };

/**
 * Kept as the worker's analytics says, less what is older than 24 h (SPEC 3);
 * nothing left to keep is an erasure. Whether they may be kept at all is the
 * analytics gate's (metricsWrite), decided before the command is sent.
 */
export function decideMetrics(state: MetricsState, command: MetricsCommand, ctx: DecideContext): Decision<MetricsEvent> {
  const parsed = METRICS_COMMAND_SCHEMAS[command.type].safeParse(command.payload);
  if (!parsed.success) return reject('invalid_command', { field: parsed.error.issues[0]?.path.join('.') ?? '' });
  if (command.type === 'metrics/erase') return state.kept === null ? [] : [{ type: 'metrics/erased', v: 1, payload: {} }];
  const metrics = keptMetrics(METRICS_COMMAND_SCHEMAS['metrics/keep'].parse(command.payload).metrics, ctx.now);
  if (metricsEmpty(metrics)) return state.kept === null ? [] : [{ type: 'metrics/erased', v: 1, payload: {} }];
  if (state.kept !== null && sameMetrics(state.kept, metrics)) return [];
  const { auth, reg, ...times } = metrics;
  return [{ type: 'metrics/kept', v: 1, payload: { metrics: { auth: [...auth], reg: [...reg], ...times } } }];
}

export function evolveMetrics(_state: MetricsState, event: MetricsEvent): MetricsState {
  return event.type === 'metrics/kept' ? { kept: event.payload.metrics } : { kept: null };
}
