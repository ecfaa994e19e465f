import { freeSpinBonusTerms } from '../../../src/core/bonus';
import type { Queryable } from '../../db/db';
import { postMovement } from '../../ledger';
import { bonusAccountOf, bonusRunningIn, openWagering } from '../credit';
import { grantChanged, loadGrant, type GrantRow } from './store';

export type GrantEnding = 'used' | 'expired' | 'forfeited';

/**
 * An ended grant's wins become ONE casino bonus, in the caller's transaction
 * (the player's lock held): promotions pay them into the bonus account of the
 * grant's currency (free_spin_win, key `free_spins:<grant>`, so it happens
 * once) and they are wagered by FREE_SPIN_WAGERING. Nothing when they won
 * nothing, when the grant was forfeited or is still playing, or while a bonus
 * of that bonus account is being wagered (stakes count down one bonus of an
 * account at a time, and its ending would take this money too): the expiry
 * pass credits those once it has ended. Answers the bonus's id, or null.
 */
export async function creditGrantWins(tx: Queryable, grantId: number, at: number): Promise<number | null> {
  const row = await loadGrant(tx, grantId, { forUpdate: true });
  if (!row || row.bonus_id !== null || (row.status !== 'used' && row.status !== 'expired')) return null;
  const terms = freeSpinBonusTerms(row.won, at);
  if (!terms || (await bonusRunningIn(tx, row.user_id, row.currency_id))) return null;
  const accountId = await bonusAccountOf(tx, row.user_id, row.currency_id, at);
  const posted = await postMovement(tx, {
    kind: 'free_spin_win',
    scope: 'bonus',
    key: `free_spins:${row.id}`,
    userId: row.user_id,
    ref: { type: 'free_spin_grant', id: String(row.id) },
    memo: `free spins of ${row.game_name}`,
    legs: [
      { operator: 'promotions', currencyId: row.currency_id, amount: -terms.amount },
      { account: accountId, amount: terms.amount },
    ],
    at,
  });
  const bonusId = await openWagering(tx, {
    userId: row.user_id,
    accountId,
    movementId: posted.movementId,
    source: 'free_spins',
    product: 'casino',
    ...terms,
    at,
  });
  await tx.query('UPDATE free_spin_grant SET bonus_id = $2 WHERE id = $1', [row.id, bonusId]);
  return bonusId;
}

/**
 * Ends an active grant (its row locked by the caller, the player's lock
 * held): played out, out of time, or taken back by the operator. Its wins
 * are credited at once unless it was forfeited (they never were money).
 */
export async function endGrant(tx: Queryable, row: GrantRow, ending: GrantEnding, at: number): Promise<void> {
  await tx.query('UPDATE free_spin_grant SET status = $2, ended_at = $3 WHERE id = $1', [row.id, ending, new Date(at)]);
  await grantChanged(tx, row, ending, row.spins_left, at);
  if (ending !== 'forfeited') await creditGrantWins(tx, row.id, at);
}
