import { msToReach, payoutOf } from '../../../src/core/casino/crash';
import type { SharedResult, SharedTableId } from '../../../src/protocol/casino/shared';
import type { SharedTablesConfig } from '../../config/casinoShared';
import type { Db, Queryable } from '../../db/db';
import { BET_SELECT, betRowOf, closeBet } from './bets';
import { takeSeed } from './chains';
import { resultOf, runMs } from './results';
import { latestRound, type RoundRow } from './rounds';
import { refundRound, settleRound } from './settle';

/**
 * One table's timeline, moved on by `advanceTable` whenever the clock says a
 * deadline passed: a round opens its betting window, takes off (crash) or
 * spins (roulette) when the window closes, fills crash auto cash-outs as the
 * flight passes their targets, and ends (every open bet settled) at the
 * crash point or when the ball stops; the next window opens after a pause.
 * Times are the schedule's, not the tick's: a late tick settles at the
 * round's own instants. Each step is one transaction under the round's lock,
 * which bets and cash-outs take too.
 */
export interface TableStepDeps {
  readonly db: Db;
  readonly config: SharedTablesConfig;
  /** The test switch's result for the table's next round, taken once (never in production). */
  readonly takeFixed: (table: SharedTableId) => SharedResult | undefined;
}

/** When the round's current phase ends (null: an ended round waits for nothing but its next round). */
export function deadlineOf(round: RoundRow, config: SharedTablesConfig): number {
  if (round.phase === 'betting') return round.bettingEndsAt;
  if (round.phase === 'running') return (round.startedAt ?? round.bettingEndsAt) + runMs(round.result, config.tables[round.table]);
  return round.nextRoundAt ?? 0;
}

async function openRound(tx: Queryable, deps: TableStepDeps, table: SharedTableId, latest: RoundRow | null, now: number): Promise<void> {
  const timing = deps.config.tables[table];
  // On time after the pause; after a long stop (a restart), from now.
  const opensAt = latest?.nextRoundAt != null && now - latest.nextRoundAt < timing.bettingMs ? latest.nextRoundAt : now;
  const seed = await takeSeed(tx, table, deps.config.chainLength, now);
  const result = deps.takeFixed(table) ?? resultOf(table, seed.seed, seed.salt);
  await tx.query(
    `INSERT INTO casino_shared_round (table_id, chain_id, chain_index, seed, result, phase, betting_ends_at, created_at)
     VALUES ($1, $2, $3, $4, $5::text::jsonb, 'betting', $6, $7)`,
    [table, seed.chainId, seed.index, seed.seed, JSON.stringify(result), new Date(opensAt + timing.bettingMs), new Date(now)],
  );
}

/** Crash: the open bets whose auto target the flight has passed by `now` are paid at their target. */
async function fillAutoCashOuts(tx: Queryable, round: RoundRow, now: number): Promise<boolean> {
  if (round.result.engine !== 'crash' || round.startedAt === null) return false;
  const crash = round.result.crashPoint;
  const due = (
    await tx.query(`${BET_SELECT} WHERE b.round_id = $1 AND b.status = 'open' AND b.auto_cash_out <= $2 FOR UPDATE OF b`, [round.id, crash])
  )
    .map(betRowOf)
    .filter((bet) => bet.autoCashOut !== null && round.startedAt !== null && round.startedAt + msToReach(bet.autoCashOut) <= now);
  for (const bet of due) {
    const target = bet.autoCashOut as number;
    await closeBet(tx, bet, { status: 'won', win: payoutOf(bet.stake, target), cashedOutAt: target }, round.startedAt + msToReach(target));
  }
  return due.length > 0;
}

/** One step of the table's timeline if one is due; true when something changed (the caller publishes the round). */
/**
 * Every process that runs the tables steps them: one at a time per table, so
 * two processes on a new database do not both open its first round (the
 * latest round's row lock cannot guard a round that does not exist yet).
 */
async function lockTable(tx: Queryable, table: SharedTableId): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`casino_shared:${table}`]);
}

export async function stepTable(deps: TableStepDeps, table: SharedTableId, now: number): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    await lockTable(tx, table);
    const round = await latestRound(tx, table, true);
    if (!round || ((round.phase === 'ended' || round.phase === 'void') && now >= (round.nextRoundAt ?? 0))) {
      await openRound(tx, deps, table, round, now);
      return true;
    }
    if (round.phase === 'betting' && now >= round.bettingEndsAt) {
      await tx.query(`UPDATE casino_shared_round SET phase = 'running', started_at = betting_ends_at WHERE id = $1`, [round.id]);
      return true;
    }
    if (round.phase !== 'running') return false;
    const endsAt = deadlineOf(round, deps.config);
    if (now < endsAt) return fillAutoCashOuts(tx, round, now);
    await settleRound(tx, round.id, round.result, endsAt);
    await tx.query(`UPDATE casino_shared_round SET phase = 'ended', ended_at = $2, next_round_at = $3 WHERE id = $1`, [
      round.id,
      new Date(endsAt),
      new Date(endsAt + deps.config.tables[table].pauseMs),
    ]);
    return true;
  });
}

/**
 * At start-up, a round the last process left open: one still in its betting
 * window goes on; a crash round whose window closed is void (players could
 * not cash out while the server was down): its open bets are refunded; a
 * roulette round whose window closed is played to its seeded result (nobody
 * had a decision left to make).
 */
export async function recoverTable(db: Db, config: SharedTablesConfig, table: SharedTableId, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTable(tx, table);
    const round = await latestRound(tx, table, true);
    if (!round || round.phase === 'ended' || round.phase === 'void') return;
    if (round.phase === 'betting' && now < round.bettingEndsAt) return;
    if (table === 'roulette') {
      await settleRound(tx, round.id, round.result, now);
      await tx.query(
        `UPDATE casino_shared_round SET phase = 'ended', started_at = betting_ends_at, ended_at = $2, next_round_at = $3 WHERE id = $1`,
        [round.id, new Date(now), new Date(now + config.tables[table].pauseMs)],
      );
      return;
    }
    await refundRound(tx, round.id, now);
    await tx.query(`UPDATE casino_shared_round SET phase = 'void', ended_at = $2, next_round_at = $3 WHERE id = $1`, [
      round.id,
      new Date(now),
      new Date(now + config.tables[table].pauseMs),
    ]);
  });
}
