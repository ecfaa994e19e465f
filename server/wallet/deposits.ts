import { randomBytes } from 'node:crypto';
import { amountRefusal, depositSplit } from '../../src/core/wallet';
import { payProviderCheckoutPath, type DepositAnswer, type DepositRequest } from '../../src/protocol/schemas/wallet';
import type { CurrentSession } from '../auth/sessions';
import { readSiteConfig } from '../config/siteConfigStore';
import type { Db } from '../db/db';
import { requestHash } from '../ledger';
import { limitVerdict, verdictMessage, verdictParams } from '../limits';
import type { PayProvider } from '../payprovider';
import { offeredCurrency, ownAccount } from './accounts';
import { WalletError, fromRejection } from './errors';
import { intentByKey, intentView, loadIntent, type IntentRow } from './intents';
import { methodFor } from './methods';

export interface DepositDeps {
  readonly db: Db;
  readonly now: () => number;
  readonly provider: PayProvider;
}

const newIntentId = (): string => `pi_${randomBytes(16).toString('hex')}`;

function repeatOf(row: IntentRow, hash: string, key: string): DepositAnswer {
  if (row.request_hash !== hash)
    throw new WalletError('wallet.idempotency_conflict', `Key ${key} was used for another deposit`, { params: { key } });
  return { intent: intentView(row), redirectUrl: payProviderCheckoutPath(row.id), repeated: true };
}

/**
 * Starts a deposit: checks the account (the player's, in the currency asked),
 * the method (offered for that currency in the player's country) and the
 * amount (the core's one check, with the method's limits, and a fee that
 * leaves something to credit), the player's deposit limits and any running
 * self-exclusion or time-out (server/limits), then creates the intent and the provider's
 * payment in one transaction. The key: a repeat answers the first intent; the
 * same key for another deposit is a conflict. Nothing moves money yet: the
 * provider's webhook credits it.
 */
export async function createDeposit(deps: DepositDeps, session: CurrentSession, body: DepositRequest, key: string): Promise<DepositAnswer> {
  const { db } = deps;
  if (session.user.ban_level > 0) throw new WalletError('wallet.player_banned', 'A banned player cannot deposit');
  const account = await ownAccount(db, session.userId, body.accountId);
  const hash = requestHash({ accountId: account.id, methodId: body.methodId, amount: body.amount, currencyIso: body.currencyIso });
  const seen = await intentByKey(db, session.userId, key);
  if (seen) return repeatOf(seen, hash, key);
  await offeredCurrency(db, body.currencyIso);
  if (account.currencyIso !== body.currencyIso)
    throw new WalletError('wallet.currency_mismatch', `Account ${account.id} is in ${account.currencyIso}, not ${body.currencyIso}`, {
      params: { currency: account.currencyIso },
    });
  const method = await methodFor(db, {
    methodId: body.methodId,
    direction: 'deposit',
    currencyIso: body.currencyIso,
    country: session.user.country_code,
  });
  const refusal = amountRefusal(body.amount, { currencyIso: body.currencyIso, min: method.min, max: method.max, step: method.step });
  if (refusal) throw fromRejection(refusal, `The amount ${String(body.amount)} cannot be deposited with ${method.id}`);
  const amount = body.amount as number;
  const split = depositSplit(amount, method.fee);
  if (!split) throw new WalletError('wallet.amount_below_min', 'The fee would take all of it', { params: { min: amount + 1 } });
  const config = await readSiteConfig(db, { country: session.user.country_code, lang: undefined });
  const merchant = config.ok ? config.config.companyName : 'the merchant';
  const at = deps.now();
  const created = await db.transaction(async (tx) => {
    // Under the player's lock: a deposit limit's room is judged with every open intent counted, one deposit at a time.
    const verdict = await limitVerdict(tx, {
      userId: session.userId,
      currencyIso: account.currencyIso,
      amount,
      kinds: ['deposit'],
      now: at,
    });
    if (verdict)
      throw new WalletError(
        verdict.kind === 'blocked' ? 'wallet.play_blocked' : 'wallet.limit_exceeded',
        verdictMessage(verdict, 'deposit'),
        {
          params: verdictParams(verdict),
        },
      );
    const id = newIntentId();
    const inserted = await tx.query<{ id: string }>(
      `INSERT INTO payment_intent (id, user_id, account_id, method_id, currency_id, amount, fee, status, lang, idempotency_key,
        request_hash, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'created', $8, $9, $10, $11, $11) ON CONFLICT (user_id, idempotency_key) DO NOTHING
         RETURNING id`,
      [id, session.userId, account.id, method.id, account.currencyId, amount, split.fee, body.lang, key, hash, new Date(at)],
    );
    if (inserted.length === 0) return null;
    await deps.provider.createPayment(tx, { intentId: id, merchant, amount, currency: account.currencyIso, lang: body.lang, at });
    return id;
  });
  // Another request with the same key committed between the look-up and the insert: its intent is the answer.
  const row = created ? await loadIntent(db, created) : await intentByKey(db, session.userId, key);
  if (!row) throw new Error(`intent for key ${key} vanished`);
  return created ? { intent: intentView(row), redirectUrl: payProviderCheckoutPath(row.id), repeated: false } : repeatOf(row, hash, key);
}
