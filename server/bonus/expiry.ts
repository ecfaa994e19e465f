import type { Db } from '../db/db';
import { lockPlayer } from '../ledger';
import { endBonus } from './end';
import { loadBonus } from './store';
import { ms } from '../wallet/answer';

/**
 * Every active bonus whose deadline is at or before `now` expires: what its
 * account holds goes back to promotions (bonus_expiry), one transaction per
 * bonus under the player's lock, the deadline checked again there (a stake
 * that met it meanwhile has converted it). Answers how many expired.
 */
export async function expireDueBonuses(db: Db, now: number): Promise<number> {
  const due = await db.query<{ id: number; user_id: number }>(
    "SELECT id, user_id FROM bonus_wagering WHERE status = 'active' AND deadline <= $1 ORDER BY id LIMIT 500",
    [new Date(now)],
  );
  let expired = 0;
  for (const { id, user_id: userId } of due) {
    const ended = await db.transaction(async (tx) => {
      await lockPlayer(tx, userId);
      const row = await loadBonus(tx, id, { forUpdate: true });
      if (!row || row.status !== 'active' || ms(row.deadline) > now) return false;
      await endBonus(tx, row, 'expired', now);
      return true;
    });
    if (ended) expired += 1;
  }
  return expired;
}
