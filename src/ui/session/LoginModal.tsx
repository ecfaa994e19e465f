import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Rejection } from '../../protocol/rejections';
import type { LoginMode, SessionAccepted } from '../../protocol/session';
import { sessionErrorText } from './errorText';
import { Field, FormError } from './Field';
import { Modal } from './Modal';
import { PhoneInput } from './PhoneInput';
import { PHONE_COUNTRIES, phoneProblem } from './phoneCountries';
import { useSessionRequest } from './useSession';

type Errors = Partial<Record<'login' | 'password' | 'phone' | 'code', string>>;

const PICKABLE_MODES: readonly LoginMode[] = ['login_password', 'phone_password', 'sms'];

/**
 * The login modal (SPEC 3 Auth form modes): login and password, phone and
 * password, SMS code, and the two-step code asked after a correct password.
 */
export function LoginModal(props: { lang: string; onClose: () => void; onSignedIn: () => void; onForgot: () => void }) {
  const { t } = useTranslation();
  const request = useSessionRequest();
  const [mode, setMode] = useState<LoginMode>('login_password');
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [country, setCountry] = useState(PHONE_COUNTRIES[0]!);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [smsSent, setSmsSent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const required = (value: string) => (value.trim() ? undefined : t('session.field.required'));
  const phoneError = () => {
    const problem = phoneProblem(country, phone);
    return problem ? t(problem) : undefined;
  };
  const codeError = () => (/^\d{4,8}$/.test(code) ? undefined : t('session.field.code_format'));

  function validate(): Errors {
    switch (mode) {
      case 'login_password':
        return clean({ login: required(login), password: required(password) });
      case 'phone_password':
        return clean({ phone: phoneError(), password: required(password) });
      case 'sms':
        return clean({ phone: phoneError(), code: smsSent ? codeError() : undefined });
      case 'login_password_two_step_code':
        return clean({ code: codeError() });
    }
  }

  async function settle(answer: SessionAccepted | Rejection) {
    setBusy(false);
    if ('rejected' in answer) {
      setFormError(sessionErrorText(t, answer));
      return;
    }
    const outcome = answer.outcome;
    if (outcome.kind === 'twoStepRequired') {
      setMode('login_password_two_step_code');
      setCode('');
      setFormError(null);
    } else if (outcome.kind === 'codeSent') {
      setSmsSent(true);
      setFormError(null);
    } else if (outcome.kind === 'signedIn') {
      props.onSignedIn();
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0 || busy) return;
    setBusy(true);
    const phoneCode = country.telCode;
    switch (mode) {
      case 'login_password':
        return settle(await request({ kind: 'login', login: login.trim(), password, save: remember }));
      case 'phone_password':
        return settle(await request({ kind: 'loginPhone', phoneCode, phone, password, save: remember }));
      case 'sms':
        return settle(
          await request(smsSent ? { kind: 'loginSms', phoneCode, phone, code, save: remember } : { kind: 'sendSms', phoneCode, phone }),
        );
      case 'login_password_two_step_code':
        return settle(await request({ kind: 'twoStep', code, save: remember }));
    }
  }

  const pick = (next: LoginMode) => {
    setMode(next);
    setErrors({});
    setFormError(null);
    setSmsSent(false);
  };

  return (
    <Modal title={t('session.login.title')} onClose={props.onClose} testId="login-modal">
      {mode !== 'login_password_two_step_code' && (
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
          <Field name="login" label={t('session.field.login')} autoComplete="username" value={login} error={errors.login} onChange={(e) => setLogin(e.target.value)} />
        )}
        {(mode === 'phone_password' || mode === 'sms') && (
          <PhoneInput country={country} phone={phone} error={errors.phone ?? null} onCountry={setCountry} onPhone={setPhone} />
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
        {mode === 'login_password_two_step_code' && <p>{t('session.login.two_step_hint')}</p>}
        {((mode === 'sms' && smsSent) || mode === 'login_password_two_step_code') && (
          <Field name="code" inputMode="numeric" autoComplete="one-time-code" label={t('session.field.code')} value={code} error={errors.code} onChange={(e) => setCode(e.target.value.trim())} />
        )}
        {mode !== 'login_password_two_step_code' && (
          <label className="session-check">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} /> {t('session.login.remember')}
          </label>
        )}
        <FormError text={formError} />
        <div className="session-actions">
          <button type="submit" disabled={busy} data-testid="login-submit">
            {mode === 'sms' && !smsSent ? t('session.login.send_code') : t('session.login.submit')}
          </button>
          <button type="button" className="link" onClick={props.onForgot} data-testid="forgot-password">
            {t('session.login.forgot')}
          </button>
          <Link to={`/${props.lang}/registration`} onClick={props.onClose} data-testid="login-register-link">
            {t('session.login.register')}
          </Link>
        </div>
      </form>
    </Modal>
  );
}

function clean(errors: Record<string, string | undefined>): Errors {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as Errors;
}
