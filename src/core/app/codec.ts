import { z } from 'zod';
import type { StoredEvent } from '../../protocol/envelope';
import { EVENT_CATALOGUE, isKnownEventType, type AppEvent } from '../../protocol/events';
import { upcast } from './upcast';

export type DecodedEvent = StoredEvent & AppEvent;

/**
 * Reading a stored record never throws. The one policy for what cannot be
 * applied: the record stays in the log untouched, it is skipped by evolve, and
 * the caller logs it. `unknown` means a type or version this build does not
 * know (a newer tab wrote it); `corrupt` means the record is damaged.
 */
export type DecodeResult =
  | { readonly ok: true; readonly event: DecodedEvent }
  | { readonly ok: false; readonly kind: 'unknown' | 'corrupt'; readonly seq: number | null; readonly reason: string };

const envelopeSchema = z.object({
  seq: z.number().int().positive(),
  type: z.string().min(1),
  v: z.number().int().positive(),
  at: z.number().finite(),
  origin: z.string(),
  payload: z.unknown(),
});

export function decodeEvent(record: unknown): DecodeResult {
  const env = envelopeSchema.safeParse(record);
  if (!env.success) {
    const seq = typeof record === 'object' && record !== null && typeof (record as { seq?: unknown }).seq === 'number' ? (record as { seq: number }).seq : null;
    return { ok: false, kind: 'corrupt', seq, reason: `bad envelope: ${env.error.issues[0]?.path.join('.') ?? ''} ${env.error.issues[0]?.message ?? ''}`.trim() };
  }
  const { seq, type, v } = env.data;
  if (!isKnownEventType(type)) return { ok: false, kind: 'unknown', seq, reason: `unknown event type ${type}` };
  const entry = EVENT_CATALOGUE[type];
  if (v > entry.v) return { ok: false, kind: 'unknown', seq, reason: `${type} v${v} is newer than this build (v${entry.v})` };
  const payload = v === entry.v ? env.data.payload : upcast(type, v, env.data.payload);
  if (payload === undefined) return { ok: false, kind: 'corrupt', seq, reason: `${type} v${v} cannot be upcast` };
  const parsed = entry.schema.safeParse(payload);
  if (!parsed.success) {
    return { ok: false, kind: 'corrupt', seq, reason: `${type} payload: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? ''}`.trim() };
  }
  return { ok: true, event: { ...env.data, type, v: entry.v, payload: parsed.data } as DecodedEvent };
}
