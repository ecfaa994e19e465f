import { antiExpressMaxQuote, toScaled } from '../../src/core/coupon';
import { ANTI_EXPRESS_MARGIN, ANTI_EXPRESS_MIN_COEF_MILLI } from './settings';

/**
 * The server's anti-express coefficient for legs at `odds` (COUPON.md type 6):
 * the margin-free bound A/(A-1) of the coupon core (antiExpressMaxQuote), with
 * the book's margin taken off its winnings and rounded down, so the quote is
 * always below the bound. Null when what is left is under 1.01 (an express
 * too short-priced to bet against).
 */
export function antiExpressQuote(odds: readonly number[]): number | null {
  if (odds.length === 0) return null;
  const boundMilli = toScaled(antiExpressMaxQuote(odds), 3);
  const quoteMilli = 1000 + Math.floor((boundMilli - 1000) * (1 - ANTI_EXPRESS_MARGIN));
  return quoteMilli >= ANTI_EXPRESS_MIN_COEF_MILLI && quoteMilli < boundMilli ? quoteMilli / 1000 : null;
}
