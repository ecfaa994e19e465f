import type { TFunction } from 'i18next';
import { currencyDigits, formatMoney, parseAmount } from '../../core/format';
import { NO_LIMIT, type LimitMeasure } from '../../protocol/constants/limits';

/** A limit's value as the player reads it: money of its currency, or a span of days, hours or minutes. */
export function valueText(t: TFunction, measure: LimitMeasure, value: number | null, iso: string | null, lang: string): string {
  if (value === null) return t('limits.value.none');
  // The deposit option that lifts the limit (SPEC 3's 999999999) is a word, not an amount.
  if (measure === 'money' && value === NO_LIMIT) return t('limits.value.no_limit');
  if (measure === 'money') return iso ? formatMoney(value, iso, currencyDigits(iso), lang) : String(value);
  return t(`limits.measure.${measure}`, { count: value });
}

/**
 * What the player typed as the value the worker takes: minor units of the
 * currency for money, a whole number of the unit otherwise. Only the form is
 * read here; whether the value is allowed is the server's word.
 */
export function typedValue(text: string, measure: LimitMeasure, iso: string | null): number | null {
  if (measure === 'money') {
    const parsed = parseAmount(text, iso ? currencyDigits(iso) : 2);
    return parsed.ok && parsed.minor > 0 ? parsed.minor : null;
  }
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) && Number(trimmed) > 0 ? Number(trimmed) : null;
}

/** A value the form shows for editing: major units for money. */
export function editText(measure: LimitMeasure, value: number | null, iso: string | null): string {
  if (value === null) return '';
  if (measure !== 'money') return String(value);
  const digits = iso ? currencyDigits(iso) : 2;
  return (value / 10 ** digits).toFixed(digits);
}
