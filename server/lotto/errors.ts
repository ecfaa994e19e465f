import type { LottoErrorCode } from '../../src/protocol/lotto';
import { AreaRefusal, areaRefusals } from '../http/areaRefusals';

const STATUS: Readonly<Record<LottoErrorCode, number>> = {
  invalid_request: 400,
  invalid_lines: 400,
  too_many_lines: 400,
  unauthorized: 401,
  lottery_not_found: 404,
  sales_closed: 409,
  account_not_found: 409,
  wrong_currency: 409,
  insufficient_balance: 409,
  limit_exceeded: 409,
  play_blocked: 403,
  player_banned: 403,
  idempotency_conflict: 409,
};

/** A typed refusal of a lotto call: its code, a clear message and the numbers the page shows. */
export class LottoError extends AreaRefusal<LottoErrorCode> {}

/** How the lotto routes answer refusals (server/http/areaRefusals.ts). */
export const LOTTO_REFUSALS = areaRefusals(LottoError, STATUS);
