import type { CasinoRound } from '../../../src/protocol/casino/play';
import type { Queryable } from '../../db/db';

export type RoundRow = {
  id: number;
  owner: string;
  game_id: string;
  engine: string;
  variant: string;
  demo: boolean;
  request_hash: string;
  nonce: number;
  bet: unknown;
  outcome: unknown;
  draws: number;
  stake: number;
  win: number;
  currency_iso: string;
  balance_after: number;
  played_at: Date | string;
  client_seed: string;
  server_seed_hash: string;
  server_seed: string;
  revealed: boolean;
};

/** A round and its pair of seeds: the server seed only once the pair was rotated. */
export const ROUND_SELECT = `SELECT r.id, r.owner, r.game_id, r.engine, r.variant, r.demo, r.request_hash, r.nonce, r.bet, r.outcome,
  r.draws, r.stake, r.win, r.currency_iso, r.balance_after, r.played_at, s.client_seed, s.server_seed_hash, s.server_seed,
  s.revealed_at IS NOT NULL AS revealed
  FROM casino_round r JOIN casino_seed s ON s.id = r.seed_id`;

export function roundOf(row: RoundRow): CasinoRound {
  return {
    id: String(row.id),
    gameId: row.game_id,
    engine: row.engine,
    variant: row.variant,
    demo: row.demo,
    stake: row.stake,
    win: row.win,
    balanceAfter: row.balance_after,
    currency: row.currency_iso,
    nonce: row.nonce,
    clientSeed: row.client_seed,
    serverSeedHash: row.server_seed_hash,
    serverSeed: row.revealed ? row.server_seed : null,
    bet: row.bet,
    outcome: row.outcome,
    draws: row.draws,
    playedAt: new Date(row.played_at).getTime(),
  };
}

/** The owner's round of this idempotency key, if any. */
export async function findRoundByKey(q: Queryable, owner: string, key: string): Promise<RoundRow | null> {
  const [row] = await q.query<RoundRow>(`${ROUND_SELECT} WHERE r.owner = $1 AND r.idempotency_key = $2`, [owner, key]);
  return row ?? null;
}

/** Game recall: the owner's last `limit` rounds of one game, newest first. */
export async function recentRounds(q: Queryable, owner: string, gameId: string, limit: number): Promise<CasinoRound[]> {
  const rows = await q.query<RoundRow>(`${ROUND_SELECT} WHERE r.owner = $1 AND r.game_id = $2 ORDER BY r.id DESC LIMIT $3`, [
    owner,
    gameId,
    limit,
  ]);
  return rows.map(roundOf);
}

/** The office history's filters: one game, and a window of play times (`to` exclusive). */
export interface PlayerRoundFilters {
  readonly gameId?: string | undefined;
  readonly from?: number | undefined;
  readonly to?: number | undefined;
}

/**
 * A player's real-money rounds of every game, newest first, one page (the
 * office history). Demo rounds carry no user (a demo launch has none) and are
 * left out by name as well, so play money never shows among real rounds.
 */
export async function playerRounds(
  q: Queryable,
  userId: number,
  filters: PlayerRoundFilters,
  page: number,
  pageSize: number,
): Promise<{ items: CasinoRound[]; total: number }> {
  const where = ['r.user_id = $1', 'NOT r.demo'];
  const params: unknown[] = [userId];
  const add = (clause: (n: string) => string, value: unknown): void => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (filters.gameId !== undefined) add((n) => `r.game_id = ${n}`, filters.gameId);
  if (filters.from !== undefined) add((n) => `r.played_at >= ${n}`, new Date(filters.from));
  if (filters.to !== undefined) add((n) => `r.played_at < ${n}`, new Date(filters.to));
  const clause = where.join(' AND ');
  const rows = await q.query<RoundRow>(
    `${ROUND_SELECT} WHERE ${clause} ORDER BY r.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  const [count] = await q.query<{ n: number }>(`SELECT count(*)::integer AS n FROM casino_round r WHERE ${clause}`, params);
  return { items: rows.map(roundOf), total: count?.n ?? 0 };
}

/** The games a player has real-money rounds of (the history's filter by game). */
export async function playerRoundGames(q: Queryable, userId: number): Promise<string[]> {
  const rows = await q.query<{ game_id: string }>(
    'SELECT DISTINCT game_id FROM casino_round WHERE user_id = $1 AND NOT demo ORDER BY game_id',
    [userId],
  );
  return rows.map((r) => r.game_id);
}
