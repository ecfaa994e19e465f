/** A promotion's dates as epoch milliseconds: it runs from `startsAt` (included) to `endsAt` (excluded). */
export interface PromotionWindow {
  readonly startsAt: number;
  readonly endsAt: number;
}

export type PromotionPhase = 'upcoming' | 'running' | 'ended';

/** Where `now` falls in the promotion's dates. */
export function phaseOf(dates: PromotionWindow, now: number): PromotionPhase {
  if (now < dates.startsAt) return 'upcoming';
  return now < dates.endsAt ? 'running' : 'ended';
}
