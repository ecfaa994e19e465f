import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Texts } from './texts';

/** One text area's files, as its own `import.meta.glob('…/areas/<area>/*.json', { import: 'default' })` lists them. */
export type AreaTextFiles = Readonly<Record<string, () => Promise<Texts>>>;

/**
 * Whether a lazily loaded part's texts (an area of its own, one chunk per
 * language) are in place for the language on screen, `mark` being one of
 * its keys; fetches them when not, English standing in for a language
 * without them. The part paints once they are: the first load carries none.
 */
export function useLazyAreaTexts(files: AreaTextFiles, mark: string): boolean {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const ready = i18n.getResource(lang, 'translation', mark) !== undefined;
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (ready) return;
    let cancelled = false;
    const of = (code: string) => Object.entries(files).find(([path]) => path.endsWith(`/${code}.json`))?.[1];
    void (of(lang) ?? of('en'))?.().then(
      (texts) => {
        i18n.addResourceBundle(lang, 'translation', texts, true, false);
        if (!cancelled) setLoaded((n) => n + 1);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [files, i18n, lang, mark, ready]);
  return ready;
}
