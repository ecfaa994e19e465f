import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { PRELOADER_PLACEHOLDERS, type PreloaderKind } from '../../protocol/routes';
import { createI18n } from '../i18n';
import { loadShellTexts } from '../i18n/shellTexts';
import { TEXT_LANGUAGES, type TextLanguage } from '../i18n/texts';
import { ConsentFrame } from './ConsentFrame';
import { ShellFrame } from './ShellFrame';

export { consentFramePath, shellFramePath } from '../../protocol/constants/shellFrames';

/**
 * One frame per preloader kind of the main layout's routes (home 'page',
 * the lists 'line', the casino's tiles, ...): the build writes each to
 * `<outDir>/<shellFramePath(kind)>` (scripts/shellFrames.ts).
 */
export function renderFrames(): Record<PreloaderKind, string> {
  const kinds = Object.keys(PRELOADER_PLACEHOLDERS) as PreloaderKind[];
  return Object.fromEntries(kinds.map((kind) => [kind, renderToStaticMarkup(<ShellFrame kind={kind} />)])) as Record<PreloaderKind, string>;
}

/** The frame's cookie question in each language with texts, written to `<outDir>/<consentFramePath(lang)>`. */
export async function renderConsentFrames(): Promise<Record<TextLanguage, string>> {
  const entries = await Promise.all(
    TEXT_LANGUAGES.map(async (lang) => {
      const i18n = createI18n(lang, { [lang]: { translation: await loadShellTexts(lang) } });
      const html = renderToStaticMarkup(
        <I18nextProvider i18n={i18n}>
          <ConsentFrame lang={lang} />
        </I18nextProvider>,
      );
      return [lang, html] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<TextLanguage, string>;
}
