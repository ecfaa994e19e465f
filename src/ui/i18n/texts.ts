/** A tree of texts as an i18next resource holds it. */
export type Texts = Record<string, unknown>;

/** The languages whose texts the site carries (BUNDLED_LANGUAGES of src/protocol lists the same three). */
export const TEXT_LANGUAGES = ['en', 'ru', 'ar'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/** The texts a language is shown in: its own, or English for a language without texts (SPEC 9). */
export function textLanguageOf(lang: string): TextLanguage {
  return (TEXT_LANGUAGES as readonly string[]).includes(lang) ? (lang as TextLanguage) : 'en';
}

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
