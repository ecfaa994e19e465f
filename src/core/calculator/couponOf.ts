import { CALCULATOR_MONEY_DIGITS, type CalculatorInput, type CalculatorIssue } from '../../protocol/calculator';
import { COUPON_LEG_LIMITS, COUPON_TYPE, MIN_FREE_SYSTEM_LEGS } from '../../protocol/constants/couponTypes';
import { antiExpressMaxQuote, hasBankers, type CouponSpec } from '../coupon';
import { parseAmount } from '../format/money';
import { readLegOdds } from './legs';

/** An anti-express quote as typed: decimal odds above 1 with at most 3 decimals. */
const QUOTE = /^\d+(\.\d{1,3})?$/;

/**
 * The coupon a calculation describes, as the coupon CLI builds it from the
 * same values (each leg its own block, a conditional's later blocks staking
 * every winning, each single of type 9 the stake), or what keeps it from
 * being one. Checks the core would make anyway come first here, each with
 * its own issue, so the page can say all that is wrong at once.
 */
export function couponOf(input: CalculatorInput): {
  decimals: (number | null)[];
  coupon: CouponSpec | null;
  issues: CalculatorIssue[];
} {
  const { decimals, issues } = readLegOdds(input);
  const { typeId } = input;
  const limits = COUPON_LEG_LIMITS[typeId];
  const count = input.legs.length;
  if (count < limits.min || count > limits.max) issues.push({ code: 'leg_count', min: limits.min, max: limits.max, count });

  const stake = parseAmount(input.stake, CALCULATOR_MONEY_DIGITS);
  if (!stake.ok) issues.push({ code: stake.reason === 'empty' ? 'stake_missing' : 'stake_invalid' });

  // A system and a multibet take a size and bankers.
  const system = hasBankers(typeId);
  if (system && input.system === undefined) issues.push({ code: 'system_missing' });
  const bankers = system ? input.legs.filter((leg) => leg.banker).length : 0;
  if (bankers > 0 && count - bankers < MIN_FREE_SYSTEM_LEGS)
    issues.push({ code: 'bankers_too_many', max: Math.max(0, count - MIN_FREE_SYSTEM_LEGS) });

  const odds = decimals.filter((d): d is number => d !== null);
  let anti: number | undefined;
  if (typeId === COUPON_TYPE.antiExpress && odds.length === count && count > 0) {
    const max = antiExpressMaxQuote(odds);
    const text = input.anti?.trim() ?? '';
    if (max <= 1) issues.push({ code: 'anti_unavailable' });
    else if (text === '') anti = max;
    else if (!QUOTE.test(text) || Number(text) <= 1) issues.push({ code: 'anti_invalid' });
    else if (Number(text) > max) issues.push({ code: 'anti_above_max', max });
    else anti = Number(text);
  }

  if (issues.length > 0 || !stake.ok) return { decimals, coupon: null, issues };
  const coupon: CouponSpec = {
    typeId,
    legs: odds.map((o, i) => ({
      odds: o,
      status: input.legs[i]?.status ?? -2,
      banker: system && input.legs[i]?.banker === true,
      block: i + 1,
    })),
    stake: stake.minor,
    ...(system && input.system !== undefined ? { systemValue: input.system } : {}),
    ...(anti !== undefined ? { antiExpressCoef: anti } : {}),
    ...(typeId === COUPON_TYPE.conditional ? { blockStakes: {} } : {}),
    legStakes: odds.map(() => stake.minor),
  };
  return { decimals, coupon, issues };
}
