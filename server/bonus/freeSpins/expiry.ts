import { grantEnding } from '../../../src/core/bonus';
import type { Db } from '../../db/db';
import { lockPlayer } from '../../ledger';
import { creditGrantWins, endGrant } from './end';
import { grantState, loadGrant } from './store';

/** How many grants one pass expired, and how many ended grants' waiting wins it credited. */
export interface GrantPass {
  readonly expired: number;
  readonly credited: number;
}

/**
 * The free spins' part of the bonus expiry pass (every minute): each active
 * grant at or past its expiry ends `expired` (its wins so far credited), then
 * each ended grant whose wins waited for a running bonus of their currency
 * is credited if that bonus has ended. One transaction per grant under the
 * player's lock, the state checked again there (a spin may have ended it).
 */
export async function expireDueGrants(db: Db, now: number): Promise<GrantPass> {
  const due = await db.query<{ id: number; user_id: number }>(
    "SELECT id, user_id FROM free_spin_grant WHERE status = 'active' AND expires_at <= $1 ORDER BY id LIMIT 500",
    [new Date(now)],
  );
  let expired = 0;
  for (const { id, user_id: userId } of due) {
    const ended = await db.transaction(async (tx) => {
      await lockPlayer(tx, userId);
      const row = await loadGrant(tx, id, { forUpdate: true });
      if (!row || grantEnding(grantState(row), now) !== 'expired') return false;
      await endGrant(tx, row, 'expired', now);
      return true;
    });
    if (ended) expired += 1;
  }
  const waiting = await db.query<{ id: number; user_id: number }>(
    "SELECT id, user_id FROM free_spin_grant WHERE status IN ('used', 'expired') AND won > 0 AND bonus_id IS NULL ORDER BY id LIMIT 500",
  );
  let credited = 0;
  for (const { id, user_id: userId } of waiting) {
    const bonusId = await db.transaction(async (tx) => {
      await lockPlayer(tx, userId);
      return creditGrantWins(tx, id, now);
    });
    if (bonusId !== null) credited += 1;
  }
  return { expired, credited };
}
