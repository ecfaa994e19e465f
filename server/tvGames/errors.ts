import type { TvErrorCode } from '../../src/protocol/tvGames';
import { AreaRefusal, areaRefusals } from '../http/areaRefusals';

const STATUS: Readonly<Record<TvErrorCode, number>> = {
  invalid_request: 400,
  unauthorized: 401,
  show_not_found: 404,
  betting_closed: 409,
  unknown_selection: 400,
  stake_out_of_range: 400,
  account_not_found: 409,
  wrong_currency: 409,
  insufficient_balance: 409,
  limit_exceeded: 409,
  play_blocked: 403,
  player_banned: 403,
  idempotency_conflict: 409,
};

/** A typed refusal of a TV games call: its code, a clear message and the numbers the page shows. */
export class TvError extends AreaRefusal<TvErrorCode> {}

/** How the TV games routes answer refusals (server/http/areaRefusals.ts). */
export const TV_REFUSALS = areaRefusals(TvError, STATUS);
