import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { SiteConfig } from '../../protocol/schemas/siteConfig';
import { useCore, useDispatch } from '../core-access/coreContext';
import { writeLanguageCookie } from '../core-access/languageCookie';
import { withLanguage } from '../core-access/languagePath';
import { Icon } from '../design/Icon';

/**
 * The header's language choice among `languages` (the route answer's offers:
 * never one the route decision would send this visitor away from). A switch
 * keeps the visitor on the same page (only the language segment changes),
 * remembers the choice in the `lng` cookie and the preferences, and reloads
 * the site config in that language.
 */
export function LanguageSwitcher({ lang, languages }: { lang: string; languages: SiteConfig['languages'] }) {
  const { t } = useTranslation();
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const core = useCore();
  if (languages.length === 0) return null;
  const known = languages.some((language) => language.code === lang);

  const choose = (next: string) => {
    if (next === lang) return;
    writeLanguageCookie(next);
    navigate(withLanguage(location.pathname, next, location.search, location.hash));
    // The URL is what the page shows; the preference and the config follow it. Failures here
    // surface through the projections (config error page, storage warning), not as a broken switch.
    void dispatch({ type: 'preferences/set', payload: { language: next } }).catch(() => undefined);
    void core.reloadSiteConfig(next).catch(() => undefined);
  };

  return (
    <div className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('header.language')}
      </label>
      <Icon name="globe" size={18} className="language-switcher__icon" />
      <select id={id} data-testid="language-switcher" value={lang} onChange={(event) => choose(event.target.value)}>
        {!known && <option value={lang}>{lang.toUpperCase()}</option>}
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code} dir={language.rtl ? 'rtl' : 'ltr'}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
