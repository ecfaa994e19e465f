import { depositBonus } from '../../src/core/wallet';
import type { PlayerEventPayload } from '../../src/protocol/schemas/wallet';
import { firstDepositBonusAvailable } from '../auth/accounts';
import type { UserRow } from '../auth/users';
import { readSiteConfig } from '../config/siteConfigStore';
import type { Queryable } from '../db/db';
import { creditDepositBonus } from '../bonus/credit';
import { insertPlayerEvents } from '../ledger';
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
    const terms = config.ok ? depositBonus(credited, intent.iso, config.config.firstDepositBonusSetting, at) : null;
    if (terms) {
      // The registration's choice (SPEC 3: 1 sport, 2 casino) decides what the bonus is wagered on.
      const { accountId } = await creditDepositBonus(tx, {
        userId: intent.user_id,
        currencyId: intent.currency_id,
        intentId: intent.id,
        source: 'first_deposit',
        product: user.bonus_choice === 2 ? 'casino' : 'sport',
        terms,
        key: `first_deposit_bonus:${intent.user_id}`,
        at,
      });
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
