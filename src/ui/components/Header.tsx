import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProjectionSelector } from '../app/coreContext';
import { isDebuggerEnabled } from '../app/env';
import { selectCompanyName } from '../app/selectors';
import { useLastDefined } from '../app/useLastDefined';
import { DisplaySettings } from './DisplaySettings';
import { LanguageSwitcher } from './LanguageSwitcher';
import { HeaderSession } from '../session/HeaderSession';
import { useRegistrationOpen } from '../shell/useRegistrationOpen';

export function useCompanyName(): string | undefined {
  return useLastDefined(useProjectionSelector('siteConfig', selectCompanyName));
}

export function Header({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const companyName = useCompanyName();
  // Not where the registration route would answer 404 (registration off, a VIP domain).
  const registrationOpen = useRegistrationOpen();
  return (
    <header className="site-header">
      <Link to={`/${lang}`} className="site-header__brand" data-testid="company-name">
        {companyName ?? ''}
      </Link>
      <nav aria-label={t('app.main_navigation')} className="site-header__nav">
        <Link to={`/${lang}`}>{t('app.home')}</Link>
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
