import type { StoredEvent } from '../../protocol/envelope';
import { EVENT_CATALOGUE, isKnownEventType, type AppEvent, type AppEventType } from '../../protocol/events';
import { readChanges } from '../preferences';
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

type PayloadReader = (payload: unknown) => { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly reason: string };

/** Hand-written readers for the events replay meets most; every other type is read by its catalogue schema. */
const FAST_READERS: { readonly [T in AppEventType]?: PayloadReader } = {
  'preferences/changed': readChanges,
};

function readPayload(type: AppEventType, payload: unknown): ReturnType<PayloadReader> {
  const fast = FAST_READERS[type];
  if (fast) return fast(payload);
  const parsed = EVENT_CATALOGUE[type].schema.safeParse(payload);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, reason: `${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim() };
}

function isCount(x: unknown): x is number {
  return typeof x === 'number' && x > 0 && Number.isInteger(x);
}

/** The envelope is checked by hand: it is read for every record of every replay. */
function envelopeProblem(record: Readonly<Record<string, unknown>>): string | null {
  const { seq, type, v, at, origin, payload } = record;
  if (!isCount(seq)) return 'seq';
  if (typeof type !== 'string' || type.length === 0) return 'type';
  if (!isCount(v)) return 'v';
  if (typeof at !== 'number' || !Number.isFinite(at)) return 'at';
  if (typeof origin !== 'string') return 'origin';
  if (payload === undefined) return 'payload';
  return null;
}

export function decodeEvent(record: unknown): DecodeResult {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    return { ok: false, kind: 'corrupt', seq: null, reason: 'bad envelope: not an object' };
  }
  const env = record as Record<string, unknown>;
  const problem = envelopeProblem(env);
  const seq = isCount(env.seq) ? env.seq : null;
  if (problem !== null) return { ok: false, kind: 'corrupt', seq, reason: `bad envelope: ${problem}` };
  const { type, v } = env as unknown as StoredEvent;
  if (!isKnownEventType(type)) return { ok: false, kind: 'unknown', seq, reason: `unknown event type ${type}` };
  const entry = EVENT_CATALOGUE[type];
  if (v > entry.v) return { ok: false, kind: 'unknown', seq, reason: `${type} v${v} is newer than this build (v${entry.v})` };
  const payload = v === entry.v ? env.payload : upcast(type, v, env.payload);
  if (payload === undefined) return { ok: false, kind: 'corrupt', seq, reason: `${type} v${v} cannot be upcast` };
  const read = readPayload(type, payload);
  if (!read.ok) return { ok: false, kind: 'corrupt', seq, reason: `${type} payload: ${read.reason}` };
  const event = { seq: env.seq, type, v: entry.v, at: env.at, origin: env.origin, payload: read.value };
  return { ok: true, event: event as DecodedEvent };
}
