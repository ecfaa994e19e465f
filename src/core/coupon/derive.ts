import type { Draft } from 'immer';
import { COUPON_LEG_LIMITS } from '../../protocol/constants/couponTypes';
import { toFormat } from '../odds/convert';
import { totalCoef } from './coef';
import { freeBetCount, specOfCoupon } from './couponSpec';
import { isSystemValueAllowed, systemOptions } from './system';
import type { CouponState } from './state';

/**
 * Fields that follow from the rest (SPEC keeps them in the state): dependency
 * of same-game bets, a type that fits the number of bets, the system options
 * and value, coef and coefByView. Run by evolve after every event.
 */
export function derive(d: Draft<CouponState>): void {
  const perGame = new Map<number, number>();
  for (const b of d.bets) perGame.set(b.market.gameId, (perGame.get(b.market.gameId) ?? 0) + 1);
  for (const b of d.bets) b.isDepend = b.isDependByServer || (perGame.get(b.market.gameId) ?? 0) > 1;

  const n = d.bets.length;
  const limits = COUPON_LEG_LIMITS[d.typeId];
  if (n <= 1 && d.typeId !== 9) d.typeId = 0;
  else if (n < limits.min || n > limits.max) d.typeId = n >= 2 ? 1 : 0;

  if (d.typeId === 2 || d.typeId === 4) {
    const free = freeBetCount(d);
    const bankers = n - free;
    d.systemValues = systemOptions(free, bankers, d.minBetAmount ?? 1);
    if (!isSystemValueAllowed(d.systemValue, free) && free >= 3) d.systemValue = Math.min(Math.max(2, d.systemValue), free - 1);
  } else {
    // Lobby bets keep their block: the calculators ignore it outside a system, and switching back restores the bankers.
    d.systemValues = [];
  }

  let coef = 0;
  try {
    coef = n === 0 ? 0 : totalCoef(specOfCoupon(d));
  } catch {
    coef = 0; // a half-built coupon (a system of 2) has no coefficient yet
  }
  d.coef = coef;
  d.coefByView = coef > 1 ? toFormat(coef, d.coefViewId) : 0;
}
