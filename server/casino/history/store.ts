import { historySharedBetSchema, type CasinoHistoryItem } from '../../../src/protocol/casino/play';
import type { Queryable } from '../../db/db';
import { roundOf, type RoundRow } from '../rounds/store';

/**
 * The office casino history's one list: a player's real-money own rounds
 * (casino_round) and shared-table bets (casino_shared_bet) as one UNION, so
 * paging, filters and order are the database's over both. Each branch is bound
 * to the player: demo rounds carry no user (casino_round's CHECK) and demo
 * bets a demo_owner instead of a user, and both are left out by name as well.
 * A secret never leaves: an own round's server seed only once its pair was
 * rotated, a shared round's chain seed only once the round is over (its hash,
 * the chain's round before it, is public from the start).
 */
const OWN = `SELECT 'round' AS kind, r.id, r.game_id, r.played_at AS at, r.stake, r.win, r.currency_iso,
  r.owner, r.engine, r.variant, r.demo, r.request_hash, r.nonce, r.bet, r.outcome, r.draws, r.balance_after,
  s.client_seed, s.server_seed_hash, CASE WHEN s.revealed_at IS NOT NULL THEN s.server_seed END AS server_seed,
  s.revealed_at IS NOT NULL AS revealed, r.free_spin_grant_id IS NOT NULL AS free_spin,
  NULL::text AS table_id, NULL::text AS status, NULL::jsonb AS placement, NULL::integer AS cashed_out_at,
  NULL::integer AS round_id, NULL::jsonb AS result, NULL::text AS phase, NULL::integer AS chain_index,
  NULL::text AS terminal_hash, NULL::text AS salt, NULL::text AS round_hash, NULL::text AS chain_seed
  FROM casino_round r JOIN casino_seed s ON s.id = r.seed_id
  WHERE r.user_id = $1 AND NOT r.demo`;

const SHARED = `SELECT 'shared' AS kind, b.id, COALESCE(b.game_id, sr.table_id) AS game_id, b.placed_at AS at, b.stake, b.win,
  cur.iso AS currency_iso,
  NULL::text, NULL::text, NULL::text, false, NULL::text, NULL::integer, NULL::jsonb, NULL::jsonb, NULL::integer, NULL::integer,
  NULL::text, NULL::text, NULL::text, false, false,
  sr.table_id, b.status, b.placement, b.cashed_out_at, sr.id, CASE WHEN sr.phase = 'ended' THEN sr.result END, sr.phase,
  sr.chain_index, c.terminal_hash, c.salt, encode(sha256(decode(sr.seed, 'hex')), 'hex'),
  CASE WHEN sr.phase IN ('ended', 'void') THEN sr.seed END
  FROM casino_shared_bet b
  JOIN casino_shared_round sr ON sr.id = b.round_id
  JOIN casino_shared_chain c ON c.id = sr.chain_id
  JOIN account a ON a.id = b.account_id
  JOIN currency cur ON cur.id = a.currency_id
  WHERE b.user_id = $1 AND b.demo_owner IS NULL`;

const BOTH = `(${OWN} UNION ALL ${SHARED}) h`;

/** The same plays with only what the filters, the count and the games list read: no seed, chain or hash per row. */
const KEYS = `(SELECT r.game_id, r.played_at AS at FROM casino_round r WHERE r.user_id = $1 AND NOT r.demo
  UNION ALL
  SELECT COALESCE(b.game_id, sr.table_id), b.placed_at FROM casino_shared_bet b JOIN casino_shared_round sr ON sr.id = b.round_id
  WHERE b.user_id = $1 AND b.demo_owner IS NULL) h`;

type HistoryRow = RoundRow & {
  kind: 'round' | 'shared';
  at: Date | string;
  table_id: string | null;
  status: string | null;
  placement: unknown;
  cashed_out_at: number | null;
  round_id: number | null;
  result: unknown;
  phase: string | null;
  chain_index: number | null;
  terminal_hash: string | null;
  salt: string | null;
  round_hash: string | null;
  chain_seed: string | null;
};

/** A row as its item; a shared bet's stored shapes (placement, result) are read through the protocol's schema. */
function itemOf(row: HistoryRow, named: (gameId: string) => { name: string; provider: string | null }): CasinoHistoryItem {
  const { name: gameName, provider } = named(row.game_id);
  if (row.kind === 'round')
    return { kind: 'round', ...roundOf({ ...row, played_at: row.at, server_seed: row.server_seed ?? '' }), gameName, provider };
  return historySharedBetSchema.parse({
    kind: 'shared',
    id: String(row.id),
    gameId: row.game_id,
    gameName,
    provider,
    table: row.table_id,
    stake: row.stake,
    win: row.win,
    currency: row.currency_iso,
    status: row.status,
    placement: row.placement,
    cashedOutAt: row.cashed_out_at,
    playedAt: new Date(row.at).getTime(),
    roundId: row.round_id,
    result: row.result,
    voided: row.phase === 'void',
    roundHash: row.round_hash,
    chainIndex: row.chain_index,
    terminalHash: row.terminal_hash,
    salt: row.salt,
    seed: row.chain_seed,
  });
}

/** The office history's filters: one game (a lobby id, a house or shared table's), and a window of play times (`to` exclusive). */
export interface HistoryFilters {
  readonly gameId?: string | undefined;
  readonly from?: number | undefined;
  readonly to?: number | undefined;
}

/** One page of the player's real-money rounds and shared-table bets, newest first (a bet by its placing time). */
export async function playerHistory(
  q: Queryable,
  userId: number,
  filters: HistoryFilters,
  page: number,
  pageSize: number,
  named: (gameId: string) => { name: string; provider: string | null },
): Promise<{ items: CasinoHistoryItem[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [userId];
  const add = (clause: (n: string) => string, value: unknown): void => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (filters.gameId !== undefined) add((n) => `h.game_id = ${n}`, filters.gameId);
  if (filters.from !== undefined) add((n) => `h.at >= ${n}`, new Date(filters.from));
  if (filters.to !== undefined) add((n) => `h.at < ${n}`, new Date(filters.to));
  const clause = where.length === 0 ? '' : `WHERE ${where.join(' AND ')}`;
  const rows = await q.query<HistoryRow>(
    `SELECT * FROM ${BOTH} ${clause} ORDER BY h.at DESC, h.kind DESC, h.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  const [count] = await q.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${KEYS} ${clause}`, params);
  return { items: rows.map((row) => itemOf(row, named)), total: count?.n ?? 0 };
}

/** The games a player has real-money rounds or shared-table bets of (the history's filter by game). */
export async function playerHistoryGames(q: Queryable, userId: number): Promise<string[]> {
  const rows = await q.query<{ game_id: string }>(`SELECT DISTINCT h.game_id FROM ${KEYS} ORDER BY h.game_id`, [userId]);
  return rows.map((r) => r.game_id);
}
