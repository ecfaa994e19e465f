import {
  TV_PATHS,
  tvBetAnswerSchema,
  tvDrawSchema,
  tvErrorBodySchema,
  tvShowAnswerSchema,
  tvShowsAnswerSchema,
  type TvDraw,
} from '../../protocol/tvGames';
import type { HttpFailure } from '../../protocol/http';
import type { HttpClient } from '../http/client';

/** The TV games calls and their schemas: a chunk of its own, loaded when the page first asks. */

export const loadShows = (http: HttpClient) => http.get(TV_PATHS.shows, { schema: tvShowsAnswerSchema });

export const loadShow = (http: HttpClient, show: string, auth: boolean) =>
  http.get(TV_PATHS.show, { schema: tvShowAnswerSchema, query: { show }, auth });

export const sendBet = (
  http: HttpClient,
  bet: { show: string; drawId: number; selection: string; stake: number },
  idempotencyKey: string,
) => http.post(TV_PATHS.bet, { ...bet, idempotencyKey }, { schema: tvBetAnswerSchema, auth: true });

/** A stream event's draw, or null when it does not read as one. */
export function drawOf(data: string): TvDraw | null {
  try {
    const parsed = tvDrawSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A refused call's code: the server's, or one of the way there. */
export function refusalOf(failure: HttpFailure): `tvGames.${string}` {
  if (failure.status !== 'http-error') return 'tvGames.network_error';
  if (failure.code === 401) return 'tvGames.unauthorized';
  const parsed = tvErrorBodySchema.safeParse(failure.body);
  return parsed.success ? `tvGames.${parsed.data.error.code}` : 'tvGames.server_error';
}

export const streamPath = (show: string): string => `${TV_PATHS.stream}?show=${encodeURIComponent(show)}`;
