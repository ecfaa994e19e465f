import type { HttpFailure } from '../../protocol/http';
import { betErrorBodySchema, type BetErrorBody } from '../../protocol/schemas/bets';

/** What a refused bet call says, read from the failure: the server's typed error, or a code for what went wrong on the way. */
export interface BetRefusal {
  /** A code of BET_ERROR_CODES, or one of the worker's: network_error, unconfirmed, malformed_answer, unauthorized, server_error. */
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
  readonly body: BetErrorBody['error'] | null;
}

/** The server's error body when the call was refused with one (checked against its schema). */
export function betRefusal(failure: HttpFailure): BetRefusal {
  if (failure.status === 'http-error') {
    const parsed = betErrorBodySchema.safeParse(failure.body);
    if (parsed.success) return { code: parsed.data.error.code, params: parsed.data.error.params, body: parsed.data.error };
    if (failure.code === 401) return { code: 'unauthorized', params: {}, body: null };
    return { code: 'server_error', params: { status: failure.code }, body: null };
  }
  if (failure.status === 'malformed') return { code: 'malformed_answer', params: {}, body: null };
  return { code: 'network_error', params: {}, body: null };
}
