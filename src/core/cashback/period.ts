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

/**
 * The periods a pass settles, oldest first: of the last `max` periods up to the due one, each not settled yet
 * (`settled`: the starts of those settled for every player), none before the program's first settled one; with none
 * settled yet, the due one only (a new program does not pay the weeks before it). A server down for weeks pays
 * them when it is back, and a period left unsettled by a failed payout is tried again while it is within `max`.
 */
export function periodsToSettle(
  period: CashbackPeriod,
  at: number,
  settleDelayMs: number,
  settled: ReadonlySet<number>,
  max: number,
): PeriodSpan[] {
  const due = duePeriod(period, at, settleDelayMs);
  if (settled.size === 0) return [due];
  const first = Math.min(...settled);
  const spans: PeriodSpan[] = [];
  for (let span = due; spans.length < max && span.start >= first; span = previousPeriod(period, span.start)) {
    if (!settled.has(span.start)) spans.unshift(span);
    if (span.start === first) break;
  }
  return spans;
}
