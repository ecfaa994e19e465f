import type { HttpResult } from '../../protocol/http';
import type { TokenAnswer } from '../../protocol/schemas/auth';
import { SESSION_TIMINGS } from '../../protocol/session';
import type { TokenSource } from '../http/client';
import type { Clock } from '../scheduler/clock';

export interface SessionTokenSource extends TokenSource {
  /** Forgets the token (sign-in, sign-out): a late answer for the old session is dropped too. */
  clear(): void;
}

/**
 * SPEC 4 Session token: valid while present and its expiry has not passed,
 * otherwise fetched fresh (GET /user/gettoken?force_refresh=true). Callers
 * that ask while a fetch runs share it, for at most 60 s (SPEC 9): a fetch
 * hung longer than that no longer holds everyone up.
 */
export function createTokenSource(deps: { clock: Clock; fetchToken: () => Promise<HttpResult<TokenAnswer>> }): SessionTokenSource {
  let cached: TokenAnswer | null = null;
  let inFlight: { readonly startedAt: number; readonly promise: Promise<string | null> } | null = null;
  let generation = 0;

  function fetchFresh(): Promise<string | null> {
    const mine = generation;
    const startedAt = deps.clock.now();
    const promise = deps.fetchToken().then((result) => {
      if (mine !== generation) return null;
      if (inFlight?.promise === promise) inFlight = null;
      if (!result.ok) return null;
      cached = result.value;
      return result.value.token;
    });
    inFlight = { startedAt, promise };
    return promise;
  }

  return {
    get({ force }) {
      const now = deps.clock.now();
      if (!force && cached && cached.expiresAt > now) return Promise.resolve(cached.token);
      if (force) cached = null;
      if (inFlight && now - inFlight.startedAt < SESSION_TIMINGS.tokenShareMs) return inFlight.promise;
      return fetchFresh();
    },
    clear() {
      generation++;
      cached = null;
      inFlight = null;
    },
  };
}
