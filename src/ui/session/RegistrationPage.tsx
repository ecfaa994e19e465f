import { useTranslation } from 'react-i18next';
import type { PageProps } from '../core-access/pageProps';
import { RegistrationForm } from './RegistrationForm';
import { RegistrationGate } from './RegistrationGate';
import './session.css';

/**
 * The registration page at /{lng}/registration: direct links, the social
 * callback's soc_reg, the right column's widget and a site with custom
 * registration (SPEC 2) come here; the header otherwise opens the same form
 * in a modal. The route guard already answers 404 when registration is off.
 */
export function RegistrationPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const type = resolution.query.type;
  const socialToken = type === 'soc_reg' ? (resolution.query.social_token ?? null) : null;
  return (
    <section className="page" aria-labelledby="reg-title" data-testid="registration-page">
      <h1 id="reg-title">{t('session.register.title')}</h1>
      <RegistrationGate lang={resolution.language}>
        <RegistrationForm lang={resolution.language} initialType={type} socialToken={socialToken} />
      </RegistrationGate>
    </section>
  );
}
