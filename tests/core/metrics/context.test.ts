import { describe, expect, it } from 'vitest';
import { decideMetrics, evolveMetrics, initialMetricsState } from '../../../src/core/metrics';
import { ANALYTICS_METRICS_KEPT_MS } from '../../../src/protocol/analytics';
import type { MetricsCommand, MetricsState } from '../../../src/protocol/metrics';
import { demoConfig } from '../../support/demoConfig';

const NOW = 5 * ANALYTICS_METRICS_KEPT_MS;
const ctx = { now: NOW, newId: () => 'id', config: demoConfig };
const metrics = { auth: [NOW - 10], reg: [], lastAuthPopUpCallTime: NOW - 5, lastRegCallTime: null, social: null };

function run(state: MetricsState, command: Omit<MetricsCommand, 'id'>): MetricsState {
  const decision = decideMetrics(state, { ...command, id: 'c' } as MetricsCommand, ctx);
  if ('rejected' in decision) throw new Error(decision.code);
  return decision.reduce(evolveMetrics, state);
}

describe('the metrics context: SPEC 3 metrics kept 24 h in the log', () => {
  it('keeps what the worker sends, less what is older than 24 h; the same again is no event', () => {
    const old = { ...metrics, reg: [NOW - ANALYTICS_METRICS_KEPT_MS] };
    const kept = run(initialMetricsState, { type: 'metrics/keep', payload: { metrics: old } });
    expect(kept.kept).toEqual(metrics);
    expect(decideMetrics(kept, { id: 'c', type: 'metrics/keep', payload: { metrics } }, ctx)).toEqual([]);
  });

  it('erases on request, and when nothing is left to keep', () => {
    const kept = run(initialMetricsState, { type: 'metrics/keep', payload: { metrics } });
    expect(run(kept, { type: 'metrics/erase', payload: {} }).kept).toBeNull();
    const stale = { ...metrics, auth: [1], lastAuthPopUpCallTime: 1 };
    expect(run(kept, { type: 'metrics/keep', payload: { metrics: stale } }).kept).toBeNull();
    expect(decideMetrics(initialMetricsState, { id: 'c', type: 'metrics/erase', payload: {} }, ctx)).toEqual([]);
  });

  it('refuses a payload out of shape', () => {
    const bad = { id: 'c', type: 'metrics/keep', payload: { metrics: { ...metrics, login: 'p1' } } } as unknown as MetricsCommand;
    expect(decideMetrics(initialMetricsState, bad, ctx)).toMatchObject({ rejected: true, code: 'invalid_command' });
  });
});
