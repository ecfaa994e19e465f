import { textLanguageCodeOf, type TextLanguageCode } from './languages';
import ar from './plainPages/ar';
import de from './plainPages/de';
import en from './plainPages/en';
import ru from './plainPages/ru';
import type { PlainPageTexts } from './plainPages/type';

/**
 * The texts of the pages the server also renders as plain HTML (not found,
 * maintenance, old browser): the server's fallback and the React page must
 * say the same words, so both read them here. The UI merges this tree into
 * its translations (src/ui/i18n) under the same keys the pages use. One
 * module per language (plainPages/), so the site's first load carries only
 * English and another language comes with that language's shell texts.
 */
export type { PlainPageTexts };
export const PLAIN_PAGE_TEXTS: Readonly<Record<TextLanguageCode, PlainPageTexts>> = { en, ru, ar, de };

/** A language without texts of its own reads the English ones (SPEC 9). */
export function plainPageTextsOf(lang: string): PlainPageTexts {
  return PLAIN_PAGE_TEXTS[textLanguageCodeOf(lang)];
}
