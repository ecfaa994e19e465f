import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { clearLoginRequest, requestLogin, useLoginRequest } from '../app/loginRequest';
import { useDispatch } from '../app/coreContext';
import { SHOW_FORGOT_PASSWORD_QUERY } from '../../protocol/routes';
import type { SessionProjection } from '../../protocol/session';
import { CaptchaModal } from './CaptchaModal';
import { sessionErrorText } from './errorText';
import { LoginModal } from './LoginModal';
import { Modal } from './Modal';
import { formatBalance } from './money';
import { RecoveryModal } from './RecoveryModal';
import { usePresence } from './usePresence';
import { useSession, useSessionRequest } from './useSession';

/** A path whose page is already the sign-in form: the modal does not open over it (SPEC 2). */
function isLoginRoute(pathname: string): boolean {
  return /\/login(\/|$)/.test(pathname);
}

function isHome(pathname: string, lang: string): boolean {
  return pathname === `/${lang}` || pathname === `/${lang}/`;
}

/**
 * Everything of the session the header carries: sign-in and registration
 * buttons for guests; balance, account switcher, hide-balance and logout
 * for players; and the session's modals and notices (login, recovery,
 * captcha, logout confirmation, inactivity notice, terms redirect).
 */
export function HeaderSession({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const loginRequest = useLoginRequest();
  const [recoveryOpen, setRecoveryOpen] = useState(false);
  usePresence();

  const guest = session?.status === 'signedOut';
  const loginOpen = loginRequest !== null && guest && !isLoginRoute(location.pathname);
  const params = new URLSearchParams(location.search);
  // SPEC 5: the reset modal opens only on the home page, for a guest (user/forgotpassword lands here).
  const forgotFromUrl = params.get(SHOW_FORGOT_PASSWORD_QUERY) === '1' && guest && isHome(location.pathname, lang);

  const closeRecovery = useCallback(() => {
    setRecoveryOpen(false);
    if (forgotFromUrl) navigate({ pathname: location.pathname }, { replace: true });
  }, [forgotFromUrl, location.pathname, navigate]);

  const signedIn = useCallback(() => {
    const back = loginRequest?.returnUrl ?? null;
    clearLoginRequest();
    if (back && back.startsWith('/') && !back.startsWith('//')) navigate(back);
  }, [loginRequest, navigate]);

  return (
    <div className="session-header" data-testid="header-session" data-status={session?.status ?? 'checking'}>
      {session?.status === 'signedIn' && <SignedInControls session={session} lang={lang} />}
      {guest && (
        <>
          <button type="button" data-testid="login-button" onClick={() => requestLogin({ returnUrl: null, reason: 'button' })}>
            {t('session.header.login')}
          </button>
          <Link to={`/${lang}/registration`} data-testid="register-link">
            {t('session.header.register')}
          </Link>
        </>
      )}
      {loginOpen && (
        <LoginModal
          lang={lang}
          onClose={clearLoginRequest}
          onSignedIn={signedIn}
          onForgot={() => {
            clearLoginRequest();
            setRecoveryOpen(true);
          }}
        />
      )}
      {(recoveryOpen || forgotFromUrl) && guest && (
        <RecoveryModal
          onClose={closeRecovery}
          onLogin={() => {
            closeRecovery();
            requestLogin({ returnUrl: null, reason: 'button' });
          }}
        />
      )}
      {session?.captcha && <CaptchaModal key={session.captcha.id} captcha={session.captcha} />}
      {session?.inactivityNotice && <InactivityNotice />}
      {session && <TermsRedirect session={session} lang={lang} />}
    </div>
  );
}

function SignedInControls({ session, lang }: { session: SessionProjection; lang: string }) {
  const { t } = useTranslation();
  const request = useSessionRequest();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const hidden = session.config?.user_hide_balance ?? false;
  const active = session.activeAccount;
  const accounts = session.accounts?.all_accounts ?? [];

  async function logout() {
    setConfirmLogout(false);
    const answer = await request({ kind: 'logout' });
    // SPEC 4: home after a logout; a failed disconnect reloads the page.
    if ('rejected' in answer) window.location.reload();
    else navigate(`/${lang}`);
  }

  async function switchTo(id: number) {
    setError(null);
    const answer = await request({ kind: 'switchAccount', id });
    if ('rejected' in answer) setError(sessionErrorText(t, answer));
  }

  return (
    <>
      <span data-testid="user-login">{session.login}</span>
      {active && (
        <span className="session-balance" data-testid="balance">
          {hidden ? '•••' : formatBalance(active, lang)}
        </span>
      )}
      <button
        type="button"
        data-testid="hide-balance"
        aria-pressed={hidden}
        onClick={() => void request({ kind: 'hideBalance', hide: !hidden })}
      >
        {t(hidden ? 'session.header.show_balance' : 'session.header.hide_balance')}
      </button>
      {accounts.length > 1 && (
        <select
          aria-label={t('session.header.account')}
          data-testid="account-switcher"
          value={active?.id ?? ''}
          disabled={session.accountsBusy}
          onChange={(e) => void switchTo(Number(e.target.value))}
        >
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.label || a.iso} {hidden ? '' : `(${formatBalance(a, lang)})`}
            </option>
          ))}
        </select>
      )}
      {error && (
        <span role="alert" className="session-form__error">
          {error}
        </span>
      )}
      <button type="button" data-testid="logout-button" onClick={() => setConfirmLogout(true)}>
        {t('session.header.logout')}
      </button>
      {confirmLogout && (
        <Modal title={t('session.logout.title')} onClose={() => setConfirmLogout(false)} testId="logout-confirm">
          <p>{t('session.logout.question')}</p>
          <div className="session-actions">
            <button type="button" data-testid="logout-confirm-yes" onClick={() => void logout()}>
              {t('session.logout.confirm')}
            </button>
            <button type="button" onClick={() => setConfirmLogout(false)}>
              {t('session.common.cancel')}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}

function InactivityNotice() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  return (
    <div className="session-notice" role="status" data-testid="inactivity-notice">
      <span>{t('session.inactivity.notice')}</span>
      <button type="button" onClick={() => void dispatch({ type: 'session/dismiss-inactivity-notice', payload: {} })}>
        {t('session.common.ok')}
      </button>
    </div>
  );
}

/** SPEC 4 Terms: a signed-in player whose terms changed goes to confirm-terms (and comes back after). */
function TermsRedirect({ session, lang }: { session: SessionProjection; lang: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const onTermsPage = location.pathname.startsWith(`/${lang}/confirm-terms`);
  const exempt = location.pathname.startsWith(`/${lang}/user/`) || onTermsPage;
  useEffect(() => {
    if (session.status !== 'signedIn' || !session.termsRequired || exempt) return;
    const from = `${location.pathname}${location.search}`;
    navigate(`/${lang}/confirm-terms?from=${encodeURIComponent(from)}`, { replace: true });
  }, [session.status, session.termsRequired, exempt, lang, location.pathname, location.search, navigate]);
  return null;
}
