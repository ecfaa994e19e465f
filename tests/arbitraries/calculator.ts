import fc from 'fast-check';
import type { CalculatorInput, CalculatorLeg } from '../../src/protocol/calculator';
import { COUPON_LEG_LIMITS, MAX_COUPON_BETS, type CouponTypeId } from '../../src/protocol/constants/couponTypes';
import type { OddsFormatId } from '../../src/protocol/constants/oddsFormats';
import { statusArb } from './coupon';

/** Texts a field may hold: odds and amounts, and the characters an address must escape. */
const fieldArb = fc.oneof(fc.string({ maxLength: 24 }), fc.constantFrom('1.5', '5/2', '+150', '-110', '', ' 2 ', '~&=?#%+'));

/** Any calculation the schema accepts: every field as a player (or a hand-edited link) could leave it. */
export const anyCalculationArb: fc.Arbitrary<CalculatorInput> = fc
  .record(
    {
      typeId: fc.integer({ min: 0, max: 9 }) as fc.Arbitrary<CouponTypeId>,
      system: fc.integer({ min: 1, max: MAX_COUPON_BETS }),
      stake: fieldArb,
      format: fc.integer({ min: 0, max: 5 }) as fc.Arbitrary<OddsFormatId>,
      legs: fc.array(fc.record({ odds: fieldArb, status: statusArb, banker: fc.boolean() }), { maxLength: 12 }),
      anti: fieldArb,
    },
    { requiredKeys: ['typeId', 'stake', 'format', 'legs'] },
  )
  .map((input) => input as CalculatorInput);

/** Decimal odds as a player types them: 1.01 to 20 with up to 3 decimals. */
const oddsTextArb = fc.integer({ min: 1010, max: 20000 }).map((m) => String(m / 1000));

/**
 * A calculation in decimal odds the coupon CLI also takes: a leg count the
 * type allows (up to 8), statuses of SPEC, bankers and a system size for a
 * system or multibet, a stake in major units with up to 2 decimals.
 */
export const cliCalculationArb: fc.Arbitrary<CalculatorInput> = fc
  .integer({ min: 0, max: 9 })
  .chain((typeId) => {
    const limits = COUPON_LEG_LIMITS[typeId as CouponTypeId];
    const leg: fc.Arbitrary<CalculatorLeg> = fc.record({ odds: oddsTextArb, status: statusArb, banker: fc.boolean() });
    return fc.record({
      typeId: fc.constant(typeId as CouponTypeId),
      legs: fc.array(leg, { minLength: limits.min, maxLength: Math.min(limits.max, 8) }),
      system: fc.integer({ min: 1, max: 8 }),
      stake: fc.integer({ min: 0, max: 1_000_000 }).map((minor) => (minor / 100).toFixed(minor % 3 === 0 ? 0 : 2)),
    });
  })
  .map(({ typeId, legs, system, stake }) => {
    const takesSystem = typeId === 2 || typeId === 4;
    return {
      typeId,
      stake,
      format: 0,
      legs: legs.map((leg) => ({ ...leg, banker: takesSystem && leg.banker })),
      ...(takesSystem ? { system } : {}),
    };
  });
