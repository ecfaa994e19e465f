import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { HEADER_NAV } from '../../protocol/routes';
import { useCompanyName } from '../core-access/useCompanyName';
import { DisplaySettings } from './DisplaySettings';
import { HeaderSearch } from './HeaderSearch';
import { Icon } from '../design/Icon';
import { LanguageSwitcher } from './LanguageSwitcher';
import { EmbeddedApp } from '../apps/EmbeddedApp';
import { useIdlePrefetch, usePrefetchLinks } from '../apps/prefetch';
import { useOpenLinks } from './useOpenLinks';
import { type VisitorOffers } from '../../protocol/routeAnswer';

/** The header; `offers` are the route answer's (the languages to switch to, whether registration is open). */
export function Header({ lang, offers }: { lang: string; offers: VisitorOffers }) {
  const { t } = useTranslation();
  const companyName = useCompanyName();
  const sections = useOpenLinks(lang, HEADER_NAV);
  const prefetch = usePrefetchLinks();
  // SPEC 9: once the page is idle, the apps of the header's sections are fetched ahead of a click.
  useIdlePrefetch(sections);
  return (
    <header className="site-header">
      <Link to={`/${lang}`} className="site-header__brand">
        <span className="site-header__logo" aria-hidden="true">
          <Icon name="trophy" size={18} />
        </span>
        <span data-testid="company-name">{companyName ?? ''}</span>
      </Link>
      <nav aria-label={t('app.main_navigation')} className="site-header__nav">
        <NavLink to={`/${lang}`} end>
          {t('app.home')}
        </NavLink>
        {sections.map((s) => (
          <NavLink key={s.to} to={s.to} data-testid={`nav-${s.label}`} {...prefetch(s)}>
            {t(`shell.nav.${s.label}`)}
          </NavLink>
        ))}
      </nav>
      <div className="site-header__tools">
        <HeaderSearch lang={lang} />
        <LanguageSwitcher lang={lang} languages={offers.languages} />
        <DisplaySettings />
        {/* The header's remote component (SPEC 9: 5 retries, 1000 ms apart): sign-in, balance, accounts and the session's modals. */}
        <EmbeddedApp name="session" props={{ lang, showRegister: offers.registration }} />
      </div>
    </header>
  );
}
