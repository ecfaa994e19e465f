import { IDEMPOTENCY_HEADER } from '../../protocol/constants/wallet';
import type { HttpFailure } from '../../protocol/http';
import {
  BONUS_GAME_PATHS,
  bonusGameErrorBodySchema,
  bonusGameListAnswerSchema,
  bonusGamePlayAnswerSchema,
  type BonusGamePlayRequest,
} from '../../protocol/schemas/bonusGames';
import type { HttpClient } from '../http/client';

/** The bonus-game calls and their schemas: a chunk of its own, loaded when a games page first asks. */

export const loadGames = (http: HttpClient, auth: boolean) => http.get(BONUS_GAME_PATHS.list, { schema: bonusGameListAnswerSchema, auth });

export const sendTry = (http: HttpClient, request: BonusGamePlayRequest, key: string) =>
  http.post(BONUS_GAME_PATHS.play, request, { schema: bonusGamePlayAnswerSchema, auth: true, headers: { [IDEMPOTENCY_HEADER]: key } });

/** A refused try's code (`bonus_games.*`) and when the next free try comes: the server's, or one of the way there. */
export function refusalOf(failure: HttpFailure): { code: `bonus_games.${string}`; nextAt: number | null } {
  if (failure.status !== 'http-error') return { code: 'bonus_games.network_error', nextAt: null };
  if (failure.code === 401) return { code: 'bonus_games.sign_in', nextAt: null };
  const parsed = bonusGameErrorBodySchema.safeParse(failure.body);
  return parsed.success
    ? { code: parsed.data.error.code, nextAt: parsed.data.error.nextAt ?? null }
    : { code: 'bonus_games.server_error', nextAt: null };
}
