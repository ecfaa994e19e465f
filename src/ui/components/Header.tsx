import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { HEADER_NAV } from '../../protocol/routes';
import { useProjectionSelector } from '../core-access/coreContext';
import { isDebuggerEnabled } from '../core-access/env';
import { selectCompanyName } from '../core-access/selectors';
import { useLastDefined } from '../core-access/useLastDefined';
import { DisplaySettings } from './DisplaySettings';
import { LanguageSwitcher } from './LanguageSwitcher';
import { HeaderSession } from '../session/HeaderSession';
import { useRegistrationOpen } from '../shell/useRegistrationOpen';
import { useOpenLinks } from './useOpenLinks';

export function useCompanyName(): string | undefined {
  return useLastDefined(useProjectionSelector('siteConfig', selectCompanyName));
}

export function Header({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const companyName = useCompanyName();
  // Not where the registration route would answer 404 (registration off, a VIP domain).
  const registrationOpen = useRegistrationOpen();
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
        <LanguageSwitcher lang={lang} />
        <DisplaySettings />
        <HeaderSession lang={lang} showRegister={registrationOpen} />
      </div>
    </header>
  );
}
