import type { TFunction } from 'i18next';
import { currencyDigits, formatMoney, parseAmount } from '../../../core/format';

/** Money in minor units as the player reads it in their language. */
export const moneyText = (minor: number, iso: string, lang: string): string => formatMoney(minor, iso, currencyDigits(iso), lang);

/** Refusals the office words itself; anything else (a network failure, a server error) is the generic sentence. */
const WALLET_CODES = new Set([
  'amount_invalid',
  'amount_not_positive',
  'amount_too_precise',
  'amount_too_large',
  'insufficient_funds',
  'idempotency_conflict',
  'account_not_found',
]);
const OFFICE_CODES = new Set([
  'account_not_found',
  'same_account',
  'bonus_account',
  'convert_not_allowed',
  'no_rate',
  'amount_too_small',
  'play_blocked',
  'promo_check_unavailable',
  'wallet_not_found',
]);

/** A refusal's code (office.*, wallet.*, or the worker's) as a sentence in the player's language. */
export function refusalText(t: TFunction, code: string, params: Readonly<Record<string, string | number>> = {}): string {
  const [area, reason = ''] = code.split('.', 2);
  if (area === 'office' && OFFICE_CODES.has(reason)) return t(`officeFrame.refusal.office.${reason}`, params);
  if (area === 'wallet' && WALLET_CODES.has(reason)) return t(`officeFrame.refusal.wallet.${reason}`, params);
  if (code === 'network_error') return t('officeFrame.refusal.network');
  return t('officeFrame.refusal.other');
}

/** A fresh idempotency key for one money move the player starts (kept while they retry it). */
export function newMoveKey(): string {
  return `office-${crypto.randomUUID()}`;
}

/** The amount field's text as minor units of `iso`, or the code of what is wrong with its form (the limits are the worker's rules). */
export function typedMinor(
  text: string,
  iso: string,
): { readonly ok: true; readonly minor: number } | { readonly ok: false; readonly code: string; readonly params: Record<string, number> } {
  const digits = currencyDigits(iso);
  const parsed = parseAmount(text, digits);
  if (parsed.ok) return { ok: true, minor: parsed.minor };
  if (parsed.reason === 'precision') return { ok: false, code: 'wallet.amount_too_precise', params: { digits } };
  return { ok: false, code: parsed.reason === 'too_large' ? 'wallet.amount_too_large' : 'wallet.amount_invalid', params: {} };
}
