import { depositBonus } from '../../src/core/wallet';
import type { BonusProduct } from '../../src/protocol/constants/bonus';
import type { ReloadOffer } from '../../src/protocol/schemas/bonus';
import { ACCOUNT_TYPE } from '../../src/protocol/constants/couponTypes';
import { readSiteConfig } from '../config/siteConfigStore';
import type { Queryable } from '../db/db';
import { bonusRunningIn, creditDepositBonus } from './credit';

interface PlayerFacts extends Record<string, unknown> {
  country_code: string;
  /** The main account's currency. */
  iso: string | null;
  has_deposit: boolean;
  product: BonusProduct | null;
  opted_at: unknown;
}

async function playerFacts(q: Queryable, userId: number): Promise<PlayerFacts | null> {
  const [row] = await q.query<PlayerFacts>(
    `SELECT u.country_code, COALESCE((u.verification ->> 'has_deposit')::boolean, false) AS has_deposit, o.product, o.opted_at,
       (SELECT c.iso FROM account a JOIN currency c ON c.id = a.currency_id
         WHERE a.user_id = u.id AND a.type = $2 ORDER BY a.id LIMIT 1) AS iso
       FROM app_user u LEFT JOIN bonus_reload_opt_in o ON o.user_id = u.id WHERE u.id = $1`,
    [userId, ACCOUNT_TYPE.main],
  );
  return row ?? null;
}

/**
 * The reload bonus as this player may take it: the site config's terms with
 * the cap of the main account's currency, once the first deposit is made
 * (before it, the first-deposit bonus is the offer), with what the player
 * opted in for. Null when the site offers none in that currency.
 */
export async function reloadOfferOf(q: Queryable, userId: number): Promise<ReloadOffer | null> {
  const facts = await playerFacts(q, userId);
  if (!facts?.has_deposit || !facts.iso) return null;
  const config = await readSiteConfig(q, { country: facts.country_code, lang: undefined });
  const setting = config.ok ? config.config.reloadBonusSetting : null;
  const cap = setting?.capByCurrency[facts.iso];
  if (!setting || cap === undefined) return null;
  const { percent, wageringMultiplier, days, maxConversionMultiplier } = setting;
  return { percent, wageringMultiplier, days, maxConversionMultiplier, currencyIso: facts.iso, cap, optedIn: facts.product };
}

/** Opts the player in for the next deposit's reload bonus on `product`, or out (null). Answers the offer as it now stands. */
export async function setReloadOptIn(q: Queryable, userId: number, product: BonusProduct | null, at: number): Promise<ReloadOffer | null> {
  const offer = await reloadOfferOf(q, userId);
  if (!offer) return null;
  if (product === null) await q.query('DELETE FROM bonus_reload_opt_in WHERE user_id = $1', [userId]);
  else
    await q.query(
      `INSERT INTO bonus_reload_opt_in (user_id, product, opted_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET product = $2, opted_at = $3`,
      [userId, product, new Date(at)],
    );
  return { ...offer, optedIn: product };
}

export interface ReloadingDeposit {
  readonly id: string;
  readonly user_id: number;
  readonly currency_id: number;
  readonly iso: string;
  readonly amount: number;
  readonly fee: number;
}

/**
 * A deposit after the first, inside the transaction that credits it (the
 * player's lock held): an opted-in player gets the reload bonus on it and the
 * opt-in is used up. Kept for a later deposit when this one earns nothing (no
 * cap for its currency) or a bonus of its currency is still being wagered:
 * stakes count down one bonus of an account at a time.
 */
export async function creditReloadBonus(tx: Queryable, deposit: ReloadingDeposit, at: number): Promise<boolean> {
  const facts = await playerFacts(tx, deposit.user_id);
  if (!facts?.product) return false;
  const config = await readSiteConfig(tx, { country: facts.country_code, lang: undefined });
  const terms = config.ok ? depositBonus(deposit.amount - deposit.fee, deposit.iso, config.config.reloadBonusSetting, at) : null;
  if (!terms) return false;
  if (await bonusRunningIn(tx, deposit.user_id, deposit.currency_id)) return false;
  await creditDepositBonus(tx, {
    userId: deposit.user_id,
    currencyId: deposit.currency_id,
    intentId: deposit.id,
    source: 'reload',
    product: facts.product,
    terms,
    key: `reload_bonus:${deposit.id}`,
    at,
  });
  await tx.query('DELETE FROM bonus_reload_opt_in WHERE user_id = $1', [deposit.user_id]);
  return true;
}
