import { amountText } from './money';
import { numberFormat } from './numberFormat';

/**
 * Minor units as a plain amount in the player's language, grouped, with no
 * currency ("2,975.00", "2 975,00"): the betting calculator's amounts. A file
 * of its own, so only the pages that show such amounts carry it.
 */
export function formatAmount(minor: number, digits: number, lang: string): string {
  const f = numberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  // Intl takes a decimal string exactly (ES2023); the type definitions still ask for a number.
  return f.format(amountText(minor, digits) as unknown as number);
}
