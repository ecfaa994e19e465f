import type { Draft } from 'immer';
import { toFormat } from '../odds/convert';
import { expressBonusOf } from './bonus';
import { totalCoef } from './coef';
import { freeBetCount, specOfCoupon } from './couponSpec';
import { maxReturn } from './returns';
import { isSystemValueAllowed, systemOptions } from './system';
import { allowedTypes } from './types';
import type { CouponState, PossibleWin } from './state';

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
  if (d.typeId === 2 || d.typeId === 4) {
    const free = freeBetCount(d);
    // The least stake of one line is 1 minor unit: the site config names no other.
    d.systemValues = systemOptions(free, n - free, 1);
    if (!isSystemValueAllowed(d.systemValue, free) && free >= 3) d.systemValue = Math.min(Math.max(2, d.systemValue), free - 1);
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
