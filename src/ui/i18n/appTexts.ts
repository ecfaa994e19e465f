import { loadShellTexts } from './shellTexts';
import type { TextLanguage, Texts } from './texts';

/**
 * The texts each app brings (`areas/<area>/<lang>.json`): every file is its
 * own chunk, fetched with the app that names the area (src/ui/apps/catalogue.ts)
 * in the language on screen only. The shell's own areas are in shellTexts.ts.
 */
const APP_AREAS = import.meta.glob<Texts>('./areas/{live,coupon,myBets,session,casino,games,office,wallet,promotions}/*.json', {
  import: 'default',
});

export const APP_TEXT_AREAS = ['live', 'coupon', 'myBets', 'session', 'casino', 'games', 'office', 'wallet', 'promotions'] as const;
export type AppTextArea = (typeof APP_TEXT_AREAS)[number];
/** An app's area, or the shell's own texts (needed in every language the page is shown in). */
export type TextArea = AppTextArea | 'shell';

/** One area's texts in one language; rejects when the file cannot be fetched. */
export function loadAppTexts(area: TextArea, lang: TextLanguage): Promise<Texts> {
  if (area === 'shell') return loadShellTexts(lang);
  const load = APP_AREAS[`./areas/${area}/${lang}.json`];
  if (!load) return Promise.reject(new Error(`no texts for ${area} in ${lang}`));
  return load();
}
