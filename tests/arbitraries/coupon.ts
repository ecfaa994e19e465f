import fc from 'fast-check';
import type { BetStatusId, CouponTypeId } from '../../src/protocol/constants/couponTypes';
import type { NewBet } from '../../src/protocol/coupon';
import { antiExpressMaxQuote, lineCount, type CouponSpec, type Leg } from '../../src/core/coupon';

/**
 * Reusable fast-check generators for the coupon core. QA imports these to write
 * their own properties (see docs/coupon.md):
 *
 *   import fc from 'fast-check';
 *   import { couponSpecArb } from '../arbitraries/coupon';
 *   fc.assert(fc.property(couponSpecArb(), (spec) => maxReturn(spec) >= currentReturn(spec)));
 */

/** Decimal odds with exactly the 3 decimals a price may have, 1.001 to `max`. */
export const oddsArb = (max = 30): fc.Arbitrary<number> => fc.integer({ min: 1001, max: Math.round(max * 1000) }).map((m) => m / 1000);

/** Everyday odds (1.1 to 10), the bulk of a real coupon. */
export const typicalOddsArb: fc.Arbitrary<number> = fc.integer({ min: 1100, max: 10000 }).map((m) => m / 1000);

export const statusArb: fc.Arbitrary<BetStatusId> = fc.constantFrom<BetStatusId>(-2, -1, 0, 1, 2, 3, 4, 5, 6);
export const openStatusArb: fc.Arbitrary<BetStatusId> = fc.constantFrom<BetStatusId>(-2, -1);
export const settledStatusArb: fc.Arbitrary<BetStatusId> = fc.constantFrom<BetStatusId>(0, 1, 2, 3, 4, 5, 6);

/** A leg with any status (or open only). */
export const legArb = (
  options: { readonly status?: fc.Arbitrary<BetStatusId>; readonly odds?: fc.Arbitrary<number> } = {},
): fc.Arbitrary<Leg> => fc.record({ odds: options.odds ?? oddsArb(), status: options.status ?? statusArb });

export const legsArb = (min: number, max: number, options: Parameters<typeof legArb>[0] = {}): fc.Arbitrary<Leg[]> =>
  fc.array(legArb(options), { minLength: min, maxLength: max });

/** A stake in minor units. */
export const stakeArb: fc.Arbitrary<number> = fc.integer({ min: 1, max: 10_000_000 });

/** A priced coupon spec of the given type (all types when omitted), with statuses from `status`. */
export function couponSpecArb(
  options: { readonly typeId?: CouponTypeId; readonly status?: fc.Arbitrary<BetStatusId>; readonly maxLegs?: number } = {},
): fc.Arbitrary<CouponSpec> {
  const status = options.status ?? statusArb;
  const maxLegs = options.maxLegs ?? 10;
  const type: fc.Arbitrary<CouponTypeId> =
    options.typeId !== undefined ? fc.constant(options.typeId) : fc.constantFrom<CouponTypeId>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9);
  return type
    .chain((typeId) => specOfType(typeId, status, maxLegs))
    .map(withLegIds)
    .map(withStakePerLine)
    .filter(isWithinBookLimits);
}

/**
 * Gives every leg a distinct id (1, 2, ...), as the market ids of a coupon do:
 * a split stake's remainder follows the ids, so a shuffled spec keeps its line
 * stakes and returns.
 */
export function withLegIds(spec: CouponSpec): CouponSpec {
  return { ...spec, legs: spec.legs.map((leg, i) => ({ ...leg, id: i + 1 })) };
}

/** Raises the stake of a split type (system, multibet, lucky, patent) to at least 1 minor unit a line. */
export function withStakePerLine(spec: CouponSpec): CouponSpec {
  if (spec.typeId !== 2 && spec.typeId !== 4 && spec.typeId !== 7 && spec.typeId !== 8) return spec;
  const lines = lineCount({ ...spec, stake: Number.MAX_SAFE_INTEGER });
  return spec.stake >= lines ? spec : { ...spec, stake: spec.stake + lines };
}

/**
 * The largest return a spec could reach, floats: every open leg won at its odds.
 * It follows the amount actually staked, type by type:
 * - single, express, system, multibet, lucky, patent: the whole stake is split
 *   over lines, and no line pays more than every leg's odds;
 * - chain: the account starts at the unit stake and each leg multiplies at most
 *   what it has by its odds;
 * - conditional: the first block stakes its block amount (the coupon's stake
 *   only when that is 'max' or absent), then later blocks only restake what was
 *   won, so nothing beyond the first stake times every leg's odds;
 * - anti-express: the stake times the server's quote, whatever the legs' odds;
 * - many singles: each single pays its own stake times its odds.
 */
export function maxPossibleReturn(spec: CouponSpec): number {
  const product = spec.legs.reduce((p, leg) => p * leg.odds, 1);
  switch (spec.typeId) {
    case 5:
      return firstStakeOfConditional(spec) * product;
    case 6:
      return spec.stake * Math.max(spec.antiExpressCoef ?? 1, 1);
    case 9:
      return spec.legs.reduce((sum, leg, i) => sum + (spec.legStakes?.[i] ?? spec.stake) * leg.odds, 0);
    default:
      return spec.stake * product;
  }
}

/** The stake a conditional takes from the balance: its lowest block's amount, or the coupon's stake for 'max'. */
function firstStakeOfConditional(spec: CouponSpec): number {
  if (spec.legs.length === 0) return spec.stake;
  const first = Math.min(...spec.legs.map((leg) => leg.block ?? 0));
  const s = spec.blockStakes?.[first];
  return typeof s === 'number' ? s : spec.stake;
}

/**
 * The most a property may raise one leg's odds by and still stay in book
 * limits: 5.000. On odds above 1 that multiplies a leg by at most 6.
 */
export const MAX_ODDS_RISE = 5;

/** A book's whole-coupon payout ceiling here: 10^13 minor units, far past any max payout. */
export const BOOK_RETURN_LIMIT = 1e13;

/**
 * Coupons a book could take: the most the coupon could return stays under
 * BOOK_RETURN_LIMIT (10^13 minor units), so even with one leg's odds raised by
 * MAX_ODDS_RISE (x6 at most) it stays 150 times below 2^53 and every return
 * is an exact safe integer instead of a return_out_of_range refusal.
 */
export function isWithinBookLimits(spec: CouponSpec): boolean {
  return maxPossibleReturn(spec) <= BOOK_RETURN_LIMIT;
}

function specOfType(typeId: CouponTypeId, status: fc.Arbitrary<BetStatusId>, maxLegs: number): fc.Arbitrary<CouponSpec> {
  const legs = (min: number, max: number) => legsArb(min, Math.max(min, max), { status });
  switch (typeId) {
    case 0:
      return fc.record({ typeId: fc.constant(typeId), legs: legs(1, 1), stake: stakeArb });
    case 1:
    case 3:
      return fc.record({ typeId: fc.constant(typeId), legs: legs(2, maxLegs), stake: stakeArb });
    case 2:
    case 4:
      return fc.tuple(legs(3, maxLegs), fc.integer({ min: 0, max: 2 }), stakeArb).chain(([ls, bankers, stake]) => {
        const marked = ls.map((l, i) => ({ ...l, banker: i < Math.min(bankers, ls.length - 3) }));
        const free = marked.filter((l) => !l.banker).length;
        return fc.integer({ min: 2, max: free - 1 }).map((systemValue) => ({ typeId, legs: marked, stake, systemValue }));
      });
    case 5:
      return fc.tuple(legs(2, maxLegs), stakeArb).chain(([ls, stake]) =>
        fc
          .tuple(
            fc.array(fc.integer({ min: 1, max: 4 }), { minLength: ls.length, maxLength: ls.length }),
            fc.array(fc.oneof(fc.constant<'max'>('max'), fc.integer({ min: 1, max: 1_000_000 })), { minLength: 4, maxLength: 4 }),
          )
          .map(([blocks, stakes]) => ({
            typeId,
            legs: ls.map((l, i) => ({ ...l, block: blocks[i] ?? 1 })),
            stake,
            blockStakes: { 2: stakes[1] ?? 'max', 3: stakes[2] ?? 'max', 4: stakes[3] ?? 'max' },
          })),
      );
    case 6:
      return antiExpressSpecArb(status, maxLegs);
    case 7:
      return fc.record({ typeId: fc.constant(typeId), legs: legs(2, Math.min(8, maxLegs)), stake: stakeArb });
    case 8:
      return fc.record({ typeId: fc.constant(typeId), legs: legs(3, Math.min(8, maxLegs)), stake: stakeArb });
    case 9:
      return legs(1, maxLegs).chain((ls) =>
        fc.record({
          typeId: fc.constant(typeId),
          legs: fc.constant(ls),
          stake: stakeArb,
          legStakes: fc.array(stakeArb, { minLength: ls.length, maxLength: ls.length }),
        }),
      );
  }
}

/**
 * An anti-express as the server prices it: the quote is at most A/(A-1) for
 * the express product A (antiExpressMaxQuote), the limit coupon/serverInfo and
 * placement enforce. Legs are everyday odds so that a margin is left: from
 * A >= 1001 on no 3-decimal quote above 1 fits, and such legs are drawn again.
 */
export function antiExpressSpecArb(status: fc.Arbitrary<BetStatusId> = statusArb, maxLegs = 10): fc.Arbitrary<CouponSpec> {
  return fc
    .tuple(legsArb(2, Math.max(2, Math.min(6, maxLegs)), { status, odds: oddsArb(4) }), stakeArb)
    .map(([ls, stake]) => ({ ls, stake, top: Math.round(antiExpressMaxQuote(ls.map((l) => l.odds)) * 1000) }))
    .filter(({ top }) => top > 1000)
    .chain(({ ls, stake, top }) =>
      fc.integer({ min: 1001, max: top }).map((milli): CouponSpec => ({ typeId: 6, legs: ls, stake, antiExpressCoef: milli / 1000 })),
    );
}

/** Every type whose result does not depend on the order of the legs. */
export const orderFreeTypes: readonly CouponTypeId[] = [0, 1, 2, 4, 6, 7, 8, 9];

/** A bet as the UI sends it to coupon/addBet, with a distinct market id and game id per index. */
export function newBet(index: number, coef: number, overrides: Partial<NewBet> = {}): NewBet {
  return {
    market: { id: 1000 + index, sportId: 1, typeId: 1, coef, kind: 1, isLive: false, champId: 10, gameId: 500 + index, param: null },
    opponent1: `Home ${index}`,
    opponent2: `Away ${index}`,
    ...overrides,
  };
}

/** Bets for coupon/addBet commands: distinct markets and games, typical odds. */
export const newBetsArb = (min: number, max: number): fc.Arbitrary<NewBet[]> =>
  fc.array(typicalOddsArb, { minLength: min, maxLength: max }).map((odds) => odds.map((o, i) => newBet(i, o)));

/** Any reordering of an array. */
export function permutationArb<T>(items: readonly T[]): fc.Arbitrary<T[]> {
  return fc.shuffledSubarray([...items], { minLength: items.length, maxLength: items.length });
}
