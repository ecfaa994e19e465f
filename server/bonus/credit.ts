import type { DepositBonus } from '../../src/core/wallet';
import type { BonusProduct, BonusSource } from '../../src/protocol/constants/bonus';
import { ACCOUNT_TYPE } from '../../src/protocol/constants/couponTypes';
import type { Queryable } from '../db/db';
import { insertPlayerEvents, postMovement } from '../ledger';

/** The player's bonus account in this currency, opened when there is none. */
export async function bonusAccountOf(tx: Queryable, userId: number, currencyId: number, at: number): Promise<number> {
  const [found] = await tx.query<{ id: number }>(
    'SELECT id FROM account WHERE user_id = $1 AND type = $2 AND currency_id = $3 ORDER BY id LIMIT 1',
    [userId, ACCOUNT_TYPE.bonus, currencyId],
  );
  if (found) return found.id;
  const [opened] = await tx.query<{ id: number }>(
    "INSERT INTO account (user_id, type, currency_id, label, created_at) VALUES ($1, $2, $3, 'Bonus', $4) RETURNING id",
    [userId, ACCOUNT_TYPE.bonus, currencyId, new Date(at)],
  );
  if (!opened) throw new Error('bonus account insert returned nothing');
  return opened.id;
}

export interface DepositBonusCredit {
  readonly userId: number;
  readonly currencyId: number;
  /** The deposit (payment intent) that earned it. */
  readonly intentId: string;
  readonly source: BonusSource;
  readonly product: BonusProduct;
  readonly terms: DepositBonus;
  /** The movement's idempotency key: one bonus per first deposit, one per reloading deposit. */
  readonly key: string;
  readonly at: number;
}

/**
 * A deposit's bonus, inside the deposit's transaction: promotions pay it into
 * the bonus account of the deposit's currency (bonus_credit), its wagering
 * terms become an active bonus, and the player's channel hears of it.
 */
export async function creditDepositBonus(tx: Queryable, credit: DepositBonusCredit): Promise<{ accountId: number; bonusId: number }> {
  const { userId, currencyId, terms, at } = credit;
  const accountId = await bonusAccountOf(tx, userId, currencyId, at);
  const posted = await postMovement(tx, {
    kind: 'bonus_credit',
    scope: 'payment',
    key: credit.key,
    userId,
    ref: { type: 'intent', id: credit.intentId },
    memo: `${credit.source.replace('_', ' ')} bonus`,
    legs: [
      { operator: 'promotions', currencyId, amount: -terms.amount },
      { account: accountId, amount: terms.amount },
    ],
    at,
  });
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO bonus_wagering (user_id, account_id, movement_id, source, amount, requirement, deadline, max_conversion, created_at,
       product)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      userId,
      accountId,
      posted.movementId,
      credit.source,
      terms.amount,
      terms.wageringRequirement,
      new Date(terms.deadline),
      terms.maxConversion,
      new Date(at),
      credit.product,
    ],
  );
  if (!row) throw new Error('bonus insert returned nothing');
  await insertPlayerEvents(
    tx,
    [{ userId, event: { type: 'bonus_changed', bonusId: row.id, status: 'active', wagered: 0, requirement: terms.wageringRequirement } }],
    at,
  );
  return { accountId, bonusId: row.id };
}
