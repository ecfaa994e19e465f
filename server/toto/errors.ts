import type { TotoErrorCode } from '../../src/protocol/toto';
import { AreaRefusal, areaRefusals } from '../http/areaRefusals';

const STATUS: Readonly<Record<TotoErrorCode, number>> = {
  invalid_request: 400,
  unauthorized: 401,
  section_not_found: 404,
  draw_not_found: 404,
  draw_closed: 409,
  wrong_picks: 400,
  too_many_combinations: 409,
  account_not_found: 409,
  wrong_currency: 409,
  insufficient_balance: 409,
  limit_exceeded: 409,
  play_blocked: 403,
  player_banned: 403,
  idempotency_conflict: 409,
  live_unavailable: 503,
};

/** A typed refusal of a toto call: its code, a clear message and the numbers the page shows. */
export class TotoError extends AreaRefusal<TotoErrorCode> {}

/** How the toto routes answer refusals (server/http/areaRefusals.ts). */
export const TOTO_REFUSALS = areaRefusals(TotoError, STATUS);
