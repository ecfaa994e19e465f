import type { ExpressBonusPayload } from '../../protocol/coupon';
import { expressBonusCoef, expressBonusPercentOf, expressCoefWithBonus, isExpressBonusEligible } from './rules';
import type { CouponState, ExpressBonus } from './state';

/**
 * The automatic bonus bet of an express (SPEC 4: "express coupons may get an
 * automatic bonus bet"; SPEC 5 gives its rules and its coefficient). It is not
 * a market: it is one more row of the slip whose coefficient is the bonus
 * factor 1 + n/100 (n legs, n = 1..9, else 1.1), and which multiplies into the
 * express the way a leg would. It appears by itself whenever the express is
 * eligible; the player may delete it (manuallyDeletedBonusBet), after which it
 * stays out until the coupon is cleared or the player restores it.
 */
export function expressBonusOf(
  state: Pick<CouponState, 'typeId' | 'bets' | 'coef' | 'isExpressBonusEnabled' | 'manuallyDeletedBonusBet'>,
): ExpressBonus {
  const none: ExpressBonus = { eligible: false, applied: false, percent: 0, factor: 1, coef: state.coef };
  try {
    const legs = state.bets.map((b) => ({ coef: b.market.coef, kind: b.market.kind }));
    if (!isExpressBonusEligible({ enabled: state.isExpressBonusEnabled, typeId: state.typeId, legs })) return none;
    const n = state.bets.length;
    return {
      eligible: true,
      applied: !state.manuallyDeletedBonusBet,
      percent: expressBonusPercentOf(n),
      factor: expressBonusCoef(n),
      coef: expressCoefWithBonus(state.bets.map((b) => b.market.coef)),
    };
  } catch {
    // A leg the calculators refuse (odds with 4 decimals in an old record) has no bonus.
    return none;
  }
}

/** The bonus a placement sends: only the bonus bet the player kept in the coupon. */
export function expressBonusPayload(bonus: ExpressBonus): ExpressBonusPayload | null {
  return bonus.applied ? { percent: bonus.percent, factor: bonus.factor, coef: bonus.coef } : null;
}
