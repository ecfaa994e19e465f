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
  free_spin: boolean;
};

/** A round and its pair of seeds: the server seed only once the pair was rotated. */
export const ROUND_SELECT = `SELECT r.id, r.owner, r.game_id, r.engine, r.variant, r.demo, r.request_hash, r.nonce, r.bet, r.outcome,
  r.draws, r.stake, r.win, r.currency_iso, r.balance_after, r.played_at, s.client_seed, s.server_seed_hash, s.server_seed,
  s.revealed_at IS NOT NULL AS revealed, r.free_spin_grant_id IS NOT NULL AS free_spin
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
    freeSpin: row.free_spin,
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
