import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../protocol/schemas/auth';
import type { PageProps } from '../pages/registry';
import { useProjectionSelector } from '../app/coreContext';
import { sessionErrorText } from './errorText';
import { Field, FormError } from './Field';
import { PhoneInput } from './PhoneInput';
import { PHONE_COUNTRIES, phoneProblem } from './phoneCountries';
import { useSession, useSessionRequest } from './useSession';

type RegType = 'full_reg' | 'fast_reg' | 'phone_reg';
type Bonus = 0 | 1 | 2;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LOGIN = /^[A-Za-z][A-Za-z0-9_.-]{2,31}$/;

/**
 * Registration (SPEC 3, 4): by e-mail with activation, one click (the
 * generated login and password shown once, with save options), or by phone
 * with a code. Only when the site allows registration (the route guard
 * already answers 404 otherwise; this is the page's own check).
 */
export function RegistrationPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const allowed = useProjectionSelector('siteConfig', (c) => (c.status === 'ready' ? c.config.isRegistrationAllowed : null));
  const session = useSession();
  const initial = resolution.query.type;
  const [type, setType] = useState<RegType>(initial === 'fast_reg' || initial === 'phone_reg' ? initial : 'full_reg');
  const [bonus, setBonus] = useState<Bonus>(0);

  if (allowed === false) return <p data-testid="registration-closed">{t('session.errors.registration_closed')}</p>;
  if (session?.status === 'signedIn' && type !== 'fast_reg') return <p data-testid="registration-signed-in">{t('session.register.already_signed_in')}</p>;

  return (
    <section className="page" aria-labelledby="reg-title" data-testid="registration-page">
      <h1 id="reg-title">{t('session.register.title')}</h1>
      <div className="session-tabs" role="group" aria-label={t('session.register.type_label')}>
        {(['full_reg', 'fast_reg', 'phone_reg'] as const).map((k) => (
          <button key={k} type="button" aria-pressed={type === k} data-testid={`reg-type-${k}`} onClick={() => setType(k)}>
            {t(`session.register.type.${k}`)}
          </button>
        ))}
      </div>
      <fieldset className="session-field">
        <legend>{t('session.register.bonus_label')}</legend>
        {([1, 2, 0] as const).map((b) => (
          <label key={b}>
            <input type="radio" name="bonus" checked={bonus === b} onChange={() => setBonus(b)} data-testid={`bonus-${b}`} /> {t(`session.register.bonus.${b}`)}
          </label>
        ))}
      </fieldset>
      {type === 'full_reg' && <FullRegistration lang={lang} bonus={bonus} />}
      {type === 'fast_reg' && <FastRegistration lang={lang} bonus={bonus} />}
      {type === 'phone_reg' && <PhoneRegistration lang={lang} bonus={bonus} />}
    </section>
  );
}

function FullRegistration({ lang, bonus }: { lang: string; bonus: Bonus }) {
  const { t } = useTranslation();
  const request = useSessionRequest();
  const [email, setEmail] = useState('');
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!EMAIL.test(email.trim())) found.email = t('session.field.email_format');
    if (login && !LOGIN.test(login)) found.login = t('session.field.login_format');
    if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
      found.password = t('session.field.password_length', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
    if (repeat !== password) found.repeat = t('session.field.password_mismatch');
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0 || busy) return;
    setBusy(true);
    const answer = await request({ kind: 'registerFull', email: email.trim(), password, ...(login ? { login } : {}), bonus, lng: lang });
    setBusy(false);
    if ('rejected' in answer) {
      if (answer.code === 'session.login_taken') return setErrors({ login: sessionErrorText(t, answer) });
      return setFormError(sessionErrorText(t, answer));
    }
    setSent(true);
  }

  if (sent) return <p data-testid="activation-sent">{t('session.register.activation_sent', { email: email.trim() })}</p>;
  return (
    <form onSubmit={submit} noValidate>
      <Field name="email" type="email" autoComplete="email" label={t('session.field.email')} value={email} error={errors.email} onChange={(e) => setEmail(e.target.value)} />
      <Field name="login" autoComplete="username" label={t('session.field.login_optional')} value={login} error={errors.login} onChange={(e) => setLogin(e.target.value)} />
      <Field name="password" type="password" autoComplete="new-password" label={t('session.field.password')} value={password} error={errors.password} onChange={(e) => setPassword(e.target.value)} />
      <Field name="repeat" type="password" autoComplete="new-password" label={t('session.field.repeat_password')} value={repeat} error={errors.repeat} onChange={(e) => setRepeat(e.target.value)} />
      <FormError text={formError} />
      <button type="submit" disabled={busy} data-testid="register-submit">
        {t('session.register.submit')}
      </button>
    </form>
  );
}

function FastRegistration({ lang, bonus }: { lang: string; bonus: Bonus }) {
  const { t } = useTranslation();
  const request = useSessionRequest();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [credentials, setCredentials] = useState<{ login: string; password: string | null; sentTo: string | null } | null>(null);
  const [busy, setBusy] = useState(false);

  async function register(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    setBusy(true);
    const answer = await request({ kind: 'registerFast', bonus, saveOption: 0, lng: lang });
    setBusy(false);
    if ('rejected' in answer) return setFormError(sessionErrorText(t, answer));
    if (answer.outcome.kind === 'registered') setCredentials(answer.outcome);
  }

  if (!credentials) {
    return (
      <form onSubmit={register} noValidate>
        <p>{t('session.register.fast_hint')}</p>
        <FormError text={formError} />
        <button type="submit" disabled={busy} data-testid="register-submit">
          {t('session.register.submit')}
        </button>
      </form>
    );
  }

  const text = `${t('session.field.login')}: ${credentials.login}\n${t('session.field.password')}: ${credentials.password ?? ''}\n`;
  const saveFile = () => download(new Blob([text], { type: 'text/plain' }), 'credentials.txt');
  const savePicture = () => download(credentialsPicture(text), 'credentials.svg');
  // The server mails the credentials only at registration (save option 2); afterwards the player's mail app takes them.
  const mail = () => {
    if (!EMAIL.test(email.trim())) return setEmailError(t('session.field.email_format'));
    setEmailError(null);
    window.location.href = `mailto:${encodeURIComponent(email.trim())}?subject=${encodeURIComponent(t('session.register.credentials_title'))}&body=${encodeURIComponent(text)}`;
  };

  return (
    <div data-testid="fast-credentials">
      <h2>{t('session.register.credentials_title')}</h2>
      <p>{t('session.register.credentials_once')}</p>
      <dl className="session-credentials">
        <dt>{t('session.field.login')}</dt>
        <dd data-testid="fast-login">{credentials.login}</dd>
        <dt>{t('session.field.password')}</dt>
        <dd data-testid="fast-password">{credentials.password}</dd>
      </dl>
      <div className="session-actions">
        <button type="button" onClick={saveFile} data-testid="save-file">
          {t('session.register.save.file')}
        </button>
        <button type="button" onClick={savePicture} data-testid="save-picture">
          {t('session.register.save.picture')}
        </button>
      </div>
      <Field name="email" type="email" label={t('session.field.email')} value={email} error={emailError} onChange={(e) => setEmail(e.target.value)} />
      <div className="session-actions">
        <button type="button" onClick={mail} data-testid="save-email">
          {t('session.register.save.email')}
        </button>
        <button type="button" onClick={() => navigate(`/${lang}`)} data-testid="fast-continue">
          {t('session.register.continue')}
        </button>
      </div>
    </div>
  );
}

function PhoneRegistration({ lang, bonus }: { lang: string; bonus: Bonus }) {
  const { t } = useTranslation();
  const request = useSessionRequest();
  const navigate = useNavigate();
  const [country, setCountry] = useState(PHONE_COUNTRIES[0]!);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const problem = phoneProblem(country, phone);
    if (problem) found.phone = t(problem);
    if (codeSent && !/^\d{4,8}$/.test(code)) found.code = t('session.field.code_format');
    if (codeSent && (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH))
      found.password = t('session.field.password_length', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0 || busy) return;
    setBusy(true);
    const answer = codeSent
      ? await request({ kind: 'registerPhoneApprove', phoneCode: country.telCode, phone, code, password })
      : await request({ kind: 'registerPhone', phoneCode: country.telCode, phone, bonus, lng: lang });
    setBusy(false);
    if ('rejected' in answer) {
      if (answer.code === 'session.wrong_code' || answer.code === 'session.time_up') return setErrors({ code: sessionErrorText(t, answer) });
      return setFormError(sessionErrorText(t, answer));
    }
    if (answer.outcome.kind === 'codeSent') setCodeSent(true);
    else navigate(`/${lang}`);
  }

  return (
    <form onSubmit={submit} noValidate>
      <PhoneInput country={country} phone={phone} error={errors.phone ?? null} onCountry={setCountry} onPhone={setPhone} />
      {codeSent && (
        <>
          <Field name="code" inputMode="numeric" label={t('session.field.code')} value={code} error={errors.code} onChange={(e) => setCode(e.target.value.trim())} />
          <Field name="password" type="password" autoComplete="new-password" label={t('session.field.password')} value={password} error={errors.password} onChange={(e) => setPassword(e.target.value)} />
        </>
      )}
      <FormError text={formError} />
      <button type="submit" disabled={busy} data-testid="register-submit">
        {codeSent ? t('session.register.submit') : t('session.login.send_code')}
      </button>
    </form>
  );
}

function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function credentialsPicture(text: string): Blob {
  const lines = text.trim().split('\n');
  const escape = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const body = lines.map((line, i) => `<text x="16" y="${32 + i * 28}" font-family="monospace" font-size="18">${escape(line)}</text>`).join('');
  return new Blob([`<svg xmlns="http://www.w3.org/2000/svg" width="480" height="${48 + lines.length * 28}"><rect width="100%" height="100%" fill="#fff"/>${body}</svg>`], {
    type: 'image/svg+xml',
  });
}
