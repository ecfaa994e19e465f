import type { FreeSpinGrantState } from '../../../src/core/bonus';
import type { FreeSpinSource, FreeSpinStatus } from '../../../src/protocol/constants/bonus';
import type { FreeSpinGrantView } from '../../../src/protocol/schemas/bonus';
import type { Queryable } from '../../db/db';
import { insertPlayerEvents } from '../../ledger';
import { ms } from '../../wallet/answer';

/** A free_spin_grant row with its currency's code. */
export interface GrantRow extends Record<string, unknown> {
  id: number;
  user_id: number;
  game_id: string;
  game_name: string;
  count: number;
  spins_left: number;
  stake: number;
  currency_id: number;
  iso: string;
  expires_at: unknown;
  status: FreeSpinStatus;
  source: FreeSpinSource;
  reference: string;
  idempotency_key: string;
  won: number;
  bonus_id: number | null;
}

const SELECT = `SELECT g.id, g.user_id, g.game_id, g.game_name, g.count, g.spins_left, g.stake, g.currency_id, c.iso, g.expires_at,
    g.status, g.source, g.reference, g.idempotency_key, g.won, g.bonus_id
  FROM free_spin_grant g JOIN currency c ON c.id = g.currency_id`;

export function grantView(r: GrantRow): FreeSpinGrantView {
  return {
    id: r.id,
    gameId: r.game_id,
    gameName: r.game_name,
    count: r.count,
    spinsLeft: r.spins_left,
    stake: r.stake,
    currencyIso: r.iso,
    expiresAt: ms(r.expires_at),
    status: r.status,
    source: r.source,
    won: r.won,
    bonusId: r.bonus_id,
  };
}

/** The rules' view of a row (src/core/bonus/freeSpins.ts). */
export function grantState(r: GrantRow): FreeSpinGrantState {
  return {
    userId: r.user_id,
    gameId: r.game_id,
    status: r.status,
    spinsLeft: r.spins_left,
    stake: r.stake,
    currencyId: r.currency_id,
    expiresAt: ms(r.expires_at),
  };
}

/** One grant, its row locked for the caller's transaction when asked. */
export async function loadGrant(q: Queryable, id: number, options: { forUpdate?: boolean } = {}): Promise<GrantRow | null> {
  const [row] = await q.query<GrantRow>(`${SELECT} WHERE g.id = $1${options.forUpdate ? ' FOR UPDATE OF g' : ''}`, [id]);
  return row ?? null;
}

export async function grantByKey(q: Queryable, key: string): Promise<GrantRow | null> {
  const [row] = await q.query<GrantRow>(`${SELECT} WHERE g.idempotency_key = $1`, [key]);
  return row ?? null;
}

/**
 * The grant a spin of `gameId` in `currencyId` uses: the player's active one
 * with spins left and not yet expired, the soonest to expire first (so none
 * runs out while a later one is played), locked when asked.
 */
export async function playableGrant(
  q: Queryable,
  where: { userId: number; gameId: string; currencyId: number; now: number },
  options: { forUpdate?: boolean } = {},
): Promise<GrantRow | null> {
  const [row] = await q.query<GrantRow>(
    `${SELECT} WHERE g.user_id = $1 AND g.game_id = $2 AND g.currency_id = $3 AND g.status = 'active' AND g.spins_left > 0
       AND g.expires_at > $4 ORDER BY g.expires_at, g.id LIMIT 1${options.forUpdate ? ' FOR UPDATE OF g' : ''}`,
    [where.userId, where.gameId, where.currencyId, new Date(where.now)],
  );
  return row ?? null;
}

/** The player's grants worth showing: the active ones (soonest to expire first), then ended ones whose wins wait to be credited. */
export async function grantsToShow(q: Queryable, userId: number): Promise<GrantRow[]> {
  return q.query<GrantRow>(
    `${SELECT} WHERE g.user_id = $1 AND (g.status = 'active' OR (g.status IN ('used', 'expired') AND g.won > 0 AND g.bonus_id IS NULL))
      ORDER BY g.status <> 'active', g.expires_at, g.id`,
    [userId],
  );
}

/** Tells the player's channel a grant changed (the bonus pages and an open game read their free spins again). */
export async function grantChanged(
  tx: Queryable,
  row: Pick<GrantRow, 'id' | 'user_id'>,
  status: FreeSpinStatus,
  spinsLeft: number,
  at: number,
) {
  await insertPlayerEvents(tx, [{ userId: row.user_id, event: { type: 'free_spins_changed', grantId: row.id, status, spinsLeft } }], at);
}
