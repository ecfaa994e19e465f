import type { Draft } from 'immer';
import { MIN_FREE_SYSTEM_LEGS, MIN_SYSTEM_VALUE } from '../../protocol/constants/couponTypes';
import { toFormat } from '../odds/convert';
import { expressBonusOf } from './bonus';
import { totalCoef } from './coef';
import { specOfCoupon } from './specOfCoupon';
import { placementAmountLimits } from './placement';
import { maxReturn } from './returns';
import type { CouponConfig } from './rules';
import { isSystemValueAllowed, systemOptions } from './system';
import { allowedTypes } from './allowedTypes';
import type { CouponState, PossibleWin } from './state';
import type { SystemOption } from '../../protocol/coupon';
import { hasBankers } from './typeFamilies';
import { freeBetCount } from './lobby';

/**
 * Fields that follow from the rest (SPEC keeps them in the state), refreshed
 * by evolve after every event: dependency of same-game bets, the types the
 * bets allow, the system options and value, coef and coefByView, the express
 * bonus and the possible win. It never changes the type: decide refuses a
 * type the bets do not allow, and evolve moves the type when bets change.
 */
export function derive(d: Draft<CouponState>): void {
  const perGame = new Map<number, number>();
  for (const b of d.bets) perGame.set(b.market.gameId, (perGame.get(b.market.gameId) ?? 0) + 1);
  for (const b of d.bets) b.isDepend = b.isDependByServer || (perGame.get(b.market.gameId) ?? 0) > 1;

  d.allowedTypeIds = allowedTypes(d);
  const n = d.bets.length;
  if (hasBankers(d.typeId)) {
    const free = freeBetCount(d);
    // The state knows the server's minimum, not the config's: a view with the config lists systemOptionsOf(state, config).
    d.systemValues = systemOptions(free, n - free, d.minBetAmount);
    if (!isSystemValueAllowed(d.systemValue, free) && free >= MIN_FREE_SYSTEM_LEGS)
      d.systemValue = Math.min(Math.max(MIN_SYSTEM_VALUE, d.systemValue), free - 1);
  } else {
    // Lobby bets keep their block: the calculators ignore it outside a system, and switching back restores the bankers.
    d.systemValues = [];
  }

  let coef = 0;
  try {
    coef = n === 0 ? 0 : totalCoef(specOfCoupon(d));
  } catch {
    coef = 0; // a coupon the calculators refuse (an anti-express without its quote) has no coefficient yet
  }
  d.coef = coef;
  d.coefByView = coef > 1 ? toFormat(coef, d.coefViewId) : 0;
  d.expressBonus = expressBonusOf(d);
  d.possibleWin = possibleWinOf(d);
}

/**
 * What the slip shows as the possible win: the return if every open bet wins
 * (stake included, the express bonus when the bonus bet is in the coupon),
 * capped at the server's maxPayout. A bookmaker never pays more than its max
 * payout, so it caps the figure shown and the server enforces it; placement is
 * not refused for it.
 */
function possibleWinOf(state: CouponState): PossibleWin | null {
  if (state.bets.length === 0) return null;
  let uncapped: number;
  try {
    const spec = specOfCoupon(state);
    uncapped = maxReturn(state.expressBonus.applied ? { ...spec, expressBonusPercent: state.expressBonus.percent } : spec);
  } catch {
    return null;
  }
  const cap = state.maxPayout;
  const isCapped = cap !== null && uncapped > cap;
  return { amount: isCapped ? cap : uncapped, uncapped, isCapped };
}

/**
 * The system options with the least stake placement takes (placementAmountLimits:
 * the config's minimum for the type and the server's minBetAmount), so the
 * picker never offers an amount placement refuses with coupon.amount_below_min.
 * Without a config: the options derive() keeps (the server's minimum only).
 */
export function systemOptionsOf(state: CouponState, config: CouponConfig | null): readonly SystemOption[] {
  if (config === null || !hasBankers(state.typeId)) return state.systemValues;
  const free = freeBetCount(state);
  return systemOptions(free, state.bets.length - free, placementAmountLimits(state, config).min);
}
