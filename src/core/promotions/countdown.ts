import { durationParts } from '../format/duration';
import { phaseOf, type PromotionWindow } from './window';

/** What a promotion's countdown says: "starts in", "ends in" (with the time left to that moment, split for display) or "ended". */
export interface PromotionCountdown {
  readonly phase: 'startsIn' | 'endsIn' | 'ended';
  /** Milliseconds to the start (startsIn), to the end (endsIn); 0 once ended. */
  readonly leftMs: number;
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/** The countdown at `now`: a page shows it and, when `leftMs` runs out, asks again and gets the next phase. */
export function countdownOf(dates: PromotionWindow, now: number): PromotionCountdown {
  const phase = phaseOf(dates, now);
  const leftMs = phase === 'upcoming' ? dates.startsAt - now : phase === 'running' ? dates.endsAt - now : 0;
  return {
    phase: phase === 'upcoming' ? 'startsIn' : phase === 'running' ? 'endsIn' : 'ended',
    leftMs,
    ...durationParts(leftMs),
  };
}
