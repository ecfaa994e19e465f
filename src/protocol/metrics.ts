import { z } from 'zod';
import { analyticsMetricsSchema, type AnalyticsMetrics } from './analytics';
import type { CommandSpec } from './catalogue';
import type { CommandEnvelope, NewEvent } from './envelope';

/**
 * The metrics context: SPEC 3's analytics metrics "kept 24 h"
 * (docs/analytics.md). The analytics controller writes them to the log only
 * while the visitor agreed to all cookies and no privacy signal applies, and
 * erases them when that stops; the core drops what is older than 24 h.
 */

export const METRICS_COMMAND_SCHEMAS = {
  /** The metrics as they are now (the worker's analytics, never a tab). */
  'metrics/keep': z.object({ metrics: analyticsMetricsSchema }).strict(),
  /** Consent withdrawn or a privacy signal: nothing of them stays. */
  'metrics/erase': z.object({}).strict(),
} as const;

type CommandSchemas = typeof METRICS_COMMAND_SCHEMAS;
export type MetricsCommandType = keyof CommandSchemas;
export type MetricsCommand = { [T in MetricsCommandType]: CommandEnvelope<T, z.input<CommandSchemas[T]>> }[MetricsCommandType];

export const METRICS_COMMANDS = {
  'metrics/keep': { from: 'system', schema: METRICS_COMMAND_SCHEMAS['metrics/keep'] },
  'metrics/erase': { from: 'system', schema: METRICS_COMMAND_SCHEMAS['metrics/erase'] },
} as const satisfies { readonly [T in MetricsCommandType]: CommandSpec };

const EVENT_PAYLOADS = {
  'metrics/kept': z.object({ metrics: analyticsMetricsSchema }),
  'metrics/erased': z.object({}),
} as const;

type EventPayloads = typeof EVENT_PAYLOADS;
export type MetricsEventType = keyof EventPayloads;
export type MetricsEvent = { [T in MetricsEventType]: NewEvent<T, z.output<EventPayloads[T]>> }[MetricsEventType];

export const METRICS_EVENT_SCHEMAS = {
  'metrics/kept': { v: 1, schema: EVENT_PAYLOADS['metrics/kept'], old: {} },
  'metrics/erased': { v: 1, schema: EVENT_PAYLOADS['metrics/erased'], old: {} },
} as const;

/** The kept metrics, or none. */
export interface MetricsState {
  readonly kept: AnalyticsMetrics | null;
}

declare module './catalogue' {
  interface ContextCommands {
    metrics: MetricsCommand;
  }
  interface ContextEvents {
    metrics: MetricsEvent;
  }
}
