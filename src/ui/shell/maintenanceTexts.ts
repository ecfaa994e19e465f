/** SPEC 8: the Russian-type maintenance texts serve az, kz (kk), uk and ru; every other language reads the English ones. */
const RUSSIAN_TYPE = new Set(['az', 'kz', 'kk', 'uk', 'ru']);

export function maintenanceTextLanguage(lang: string): 'ru' | 'en' {
  return RUSSIAN_TYPE.has(lang) ? 'ru' : 'en';
}

/** The config gives epoch seconds or milliseconds; anything before 2001 in ms is read as seconds. */
export function epochMs(value: number | null): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  return value < 1e12 ? value * 1000 : value;
}

export function formatMoment(value: number | null, lang: string): string | null {
  const ms = epochMs(value);
  if (ms === null) return null;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(ms) + ' UTC';
}
