import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Rejection } from '../../protocol/rejections';
import type { StorageWarning } from '../../protocol/api';
import { FALLBACK_LANGUAGE } from '../core-access/languagePath';
import { withPluralCount } from './pluralCount';
import { SHELL_TEXTS_EN } from './shellTexts';
import type { Texts } from './texts';

export type I18nResources = Readonly<Record<string, { readonly translation: Texts }>>;

/**
 * One i18next instance per page (and per test), with the shell's English
 * texts: the shell's texts in another language and each app's texts are
 * added when needed (src/ui/apps). The texts at hand are in the instance from
 * the start, so `initAsync: false` makes the first render already translated:
 * no flash of keys. A language the site config offers but we have no texts
 * for falls back to English (SPEC 9).
 */
export function createI18n(lang: string, resources: I18nResources = { en: { translation: SHELL_TEXTS_EN } }): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    // i18next keeps the object it is given and adds each app's texts into it: every instance gets its own copy.
    resources: structuredClone(resources),
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
  return t(`rejection.${rejection.code}`, { ...withPluralCount(rejection.code, rejection.params), defaultValue: t('rejection.generic') });
}

const WARNING_KEYS: Record<StorageWarning, string> = {
  'quota-exceeded': 'storage.quota_exceeded',
  'version-change': 'storage.version_change',
  'connection-lost': 'storage.connection_lost',
};

export function storageWarningKey(warning: StorageWarning): string {
  return WARNING_KEYS[warning];
}
