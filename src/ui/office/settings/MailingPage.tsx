import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../components/LoadingState';
import type { PageProps } from '../../core-access/pageProps';
import { useSession } from '../../session/useSession';
import { MailingSection } from './MailingSection';
import { SignInFirst } from './SettingsPage';
import { useOfficeSettingsTexts } from './useOfficeSettingsTexts';
import './settings.css';

/** office/mailing: the mailing settings alone (the same section office/settings shows). */
export function MailingPage(_props: PageProps) {
  const { t } = useTranslation();
  const session = useSession();
  const titleId = useId();
  const textsReady = useOfficeSettingsTexts();
  if (!textsReady || !session || session.status === 'checking') return <LoadingState />;
  if (session.status !== 'signedIn') return <SignInFirst testId="office-mailing-page" />;
  return (
    <section className="page office-settings" data-testid="office-mailing-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('officeSettings.mailing.title')}</h1>
      <p className="office-settings__hint">{t('officeSettings.mailing.hint')}</p>
      <div className="office-settings__section card">
        <MailingSection />
      </div>
    </section>
  );
}
