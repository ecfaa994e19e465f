import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isRejection, type Rejection } from '../../protocol/rejections';
import type { LoginMode, SessionAccepted, SessionRequest } from '../../protocol/session';
import { CodeTimer, useSentCode } from './CodeTimer';
import { limitRefusalText } from '../limits/limitRefusal';
import { useVisitorClock } from '../shell/useVisitorClock';
import { serverFieldErrors } from './errorText';
import { Field, FormError } from './Field';
import { Modal } from '../design/Modal';
import './session.css';
import { EMPTY_PHONE, PhoneInput, readPhone, usePhoneCatalogue, type PhoneValue } from './PhoneInput';
import { SocialButtons } from './SocialButtons';
import { useSessionRequest } from './useSession';
import { useFormReports } from '../analytics/useFunnel';
import { useSecurityTexts } from '../security/useSecurityTexts';

type Errors = Partial<Record<'login' | 'password' | 'phone' | 'code', string>>;
const FIELDS = ['login', 'password', 'phone', 'code'] as const;

/** The modes of SPEC 3 Auth form, plus the code after a social sign-in (SPEC 7 Social two-step). */
export type LoginModalMode = LoginMode | 'social_two_step';

const PICKABLE_MODES: readonly LoginMode[] = ['login_password', 'phone_password', 'sms'];

/**
 * The login modal (SPEC 3 Auth form modes): login and password, phone and
 * password, SMS code, the two-step code asked after a correct password, and
 * the social two-step code; social provider buttons under the form.
 */
export function LoginModal(props: {
  lang: string;
  initialMode?: LoginModalMode;
  onClose: () => void;
  onSignedIn: () => void;
  onForgot: () => void;
  /** Opens the registration modal instead of going to the registration page (SPEC 2: no custom registration). */
  onRegister?: () => void;
}) {
  const { t } = useTranslation();
  const clock = useVisitorClock();
  const request = useSessionRequest();
  const location = useLocation();
  const { catalogue, failed: phonesFailed } = usePhoneCatalogue();
  const [mode, setMode] = useState<LoginModalMode>(props.initialMode ?? 'login_password');
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState<PhoneValue>(EMPTY_PHONE);
  const [code, setCode] = useState('');
  /** Where the two-step code comes from; 'totp': the player's authenticator app (a recovery code works too). */
  const [channel, setChannel] = useState<'sms' | 'email' | 'totp' | null>(null);
  const byApp = channel === 'totp' && mode === 'login_password_two_step_code';
  const [remember, setRemember] = useState(false);
  const sms = useSentCode();
  const smsSent = sms.sent !== null;
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const twoStep = mode === 'login_password_two_step_code' || mode === 'social_two_step';
  // SPEC 4 login flow: the page call (SPEC 3 lastAuthPopUpCallTime).
  useFormReports('login');

  const required = (value: string) => (value.trim() ? undefined : t('session.field.required'));
  const phoneRead = readPhone(catalogue, phone);
  const phoneError = () => (phoneRead.ok ? undefined : t(phonesFailed ? 'session.field.phone_countries_failed' : phoneRead.problem));
  const codeError = () => {
    if (byApp) return isAppCode(code) ? undefined : t('security.login.code_format', { defaultValue: t('session.field.code_format') });
    // After a social sign-in the page does not know whether the code is the app's: a recovery code is let through too.
    if (mode === 'social_two_step' && isAppCode(code)) return undefined;
    return /^\d{4,8}$/.test(code) ? undefined : t('session.field.code_format');
  };

  function validate(): Errors {
    switch (mode) {
      case 'login_password':
        return clean({ login: required(login), password: required(password) });
      case 'phone_password':
        return clean({ phone: phoneError(), password: required(password) });
      case 'sms':
        return clean({ phone: phoneError(), code: smsSent ? codeError() : undefined });
      case 'login_password_two_step_code':
      case 'social_two_step':
        return clean({ code: codeError() });
    }
  }

  async function settle(answer: SessionAccepted | Rejection) {
    setBusy(false);
    if (isRejection(answer)) {
      sms.onRefused(answer);
      const { fields, form } = serverFieldErrors(t, answer, FIELDS);
      setErrors(fields);
      // A used session limit says until when sign-in is closed, in the player's time (the limits area, which this dialog brings).
      setFormError(limitRefusalText(t, answer, { lang: props.lang, clock, now: Date.now() }) ?? form);
      return;
    }
    const outcome = answer.outcome;
    if (outcome.kind === 'twoStepRequired') {
      setMode('login_password_two_step_code');
      setChannel(outcome.channel);
      setCode('');
      setFormError(null);
    } else if (outcome.kind === 'codeSent') {
      sms.onSent(outcome);
      setErrors({});
      setFormError(null);
    } else if (outcome.kind === 'signedIn') {
      props.onSignedIn();
    }
  }

  function requestFor(): SessionRequest | null {
    switch (mode) {
      case 'login_password':
        return { kind: 'login', login: login.trim(), password, save: remember };
      case 'phone_password':
        return phoneRead.ok
          ? { kind: 'loginPhone', phoneCode: phoneRead.phoneCode, phone: phoneRead.phone, password, save: remember }
          : null;
      case 'sms':
        if (!phoneRead.ok) return null;
        return smsSent
          ? { kind: 'loginSms', phoneCode: phoneRead.phoneCode, phone: phoneRead.phone, code, save: remember }
          : { kind: 'sendSms', phoneCode: phoneRead.phoneCode, phone: phoneRead.phone };
      case 'login_password_two_step_code':
        return { kind: 'twoStep', code, save: remember };
      case 'social_two_step':
        return { kind: 'socialTwoStep', code };
    }
  }

  /** "Send again": a new SMS to the number in the field. */
  async function resend() {
    const found = clean({ phone: phoneError() });
    setErrors(found);
    setFormError(null);
    if (busy || !phoneRead.ok) return;
    setBusy(true);
    await settle(await request({ kind: 'sendSms', phoneCode: phoneRead.phoneCode, phone: phoneRead.phone }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFormError(null);
    const next = requestFor();
    if (Object.keys(found).length > 0 || busy || next === null) return;
    setBusy(true);
    await settle(await request(next));
  }

  const pick = (next: LoginMode) => {
    setMode(next);
    setErrors({});
    setFormError(null);
    sms.reset();
  };

  return (
    <Modal title={t('session.login.title')} onClose={props.onClose} testId="login-modal">
      {!twoStep && (
        <div className="session-tabs" role="group" aria-label={t('session.login.mode_label')}>
          {PICKABLE_MODES.map((m) => (
            <button key={m} type="button" aria-pressed={mode === m} onClick={() => pick(m)} data-testid={`login-mode-${m}`}>
              {t(`session.login.mode.${m}`)}
            </button>
          ))}
        </div>
      )}
      <form onSubmit={submit} noValidate>
        {mode === 'login_password' && (
          <Field
            name="login"
            label={t('session.field.login')}
            autoComplete="username"
            value={login}
            error={errors.login}
            onChange={(e) => setLogin(e.target.value)}
          />
        )}
        {(mode === 'phone_password' || mode === 'sms') && (
          <PhoneInput catalogue={catalogue} value={phone} error={errors.phone ?? null} onChange={setPhone} />
        )}
        {(mode === 'login_password' || mode === 'phone_password') && (
          <Field
            name="password"
            type="password"
            label={t('session.field.password')}
            autoComplete="current-password"
            value={password}
            error={errors.password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
        {twoStep && (byApp ? <AppCodeHint fallback={t('session.login.two_step_hint')} /> : <p>{t('session.login.two_step_hint')}</p>)}
        {((mode === 'sms' && smsSent) || twoStep) && (
          <Field
            name="code"
            inputMode={byApp ? 'text' : 'numeric'}
            autoComplete="one-time-code"
            label={t('session.field.code')}
            value={code}
            error={errors.code}
            onChange={(e) => setCode(e.target.value.trim())}
          />
        )}
        {mode === 'sms' && sms.sent && <CodeTimer sent={sms.sent} busy={busy} onResend={() => void resend()} />}
        {!twoStep && (
          <label className="session-check">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} /> {t('session.login.remember')}
          </label>
        )}
        <FormError text={formError} />
        <div className="session-actions">
          <button type="submit" disabled={busy} data-testid="login-submit">
            {mode === 'sms' && !smsSent ? t('session.login.send_code') : t('session.login.submit')}
          </button>
          {!twoStep && (
            <>
              <button type="button" className="link" onClick={props.onForgot} data-testid="forgot-password">
                {t('session.login.forgot')}
              </button>
              {props.onRegister ? (
                <button type="button" className="link" onClick={props.onRegister} data-testid="login-register-link">
                  {t('session.login.register')}
                </button>
              ) : (
                <Link to={`/${props.lang}/registration`} onClick={props.onClose} data-testid="login-register-link">
                  {t('session.login.register')}
                </Link>
              )}
            </>
          )}
        </div>
      </form>
      {!twoStep && <SocialButtons lang={props.lang} returnUrl={`${location.pathname}${location.search}`} />}
    </Modal>
  );
}

function clean(errors: Record<string, string | undefined>): Errors {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as Errors;
}

/** Six digits of the app, or a recovery code (ten letters and digits, a dash or a space in the middle allowed). */
function isAppCode(code: string): boolean {
  return /^\d{6}$/.test(code) || /^[a-z0-9]{5}[-\s]?[a-z0-9]{5}$/i.test(code);
}

/** The app's hint comes with the security texts, fetched only when a sign-in asks for the app's code. */
function AppCodeHint({ fallback }: { fallback: string }) {
  const ready = useSecurityTexts();
  const { t } = useTranslation();
  return <p data-testid="two-step-app-hint">{ready ? t('security.login.totp_hint') : fallback}</p>;
}
