import { CLUB_POINTS_EXCHANGE } from '../../protocol/constants/cashback';
import { MAX_MINOR_AMOUNT } from '../../protocol/constants/wallet';

/** What exchanging club points would give, or the rule it breaks (a `wallet.*` code and the values its message shows). */
export type PointsExchange =
  | { readonly ok: true; readonly amount: number }
  | { readonly ok: false; readonly code: PointsRefusal; readonly params: Readonly<Record<string, number | string>> };

export type PointsRefusal = 'wallet.points_step' | 'wallet.points_short' | 'wallet.unknown_currency' | 'wallet.amount_too_large';

/**
 * The bonus money `points` club points buy in `currencyIso` when the player
 * holds `held`: whole steps only, never more than held, in a currency the
 * exchange names, never beyond what an account holds. The worker checks a
 * request by it before sending; the server decides by it.
 */
export function pointsExchange(points: number, held: number, currencyIso: string): PointsExchange {
  const { step, value } = CLUB_POINTS_EXCHANGE;
  if (!Number.isInteger(points) || points <= 0 || points % step !== 0) return { ok: false, code: 'wallet.points_step', params: { step } };
  if (points > held) return { ok: false, code: 'wallet.points_short', params: { points: held } };
  const per = value[currencyIso];
  if (per === undefined) return { ok: false, code: 'wallet.unknown_currency', params: { currency: currencyIso } };
  const amount = points * per;
  if (amount > MAX_MINOR_AMOUNT) return { ok: false, code: 'wallet.amount_too_large', params: { max: MAX_MINOR_AMOUNT } };
  return { ok: true, amount };
}
