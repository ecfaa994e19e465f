import PLAIN_EN from '../../protocol/constants/plainPages/en';
import type { PlainPageTexts } from '../../protocol/constants/plainPages/type';
import en from './en.json';
import { mergeTexts, type TextLanguage, type Texts } from './texts';

/**
 * The shell's texts: the shared base (`<lang>.json`), the areas of the shell
 * itself (`areas/{shell,layout,apps}`) and the texts the server's plain HTML
 * pages share (src/protocol). English is in the first load, so the shell can
 * always speak; another language's shell texts are one chunk each, fetched
 * before the first paint in that language (src/ui/main.tsx) or before a switch
 * to it. Every other area arrives with its app (appTexts.ts).
 */
const SHELL_AREAS_EN = import.meta.glob<Texts>('./areas/{shell,layout,apps}/en.json', { eager: true, import: 'default' });
// Every language but English, whichever files there are: a new language's shell texts need no change here.
const SHELL_FILES_OTHER = import.meta.glob<Texts>(['./*.json', './areas/{shell,layout,apps}/*.json', '!./en.json', '!./areas/*/en.json'], {
  import: 'default',
});
// The plain pages' texts (shared with the server) the same way: English at once, another language with its shell texts.
const PLAIN_OTHER = import.meta.glob<PlainPageTexts>(['../../protocol/constants/plainPages/*.ts', '!**/en.ts', '!**/type.ts'], {
  import: 'default',
});

function merged(sources: ReadonlyArray<readonly [string, Texts]>): Texts {
  return sources.reduce<Texts>((all, [, texts]) => mergeTexts(all, texts), {});
}

/** The English shell texts, file by file (the i18n test checks each key is defined once). */
export function englishShellSources(): ReadonlyArray<readonly [string, Texts]> {
  return [['./en.json', en], ...Object.entries(SHELL_AREAS_EN), ['protocol/constants/plainPageTexts.ts#en', PLAIN_EN]];
}

export const SHELL_TEXTS_EN: Texts = merged(englishShellSources());

/** The shell's texts in `lang`, file by file; rejects when a file cannot be fetched. */
export async function shellSources(lang: TextLanguage): Promise<ReadonlyArray<readonly [string, Texts]>> {
  if (lang === 'en') return englishShellSources();
  const files = Object.entries(SHELL_FILES_OTHER).filter(([path]) => path.endsWith(`/${lang}.json`));
  const plain = PLAIN_OTHER[`../../protocol/constants/plainPages/${lang}.ts`];
  const [loaded, plainTexts] = await Promise.all([
    Promise.all(files.map(async ([path, load]) => [path, await load()] as const)),
    plain ? plain() : Promise.reject(new Error(`no plain-page texts for ${lang}`)),
  ]);
  return [...loaded, [`protocol/constants/plainPageTexts.ts#${lang}`, plainTexts as Texts]];
}

export async function loadShellTexts(lang: TextLanguage): Promise<Texts> {
  return merged(await shellSources(lang));
}
