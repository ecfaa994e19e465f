import { FREE_SPIN_WAGERING, type FreeSpinStatus } from '../../protocol/constants/bonus';
import { MONEY_MAX } from '../../protocol/constants/inputBounds';

const DAY_MS = 86_400_000;

/** A free-spins grant as the rules need it. Money in minor units, times epoch ms. */
export interface FreeSpinGrantState {
  readonly userId: number;
  readonly gameId: string;
  readonly status: FreeSpinStatus;
  readonly spinsLeft: number;
  /** The stake every spin of the grant is played at. */
  readonly stake: number;
  readonly currencyId: number;
  readonly expiresAt: number;
}

/** A round the player asked to play as a free spin. */
export interface FreeSpinRound {
  readonly userId: number;
  readonly gameId: string;
  readonly stake: number;
  /** The currency of the account the game plays from. */
  readonly currencyId: number;
}

export type FreeSpinVerdict =
  | { readonly kind: 'use'; readonly spinsLeft: number; readonly last: boolean }
  | {
      readonly kind: 'refused';
      readonly reason: 'other_player' | 'other_game' | 'other_currency' | 'not_active' | 'expired' | 'none_left' | 'other_stake';
    };

/** The line bet a slot stake of `stake` over `paylines` lines plays; null when it is no whole positive line bet. */
export function freeSpinLineBet(stake: number, paylines: number): number | null {
  if (!Number.isSafeInteger(stake) || stake <= 0 || paylines <= 0 || stake % paylines !== 0) return null;
  return stake / paylines;
}

/** Whether a grant is past its expiry at `now` (the expiry itself is past). */
export function isGrantExpired(grant: Pick<FreeSpinGrantState, 'expiresAt'>, now: number): boolean {
  return now >= grant.expiresAt;
}

/**
 * Whether `round` may be played as one of the grant's spins at `now`: the
 * player's own active grant of that game and currency, before its expiry,
 * with a spin left, at exactly the grant's stake. Used, it leaves one spin
 * fewer (never below zero); `last` when none is left after it.
 */
export function takeFreeSpin(grant: FreeSpinGrantState, round: FreeSpinRound, now: number): FreeSpinVerdict {
  if (grant.userId !== round.userId) return { kind: 'refused', reason: 'other_player' };
  if (grant.gameId !== round.gameId) return { kind: 'refused', reason: 'other_game' };
  if (grant.currencyId !== round.currencyId) return { kind: 'refused', reason: 'other_currency' };
  if (grant.status !== 'active') return { kind: 'refused', reason: 'not_active' };
  if (isGrantExpired(grant, now)) return { kind: 'refused', reason: 'expired' };
  if (grant.spinsLeft <= 0) return { kind: 'refused', reason: 'none_left' };
  if (round.stake !== grant.stake) return { kind: 'refused', reason: 'other_stake' };
  const spinsLeft = grant.spinsLeft - 1;
  return { kind: 'use', spinsLeft, last: spinsLeft === 0 };
}

/** How an active grant ends at `now` by itself: played out, or out of time; null while it may still be played. */
export function grantEnding(grant: Pick<FreeSpinGrantState, 'status' | 'spinsLeft' | 'expiresAt'>, now: number): 'used' | 'expired' | null {
  if (grant.status !== 'active') return null;
  if (grant.spinsLeft <= 0) return 'used';
  return isGrantExpired(grant, now) ? 'expired' : null;
}

export interface FreeSpinBonusTerms {
  readonly amount: number;
  readonly requirement: number;
  readonly deadline: number;
  readonly maxConversion: number;
}

/**
 * The bonus free spins' wins become, credited at `at` (FREE_SPIN_WAGERING);
 * null when they won nothing. Requirement and cap never pass what a money
 * column holds.
 */
export function freeSpinBonusTerms(won: number, at: number): FreeSpinBonusTerms | null {
  if (won <= 0) return null;
  const { wageringMultiplier, days, maxConversionMultiplier } = FREE_SPIN_WAGERING;
  return {
    amount: won,
    requirement: Math.min(MONEY_MAX, won * wageringMultiplier),
    deadline: at + days * DAY_MS,
    maxConversion: Math.min(MONEY_MAX, won * maxConversionMultiplier),
  };
}
