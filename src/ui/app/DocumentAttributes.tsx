import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ODDS_FORMAT_NAMES, isOddsFormatId } from '../../protocol/constants/oddsFormats';
import { useRemoteApps } from '../apps/RemoteAppsContext';
import { useProjectionSelector } from '../core-access/coreContext';
import { oddsCoefWidth } from '../design/odds';
import { useTextDirection } from './useTextDirection';

/**
 * The <html> element carries what CSS needs: lang and dir for the language,
 * data-theme, data-font-size and data-compact for the display preferences
 * (design/tokens.css reads them), and the odds format with the width of its
 * coefficients (design/odds.ts), so every odds button of the page has one
 * fixed width without a style of its own. Layout effects, so the first paint
 * is right.
 */
export function DocumentAttributes({ lang }: { lang: string }) {
  const { i18n } = useTranslation();
  const apps = useRemoteApps();
  const theme = useProjectionSelector('preferences', (p) => p.appTheme);
  const fontSize = useProjectionSelector('preferences', (p) => p.fontSize);
  const compact = useProjectionSelector('preferences', (p) => p.compactView);
  const viewType = useProjectionSelector('preferences', (p) => p.appViewType);
  const oddsFormat = useProjectionSelector('preferences', (p) => p.coefViewId);
  const dir = useTextDirection(lang);

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

  // Light version (display preferences): data-light="true" drops images, videos and motion (styles/light.css);
  // the design system hangs its lighter look on the same attribute.
  const light = useProjectionSelector('preferences', (p) => p.lightVersion);
  useLayoutEffect(() => {
    if (light !== undefined) document.documentElement.dataset.light = String(light);
  }, [light]);

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

  useLayoutEffect(() => {
    if (oddsFormat === undefined || !isOddsFormatId(oddsFormat)) return;
    const html = document.documentElement;
    html.dataset.oddsFormat = ODDS_FORMAT_NAMES[oddsFormat];
    html.style.setProperty('--odds-coef-ch', String(oddsCoefWidth(oddsFormat)));
  }, [oddsFormat]);

  return null;
}
