import type { BonusStatus } from '../../protocol/constants/bonus';

/** One bonus's wagering as the rules need it. Money in minor units, times epoch ms. */
export interface Wagering {
  readonly status: BonusStatus;
  /** What must be staked in all. */
  readonly requirement: number;
  /** What qualifying stakes counted so far. */
  readonly wagered: number;
  readonly deadline: number;
  /** The most the bonus ever turns into real money. */
  readonly maxConversion: number;
  /** The stake ids counted so far: a stake counts once, whatever repeats it. */
  readonly counted: ReadonlySet<string>;
}

/** What is left to stake: never below zero. */
export function wageringLeft(w: Pick<Wagering, 'requirement' | 'wagered'>): number {
  return Math.max(0, w.requirement - w.wagered);
}

/** Whether a bonus is past its deadline at `now` (the deadline itself is past). */
export function isPastDeadline(w: Pick<Wagering, 'deadline'>, now: number): boolean {
  return now >= w.deadline;
}

export type StakeVerdict =
  | { readonly kind: 'ignored'; readonly reason: 'not_active' | 'past_deadline' | 'counted' | 'not_qualifying' }
  | { readonly kind: 'counted'; readonly wagering: Wagering; readonly amount: number; readonly met: boolean };

/**
 * A stake of `qualifying` minor units (qualifyingAmount) with id `stakeId`
 * at `now`: counted once towards an active bonus before its deadline, no
 * further than the requirement; `met` when nothing is left to stake.
 */
export function countStake(w: Wagering, stakeId: string, qualifying: number, now: number): StakeVerdict {
  if (w.status !== 'active') return { kind: 'ignored', reason: 'not_active' };
  if (isPastDeadline(w, now)) return { kind: 'ignored', reason: 'past_deadline' };
  if (w.counted.has(stakeId)) return { kind: 'ignored', reason: 'counted' };
  if (qualifying <= 0) return { kind: 'ignored', reason: 'not_qualifying' };
  const amount = Math.min(qualifying, wageringLeft(w));
  const counted = new Set(w.counted).add(stakeId);
  const wagered = w.wagered + amount;
  return { kind: 'counted', amount, met: wagered >= w.requirement, wagering: { ...w, wagered, counted } };
}
