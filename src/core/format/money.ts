import { currencyInfo } from '../coupon/money';
import { numberFormat } from './numberFormat';

/**
 * Money is integer minor units of the account's currency (SPEC 3, COUPON.md
 * "Numbers") everywhere: the slip, my bets, the printed ticket, the header
 * balance and the QA command line. These helpers only
 * move between that integer and the text a player reads or types; they never
 * go through a float, so typing 1.15 gives 115, never 114.99.
 */

/** Digits after the point of `iso` (2 for RUB, 0 for JPY, 3 for KWD), for an amount that comes with its currency's code only. */
export const currencyDigits = (iso: string): number => currencyInfo(iso).exponent;

/** The biggest stake a field takes: far above any book's limit, far below 2^53. */
export const MAX_TYPED_MINOR = 10 ** 13;

/** Digits a player may type: ASCII, Arabic-Indic and Eastern Arabic-Indic. */
const DIGIT_ZERO = [0x30, 0x660, 0x6f0];

function asciiDigits(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const zero = DIGIT_ZERO.find((z) => code >= z && code <= z + 9);
    out += zero === undefined ? ch : String(code - zero);
  }
  return out;
}

export type ParsedAmount =
  { readonly ok: true; readonly minor: number } | { readonly ok: false; readonly reason: 'empty' | 'format' | 'precision' | 'too_large' };

/**
 * A typed amount in major units ("12.5", "12,50", "1 000", "١٢٫٥") as minor
 * units for a currency with `digits` digits after the point. More decimals
 * than the currency has are refused (`precision`), never rounded.
 */
export function parseAmount(text: string, digits: number): ParsedAmount {
  // Spaces (also no-break and thin) group thousands; the Arabic decimal separator is a point.
  const clean = asciiDigits(text.trim())
    .replace(/[\s\u00a0\u202f\u2009]/g, '')
    .replace('\u066b', '.');
  if (clean === '') return { ok: false, reason: 'empty' };
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(clean) ?? /^()[.,](\d+)$/.exec(clean);
  if (!match) return { ok: false, reason: 'format' };
  const whole = match[1] ?? '';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) return { ok: false, reason: 'precision' };
  const minorText = `${whole}${fraction.padEnd(digits, '0')}`.replace(/^0+(?=\d)/, '');
  if (minorText.length > String(MAX_TYPED_MINOR).length) return { ok: false, reason: 'too_large' };
  const minor = Number(minorText === '' ? '0' : minorText);
  if (minor > MAX_TYPED_MINOR) return { ok: false, reason: 'too_large' };
  return { ok: true, minor };
}

/** Minor units as the plain text of a stake field: "1500.00", "1500" for a currency without decimals. */
export function amountText(minor: number, digits: number): string {
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  if (digits === 0) return sign + text;
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

function formatter(lang: string, iso: string, digits: number): Intl.NumberFormat | null {
  try {
    return numberFormat(lang, { style: 'currency', currency: iso, minimumFractionDigits: digits, maximumFractionDigits: digits });
  } catch {
    // A code Intl does not know: the caller writes the amount and the code as they are.
    return null;
  }
}

/**
 * Minor units as money in the player's language ("RUB 1,500.00", "1 500,00 ₽").
 * Intl formats the exact decimal text, so no float rounding creeps in.
 */
export function formatMoney(minor: number, iso: string, digits: number, lang: string): string {
  const text = amountText(minor, digits);
  const f = formatter(lang, iso, digits);
  // Intl takes a decimal string exactly (ES2023); the type definitions still ask for a number.
  return f ? f.format(text as unknown as number) : `${text} ${iso}`;
}
