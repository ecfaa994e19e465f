import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../components/LoadingState';
import { requestLogin } from '../../core-access/loginRequest';
import type { PageProps } from '../../core-access/pageProps';
import { Button } from '../../design/Button';
import type { Texts } from '../../i18n/texts';
import { useLazyAreaTexts } from '../../i18n/useLazyAreaTexts';
import { useSecurityTexts } from '../../security/useSecurityTexts';
import { useSession } from '../../session/useSession';
import { ContactSection } from './ContactSection';
import { refusalText } from './errors';
import { PersonalForm } from './PersonalForm';
import { usePersonalData } from './usePersonalData';
import '../../session/session.css';
import './personal.css';

/** This page's texts, one chunk per language, fetched with the page (never on the first load). */
const PERSONAL_TEXTS = import.meta.glob<Texts>('../../i18n/areas/officePersonal/*.json', { import: 'default' });

/**
 * office/personal-data: the player's personal data (SPEC 3), editable where
 * the operator allows and locked once verified, and the e-mail and phone,
 * changed by a code to the new one. Every rule is the server's
 * (src/core/personal run by server/personal); the page paints its answers.
 */
export function PersonalDataPage(_props: PageProps) {
  const { t } = useTranslation();
  const textsReady = useLazyAreaTexts(PERSONAL_TEXTS, 'officePersonal.page.title');
  // The step-up dialog's words.
  const securityReady = useSecurityTexts();
  const session = useSession();
  const titleId = useId();
  if (!textsReady || !securityReady || !session || session.status === 'checking') return <LoadingState />;
  if (session.status !== 'signedIn')
    return (
      <section className="page personal-page" data-testid="personal-page" data-state="guest">
        <p>{t('officePersonal.page.sign_in_needed')}</p>
        <Button variant="primary" onClick={() => requestLogin({ returnUrl: window.location.pathname, reason: 'button' })}>
          {t('officePersonal.page.sign_in')}
        </Button>
      </section>
    );
  return <SignedIn titleId={titleId} />;
}

function SignedIn({ titleId }: { titleId: string }) {
  const { t } = useTranslation();
  const { state, show, reload } = usePersonalData();
  return (
    <section className="page personal-page" data-testid="personal-page" data-state={state.status} aria-labelledby={titleId}>
      <h1 id={titleId}>{t('officePersonal.page.title')}</h1>
      {state.status === 'loading' && <LoadingState />}
      {state.status === 'failed' && (
        <div className="personal-error" role="alert">
          <p>{refusalText(t, state.rejection)}</p>
          <Button onClick={reload}>{t('officePersonal.page.retry')}</Button>
        </div>
      )}
      {state.status === 'ready' && (
        <>
          {state.data.verified ? (
            <p className="personal-locked" role="note" data-testid="personal-locked">
              {t('officePersonal.page.locked_verified')}
            </p>
          ) : (
            <p className="personal-hint">{t('officePersonal.page.intro')}</p>
          )}
          <PersonalForm data={state.data} onSaved={show} />
          <ContactSection data={state.data} onChanged={show} />
        </>
      )}
    </section>
  );
}
