import fc from 'fast-check';
import type { BetStatusId, CouponTypeId } from '../../src/protocol/constants/couponTypes';
import type { NewBet } from '../../src/protocol/coupon';
import { lineCount, type CouponSpec, type Leg } from '../../src/core/coupon';

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
export const legArb = (options: { readonly status?: fc.Arbitrary<BetStatusId>; readonly odds?: fc.Arbitrary<number> } = {}): fc.Arbitrary<Leg> =>
  fc.record({ odds: options.odds ?? oddsArb(), status: options.status ?? statusArb });

export const legsArb = (min: number, max: number, options: Parameters<typeof legArb>[0] = {}): fc.Arbitrary<Leg[]> =>
  fc.array(legArb(options), { minLength: min, maxLength: max });

/** A stake in minor units. */
export const stakeArb: fc.Arbitrary<number> = fc.integer({ min: 1, max: 10_000_000 });

/** A priced coupon spec of the given type (all types when omitted), with statuses from `status`. */
export function couponSpecArb(options: { readonly typeId?: CouponTypeId; readonly status?: fc.Arbitrary<BetStatusId>; readonly maxLegs?: number } = {}): fc.Arbitrary<CouponSpec> {
  const status = options.status ?? statusArb;
  const maxLegs = options.maxLegs ?? 10;
  const type: fc.Arbitrary<CouponTypeId> = options.typeId !== undefined ? fc.constant(options.typeId) : fc.constantFrom<CouponTypeId>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9);
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
 * Coupons a book could take: the stake times every leg's odds stays under
 * 10^13 minor units, far past any max payout yet well inside exact integers,
 * so properties that raise odds never leave the range where returns are exact.
 */
export function isWithinBookLimits(spec: CouponSpec): boolean {
  return spec.legs.reduce((product, leg) => product * leg.odds, spec.stake) <= 1e13;
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
      return fc
        .tuple(legs(3, maxLegs), fc.integer({ min: 0, max: 2 }), stakeArb)
        .chain(([ls, bankers, stake]) => {
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
      return fc.record({ typeId: fc.constant(typeId), legs: legs(2, maxLegs), stake: stakeArb, antiExpressCoef: oddsArb(10) });
    case 7:
      return fc.record({ typeId: fc.constant(typeId), legs: legs(2, Math.min(8, maxLegs)), stake: stakeArb });
    case 8:
      return fc.record({ typeId: fc.constant(typeId), legs: legs(3, Math.min(8, maxLegs)), stake: stakeArb });
    case 9:
      return legs(1, maxLegs).chain((ls) =>
        fc.record({ typeId: fc.constant(typeId), legs: fc.constant(ls), stake: stakeArb, legStakes: fc.array(stakeArb, { minLength: ls.length, maxLength: ls.length }) }),
      );
  }
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
