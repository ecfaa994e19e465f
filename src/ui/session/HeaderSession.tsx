import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { RETURN_URL_QUERY, SHOW_FORGOT_PASSWORD_QUERY } from '../../protocol/routes';
import { SOCIAL_ERROR_QUERY, SOCIAL_TWO_STEP_QUERY } from '../../protocol/constants/socialQueries';
import type { SessionProjection } from '../../protocol/session';
import { clearLoginRequest, requestLogin, useLoginRequest } from '../core-access/loginRequest';
import { useProjectionSelector } from '../core-access/coreContext';
import { readCookies } from '../shell/browserFacts';
import { EmbeddedApp } from '../apps/EmbeddedApp';
import { buttonClass } from '../design/Button';
import { Icon } from '../design/Icon';
import { useShownCredentials } from './credentials';
import { usePresence } from './usePresence';
import { useReturnAfter } from './useReturns';
import { useSession, useSessionRequest } from './useSession';
import './sessionHeader.css';

/** A path whose page is already the sign-in form: the modal does not open over it (SPEC 2). */
function isLoginRoute(pathname: string): boolean {
  return /\/login(\/|$)/.test(pathname);
}

function isHome(pathname: string, lang: string): boolean {
  return pathname === `/${lang}` || pathname === `/${lang}/`;
}

/** Query keys of a login-by-token link (SPEC 7 Login by token: method_id, token, sign). */
const TOKEN_LINK_KEYS = ['method_id', 'token', 'sign'] as const;

/** The location without some query keys (after their one-time use). */
function without(location: { pathname: string; search: string }, keys: readonly string[]): string {
  const params = new URLSearchParams(location.search);
  for (const key of keys) params.delete(key);
  const rest = params.toString();
  return `${location.pathname}${rest ? `?${rest}` : ''}`;
}

/**
 * Everything of the session the header carries: sign-in and registration
 * buttons for guests; balance, accounts, hide-balance and logout for players;
 * and the session's modals and notices (login, social two-step, recovery,
 * captcha, logout confirmation, the sign-out and social sign-in notices). It
 * also reports each page to the worker (return rules) and follows a
 * login-by-token link. Route rules (terms, bans, sign-in guards) are the
 * route decision's, not the header's.
 */
export function HeaderSession({
  lang,
  showRegister = true,
}: {
  lang: string;
  /** The registration route's rule (the header decides it). */ showRegister?: boolean;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const loginRequest = useLoginRequest();
  const returnAfter = useReturnAfter(lang);
  const credentials = useShownCredentials();
  usePresence();
  useRecheckSignedInCookie(session);
  useLoginTokenLink(session, lang);

  const guest = session?.status === 'signedOut';
  // SPEC 2: registration opens as a modal form, or as the full page when the site has its own (custom) registration.
  // The responsible-gaming timers' reminder or notice, raised by the worker for every tab.
  const limitsRaised = useProjectionSelector('limits', (l) => l.realityCheck !== null || l.sessionLimitEndedAt !== null) === true;
  const customRegistration = useProjectionSelector('siteConfig', (c) => c.status === 'ready' && c.config.isCustomRegistration === true);
  const [registerOpen, setRegisterOpen] = useState(false);
  const openRegistration = useCallback(() => {
    clearLoginRequest();
    setRegisterOpen(true);
  }, []);
  const closeRegistration = useCallback(() => setRegisterOpen(false), []);
  const params = new URLSearchParams(location.search);
  const socialTwoStep = guest && params.has(SOCIAL_TWO_STEP_QUERY);
  const loginOpen = guest && !isLoginRoute(location.pathname) && (loginRequest !== null || socialTwoStep);
  // SPEC 5: the reset modal opens only on the home page, for a guest (user/forgotpassword lands here).
  const forgotFromUrl = params.get(SHOW_FORGOT_PASSWORD_QUERY) === '1' && guest && isHome(location.pathname, lang);
  const socialError = params.get(SOCIAL_ERROR_QUERY);

  const closeRecovery = useCallback(() => {
    navigate(without(location, [SHOW_FORGOT_PASSWORD_QUERY]), { replace: true });
  }, [location, navigate]);

  const closeLogin = useCallback(() => {
    clearLoginRequest();
    if (socialTwoStep) navigate(without(location, [SOCIAL_TWO_STEP_QUERY, RETURN_URL_QUERY]), { replace: true });
  }, [socialTwoStep, navigate, location]);

  const signedIn = useCallback(() => {
    const requested = loginRequest?.returnUrl ?? null;
    clearLoginRequest();
    void returnAfter('signIn', requested).then((went) => {
      // Stayed on the page: the social two-step query has done its work.
      if (went === null && socialTwoStep) navigate(without(location, [SOCIAL_TWO_STEP_QUERY]), { replace: true });
    });
  }, [loginRequest, returnAfter, socialTwoStep, navigate, location]);

  return (
    <div className="session-header" data-testid="header-session" data-status={session?.status ?? 'checking'}>
      {session?.status === 'signedIn' && <EmbeddedApp name="sessionAccount" props={{ session, lang }} />}
      {guest && (
        <>
          <button
            type="button"
            className={buttonClass('ghost-on-dark', 'md', 'session-header__login')}
            data-testid="login-button"
            onClick={() => requestLogin({ returnUrl: null, reason: 'button' })}
          >
            <Icon name="log-in" />
            {t('session.header.login')}
          </button>
          {showRegister &&
            (customRegistration ? (
              <Link to={`/${lang}/registration`} className={buttonClass('accent')} data-testid="register-link">
                {t('session.header.register')}
              </Link>
            ) : (
              <button
                type="button"
                className={buttonClass('accent')}
                aria-haspopup="dialog"
                data-testid="register-link"
                onClick={openRegistration}
              >
                {t('session.header.register')}
              </button>
            ))}
        </>
      )}
      {/* The dialogs are their own app: fetched the first time one opens. */}
      {loginOpen && (
        <EmbeddedApp
          key={socialTwoStep ? 'social' : 'login'}
          name="sessionDialogs"
          props={{
            dialog: 'login',
            lang,
            initialMode: socialTwoStep ? 'social_two_step' : undefined,
            onClose: closeLogin,
            onSignedIn: signedIn,
            onRegister: showRegister && !customRegistration ? openRegistration : undefined,
            onForgot: () => {
              // The recovery modal has one way in (SPEC 5: home, guest): the same URL user/forgotpassword lands on.
              clearLoginRequest();
              navigate(`/${lang}?${SHOW_FORGOT_PASSWORD_QUERY}=1`);
            },
          }}
        />
      )}
      {registerOpen && <EmbeddedApp name="sessionDialogs" props={{ dialog: 'registration', lang, onClose: closeRegistration }} />}
      {forgotFromUrl && (
        <EmbeddedApp
          name="sessionDialogs"
          props={{
            dialog: 'recovery',
            onClose: closeRecovery,
            onLogin: () => {
              closeRecovery();
              requestLogin({ returnUrl: null, reason: 'button' });
            },
          }}
        />
      )}
      {session?.captcha && (
        <EmbeddedApp key={session.captcha.id} name="sessionDialogs" props={{ dialog: 'captcha', captcha: session.captcha, lang }} />
      )}
      {credentials && <EmbeddedApp name="sessionDialogs" props={{ dialog: 'credentials', credentials }} />}
      {/* A break the player started signed them out: rare, so its words and code come with the dialogs, not with every page. */}
      {session?.playBlockNotice && <EmbeddedApp name="sessionDialogs" props={{ dialog: 'signOutNotice' }} loading={null} />}
      {limitsRaised && <EmbeddedApp name="sessionDialogs" props={{ dialog: 'limits', lang }} loading={null} />}
      {socialError !== null && (
        <div className="session-notice" role="alert" data-testid="social-error">
          <span>{t(`session.social_error.${socialError}`, { defaultValue: t('session.social_error.provider_failed') })}</span>
          <button type="button" onClick={() => navigate(without(location, [SOCIAL_ERROR_QUERY]), { replace: true })}>
            {t('session.common.ok')}
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * The server signs in outside the worker's calls too (the social callback,
 * an activation link): a page that arrives with the `ua` cookie while the
 * worker says signed out asks the worker to check the session once. A stale
 * cookie is cleared by that check (the server answers no session).
 */
function useRecheckSignedInCookie(session: SessionProjection | undefined): void {
  const request = useSessionRequest();
  const asked = useRef(false);
  const status = session?.status;
  useEffect(() => {
    if (status !== 'signedOut' || asked.current || !readCookies().ua) return;
    asked.current = true;
    void request({ kind: 'check' });
  }, [status, request]);
}

/** A login-by-token link (SPEC 7: method_id, token, sign) opened by a guest signs in once; the link's query is then dropped. */
function useLoginTokenLink(session: SessionProjection | undefined, lang: string): void {
  const request = useSessionRequest();
  const location = useLocation();
  const navigate = useNavigate();
  const used = useRef<string | null>(null);
  const params = new URLSearchParams(location.search);
  const methodId = Number(params.get('method_id'));
  const token = params.get('token');
  const sign = params.get('sign');
  const link = Number.isInteger(methodId) && methodId > 0 && token && sign ? `${methodId}.${token}.${sign}` : null;
  useEffect(() => {
    if (session?.status !== 'signedOut' || link === null || used.current === link || token === null || sign === null) return;
    used.current = link;
    void request({ kind: 'loginToken', methodId, token, sign, lng: lang }).then(() =>
      navigate(without(location, TOKEN_LINK_KEYS), { replace: true }),
    );
  }, [session?.status, link, methodId, token, sign, lang, request, navigate, location]);
}
