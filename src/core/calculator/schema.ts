import { z } from 'zod';
import {
  BET_STATUS_IDS,
  COUPON_TYPE_IDS,
  MAX_COUPON_BETS,
  type BetStatusId,
  type CouponTypeId,
} from '../../protocol/constants/couponTypes';
import { ODDS_FORMAT, ODDS_FORMAT_IDS, type OddsFormatId } from '../../protocol/constants/oddsFormats';
import { CALCULATOR_FIELD_LENGTH, type CalculatorInput } from '../../protocol/calculator';

const field = z.string().max(CALCULATOR_FIELD_LENGTH);
const oneOf = <T extends number>(ids: readonly T[]) => z.number().refine((n): n is T => (ids as readonly number[]).includes(n));

/**
 * A calculation's shape: what a query decodes to and what a form sends. It
 * checks the shape only (a type that exists, a status of SPEC, at most a
 * coupon's legs); whether the values make a coupon is the calculator's
 * question, answered with typed issues, not a refusal.
 */
export const calculatorInputSchema = z.object({
  typeId: oneOf<CouponTypeId>(COUPON_TYPE_IDS),
  system: z.number().int().min(1).max(MAX_COUPON_BETS).optional(),
  stake: field,
  format: oneOf<OddsFormatId>(ODDS_FORMAT_IDS),
  legs: z.array(z.object({ odds: field, status: oneOf<BetStatusId>(BET_STATUS_IDS), banker: z.boolean() })).max(MAX_COUPON_BETS),
  anti: field.optional(),
}) satisfies z.ZodType<CalculatorInput>;

/** What the page shows before a calculation is given: an express of two legs. */
export const DEFAULT_CALCULATION: CalculatorInput = {
  typeId: 1,
  stake: '100',
  format: ODDS_FORMAT.decimal,
  legs: [
    { odds: '1.5', status: -2, banker: false },
    { odds: '2', status: -2, banker: false },
  ],
};
