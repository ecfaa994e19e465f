import { formatOdds, type OddsFormatId } from '../../../core/odds';
import { CURRENCY_TABLE, FALLBACK_CURRENCY_ISO } from '../../../protocol/constants/currencies';

/** Digits after the point of a currency (2 for RUB, 0 for JPY, 3 for KWD): how many minor units make one. */
function exponentOf(iso: string): number {
  return (CURRENCY_TABLE[iso.toUpperCase()] ?? CURRENCY_TABLE[FALLBACK_CURRENCY_ISO] ?? [2])[0];
}

/** An amount in integer minor units of `iso`, in the reader's language ("1 234,50 ₽", "$12.50"). */
export function formatMoney(minor: number, iso: string, lang: string): string {
  const exponent = exponentOf(iso);
  const major = minor / 10 ** exponent;
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency: iso, minimumFractionDigits: exponent, maximumFractionDigits: exponent }).format(major);
  } catch {
    // An iso Intl does not know still reads as a number and its code.
    return `${major.toFixed(exponent)} ${iso}`;
  }
}

/** A decimal coefficient in the player's odds format; a coefficient the format cannot show stays decimal. */
export function formatCoef(decimal: number, format: OddsFormatId): string {
  try {
    return formatOdds(decimal, format);
  } catch {
    return decimal.toFixed(2);
  }
}

/** Minor units of a major-unit number typed by the player (the insurance amount), or null when it is not a valid amount. */
export function parseMoney(text: string, iso: string): number | null {
  const exponent = exponentOf(iso);
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  const pattern = exponent === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{0,${exponent}})?$`);
  if (!pattern.test(normalized)) return null;
  const [whole = '0', fraction = ''] = normalized.split('.');
  return Number(whole) * 10 ** exponent + Number(fraction.padEnd(exponent, '0') || '0');
}

/** Minor units as the plain number an input field holds ("12.50"). */
export function moneyInputText(minor: number, iso: string): string {
  const exponent = exponentOf(iso);
  if (exponent === 0) return String(minor);
  const digits = String(minor).padStart(exponent + 1, '0');
  return `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}
