import type { Language } from '../schemas/siteConfig';

/**
 * The languages the site carries texts for (src/ui/i18n). The site config
 * lists the languages an operator offers; these are what the site can show
 * before that list has arrived (the config server down at start), so a
 * visitor's cookie or browser language is honoured even then.
 */
export const BUNDLED_LANGUAGES: readonly Language[] = [
  { id: 1, code: 'en', name: 'English', rtl: false },
  { id: 2, code: 'ru', name: 'Русский', rtl: false },
  { id: 3, code: 'ar', name: 'العربية', rtl: true },
];
