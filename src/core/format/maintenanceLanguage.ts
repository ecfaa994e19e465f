import { TEXT_LANGUAGE_CODES, type TextLanguageCode } from '../../protocol/constants/languages';

/** SPEC 8: the Russian-type maintenance texts also serve az, kz (kk) and uk. */
const RUSSIAN_TYPE: ReadonlySet<string> = new Set(['az', 'kz', 'kk', 'uk']);

/**
 * The language the maintenance page and warning speak: the UI and the
 * server's plain maintenance page both ask here. SPEC 8 knew maintenance
 * texts in Russian and English only; a language the site now carries texts
 * for reads its own, so a German page warns in German. Of the others, the
 * Russian-type languages read Russian and the rest English.
 */
export function maintenanceTextLanguage(lang: string): TextLanguageCode {
  if ((TEXT_LANGUAGE_CODES as readonly string[]).includes(lang)) return lang as TextLanguageCode;
  return RUSSIAN_TYPE.has(lang) ? 'ru' : 'en';
}
