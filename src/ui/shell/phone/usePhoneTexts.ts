import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Texts } from '../../i18n/texts';

/** The phone's texts, one chunk per language: they come with the phone's parts, never in a desktop first load. */
const PHONE_TEXTS = import.meta.glob<Texts>('../../i18n/areas/phone/*.json', { import: 'default' });
const MARK = 'phone.nav';

/**
 * Whether the phone's texts of the language on screen are in place; fetches
 * them when not (English stands in for a language without them).
 */
export function usePhoneTexts(): boolean {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const ready = i18n.getResource(lang, 'translation', MARK) !== undefined;
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (ready) return;
    let cancelled = false;
    const load = PHONE_TEXTS[`../../i18n/areas/phone/${lang}.json`] ?? PHONE_TEXTS['../../i18n/areas/phone/en.json'];
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
