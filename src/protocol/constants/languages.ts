import { DEFAULT_FALLBACK_LANGUAGE } from '../routes';
import type { Language } from '../schemas/siteConfig';

/**
 * The languages the site carries texts for: the UI's (src/ui/i18n) and the
 * plain pages' (plainPageTexts.ts). A language the site config offers
 * beyond these reads English (SPEC 9).
 */
export const TEXT_LANGUAGE_CODES = ['en', 'ru', 'ar', 'de'] as const;
export type TextLanguageCode = (typeof TEXT_LANGUAGE_CODES)[number];

/** The texts a language is shown in: its own, or English for a language without texts (SPEC 9). */
export function textLanguageCodeOf(lang: string): TextLanguageCode {
  return (TEXT_LANGUAGE_CODES as readonly string[]).includes(lang) ? (lang as TextLanguageCode) : DEFAULT_FALLBACK_LANGUAGE;
}

/**
 * The languages the site can show before the site config's list has arrived
 * (the config server down at start), so a visitor's cookie or browser
 * language is honoured even then: every language with texts.
 */
export const BUNDLED_LANGUAGES: readonly Language[] = [
  { id: 1, code: 'en', name: 'English', rtl: false },
  { id: 2, code: 'ru', name: 'Русский', rtl: false },
  { id: 3, code: 'ar', name: 'العربية', rtl: true },
  { id: 4, code: 'de', name: 'Deutsch', rtl: false },
];
