/** Digits after the point of a percentage: at least `min` (default none), at most `max`. */
export interface PercentDigits {
  readonly min?: number;
  readonly max: number;
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A share as the player's language writes a percentage: 0.9634 is "96.34%"
 * in English, "96,34 %" in German, "٪٩٦٫٣٤" in Arabic. One formatter per
 * language and digits: building one costs more than a row's render. A file of
 * its own, out of the format index, so only the chunks that show a share
 * carry it.
 */
export function percentText(lang: string, share: number, digits: PercentDigits): string {
  const min = Math.min(digits.min ?? 0, digits.max);
  const key = `${lang}|${min}|${digits.max}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang, { style: 'percent', minimumFractionDigits: min, maximumFractionDigits: digits.max });
    formats.set(key, format);
  }
  return format.format(share);
}
