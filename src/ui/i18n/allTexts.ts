import { PLAIN_PAGE_TEXTS } from '../../protocol/constants/plainPageTexts';
import { createI18n as createWith } from './index';
import { mergeTexts, TEXT_LANGUAGES, type TextLanguage, type Texts } from './texts';

/**
 * Every text of every area at once, for tests and tools (a component rendered
 * on its own, the check that each language has every key). The site never
 * imports this module: it loads the shell's texts first and each app's with
 * the app (tests/ui/structure.test.ts keeps it so).
 */
const BASE = import.meta.glob<Texts>('./*.json', { eager: true, import: 'default' });
const AREAS = import.meta.glob<Texts>('./areas/*/*.json', { eager: true, import: 'default' });

/** The text files of one language: the shared base, every area (the shell's and the apps'), the plain pages' texts. */
export function textSources(lang: TextLanguage): ReadonlyArray<readonly [string, Texts]> {
  const ofLang = ([path]: readonly [string, Texts]) => path.endsWith(`/${lang}.json`);
  return [
    ...Object.entries(BASE).filter(ofLang),
    ...Object.entries(AREAS).filter(ofLang),
    [`protocol/constants/plainPageTexts.ts#${lang}`, PLAIN_PAGE_TEXTS[lang]],
  ];
}

function allTexts(lang: TextLanguage): Texts {
  return textSources(lang).reduce<Texts>((merged, [, texts]) => mergeTexts(merged, texts), {});
}

export const RESOURCES = Object.fromEntries(TEXT_LANGUAGES.map((lang) => [lang, { translation: allTexts(lang) }])) as Record<
  TextLanguage,
  { readonly translation: Texts }
>;

export type TranslatedLanguage = TextLanguage;

/** An i18next instance with every text of every app. */
export function createI18n(lang: string) {
  return createWith(lang, RESOURCES);
}

export { rejectionMessage, storageWarningKey } from './index';
