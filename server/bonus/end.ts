import { conversionLegs, returnLegs, type BonusLeg } from '../../src/core/bonus';
import { ACCOUNT_TYPE } from '../../src/protocol/constants/couponTypes';
import type { BonusStatus } from '../../src/protocol/constants/bonus';
import type { MovementKind } from '../../src/protocol/constants/wallet';
import type { Queryable } from '../db/db';
import { insertPlayerEvents, postMovement, type Leg } from '../ledger';
import type { BonusRow } from './store';

export type BonusEnding = Exclude<BonusStatus, 'active'>;

const KIND_OF: Record<BonusEnding, MovementKind> = {
  completed: 'bonus_conversion',
  expired: 'bonus_expiry',
  forfeited: 'bonus_forfeit',
};

/** Where a met bonus converts to: the player's main (or currency) account of the bonus's currency. */
async function mainAccountOf(tx: Queryable, row: BonusRow): Promise<number> {
  const [main] = await tx.query<{ id: number }>(
    'SELECT id FROM account WHERE user_id = $1 AND currency_id = $2 AND type IN ($3, $4) ORDER BY type, id LIMIT 1',
    [row.user_id, row.currency_id, ACCOUNT_TYPE.main, ACCOUNT_TYPE.currency],
  );
  if (!main) throw new Error(`player ${row.user_id} has no account in the currency of bonus ${row.id}`);
  return main.id;
}

/**
 * Ends an active bonus (its row locked by the caller) inside the caller's
 * transaction: met, the bonus account's balance converts to main up to the
 * maximum conversion and the rest goes back to promotions; expired or
 * forfeited, all of it goes back. One movement keyed by the bonus, so it
 * happens once; the row records the ending; the player's channel hears it.
 */
export async function endBonus(tx: Queryable, row: BonusRow, ending: BonusEnding, at: number): Promise<void> {
  const [held] = await tx.query<{ money: number }>('SELECT money FROM account WHERE id = $1 FOR UPDATE', [row.account_id]);
  const balance = held?.money ?? 0;
  const legs = ending === 'completed' ? conversionLegs(balance, row.max_conversion) : returnLegs(balance);
  const main = legs.some((leg) => leg.role === 'main') ? await mainAccountOf(tx, row) : null;
  const ledgerLeg = (leg: BonusLeg): Leg => {
    if (leg.role === 'bonus') return { account: row.account_id, amount: leg.amount };
    if (leg.role === 'main' && main !== null) return { account: main, amount: leg.amount };
    return { operator: 'promotions', currencyId: row.currency_id, amount: leg.amount };
  };
  if (legs.length > 0)
    await postMovement(tx, {
      kind: KIND_OF[ending],
      scope: 'bonus',
      key: `${ending}:${row.id}`,
      userId: row.user_id,
      ref: { type: 'bonus', id: String(row.id) },
      legs: legs.map(ledgerLeg),
      at,
    });
  const converted = legs.find((leg) => leg.role === 'main')?.amount ?? 0;
  await tx.query('UPDATE bonus_wagering SET status = $2, ended_at = $3, converted = $4 WHERE id = $1', [
    row.id,
    ending,
    new Date(at),
    converted,
  ]);
  await insertPlayerEvents(
    tx,
    [
      {
        userId: row.user_id,
        event: { type: 'bonus_changed', bonusId: row.id, status: ending, wagered: row.wagered, requirement: row.requirement },
      },
    ],
    at,
  );
}
