/** A promotion's dates as epoch milliseconds: it runs from `startsAt` (included) to `endsAt` (excluded). */
export interface PromotionWindow {
  readonly startsAt: number;
  readonly endsAt: number;
}

export type PromotionPhase = 'upcoming' | 'running' | 'ended';

/** Where `now` falls in the window. */
export function phaseOf(window: PromotionWindow, now: number): PromotionPhase {
  if (now < window.startsAt) return 'upcoming';
  return now < window.endsAt ? 'running' : 'ended';
}
