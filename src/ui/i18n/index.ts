import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Rejection } from '../../protocol/rejections';
import type { StorageWarning } from '../../protocol/api';
import { PLAIN_PAGE_TEXTS } from '../../protocol/constants/plainPageTexts';
import { FALLBACK_LANGUAGE } from '../core-access/languagePath';
import ar from './ar.json';
import en from './en.json';
import ru from './ru.json';

type Texts = Record<string, unknown>;

/**
 * Each product area keeps its texts in `areas/<area>/<lang>.json` under its
 * own top-level key, so areas never edit each other's files. An area may also
 * add keys to a shared group (`rejection.coupon.*`, say): groups merge deeply,
 * and a text defined twice is a mistake the i18n test reports.
 */
const AREA_TEXTS = import.meta.glob<Texts>('./areas/*/*.json', { eager: true, import: 'default' });

const isGroup = (value: unknown): value is Texts => typeof value === 'object' && value !== null && !Array.isArray(value);

function mergeTexts(into: Texts, from: Texts): Texts {
  const merged: Texts = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const current = merged[key];
    merged[key] = isGroup(current) && isGroup(value) ? mergeTexts(current, value) : value;
  }
  return merged;
}

/**
 * The text files of one language: the shared base first, then every area,
 * then the texts the server's plain HTML pages share (src/protocol).
 */
export function textSources(lang: 'en' | 'ru' | 'ar'): ReadonlyArray<readonly [string, Texts]> {
  const base: Texts = { en, ru, ar }[lang];
  return [
    [`./${lang}.json`, base],
    ...Object.entries(AREA_TEXTS).filter(([path]) => path.endsWith(`/${lang}.json`)),
    [`protocol/constants/plainPageTexts.ts#${lang}`, PLAIN_PAGE_TEXTS[lang]],
  ];
}

function withAreas(lang: 'en' | 'ru' | 'ar'): Texts {
  return textSources(lang).reduce<Texts>((merged, [, texts]) => mergeTexts(merged, texts), {});
}

export const RESOURCES = {
  en: { translation: withAreas('en') },
  ru: { translation: withAreas('ru') },
  ar: { translation: withAreas('ar') },
} as const;

export type TranslatedLanguage = keyof typeof RESOURCES;

/**
 * One i18next instance per app (and per test). The texts are bundled, so
 * `initAsync: false` makes the first render already translated: no flash of
 * keys. A language the site config offers but we have no texts for falls back
 * to English (SPEC 9).
 */
export function createI18n(lang: string): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: RESOURCES,
    lng: lang,
    fallbackLng: FALLBACK_LANGUAGE,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return instance;
}

/** A rejection code becomes `rejection.<code>`; codes without a text yet get the generic one. */
export function rejectionMessage(t: TFunction, rejection: Rejection): string {
  return t(`rejection.${rejection.code}`, { ...rejection.params, defaultValue: t('rejection.generic') });
}

const WARNING_KEYS: Record<StorageWarning, string> = {
  'quota-exceeded': 'storage.quota_exceeded',
  'version-change': 'storage.version_change',
  'connection-lost': 'storage.connection_lost',
};

export function storageWarningKey(warning: StorageWarning): string {
  return WARNING_KEYS[warning];
}
