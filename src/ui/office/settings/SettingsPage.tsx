import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingState } from '../../components/LoadingState';
import { requestLogin } from '../../core-access/loginRequest';
import type { PageProps } from '../../core-access/pageProps';
import { Button } from '../../design/Button';
import { useSession } from '../../session/useSession';
import { MailingSection } from './MailingSection';
import { SportsSection } from './SportsSection';
import { TeamsSection } from './TeamsSection';
import { useOfficeSettings } from './useOfficeSettings';
import { useOfficeSettingsTexts } from './useOfficeSettingsTexts';
import './settings.css';

/** A guest is asked to sign in; the office-frame's layout does the same for every office page once it lands. */
export function SignInFirst({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <section className="page office-settings" data-testid={testId} data-state="guest">
      <p>{t('officeSettings.sign_in_needed')}</p>
      <Button variant="primary" onClick={() => requestLogin({ returnUrl: window.location.pathname, reason: 'button' })}>
        {t('officeSettings.sign_in')}
      </Button>
    </section>
  );
}

function Section({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="office-settings__section card" data-testid={`office-settings-${id}`} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {hint && <p className="office-settings__hint">{hint}</p>}
      {children}
    </section>
  );
}

/**
 * office/settings (SPEC 3 Office settings): sports hidden from the line and
 * live, favourite teams (where the operator offers them), mailing, and the
 * way to the notification settings (the inbox's web-push switch). It paints
 * the worker's `officeSettings` projection and sends its commands; which
 * games hide or come first is decided in the worker for every tab.
 */
export function SettingsPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = session?.status === 'signedIn';
  const { view, saveSports, saveTeams } = useOfficeSettings(signedIn);
  const titleId = useId();
  const lang = resolution.language;
  const textsReady = useOfficeSettingsTexts();
  if (!textsReady || !session || session.status === 'checking') return <LoadingState />;
  if (!signedIn) return <SignInFirst testId="office-settings-page" />;
  if (!view || view.status === 'loading' || view.status === 'guest') return <LoadingState />;
  const { settings, saving, error } = view;
  return (
    <section className="page office-settings" data-testid="office-settings-page" data-state={view.status} aria-labelledby={titleId}>
      <h1 id={titleId}>{t('officeSettings.title')}</h1>
      {view.status === 'error' && (
        <p role="alert" className="office-settings__error">
          {t('officeSettings.errors.load')}
        </p>
      )}
      {error && (
        <p role="alert" className="office-settings__error" data-testid="office-settings-error">
          {t(`officeSettings.errors.${error}`)}
        </p>
      )}
      <p role="status" className="office-settings__hint" data-testid="office-settings-saving" data-saving={saving}>
        {saving ? t('officeSettings.saving') : ''}
      </p>
      <Section id="sports" title={t('officeSettings.sports.title')} hint={t('officeSettings.sports.hint')}>
        <SportsSection settings={settings} disabled={saving} save={saveSports} />
      </Section>
      {settings.show_favorite_teams && (
        <Section id="teams" title={t('officeSettings.teams.title')} hint={t('officeSettings.teams.hint')}>
          <TeamsSection lang={lang} teams={settings.favorite_teams} disabled={saving} save={saveTeams} />
        </Section>
      )}
      <Section id="mailing" title={t('officeSettings.mailing.title')}>
        <MailingSection />
      </Section>
      <Section id="notifications" title={t('officeSettings.notifications.title')} hint={t('officeSettings.notifications.hint')}>
        {/* The route table stays in the worker (tests/ui/structure.test.ts): the office frame's link helper replaces this path. */}
        <Link to={`/${lang}/office/messages`} data-testid="office-settings-notifications-link">
          {t('officeSettings.notifications.link')}
        </Link>
      </Section>
    </section>
  );
}
