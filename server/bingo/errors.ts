import type { BingoErrorCode } from '../../src/protocol/bingo';
import { AreaRefusal, areaRefusals } from '../http/areaRefusals';

const STATUS: Readonly<Record<BingoErrorCode, number>> = {
  invalid_request: 400,
  unauthorized: 401,
  room_not_found: 404,
  buying_closed: 409,
  too_many_cards: 409,
  account_not_found: 409,
  wrong_currency: 409,
  insufficient_balance: 409,
  limit_exceeded: 409,
  play_blocked: 403,
  player_banned: 403,
  idempotency_conflict: 409,
};

/** A typed refusal of a bingo call: its code, a clear message and the numbers the page shows. */
export class BingoError extends AreaRefusal<BingoErrorCode> {}

/** How the bingo routes answer refusals (server/http/areaRefusals.ts). */
export const BINGO_REFUSALS = areaRefusals(BingoError, STATUS);
