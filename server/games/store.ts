import { bonusGamePrizeSchema, bonusGameTrySchema, type BonusGameTry } from '../../src/protocol/schemas/bonusGames';
import type { Queryable } from '../db/db';

type TryRow = {
  id: number;
  game: string;
  kind: string;
  request_hash: string;
  nonce: number;
  ticket: number;
  line: number;
  prize: unknown;
  others: unknown;
  bonus_id: number | null;
  free_spin_grant_id: number | null;
  played_at: Date;
  server_seed_hash: string;
  client_seed: string;
  iso: string;
};

const SELECT_TRY = `SELECT t.id, t.game, t.kind, t.request_hash, t.nonce, t.ticket, t.line, t.prize, t.others, t.bonus_id,
    t.free_spin_grant_id, t.played_at, s.server_seed_hash, s.client_seed, c.iso
  FROM bonus_game_try t JOIN casino_seed s ON s.id = t.seed_id JOIN currency c ON c.id = t.currency_id`;

const viewOf = (row: TryRow): BonusGameTry =>
  bonusGameTrySchema.parse({
    id: row.id,
    game: row.game,
    kind: row.kind,
    line: row.line,
    prize: bonusGamePrizeSchema.parse(row.prize),
    ticket: row.ticket,
    others: row.others,
    currency: row.iso,
    bonusId: row.bonus_id,
    freeSpinGrantId: row.free_spin_grant_id,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    playedAt: new Date(row.played_at).getTime(),
  });

/** The player's try of this idempotency key with the request it answered, or null. */
export async function tryByKey(q: Queryable, userId: number, key: string): Promise<{ view: BonusGameTry; requestHash: string } | null> {
  const [row] = await q.query<TryRow>(`${SELECT_TRY} WHERE t.user_id = $1 AND t.idempotency_key = $2`, [userId, key]);
  return row ? { view: viewOf(row), requestHash: row.request_hash } : null;
}

export async function tryById(q: Queryable, id: number): Promise<BonusGameTry> {
  const [row] = await q.query<TryRow>(`${SELECT_TRY} WHERE t.id = $1`, [id]);
  if (!row) throw new Error(`bonus games: no try ${id}`);
  return viewOf(row);
}
