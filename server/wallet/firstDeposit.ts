import { firstDepositBonus } from '../../src/core/wallet';
import { ACCOUNT_TYPE } from '../../src/protocol/constants/couponTypes';
import type { PlayerEventPayload } from '../../src/protocol/schemas/wallet';
import { firstDepositBonusAvailable } from '../auth/accounts';
import type { UserRow } from '../auth/users';
import { readSiteConfig } from '../config/siteConfigStore';
import type { Queryable } from '../db/db';
import { insertPlayerEvents, postMovement } from '../ledger';
import type { IntentRow } from './intents';

/**
 * A player's first successful deposit, inside the transaction that credits
 * it. The first_deposit primary key decides which deposit is the first (two
 * settling at once agree). It is told on the player's channel (first_deposit)
 * and, when the player may have the first-deposit bonus (SPEC 3: a bonus was
 * chosen at registration and none was had), the site config's bonus goes to
 * the bonus account of the deposit's currency with its wagering terms.
 */
export async function recordFirstDeposit(tx: Queryable, intent: IntentRow, at: number): Promise<boolean> {
  const first = await tx.query(
    'INSERT INTO first_deposit (user_id, intent_id, created_at) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING RETURNING user_id',
    [intent.user_id, intent.id, new Date(at)],
  );
  if (first.length === 0) return false;
  const [user] = await tx.query<UserRow>('SELECT * FROM app_user WHERE id = $1', [intent.user_id]);
  if (!user) return false;
  const credited = intent.amount - intent.fee;
  let bonus: Extract<PlayerEventPayload, { type: 'first_deposit' }>['bonus'] = null;
  if (firstDepositBonusAvailable(user)) {
    const config = await readSiteConfig(tx, { country: user.country_code, lang: undefined });
    const terms = config.ok ? firstDepositBonus(credited, intent.iso, config.config.firstDepositBonusSetting, at) : null;
    if (terms) {
      const accountId = await bonusAccountOf(tx, intent.user_id, intent.currency_id, at);
      const posted = await postMovement(tx, {
        kind: 'bonus_credit',
        scope: 'payment',
        key: `first_deposit_bonus:${intent.user_id}`,
        userId: intent.user_id,
        ref: { type: 'intent', id: intent.id },
        memo: 'first deposit bonus',
        legs: [
          { operator: 'promotions', currencyId: intent.currency_id, amount: -terms.amount },
          { account: accountId, amount: terms.amount },
        ],
        at,
      });
      // The registration's choice (SPEC 3: 1 sport, 2 casino) decides what the bonus is wagered on.
      const [credited] = await tx.query<{ id: number }>(
        `INSERT INTO bonus_wagering (user_id, account_id, movement_id, source, amount, requirement, deadline, max_conversion, created_at,
           product)
         VALUES ($1, $2, $3, 'first_deposit', $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          intent.user_id,
          accountId,
          posted.movementId,
          terms.amount,
          terms.wageringRequirement,
          new Date(terms.deadline),
          terms.maxConversion,
          new Date(at),
          user.bonus_choice === 2 ? 'casino' : 'sport',
        ],
      );
      if (credited)
        await insertPlayerEvents(
          tx,
          [
            {
              userId: intent.user_id,
              event: { type: 'bonus_changed', bonusId: credited.id, status: 'active', wagered: 0, requirement: terms.wageringRequirement },
            },
          ],
          at,
        );
      bonus = {
        accountId,
        amount: terms.amount,
        wageringRequirement: terms.wageringRequirement,
        deadline: terms.deadline,
        maxConversion: terms.maxConversion,
      };
    }
  }
  // SPEC 3 has_deposit: the accounts answer stops offering the first-deposit bonus.
  await tx.query(`UPDATE app_user SET verification = verification || '{"has_deposit": true}'::jsonb WHERE id = $1`, [intent.user_id]);
  await insertPlayerEvents(
    tx,
    [{ userId: intent.user_id, event: { type: 'first_deposit', intentId: intent.id, amount: credited, currencyIso: intent.iso, bonus } }],
    at,
  );
  return true;
}

/** The player's bonus account in this currency, opened when there is none. */
async function bonusAccountOf(tx: Queryable, userId: number, currencyId: number, at: number): Promise<number> {
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
