import { numberFormat } from './numberFormat';

/** Digits after the point of a percentage: at least `min` (default none), at most `max`. */
export interface PercentDigits {
  readonly min?: number;
  readonly max: number;
}

/**
 * A share as the player's language writes a percentage: 0.9634 is "96.34%"
 * in English, "96,34 %" in German, "٪٩٦٫٣٤" in Arabic. A file of its own,
 * out of the format index, so only the chunks that show a share carry it.
 */
export function percentText(lang: string, share: number, digits: PercentDigits): string {
  const min = Math.min(digits.min ?? 0, digits.max);
  return numberFormat(lang, { style: 'percent', minimumFractionDigits: min, maximumFractionDigits: digits.max }).format(share);
}
