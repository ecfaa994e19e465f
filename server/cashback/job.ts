import { periodsToSettle, type PeriodSpan } from '../../src/core/cashback';
import {
  CASHBACK_CATCH_UP_PERIODS,
  CASHBACK_PROGRAM_IDS,
  CASHBACK_PROGRAMS,
  CASHBACK_SETTLE_DELAY_MS,
  type CashbackProgram,
} from '../../src/protocol/constants/cashback';
import type { Db } from '../db/db';
import { periodTotals } from './store';
import { settlePeriod } from './settle';

/** The starts of the program's periods every player was settled for. */
async function settledStarts(db: Db, program: CashbackProgram): Promise<Set<number>> {
  const rows = await db.query<{ start: Date | string }>('SELECT period_start AS start FROM cashback_period_settled WHERE program = $1', [
    program.id,
  ]);
  return new Set(rows.map((r) => new Date(r.start).getTime()));
}

/** Settles each player of the program with movements in the period and no payout yet; answers how many were paid and what failed. */
async function settleSpan(
  db: Db,
  program: CashbackProgram,
  period: PeriodSpan,
  now: number,
): Promise<{ paid: number; failures: string[] }> {
  let paid = 0;
  const failures: string[] = [];
  const players = new Set((await periodTotals(db, program, period)).map((t) => t.userId));
  for (const userId of players) {
    try {
      if (await db.transaction((tx) => settlePeriod(tx, program, period, userId, now))) paid += 1;
    } catch (error) {
      failures.push(`${program.id} ${period.key} player ${userId}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failures.length === 0)
    await db.query('INSERT INTO cashback_period_settled (program, period_start, settled_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      program.id,
      new Date(period.start),
      new Date(now),
    ]);
  return { paid, failures };
}

/**
 * One pass of the job as of `now`: for each program, every period that has
 * ended and settled (CASHBACK_SETTLE_DELAY_MS) and is not yet settled for all
 * its players, up to CASHBACK_CATCH_UP_PERIODS back (periodsToSettle: a
 * server stopped for weeks pays them when it is back), each player of its tiers with movements of its product
 * in it and no payout row yet, one transaction each (settlePeriod). A period
 * is then marked settled, and no later pass reads its movements again.
 * Answers how many were paid something. A pass that runs twice, or two
 * processes at once, pay once: the payout row is checked under the player's
 * lock and the movement's key is unique. One player's failure (a balance at
 * its limit, say) rolls back that player's payout only: the others are
 * paid, the period stays unsettled, and the pass then throws naming it, so
 * the log says so and the next pass tries again.
 */
export async function payDueCashback(db: Db, now: number): Promise<number> {
  let paid = 0;
  const failures: string[] = [];
  for (const id of CASHBACK_PROGRAM_IDS) {
    const program = CASHBACK_PROGRAMS[id];
    const spans = periodsToSettle(
      program.period,
      now,
      CASHBACK_SETTLE_DELAY_MS,
      await settledStarts(db, program),
      CASHBACK_CATCH_UP_PERIODS,
    );
    for (const period of spans) {
      const done = await settleSpan(db, program, period, now);
      paid += done.paid;
      failures.push(...done.failures);
    }
  }
  if (failures.length > 0) throw new Error(`cashback: ${paid} paid, ${failures.length} failed: ${failures.join('; ')}`);
  return paid;
}
