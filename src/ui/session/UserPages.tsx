import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { PageProps } from '../pages/registry';
import { requestLogin } from '../app/loginRequest';
import { sessionErrorText } from './errorText';
import { useSession, useSessionRequest } from './useSession';

type Outcome = 'working' | 'ok' | 'time_up' | 'invalid_token' | 'error';

/**
 * user/activate and user/activatefast (SPEC 2 user routes): the e-mail link
 * either lands here with the server's `result` (the GET link already signed
 * the player in) or with a `token` this page sends to the server.
 */
export function UserActivatePage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const request = useSessionRequest();
  const { result, token } = resolution.query;
  const [outcome, setOutcome] = useState<Outcome>(result === 'ok' || result === 'time_up' || result === 'invalid_token' ? result : token ? 'working' : 'invalid_token');
  const [message, setMessage] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (result === 'ok') void request({ kind: 'check' });
    if (!token || result || sent.current) return;
    sent.current = true;
    void request({ kind: 'activate', token }).then((answer) => {
      if (!('rejected' in answer)) return setOutcome('ok');
      const reason = answer.code.replace('session.', '');
      setOutcome(reason === 'time_up' || reason === 'invalid_token' ? reason : 'error');
      setMessage(sessionErrorText(t, answer));
    });
  }, [token, result, request, t]);

  return (
    <section className="page" data-testid="activate-page" data-outcome={outcome}>
      <h1>{t('session.activate.title')}</h1>
      <p role="status">{outcome === 'error' && message ? message : t(`session.activate.${outcome}`)}</p>
      <Link to={`/${resolution.language}`}>{t('session.common.to_home')}</Link>
    </section>
  );
}

export function UserAccountVerifyPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <section className="page" data-testid="account-verify-page">
      <h1>{t('session.verify.title')}</h1>
      <p>{session?.verified ? t('session.verify.verified') : t('session.verify.pending')}</p>
      <Link to={`/${resolution.language}`}>{t('session.common.to_home')}</Link>
    </section>
  );
}

/** user/passwordreset: the recovery flow as a page (guests only, by the route guard). */
export function UserPasswordResetPage({ resolution }: PageProps) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(`/${resolution.language}?showForgotPasswordModal=1`, { replace: true });
  }, [navigate, resolution.language]);
  return null;
}

export function UserStopNewsletterPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <section className="page" data-testid="stop-newsletter-page">
      <h1>{t('session.newsletter.title')}</h1>
      <p>{t('session.newsletter.done')}</p>
      {session?.status === 'signedOut' && (
        <button type="button" onClick={() => requestLogin({ returnUrl: `/${resolution.language}/user/stopnewsletter`, reason: 'button' })}>
          {t('session.header.login')}
        </button>
      )}
    </section>
  );
}

/** confirm-terms (SPEC 4 Terms): confirm, then back where the player was; unchanged terms go to the root. */
export function ConfirmTermsPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const session = useSession();
  const request = useSessionRequest();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const lang = resolution.language;
  const from = resolution.query.from;
  const back = from && from.startsWith('/') && !from.startsWith('//') ? from : `/${lang}`;
  const required = session?.status === 'signedIn' && session.termsRequired;
  const confirming = useRef(false);

  useEffect(() => {
    if (session && session.status !== 'checking' && !required && !confirming.current) navigate(`/${lang}`, { replace: true });
  }, [session, required, navigate, lang]);

  async function confirm() {
    confirming.current = true;
    const answer = await request({ kind: 'confirmTerms' });
    if ('rejected' in answer) {
      confirming.current = false;
      return setError(sessionErrorText(t, answer));
    }
    navigate(back, { replace: true });
  }

  return (
    <section className="page" data-testid="confirm-terms-page">
      <h1>{t('session.terms.title')}</h1>
      <p>{t('session.terms.text')}</p>
      <Link to={`/${lang}/rules/1`}>{t('session.terms.read')}</Link>
      {error && <p role="alert" className="session-form__error">{error}</p>}
      <div className="session-actions">
        <button type="button" data-testid="confirm-terms" disabled={!required} onClick={() => void confirm()}>
          {t('session.terms.confirm')}
        </button>
      </div>
    </section>
  );
}
