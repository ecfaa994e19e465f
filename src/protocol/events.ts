import type { z } from 'zod';
import { PREFERENCES_EVENT_SCHEMAS, type PreferencesEvent } from './preferences';

/** Every event type the store accepts, with its current version and payload schema. */
export const EVENT_CATALOGUE = {
  ...PREFERENCES_EVENT_SCHEMAS,
} as const satisfies Record<string, { v: number; schema: z.ZodType; old: Record<number, z.ZodType> }>;

export type AppEventType = keyof typeof EVENT_CATALOGUE;
export type AppEvent = PreferencesEvent;

export function isKnownEventType(type: string): type is AppEventType {
  return Object.prototype.hasOwnProperty.call(EVENT_CATALOGUE, type);
}
