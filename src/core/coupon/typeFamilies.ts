import { COUPON_TYPE, type CouponTypeId } from '../../protocol/constants/couponTypes';

/**
 * The coupon types grouped by what they share. Every rule that treats several
 * types alike names its group here, so a type never needs to be listed twice.
 */
const { single, express, system, multibet, conditional, antiExpress, lucky, patent, manySingles } = COUPON_TYPE;

/**
 * The types whose lines are "every accumulator of some sizes of the free legs,
 * each with all bankers", with the total stake split over the lines: single,
 * express, system, multibet, lucky, patent.
 */
export type LineFamilyType = typeof single | typeof express | typeof system | typeof multibet | typeof lucky | typeof patent;

export function isLineFamilyType(typeId: number): typeId is LineFamilyType {
  return typeId === single || typeId === express || typeId === system || typeId === multibet || typeId === lucky || typeId === patent;
}

/** The types whose stake is split over several lines: every line needs at least 1 minor unit. */
export type SplitType = typeof system | typeof multibet | typeof lucky | typeof patent;

export function isSplitType(typeId: number): typeId is SplitType {
  return typeId === system || typeId === multibet || typeId === lucky || typeId === patent;
}

/** System and multibet: the lobby block's bets (bankers) join every line, and the player picks k of the others. */
export function hasBankers(typeId: number): boolean {
  return typeId === system || typeId === multibet;
}

/**
 * Types that combine every leg into one accumulator, where a dependent or
 * express-banned leg cannot go (so does a conditional block of two bets or
 * more: placement.ts isBetCombined).
 */
export function isCombiningType(typeId: number): boolean {
  return typeId === express || typeId === system || typeId === multibet || typeId === antiExpress || typeId === lucky || typeId === patent;
}

/** The types whose bets sit in numbered blocks: the blocks of a conditional, the lobby of a system or multibet. */
export function hasBlocks(typeId: number): boolean {
  return typeId === conditional || hasBankers(typeId);
}

/** Many singles: each bet is a coupon of its own, with its own stake. */
export function hasStakePerBet(typeId: CouponTypeId): boolean {
  return typeId === manySingles;
}

/** Conditional: each block has its stake (or stakes the winnings of the block before). */
export function hasStakePerBlock(typeId: CouponTypeId): boolean {
  return typeId === conditional;
}

/** The types with one stake for the whole coupon: the ones auto-max moves (per-bet and per-block stakes stay the player's). */
export function hasOneStake(typeId: CouponTypeId): boolean {
  return !hasStakePerBet(typeId) && !hasStakePerBlock(typeId);
}
