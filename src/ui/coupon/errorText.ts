import type { TFunction } from 'i18next';
import { COUPON_TYPE_NAMES, isCouponTypeId } from '../../protocol/constants/couponTypes';
import { withPluralCount } from '../i18n/pluralCount';

type Params = Readonly<Record<string, string | number>>;

/**
 * Params that are money (minor units), per code; every other param is a
 * count, an id or a coefficient and shows as it is. `min` and `max` are money
 * for a stake limit but counts for leg_count, so this is per code.
 */
const MONEY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  amount_below_min: ['min'],
  amount_above_max: ['max'],
  insufficient_balance: ['needed', 'money'],
  prepaid_amount_invalid: ['max'],
  insurance_above_stake: ['max'],
  insurance_amount_invalid: ['max'],
};

const PLACEHOLDER = /\{\{\s*\w+\s*\}\}/;

/** A refusal code as the coupon area keys it: the core's `coupon.x`, the server's and the worker's bare `x`. */
export function couponCodeOf(code: string): string {
  return code.replace(/^coupon\./, '');
}

/**
 * The sentence for a refusal of the slip: a rejection of the coupon core
 * (`coupon.amount_below_min`), a placement error of the server
 * (`insufficient_balance`) or of the worker (`unconfirmed`), with its params
 * in the player's words: money formatted in the account's currency, a type
 * id as the type's name, a setting as its label. A code without a text, or a
 * text whose param did not come, gets the general sentence, never a raw key.
 */
export function couponErrorText(t: TFunction, code: string, params: Params | undefined, money: (minor: number) => string): string {
  const bare = couponCodeOf(code);
  const given = params ?? {};
  // The server names a core rule it has no code for; the rule's own text says more than "a rule was broken".
  const rule = bare === 'rule_violation' && typeof given.rule === 'string' ? couponCodeOf(given.rule) : null;
  // A count lets i18next find a text that exists only in plural forms; a value the rule did not send is caught below.
  const shown = rule !== null && t(`rejection.coupon.${rule}`, { count: 1, defaultValue: '' }) !== '' ? rule : bare;
  const values: Record<string, string | number> = { ...given };
  for (const name of MONEY_PARAMS[shown] ?? []) {
    const value = given[name];
    if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) values[name] = money(Number(value));
  }
  const typeId = Number(given.typeId);
  if (isCouponTypeId(typeId)) values.type = t(`coupon.type.${COUPON_TYPE_NAMES[typeId]}`);
  for (const name of ['setting', 'with']) {
    const value = given[name];
    if (typeof value === 'string') values[name] = t(`coupon.field.${value}`, { defaultValue: value });
  }
  const own = t(`rejection.coupon.${shown}`, { ...withPluralCount(shown, values), defaultValue: '' });
  const app = own === '' && !code.startsWith('coupon.') ? t(`rejection.${code}`, { ...values, defaultValue: '' }) : '';
  const text = own || app;
  return text === '' || PLACEHOLDER.test(text) ? t('coupon.error_fallback') : text;
}
