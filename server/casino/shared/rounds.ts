import { sharedResultSchema, type SharedResult, type SharedRound, type SharedTableId } from '../../../src/protocol/casino/shared';
import type { Queryable } from '../../db/db';

/** A round row as the service works with it (times in epoch ms). */
export interface RoundRow {
  readonly id: number;
  readonly table: SharedTableId;
  readonly chainIndex: number;
  readonly seed: string;
  readonly terminalHash: string;
  readonly salt: string;
  readonly result: SharedResult;
  readonly phase: 'betting' | 'running' | 'ended' | 'void';
  readonly bettingEndsAt: number;
  readonly startedAt: number | null;
  readonly endedAt: number | null;
  readonly nextRoundAt: number | null;
}

const ms = (value: unknown): number => new Date(value as string | Date).getTime();
const msOrNull = (value: unknown): number | null => (value === null ? null : ms(value));

const SELECT = `SELECT r.id, r.table_id, r.chain_index, r.seed, c.terminal_hash, c.salt, r.result, r.phase, r.betting_ends_at, r.started_at,
  r.ended_at, r.next_round_at FROM casino_shared_round r JOIN casino_shared_chain c ON c.id = r.chain_id`;

function rowOf(r: Record<string, unknown>): RoundRow {
  return {
    id: r.id as number,
    table: r.table_id as SharedTableId,
    chainIndex: r.chain_index as number,
    seed: r.seed as string,
    terminalHash: r.terminal_hash as string,
    salt: r.salt as string,
    result: sharedResultSchema.parse(r.result),
    phase: r.phase as RoundRow['phase'],
    bettingEndsAt: ms(r.betting_ends_at),
    startedAt: msOrNull(r.started_at),
    endedAt: msOrNull(r.ended_at),
    nextRoundAt: msOrNull(r.next_round_at),
  };
}

/** The table's latest round (open or not), or null before its first. `lock`: FOR UPDATE, in a transaction. */
export async function latestRound(q: Queryable, table: SharedTableId, lock = false): Promise<RoundRow | null> {
  const rows = await q.query(`${SELECT} WHERE r.table_id = $1 ORDER BY r.id DESC LIMIT 1${lock ? ' FOR UPDATE OF r' : ''}`, [table]);
  return rows[0] ? rowOf(rows[0]) : null;
}

export async function roundById(q: Queryable, id: number, lock = false): Promise<RoundRow | null> {
  const rows = await q.query(`${SELECT} WHERE r.id = $1${lock ? ' FOR UPDATE OF r' : ''}`, [id]);
  return rows[0] ? rowOf(rows[0]) : null;
}

/** The last ended rounds of a table, newest first. */
export async function endedRounds(q: Queryable, table: SharedTableId, limit: number): Promise<RoundRow[]> {
  const rows = await q.query(`${SELECT} WHERE r.table_id = $1 AND r.phase IN ('ended', 'void') ORDER BY r.id DESC LIMIT $2`, [
    table,
    limit,
  ]);
  return rows.map(rowOf);
}

/** The round as every player sees it: the result and its seed only once it has ended. */
export function roundView(round: RoundRow, now: number): SharedRound {
  const over = round.phase === 'ended' || round.phase === 'void';
  return {
    table: round.table,
    roundId: round.id,
    phase: over ? 'ended' : round.phase,
    bettingEndsAt: round.bettingEndsAt,
    startedAt: round.startedAt,
    endedAt: round.endedAt,
    nextRoundAt: round.nextRoundAt,
    voided: round.phase === 'void',
    result: over ? round.result : null,
    fairness: { terminalHash: round.terminalHash, salt: round.salt, index: round.chainIndex, seed: over ? round.seed : null },
    serverNow: now,
  };
}
