import { duePeriod } from '../../src/core/cashback';
import { CASHBACK_PROGRAM_IDS, CASHBACK_PROGRAMS, CASHBACK_SETTLE_DELAY_MS } from '../../src/protocol/constants/cashback';
import type { Db } from '../db/db';
import { periodTotals } from './store';
import { settlePeriod } from './settle';

/**
 * One pass of the job as of `now`: for each program, the last period that
 * has ended and settled (CASHBACK_SETTLE_DELAY_MS), each player of its tiers
 * with movements of its product in it and no payout row yet, one
 * transaction each (settlePeriod). Answers how many were paid something. A
 * pass that runs twice, or two processes at once, pay once: the payout row
 * is checked under the player's lock and the movement's key is unique. One
 * player's failure (a balance at its limit, say) rolls back that player's
 * payout only: the others are paid, and the pass then throws naming it, so
 * the log says so and the next pass tries again.
 */
export async function payDueCashback(db: Db, now: number): Promise<number> {
  let paid = 0;
  const failures: string[] = [];
  for (const id of CASHBACK_PROGRAM_IDS) {
    const program = CASHBACK_PROGRAMS[id];
    const period = duePeriod(program.period, now, CASHBACK_SETTLE_DELAY_MS);
    const players = new Set((await periodTotals(db, program, period)).map((t) => t.userId));
    for (const userId of players) {
      try {
        if (await db.transaction((tx) => settlePeriod(tx, program, period, userId, now))) paid += 1;
      } catch (error) {
        failures.push(`${id} ${period.key} player ${userId}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  if (failures.length > 0) throw new Error(`cashback: ${paid} paid, ${failures.length} failed: ${failures.join('; ')}`);
  return paid;
}
