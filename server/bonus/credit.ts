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

/** Whether a bonus of this currency's bonus account is being wagered: stakes count down one bonus of an account at a time. */
export async function bonusRunningIn(tx: Queryable, userId: number, currencyId: number): Promise<boolean> {
  const [running] = await tx.query(
    `SELECT 1 FROM bonus_wagering b JOIN account a ON a.id = b.account_id
      WHERE b.user_id = $1 AND b.status = 'active' AND a.type = $2 AND a.currency_id = $3 LIMIT 1`,
    [userId, ACCOUNT_TYPE.bonus, currencyId],
  );
  return running !== undefined;
}

/** A bonus's wagering terms as they start, with the movement that credited its money. */
export interface WageringStart {
  readonly userId: number;
  readonly accountId: number;
  readonly movementId: number;
  readonly source: BonusSource;
  readonly product: BonusProduct;
  readonly amount: number;
  readonly requirement: number;
  readonly deadline: number;
  readonly maxConversion: number;
  readonly at: number;
}

/**
 * The active bonus money just credited to a bonus account starts with (its
 * bonus_wagering row), in the crediting transaction; the player's channel
 * hears of it. Answers the bonus's id.
 */
export async function openWagering(tx: Queryable, start: WageringStart): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO bonus_wagering (user_id, account_id, movement_id, source, amount, requirement, deadline, max_conversion, created_at,
       product)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      start.userId,
      start.accountId,
      start.movementId,
      start.source,
      start.amount,
      start.requirement,
      new Date(start.deadline),
      start.maxConversion,
      new Date(start.at),
      start.product,
    ],
  );
  if (!row) throw new Error('bonus insert returned nothing');
  await insertPlayerEvents(
    tx,
    [
      {
        userId: start.userId,
        event: { type: 'bonus_changed', bonusId: row.id, status: 'active', wagered: 0, requirement: start.requirement },
      },
    ],
    start.at,
  );
  return row.id;
}

/** Bonus money paid in and its wagering terms: what every kind of bonus credits the same way. */
export interface BonusCredit {
  readonly userId: number;
  readonly currencyId: number;
  readonly amount: number;
  /** The ledger key's scope and key: one credit per key whatever repeats it. */
  readonly scope: string;
  readonly key: string;
  readonly ref: { readonly type: string; readonly id: string };
  readonly memo: string;
  readonly source: BonusSource;
  readonly product: BonusProduct;
  readonly requirement: number;
  readonly deadline: number;
  readonly maxConversion: number;
  readonly at: number;
}

/**
 * Bonus money, inside the caller's transaction: promotions pay it into the
 * player's bonus account of its currency (bonus_credit), its wagering terms
 * become an active bonus, and the player's channel hears of it.
 */
export async function creditBonus(tx: Queryable, credit: BonusCredit): Promise<{ accountId: number; bonusId: number; movementId: number }> {
  const { userId, currencyId, amount, at } = credit;
  const accountId = await bonusAccountOf(tx, userId, currencyId, at);
  const posted = await postMovement(tx, {
    kind: 'bonus_credit',
    scope: credit.scope,
    key: credit.key,
    userId,
    ref: credit.ref,
    memo: credit.memo,
    legs: [
      { operator: 'promotions', currencyId, amount: -amount },
      { account: accountId, amount },
    ],
    at,
  });
  const bonusId = await openWagering(tx, {
    userId,
    accountId,
    movementId: posted.movementId,
    source: credit.source,
    product: credit.product,
    amount,
    requirement: credit.requirement,
    deadline: credit.deadline,
    maxConversion: credit.maxConversion,
    at,
  });
  return { accountId, bonusId, movementId: posted.movementId };
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

/** A deposit's bonus, inside the deposit's transaction, with the terms the site config gives it. */
export async function creditDepositBonus(tx: Queryable, credit: DepositBonusCredit): Promise<{ accountId: number; bonusId: number }> {
  const { terms } = credit;
  const { accountId, bonusId } = await creditBonus(tx, {
    userId: credit.userId,
    currencyId: credit.currencyId,
    amount: terms.amount,
    scope: 'payment',
    key: credit.key,
    ref: { type: 'intent', id: credit.intentId },
    memo: `${credit.source.replace('_', ' ')} bonus`,
    source: credit.source,
    product: credit.product,
    requirement: terms.wageringRequirement,
    deadline: terms.deadline,
    maxConversion: terms.maxConversion,
    at: credit.at,
  });
  return { accountId, bonusId };
}
