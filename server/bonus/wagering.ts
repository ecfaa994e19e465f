import { countStake, qualifyingAmount, type BonusStake } from '../../src/core/bonus';
import type { Queryable } from '../db/db';
import { insertPlayerEvents } from '../ledger';
import { endBonus } from './end';
import { activeBonusOfAccount, wageringOf } from './store';

export interface StakeFromBonus {
  /** The stake's own id (its ledger key): a repeat of it never counts again. */
  readonly key: string;
  readonly stake: BonusStake;
}

/**
 * Stakes just debited from a bonus account, inside the transaction that
 * debited them: each qualifying one counts down the account's active bonus
 * (the core's rules; bonus_wager_stake keeps each stake's key once), and
 * when nothing is left to stake the bonus converts in the same transaction.
 * A stake from any other account, or with no active bonus, changes nothing.
 */
export async function countBonusStakes(tx: Queryable, accountId: number, stakes: readonly StakeFromBonus[], at: number): Promise<void> {
  const row = await activeBonusOfAccount(tx, accountId);
  if (!row) return;
  let wagering = wageringOf(row);
  let counted = false;
  let met = false;
  for (const { key, stake } of stakes) {
    const verdict = countStake(wagering, key, qualifyingAmount(row.product, stake), at);
    if (verdict.kind !== 'counted') continue;
    const kept = await tx.query(
      `INSERT INTO bonus_wager_stake (bonus_id, stake_key, amount, counted_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING stake_key`,
      [row.id, key, verdict.amount, new Date(at)],
    );
    if (kept.length === 0) continue;
    wagering = verdict.wagering;
    counted = true;
    met = verdict.met;
    if (met) break;
  }
  if (!counted) return;
  await tx.query('UPDATE bonus_wagering SET wagered = $2 WHERE id = $1', [row.id, wagering.wagered]);
  const updated = { ...row, wagered: wagering.wagered };
  if (met) return endBonus(tx, updated, 'completed', at);
  await insertPlayerEvents(
    tx,
    [
      {
        userId: row.user_id,
        event: { type: 'bonus_changed', bonusId: row.id, status: 'active', wagered: wagering.wagered, requirement: row.requirement },
      },
    ],
    at,
  );
}
