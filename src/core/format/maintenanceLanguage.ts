/** SPEC 8: the Russian-type maintenance texts serve az, kz (kk), uk and ru; every other language reads the English ones. */
const RUSSIAN_TYPE: ReadonlySet<string> = new Set(['az', 'kz', 'kk', 'uk', 'ru']);

/** The language the maintenance page and warning speak: the UI and the server's plain maintenance page both ask here. */
export function maintenanceTextLanguage(lang: string): 'ru' | 'en' {
  return RUSSIAN_TYPE.has(lang) ? 'ru' : 'en';
}
