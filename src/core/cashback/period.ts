import type { CashbackPeriod } from '../../protocol/constants/cashback';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** 1970-01-01 was a Thursday: three days after a Monday. */
const EPOCH_WEEKDAY_FROM_MONDAY = 3;

/** One cashback period: [start, end) in epoch ms, and its key (the start's UTC date) for idempotency keys and rows. */
export interface PeriodSpan {
  readonly start: number;
  readonly end: number;
  readonly key: string;
}

function span(start: number): PeriodSpan {
  return { start, end: start + WEEK_MS, key: new Date(start).toISOString().slice(0, 10) };
}

/** The period holding `at`: a week from Monday 00:00 UTC (the server's clock; the period is the same for every player). */
export function periodOf(period: CashbackPeriod, at: number): PeriodSpan {
  const day = Math.floor(at / DAY_MS);
  const monday = day - ((((day + EPOCH_WEEKDAY_FROM_MONDAY) % 7) + 7) % 7);
  switch (period) {
    case 'weekly':
      return span(monday * DAY_MS);
  }
}

/** The period that ended last before `at` (the one the job pays once it has settled). */
export function previousPeriod(period: CashbackPeriod, at: number): PeriodSpan {
  return periodOf(period, periodOf(period, at).start - 1);
}

/**
 * The last period whose payout is due at `at`: ended, and `settleDelayMs`
 * past its end (a stake booked at its last second has committed by then).
 */
export function duePeriod(period: CashbackPeriod, at: number, settleDelayMs: number): PeriodSpan {
  return previousPeriod(period, at - settleDelayMs);
}
