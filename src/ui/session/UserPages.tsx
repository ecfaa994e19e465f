import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { MailingSettings } from '../../protocol/schemas/auth';
import { MAILING_SETTINGS } from '../../protocol/constants/auth';
import type { PageProps } from '../core-access/pageProps';
import { requestLogin } from '../core-access/loginRequest';
import { sessionErrorText } from './errorText';
import { useReturnAfter } from './useReturns';
import { useSession, useSessionRequest } from './useSession';
import { isRejection } from '../../protocol/rejections';

type Outcome = 'working' | 'ok' | 'time_up' | 'invalid_token' | 'error';

/**
 * user/activate and user/activatefast (SPEC 2 user routes): the e-mail link
 * either lands here with the server's `result` (the GET link already signed
 * the player in) or with a `token` this page sends to the server.
 */
export function UserActivatePage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const request = useSessionRequest();
  const returnAfter = useReturnAfter(resolution.language);
  const { result, token } = resolution.query;
  const [outcome, setOutcome] = useState<Outcome>(
    result === 'ok' || result === 'time_up' || result === 'invalid_token' ? result : token ? 'working' : 'invalid_token',
  );
  const [message, setMessage] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (result === 'ok') void request({ kind: 'check' });
    if (!token || result || sent.current) return;
    sent.current = true;
    void request({ kind: 'activate', token }).then((answer) => {
      if (!isRejection(answer)) return setOutcome('ok');
      const reason = answer.code.replace('session.', '');
      setOutcome(reason === 'time_up' || reason === 'invalid_token' ? reason : 'error');
      setMessage(sessionErrorText(t, answer));
    });
  }, [token, result, request, t]);

  return (
    <section className="page" data-testid="activate-page" data-outcome={outcome}>
      <h1>{t('session.activate.title')}</h1>
      <p role="status">{outcome === 'error' && message ? message : t(`session.activate.${outcome}`)}</p>
      {outcome === 'ok' ? (
        // Registration is complete: SPEC 2's kept redirect_url / from_url (or the earlier page) come next.
        <button type="button" data-testid="activate-continue" onClick={() => void returnAfter('registration')}>
          {t('session.register.continue')}
        </button>
      ) : (
        <Link to={`/${resolution.language}`}>{t('session.common.to_home')}</Link>
      )}
    </section>
  );
}

type VerifyState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'working' }
  | { readonly kind: 'sent'; readonly to: string }
  | { readonly kind: 'verified' }
  | { readonly kind: 'failed'; readonly text: string };

/**
 * user/accountverify: the link of the verification e-mail (`?token=`)
 * confirms the address on the server; without a token a signed-in player
 * asks for that e-mail here. The verification status (SPEC 4 Verified)
 * is shown as the server has it.
 */
export function UserAccountVerifyPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const session = useSession();
  const request = useSessionRequest();
  const lang = resolution.language;
  const token = resolution.query.token ?? null;
  const [state, setState] = useState<VerifyState>(token ? { kind: 'working' } : { kind: 'idle' });
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void request({ kind: 'verifyEmail', token }).then((answer) =>
      setState(isRejection(answer) ? { kind: 'failed', text: sessionErrorText(t, answer) } : { kind: 'verified' }),
    );
  }, [token, request, t]);

  async function sendLink() {
    setState({ kind: 'working' });
    const answer = await request({ kind: 'sendEmailVerification', lng: lang });
    if (isRejection(answer)) return setState({ kind: 'failed', text: sessionErrorText(t, answer) });
    setState(answer.outcome.kind === 'verificationSent' ? { kind: 'sent', to: answer.outcome.to } : { kind: 'idle' });
  }

  const emailConfirmed = session?.config?.protection_methods.enable_email_auth ?? false;
  return (
    <section className="page" data-testid="account-verify-page" data-state={state.kind}>
      <h1>{t('session.verify.title')}</h1>
      {session?.status === 'signedIn' && (
        <p data-testid="verification-status">{session.verified ? t('session.verify.verified') : t('session.verify.pending')}</p>
      )}
      <p role="status">
        {state.kind === 'working' && t('session.verify.working')}
        {state.kind === 'verified' && t('session.verify.email_verified')}
        {state.kind === 'sent' && t('session.verify.sent', { email: state.to })}
      </p>
      {state.kind === 'failed' && (
        <p role="alert" className="session-form__error">
          {state.text}
        </p>
      )}
      {!token && session?.status === 'signedIn' && state.kind !== 'sent' && (
        <>
          <p>{emailConfirmed ? t('session.verify.email_confirmed') : t('session.verify.email_unconfirmed')}</p>
          <button type="button" data-testid="send-verification" disabled={state.kind === 'working'} onClick={() => void sendLink()}>
            {t(emailConfirmed ? 'session.verify.send_again' : 'session.verify.send')}
          </button>
        </>
      )}
      {!token && session?.status === 'signedOut' && (
        <button type="button" onClick={() => requestLogin({ returnUrl: `/${lang}/user/accountverify`, reason: 'button' })}>
          {t('session.header.login')}
        </button>
      )}
      <Link to={`/${lang}`}>{t('session.common.to_home')}</Link>
    </section>
  );
}

/**
 * user/passwordreset (guests only, by the route guard) has no page of its own:
 * it sends the guest home with showForgotPasswordModal=1, where the header
 * opens the recovery modal (SPEC 5 keeps that modal to home), like
 * user/forgotpassword's redirect does.
 */
export function UserPasswordResetPage({ resolution }: PageProps) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(`/${resolution.language}?showForgotPasswordModal=1`, { replace: true });
  }, [navigate, resolution.language]);
  return null;
}

type MailingState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly settings: MailingSettings; readonly saved: boolean }
  | { readonly kind: 'failed'; readonly text: string };

/**
 * user/stopnewsletter: the newsletter's link carries a signed token that
 * turns the news e-mails off without signing in; a signed-in player without
 * a token manages every mailing setting here (SPEC 3 Mailing settings).
 */
export function UserStopNewsletterPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const session = useSession();
  const request = useSessionRequest();
  const lang = resolution.language;
  const token = resolution.query.token ?? null;
  const signedIn = session?.status === 'signedIn';
  const [state, setState] = useState<MailingState>({ kind: 'loading' });
  const asked = useRef<string | null>(null);

  useEffect(() => {
    const ask = token ? `token:${token}` : signedIn ? 'settings' : null;
    if (ask === null || asked.current === ask) return;
    asked.current = ask;
    void request(token ? { kind: 'stopNewsletter', token } : { kind: 'mailingSettings' }).then((answer) => {
      if (isRejection(answer)) return setState({ kind: 'failed', text: sessionErrorText(t, answer) });
      if (answer.outcome.kind === 'mailing') setState({ kind: 'ready', settings: answer.outcome.settings, saved: token !== null });
    });
  }, [token, signedIn, request, t]);

  async function change(name: keyof MailingSettings, value: boolean) {
    const answer = await request({ kind: 'updateMailing', settings: { [name]: value } });
    if (isRejection(answer)) return setState({ kind: 'failed', text: sessionErrorText(t, answer) });
    if (answer.outcome.kind === 'mailing') setState({ kind: 'ready', settings: answer.outcome.settings, saved: true });
  }

  return (
    <section className="page" data-testid="stop-newsletter-page" data-state={state.kind}>
      <h1>{t('session.newsletter.title')}</h1>
      {token && state.kind === 'ready' && (
        <p role="status" data-testid="newsletter-stopped">
          {t('session.newsletter.done')}
        </p>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className="session-form__error">
          {state.text}
        </p>
      )}
      {state.kind === 'loading' && (token || signedIn) && <p role="status">{t('session.newsletter.loading')}</p>}
      {signedIn && state.kind === 'ready' && (
        <fieldset className="session-field" data-testid="mailing-settings">
          <legend>{t('session.newsletter.settings')}</legend>
          {MAILING_SETTINGS.map((name) => (
            <label key={name}>
              <input
                type="checkbox"
                data-testid={`mailing-${name}`}
                checked={state.settings[name]}
                onChange={(e) => void change(name, e.target.checked)}
              />{' '}
              {t(`session.newsletter.setting.${name}`)}
            </label>
          ))}
        </fieldset>
      )}
      {!token && session?.status === 'signedOut' && (
        <>
          <p>{t('session.newsletter.sign_in')}</p>
          <button type="button" onClick={() => requestLogin({ returnUrl: `/${lang}/user/stopnewsletter`, reason: 'button' })}>
            {t('session.header.login')}
          </button>
        </>
      )}
    </section>
  );
}

/**
 * confirm-terms (SPEC 4 Terms): confirm, then back where the player was
 * (route_from); the route decision sends unchanged terms to the root.
 */
export function ConfirmTermsPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const session = useSession();
  const request = useSessionRequest();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lang = resolution.language;
  const required = session?.status === 'signedIn' && session.termsRequired;

  async function confirm() {
    setBusy(true);
    // Nothing to navigate on success: with the terms accepted the route decision itself leads back (route_from, else home).
    const answer = await request({ kind: 'confirmTerms' });
    setBusy(false);
    if (isRejection(answer)) setError(sessionErrorText(t, answer));
  }

  return (
    <section className="page" data-testid="confirm-terms-page">
      <h1>{t('session.terms.title')}</h1>
      <p>{t('session.terms.text')}</p>
      <Link to={`/${lang}/rules/1`}>{t('session.terms.read')}</Link>
      {error && (
        <p role="alert" className="session-form__error">
          {error}
        </p>
      )}
      <div className="session-actions">
        <button type="button" data-testid="confirm-terms" disabled={!required || busy} onClick={() => void confirm()}>
          {t('session.terms.confirm')}
        </button>
      </div>
    </section>
  );
}
