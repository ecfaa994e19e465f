import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteApps } from '../apps/RemoteAppsContext';
import { useProjectionSelector } from '../core-access/coreContext';
import { selectLanguages } from '../core-access/selectors';
import { useLastDefined } from '../core-access/useLastDefined';

/**
 * The <html> element carries what CSS needs: lang and dir for the language,
 * data-theme, data-font-size and data-compact for the display preferences
 * (styles/theme.css reads them). Layout effects, so the first paint is right.
 */
export function DocumentAttributes({ lang }: { lang: string }) {
  const { i18n } = useTranslation();
  const apps = useRemoteApps();
  // Select the (structurally shared) list, not a value computed from `lang`: a selector must not close over props.
  const languages = useLastDefined(useProjectionSelector('siteConfig', selectLanguages));
  const configRtl = languages?.find((l) => l.code === lang)?.rtl;
  const theme = useProjectionSelector('preferences', (p) => p.appTheme);
  const fontSize = useProjectionSelector('preferences', (p) => p.fontSize);
  const compact = useProjectionSelector('preferences', (p) => p.compactView);
  const viewType = useProjectionSelector('preferences', (p) => p.appViewType);

  // The config says which languages are right-to-left; i18next knows for languages the config does not list.
  const dir = configRtl === undefined ? i18n.dir(lang) : configRtl ? 'rtl' : 'ltr';

  useLayoutEffect(() => {
    if (i18n.language === lang) return;
    // The apps on the page get their texts in the new language first, so nothing shows as a bare key in between.
    const texts = apps.textsFor(lang);
    if (texts === null) {
      void i18n.changeLanguage(lang);
      return;
    }
    let current = true;
    void texts.then(() => {
      if (current) void i18n.changeLanguage(lang);
    });
    return () => {
      current = false;
    };
  }, [apps, i18n, lang]);

  useLayoutEffect(() => {
    const html = document.documentElement;
    html.lang = lang;
    html.dir = dir;
  }, [lang, dir]);

  useLayoutEffect(() => {
    const html = document.documentElement;
    if (theme !== undefined) html.dataset.theme = theme === 1 ? 'dark' : 'light';
    if (fontSize !== undefined) html.dataset.fontSize = fontSize;
    if (compact !== undefined) {
      html.dataset.compact = String(compact);
      html.classList.toggle('compact', compact);
    }
    if (viewType !== undefined) html.dataset.view = viewType === 1 ? 'asian' : 'european';
  }, [theme, fontSize, compact, viewType]);

  return null;
}
