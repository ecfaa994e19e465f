import { TEXT_LANGUAGE_CODES, textLanguageCodeOf, type TextLanguageCode } from '../../protocol/constants/languages';

/** A tree of texts as an i18next resource holds it. */
export type Texts = Record<string, unknown>;

/** The languages whose texts the site carries (src/protocol names them once, for the server's plain pages too). */
export const TEXT_LANGUAGES = TEXT_LANGUAGE_CODES;
export type TextLanguage = TextLanguageCode;

export const textLanguageOf: (lang: string) => TextLanguage = textLanguageCodeOf;

const isGroup = (value: unknown): value is Texts => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Groups merge deeply: an area may add keys to a shared group (`rejection.coupon.*`, say). */
export function mergeTexts(into: Texts, from: Texts): Texts {
  const merged: Texts = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const current = merged[key];
    merged[key] = isGroup(current) && isGroup(value) ? mergeTexts(current, value) : value;
  }
  return merged;
}
