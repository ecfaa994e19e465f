import type { BonusForfeitAnswer } from '../../src/protocol/schemas/bonus';
import type { Db, Queryable } from '../db/db';
import { lockPlayer } from '../ledger';
import { WalletError } from '../wallet/errors';
import { endBonus } from './end';
import { activeBonusesOfUser, bonusView, loadBonus } from './store';

/**
 * The player gives bonus `bonusId` up: what its account holds goes back to
 * promotions (bonus_forfeit). Another player's id is not found; a bonus
 * forfeited already answers it again (repeated), one that ended otherwise is
 * not active.
 */
export async function forfeitBonus(db: Db, userId: number, bonusId: number, at: number): Promise<BonusForfeitAnswer> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const row = await loadBonus(tx, bonusId, { forUpdate: true });
    if (!row || row.user_id !== userId)
      throw new WalletError('wallet.bonus_not_found', `No bonus ${bonusId} of yours`, { params: { bonusId } });
    if (row.status === 'forfeited') return { bonus: bonusView(row), repeated: true };
    if (row.status !== 'active')
      throw new WalletError('wallet.bonus_not_active', `Bonus ${bonusId} has ended (${row.status})`, { params: { status: row.status } });
    await endBonus(tx, row, 'forfeited', at);
    const ended = await loadBonus(tx, bonusId);
    if (!ended) throw new Error(`bonus ${bonusId} vanished`);
    return { bonus: bonusView(ended), repeated: false };
  });
}

/**
 * A withdrawal while bonuses run, inside its transaction under the player's
 * lock: without `forfeit` it is refused (wallet.bonus_forfeit_required, with
 * what would be lost); with it every active bonus is forfeited first.
 */
export async function settleBonusesForWithdrawal(tx: Queryable, userId: number, forfeit: boolean, at: number): Promise<void> {
  const active = await activeBonusesOfUser(tx, userId, { forUpdate: true });
  if (active.length === 0) return;
  if (!forfeit) {
    const first = active[0];
    throw new WalletError('wallet.bonus_forfeit_required', 'A bonus is active: withdrawing gives it up (send forfeit: true)', {
      params: {
        amount: active.reduce((sum, b) => sum + b.balance, 0),
        currency: first?.iso ?? '',
        count: active.length,
      },
    });
  }
  for (const row of active) await endBonus(tx, row, 'forfeited', at);
}
