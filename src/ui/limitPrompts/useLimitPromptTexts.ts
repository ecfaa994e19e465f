import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Texts } from '../i18n/texts';

/** The prompts' texts, one chunk per language, fetched by the prompts themselves (as the phone's are). */
const PROMPT_TEXTS = import.meta.glob<Texts>('../i18n/areas/limitPrompts/*.json', { import: 'default' });
const MARK = 'limitPrompts.region';

/** Whether the prompts' texts of the language on screen are in place; fetches them when not (English stands in). */
export function useLimitPromptTexts(): boolean {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const ready = i18n.getResource(lang, 'translation', MARK) !== undefined;
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (ready) return;
    let cancelled = false;
    const load = PROMPT_TEXTS[`../i18n/areas/limitPrompts/${lang}.json`] ?? PROMPT_TEXTS['../i18n/areas/limitPrompts/en.json'];
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
