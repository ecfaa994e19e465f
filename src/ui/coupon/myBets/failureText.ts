import type { TFunction } from 'i18next';
import { currencyDigits, formatMoney } from '../../../core/format';

/** Params of sell and insure refusals that are amounts in minor units of the coupon's currency. */
const MONEY_PARAMS = new Set(['offer', 'needed', 'money', 'max', 'min', 'amount']);
/** Refusals whose params.reason is a CashoutUnavailableReason. */
const WITH_REASON = new Set(['cashout_unavailable', 'insurance_unavailable']);

/**
 * A refused sale or insurance as a sentence: `rejection.coupon.<code>` (the
 * slip's texts of the server's and the core's codes), else the generic
 * failure of its kind, with amounts in the coupon's currency and, when the
 * server said why nothing is offered, the reason translated.
 */
export function requestFailureText(
  t: TFunction,
  kind: 'sell' | 'insure',
  failure: { readonly code: string; readonly params?: Readonly<Record<string, string | number>> },
  currencyIso: string,
  lang: string,
): string {
  const code = failure.code.replace(/^coupon\./, '');
  // The worker gave up waiting for the answer: whether it went through shows on the coupon itself.
  if (code === 'unconfirmed') return t(`myBets.failure.unconfirmed_${kind}`);
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(failure.params ?? {})) {
    values[key] =
      MONEY_PARAMS.has(key) && typeof value === 'number' ? formatMoney(value, currencyIso, currencyDigits(currencyIso), lang) : value;
  }
  const text = t([`rejection.coupon.${code}`, `myBets.failure.${kind}`], values);
  const reason = failure.params?.reason;
  return WITH_REASON.has(code) && reason !== undefined
    ? `${text} ${t('myBets.failure.reason', { reason: unavailableReasonText(t, String(reason)) })}`
    : text;
}

/** Why a cash-out or insurance is not offered (CASHOUT_UNAVAILABLE_REASONS), as the player reads it. */
export function unavailableReasonText(t: TFunction, reason: string): string {
  return t([`myBets.unavailable.${reason}`, 'myBets.unavailable.unknown']);
}
