import { loadShellTexts } from './shellTexts';
import type { TextLanguage, Texts } from './texts';

/**
 * The texts each app brings (`areas/<area>/<lang>.json`): every file is its
 * own chunk, fetched with the app that names the area (src/ui/apps/catalogue.ts)
 * in the language on screen only. The shell's own areas are in shellTexts.ts.
 */
const APP_AREAS = import.meta.glob<Texts>(
  [
    './areas/{live,slip,coupon,myBets,sessionHeader,session,debugger,status,info,errorPage}/*.json',
    './areas/{games,office,wallet,limits}/*.json',
    './areas/{breaks,inbox}/*.json',
    './areas/notifications/*.json',
    './areas/analytics/*.json',
    './areas/{preferences,support}/*.json',
    './areas/media/*.json',
  ],
  { import: 'default' },
);

/**
 * Each area and a group of keys only its own files define: the page holds an
 * area's texts when it holds that group (texts that came another way, such as
 * a test's instance with every text, are not fetched again). An area split in
 * two (the slip's frame and the rest of the coupon; the header's session words
 * and the session's forms) shares its top-level key, hence a group per area.
 */
export const TEXT_AREA_MARKS = {
  shell: 'shell.placeholder',
  live: 'live',
  slip: 'coupon.tabs',
  coupon: 'coupon.bets',
  myBets: 'myBets',
  sessionHeader: 'session.header',
  session: 'session.login',
  debugger: 'debugger',
  status: 'shell.status.block',
  info: 'shell.info',
  errorPage: 'shell.error',
  games: 'games',
  office: 'office',
  wallet: 'wallet',
  limits: 'limits',
  breaks: 'breaks',
  inbox: 'inbox',
  notifications: 'notifications',
  analytics: 'analytics',
  preferences: 'settings',
  support: 'shell.support.chat',
  media: 'media',
} as const;
/** An app's area, or the shell's own texts (needed in every language the page is shown in). */
export type TextArea = keyof typeof TEXT_AREA_MARKS;
export type AppTextArea = Exclude<TextArea, 'shell'>;
export const APP_TEXT_AREAS = Object.keys(TEXT_AREA_MARKS).filter((area): area is AppTextArea => area !== 'shell');

/** One area's texts in one language; rejects when the file cannot be fetched. */
export function loadAppTexts(area: TextArea, lang: TextLanguage): Promise<Texts> {
  if (area === 'shell') return loadShellTexts(lang);
  const load = APP_AREAS[`./areas/${area}/${lang}.json`];
  if (!load) return Promise.reject(new Error(`no texts for ${area} in ${lang}`));
  return load();
}
