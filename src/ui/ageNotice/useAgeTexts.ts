import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Texts } from '../i18n/texts';

/**
 * The notice's texts, one chunk per language, fetched by the notice itself
 * (as the phone's are): the shell's first load carries none of them.
 */
const AGE_TEXTS = import.meta.glob<Texts>('../i18n/areas/ageNotice/*.json', { import: 'default' });
const MARK = 'ageNotice.title';

/** Whether the notice's texts of the language on screen are in place; fetches them when not (English stands in). */
export function useAgeTexts(): boolean {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const ready = i18n.getResource(lang, 'translation', MARK) !== undefined;
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (ready) return;
    let cancelled = false;
    const load = AGE_TEXTS[`../i18n/areas/ageNotice/${lang}.json`] ?? AGE_TEXTS['../i18n/areas/ageNotice/en.json'];
    void load?.().then(
      (texts) => {
        i18n.addResourceBundle(lang, 'translation', texts, true, false);
        if (!cancelled) setLoaded((n) => n + 1);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [i18n, lang, ready]);
  return ready;
}
