/**
 * Resume bookkeeping, shared by the server (which batches can it replay?)
 * and the feed client (did I miss a batch?).
 */

/** The sequences the server still holds: batches first..last (none when first > last). */
export interface RetainedWindow {
  readonly first: number;
  readonly last: number;
}

export type ResumePlan =
  | { readonly kind: 'replay'; readonly from: number }
  | { readonly kind: 'snapshot'; readonly reason: 'no_token' | 'expired' | 'from_future' };

/**
 * A client that last saw `token` needs batches token+1..last. It can have
 * them only if the retained window still starts at or before token+1; a token the
 * server never issued (a restarted server) means a snapshot too.
 */
export function planResume(retained: RetainedWindow, token: number | undefined): ResumePlan {
  if (token === undefined) return { kind: 'snapshot', reason: 'no_token' };
  if (token > retained.last) return { kind: 'snapshot', reason: 'from_future' };
  if (token === retained.last) return { kind: 'replay', from: token + 1 };
  if (token + 1 < retained.first) return { kind: 'snapshot', reason: 'expired' };
  return { kind: 'replay', from: token + 1 };
}

/** A resume token from Last-Event-ID or ?resume=: a whole number, else none. */
export function parseResumeToken(text: string | null | undefined): number | undefined {
  if (text === null || text === undefined) return undefined;
  const trimmed = text.trim();
  if (!/^\d{1,15}$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

/** Client side: a batch continues what we hold only if its prev is our last sequence. */
export type BatchCheck = { readonly kind: 'apply' } | { readonly kind: 'stale' } | { readonly kind: 'gap'; readonly expected: number };

export function checkBatch(lastSeq: number, batch: { readonly seq: number; readonly prev: number }): BatchCheck {
  if (batch.seq <= lastSeq) return { kind: 'stale' };
  if (batch.prev !== lastSeq) return { kind: 'gap', expected: lastSeq };
  return { kind: 'apply' };
}
