import type { z } from 'zod';
import type { AppEvent } from '../../protocol/catalogue';
import type { StoredEvent } from '../../protocol/envelope';
import { APP_REGISTRY } from './contexts';
import type { PayloadReader } from './context';
import type { Registry } from './registry';
import { upcast } from './upcast';

export type DecodedEvent = StoredEvent & AppEvent;

/**
 * Reading a stored record never throws. The one policy for what cannot be
 * applied: the record stays in the log untouched, it is skipped by evolve, and
 * the caller logs it. `unknown` means a type or version this build does not
 * know (a newer tab wrote it, or a context this build no longer has);
 * `corrupt` means the record is damaged.
 */
export type DecodeResult =
  | { readonly ok: true; readonly event: DecodedEvent }
  | { readonly ok: false; readonly kind: 'unknown' | 'corrupt'; readonly seq: number | null; readonly reason: string };

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

export function decodeIn(registry: Registry, record: unknown): DecodeResult {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    return { ok: false, kind: 'corrupt', seq: null, reason: 'bad envelope: not an object' };
  }
  const env = record as Record<string, unknown>;
  const problem = envelopeProblem(env);
  const seq = isCount(env.seq) ? env.seq : null;
  if (problem !== null) return { ok: false, kind: 'corrupt', seq, reason: `bad envelope: ${problem}` };
  const { type, v } = env as unknown as StoredEvent;
  const owner = registry.eventOwner(type);
  if (!owner) return { ok: false, kind: 'unknown', seq, reason: `unknown event type ${type}` };
  const spec = owner.spec;
  if (v > spec.v) return { ok: false, kind: 'unknown', seq, reason: `${type} v${v} is newer than this build (v${spec.v})` };
  const payload = v === spec.v ? env.payload : upcast(registry, type, spec, v, env.payload);
  if (payload === undefined) return { ok: false, kind: 'corrupt', seq, reason: `${type} v${v} cannot be upcast` };
  const reader = registry.reader(type);
  const read = reader ? reader(payload) : readBySchema(spec.schema, payload);
  if (!read.ok) return { ok: false, kind: 'corrupt', seq, reason: `${type} payload: ${read.reason}` };
  const event = { seq: env.seq, type, v: spec.v, at: env.at, origin: env.origin, payload: read.value };
  return { ok: true, event: event as DecodedEvent };
}

function readBySchema(schema: z.ZodType, payload: unknown): ReturnType<PayloadReader> {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, reason: `${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim() };
}

export function decodeEvent(record: unknown): DecodeResult {
  return decodeIn(APP_REGISTRY, record);
}
