import type { z } from 'zod';
import { COUPON_EVENT_SCHEMAS, type CouponEvent } from './coupon';
import { PREFERENCES_EVENT_SCHEMAS, type PreferencesEvent } from './preferences';
import { SESSION_EVENT_SCHEMAS, type SessionEvent } from './session';
import { BETTING_EVENT_SCHEMAS, type BettingEvent } from './live-client';

/** Every event type the store accepts, with its current version, payload schema and older payload shapes. */
export const EVENT_CATALOGUE = {
  ...PREFERENCES_EVENT_SCHEMAS,
  ...COUPON_EVENT_SCHEMAS,
  ...SESSION_EVENT_SCHEMAS,
  ...BETTING_EVENT_SCHEMAS,
} as const satisfies Record<string, { v: number; schema: z.ZodType; old: Record<number, z.ZodType> }>;

export type AppEventType = keyof typeof EVENT_CATALOGUE;
export type AppEvent = PreferencesEvent | CouponEvent | SessionEvent | BettingEvent;

export function isKnownEventType(type: string): type is AppEventType {
  return Object.prototype.hasOwnProperty.call(EVENT_CATALOGUE, type);
}

export function isSessionEvent(event: AppEvent): event is SessionEvent {
  return Object.prototype.hasOwnProperty.call(SESSION_EVENT_SCHEMAS, event.type);
}

export function isCouponEvent(event: AppEvent): event is CouponEvent {
  return Object.prototype.hasOwnProperty.call(COUPON_EVENT_SCHEMAS, event.type);
}
