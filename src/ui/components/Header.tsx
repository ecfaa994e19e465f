import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { HEADER_NAV } from '../../protocol/routes';
import { useProjectionSelector } from '../app/coreContext';
import { isDebuggerEnabled } from '../app/env';
import { selectCompanyName } from '../app/selectors';
import { useLastDefined } from '../app/useLastDefined';
import { DisplaySettings } from './DisplaySettings';
import { LanguageSwitcher } from './LanguageSwitcher';
import { HeaderSession } from '../session/HeaderSession';
import { useOpenLinks } from './useOpenLinks';
import { type VisitorOffers } from '../../protocol/routeAnswer';

export function useCompanyName(): string | undefined {
  return useLastDefined(useProjectionSelector('siteConfig', selectCompanyName));
}

/** The header; `offers` are the route answer's (the languages to switch to, whether registration is open). */
export function Header({ lang, offers }: { lang: string; offers: VisitorOffers }) {
  const { t } = useTranslation();
  const companyName = useCompanyName();
  const sections = useOpenLinks(lang, HEADER_NAV);
  return (
    <header className="site-header">
      <Link to={`/${lang}`} className="site-header__brand" data-testid="company-name">
        {companyName ?? ''}
      </Link>
      <nav aria-label={t('app.main_navigation')} className="site-header__nav">
        <NavLink to={`/${lang}`} end>
          {t('app.home')}
        </NavLink>
        {sections.map((s) => (
          <NavLink key={s.to} to={s.to} data-testid={`nav-${s.label}`}>
            {t(`shell.nav.${s.label}`)}
          </NavLink>
        ))}
        {isDebuggerEnabled() && <Link to={`/${lang}/debugger`}>{t('app.debugger')}</Link>}
      </nav>
      <div className="site-header__tools">
        <LanguageSwitcher lang={lang} languages={offers.languages} />
        <DisplaySettings />
        <HeaderSession lang={lang} showRegister={offers.registration} />
      </div>
    </header>
  );
}
