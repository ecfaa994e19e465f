import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../protocol/constants/auth';
import { isRejection, type Rejection } from '../../protocol/rejections';
import { useProjectionSelector } from '../core-access/coreContext';
import { showCredentials } from './credentials';
import { CodeTimer, useSentCode } from './CodeTimer';
import { CurrencySelect, useCurrencyChoice } from './CurrencySelect';
import { serverFieldErrors, sessionErrorText } from './errorText';
import { Field, FormError } from './Field';
import { PasswordField } from '../password/PasswordField';
import { EMPTY_PHONE, PhoneInput, readPhone, usePhoneCatalogue, type PhoneValue } from './PhoneInput';
import { SocialButtons } from './SocialButtons';
import { useReturnAfter } from './useReturns';
import { useSession, useSessionRequest } from './useSession';
import { useFormReports, useFunnelReport } from '../analytics/useFunnel';

type RegType = 'full_reg' | 'fast_reg' | 'phone_reg';
type Bonus = 0 | 1 | 2;
/** SPEC 3 save-credentials options: 0 file, 1 picture, 2 send by e-mail (the server mails them at registration). */
type SaveOption = 0 | 1 | 2;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LOGIN = /^[A-Za-z][A-Za-z0-9_.-]{2,31}$/;

/**
 * A form's state after a refusal: each refused field next to its input, the
 * rest as one message (the currency and the bonus sit above the forms: a
 * refusal of them is that message).
 */
function useRefusal(fieldNames: readonly string[]) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  return {
    errors,
    formError,
    setErrors,
    clear() {
      setErrors({});
      setFormError(null);
    },
    refused(rejection: Rejection) {
      const { fields, form } = serverFieldErrors(t, rejection, fieldNames);
      setErrors(fields);
      setFormError(form);
    },
  };
}

/**
 * Registration (SPEC 3, 4): by e-mail with activation, one click (the
 * generated login and password shown once, saved as a file, a picture or by
 * e-mail), by phone with a code, or (from a social sign-in) soc_reg; the
 * currency of the main account and the welcome bonus for each. Only when the
 * site allows registration. The same form serves the registration page and
 * the header's registration modal (SPEC 2). Afterwards the return rules of
 * SPEC 2 and 4 decide where the player goes, and `onRegistered` tells the
 * holder (the modal closes).
 */
export function RegistrationForm(props: { lang: string; initialType?: string; socialToken?: string | null; onRegistered?: () => void }) {
  const { t } = useTranslation();
  const { lang } = props;
  const allowed = useProjectionSelector('siteConfig', (c) => (c.status === 'ready' ? c.config.isRegistrationAllowed : null));
  const session = useSession();
  const initial = props.initialType;
  const socialToken = props.socialToken ?? null;
  const [type, setType] = useState<RegType>(initial === 'fast_reg' || initial === 'phone_reg' ? initial : 'full_reg');
  const [bonus, setBonus] = useState<Bonus>(0);
  const currency = useCurrencyChoice();
  // Set once a form here registers: the sign-in that follows must not swap the form for "already signed in".
  const [registering, setRegistering] = useState(false);
  const started = () => setRegistering(true);
  const choice: Choice = { lang, bonus, currency: currency.chosen, onDone: props.onRegistered };
  // SPEC 4 registration flow: the page call, the type and bonus chosen, and leaving (the worker drops a leave once signed in).
  const funnel = useFunnelReport();
  const shownType = socialToken !== null ? 'social' : REPORTED_TYPE[type];
  useFormReports('registration', () => ({ step: 'left', form: 'registration', at: shownType, how: 'exit' }));
  const chooseType = (k: RegType) => {
    setType(k);
    if (k !== type) funnel({ step: 'type', type: REPORTED_TYPE[k] });
  };
  const chooseBonus = (b: Bonus) => {
    setBonus(b);
    if (b !== bonus) funnel({ step: 'bonus', bonus: b });
  };

  if (allowed === false) return <p data-testid="registration-closed">{t('session.errors.registration_closed')}</p>;
  if (session?.status === 'signedIn' && !registering)
    return <p data-testid="registration-signed-in">{t('session.register.already_signed_in')}</p>;

  const choices = (
    <>
      <CurrencySelect choice={currency} />
      <fieldset className="session-field">
        <legend>{t('session.register.bonus_label')}</legend>
        {([1, 2, 0] as const).map((b) => (
          <label key={b}>
            <input type="radio" name="bonus" checked={bonus === b} onChange={() => chooseBonus(b)} data-testid={`bonus-${b}`} />{' '}
            {t(`session.register.bonus.${b}`)}
          </label>
        ))}
      </fieldset>
    </>
  );

  if (socialToken !== null) {
    return (
      <>
        <p>{t('session.register.social_hint')}</p>
        {choices}
        <SocialRegistration {...choice} socialToken={socialToken} onStart={started} />
      </>
    );
  }
  return (
    <>
      <div className="session-tabs" role="group" aria-label={t('session.register.type_label')}>
        {(['full_reg', 'fast_reg', 'phone_reg'] as const).map((k) => (
          <button key={k} type="button" aria-pressed={type === k} data-testid={`reg-type-${k}`} onClick={() => chooseType(k)}>
            {t(`session.register.type.${k}`)}
          </button>
        ))}
      </div>
      {choices}
      {type === 'full_reg' && <FullRegistration {...choice} />}
      {type === 'fast_reg' && <FastRegistration {...choice} onStart={started} />}
      {type === 'phone_reg' && <PhoneRegistration {...choice} onStart={started} />}
      <SocialButtons lang={lang} returnUrl={`/${lang}`} onChoose={() => funnel({ step: 'type', type: 'social' })} />
    </>
  );
}

/** The form's types as analytics names them. */
const REPORTED_TYPE = { full_reg: 'full', fast_reg: 'fast', phone_reg: 'phone' } as const;

/** What every registration type sends besides its own fields. */
interface Choice {
  readonly lang: string;
  readonly bonus: Bonus;
  /** ISO code; null: the server's default (the list could not be loaded). */
  readonly currency: string | null;
  readonly onDone: (() => void) | undefined;
}

/** The chosen currency as the request field: absent when the server's default applies. */
function currencyField(currency: string | null): { currency?: string } {
  return currency === null ? {} : { currency };
}

function FullRegistration({ lang, bonus, currency }: Choice) {
  const { t } = useTranslation();
  const request = useSessionRequest();
  const form = useRefusal(['email', 'login', 'password']);
  const [email, setEmail] = useState('');
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!EMAIL.test(email.trim())) found.email = t('session.field.email_format');
    if (login && !LOGIN.test(login)) found.login = t('session.field.login_format');
    if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
      found.password = t('session.field.password_length', {
        min: PASSWORD_MIN_LENGTH,
        max: PASSWORD_MAX_LENGTH,
        count: PASSWORD_MAX_LENGTH,
      });
    if (repeat !== password) found.repeat = t('session.field.password_mismatch');
    form.clear();
    form.setErrors(found);
    if (Object.keys(found).length > 0 || busy) return;
    setBusy(true);
    const answer = await request({
      kind: 'registerFull',
      email: email.trim(),
      password,
      ...(login ? { login } : {}),
      bonus,
      ...currencyField(currency),
      lng: lang,
    });
    setBusy(false);
    if (isRejection(answer)) return form.refused(answer);
    setSent(true);
  }

  if (sent) return <p data-testid="activation-sent">{t('session.register.activation_sent', { email: email.trim() })}</p>;
  return (
    <form onSubmit={submit} noValidate>
      <Field
        name="email"
        type="email"
        autoComplete="email"
        label={t('session.field.email')}
        value={email}
        error={form.errors.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Field
        name="login"
        autoComplete="username"
        label={t('session.field.login_optional')}
        value={login}
        error={form.errors.login}
        onChange={(e) => setLogin(e.target.value)}
      />
      <PasswordField
        name="password"
        userInputs={[email, login]}
        label={t('session.field.password')}
        value={password}
        error={form.errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Field
        name="repeat"
        type="password"
        autoComplete="new-password"
        label={t('session.field.repeat_password')}
        value={repeat}
        error={form.errors.repeat}
        onChange={(e) => setRepeat(e.target.value)}
      />
      <FormError text={form.formError} />
      <button type="submit" disabled={busy} data-testid="register-submit">
        {t('session.register.submit')}
      </button>
    </form>
  );
}

function FastRegistration({ lang, bonus, currency, onDone, onStart }: Choice & { onStart: () => void }) {
  const { t } = useTranslation();
  const request = useSessionRequest();
  const returnAfter = useReturnAfter(lang);
  const form = useRefusal(['email', 'saveOption']);
  const [saveOption, setSaveOption] = useState<SaveOption>(0);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  async function register(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    form.clear();
    // Save option 2: the server mails the credentials with the registration (it never keeps the password to mail later).
    if (saveOption === 2 && !EMAIL.test(email.trim())) return form.setErrors({ email: t('session.field.email_format') });
    setBusy(true);
    onStart();
    const answer = await request({
      kind: 'registerFast',
      bonus,
      saveOption,
      ...(saveOption === 2 ? { email: email.trim() } : {}),
      ...currencyField(currency),
      lng: lang,
    });
    setBusy(false);
    if (isRejection(answer)) return form.refused(answer);
    if (answer.outcome.kind !== 'registered') return;
    // Shown by the header, once: signing in takes the player off this guest-only page.
    showCredentials({ login: answer.outcome.login, password: answer.outcome.password, sentTo: answer.outcome.sentTo, saveOption });
    await returnAfter('registration');
    onDone?.();
  }

  return (
    <form onSubmit={register} noValidate>
      <p>{t('session.register.fast_hint')}</p>
      <fieldset className="session-field">
        <legend>{t('session.register.save_label')}</legend>
        {([0, 1, 2] as const).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="save-option"
              checked={saveOption === option}
              onChange={() => setSaveOption(option)}
              data-testid={`save-option-${option}`}
            />{' '}
            {t(`session.register.save.${(['file', 'picture', 'email'] as const)[option]}`)}
          </label>
        ))}
      </fieldset>
      {saveOption === 2 && (
        <Field
          name="email"
          type="email"
          autoComplete="email"
          label={t('session.field.email')}
          value={email}
          error={form.errors.email}
          onChange={(e) => setEmail(e.target.value)}
        />
      )}
      <FormError text={form.formError} />
      <button type="submit" disabled={busy} data-testid="register-submit">
        {t('session.register.submit')}
      </button>
    </form>
  );
}

function PhoneRegistration({ lang, bonus, currency, onDone, onStart }: Choice & { onStart: () => void }) {
  const { t } = useTranslation();
  const request = useSessionRequest();
  const returnAfter = useReturnAfter(lang);
  const { catalogue, failed } = usePhoneCatalogue();
  const form = useRefusal(['phone', 'code', 'password']);
  const [phone, setPhone] = useState<PhoneValue>(EMPTY_PHONE);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const sentCode = useSentCode();
  const codeSent = sentCode.sent !== null;
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const read = readPhone(catalogue, phone);
    if (!read.ok) found.phone = t(failed ? 'session.field.phone_countries_failed' : read.problem);
    if (codeSent && !/^\d{4,8}$/.test(code)) found.code = t('session.field.code_format');
    if (codeSent && (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH))
      found.password = t('session.field.password_length', {
        min: PASSWORD_MIN_LENGTH,
        max: PASSWORD_MAX_LENGTH,
        count: PASSWORD_MAX_LENGTH,
      });
    form.clear();
    form.setErrors(found);
    if (Object.keys(found).length > 0 || busy || !read.ok) return;
    setBusy(true);
    if (codeSent) onStart();
    const answer = codeSent
      ? await request({ kind: 'registerPhoneApprove', phoneCode: read.phoneCode, phone: read.phone, code, password })
      : await request({
          kind: 'registerPhone',
          phoneCode: read.phoneCode,
          phone: read.phone,
          bonus,
          ...currencyField(currency),
          lng: lang,
        });
    setBusy(false);
    if (isRejection(answer)) {
      // SPEC 8: a wrong code and a code whose time is up are told apart, next to the code.
      if (answer.code === 'session.wrong_code' || answer.code === 'session.time_up')
        return form.setErrors({ code: sessionErrorText(t, answer) });
      sentCode.onRefused(answer);
      return form.refused(answer);
    }
    if (answer.outcome.kind === 'codeSent') return sentCode.onSent(answer.outcome);
    await returnAfter('registration');
    onDone?.();
  }

  /** "Send again": a new registration code to the number in the field. */
  async function resend() {
    const read = readPhone(catalogue, phone);
    form.clear();
    if (!read.ok) return form.setErrors({ phone: t(failed ? 'session.field.phone_countries_failed' : read.problem) });
    if (busy) return;
    setBusy(true);
    const answer = await request({
      kind: 'registerPhone',
      phoneCode: read.phoneCode,
      phone: read.phone,
      bonus,
      ...currencyField(currency),
      lng: lang,
    });
    setBusy(false);
    if (isRejection(answer)) {
      sentCode.onRefused(answer);
      return form.refused(answer);
    }
    sentCode.onSent(answer.outcome);
  }

  return (
    <form onSubmit={submit} noValidate>
      <PhoneInput catalogue={catalogue} value={phone} error={form.errors.phone ?? null} onChange={setPhone} />
      {codeSent && (
        <>
          <Field
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            label={t('session.field.code')}
            value={code}
            error={form.errors.code}
            onChange={(e) => setCode(e.target.value.trim())}
          />
          {sentCode.sent && <CodeTimer sent={sentCode.sent} busy={busy} onResend={() => void resend()} />}
          <PasswordField
            name="password"
            label={t('session.field.password')}
            value={password}
            error={form.errors.password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </>
      )}
      <FormError text={form.formError} />
      <button type="submit" disabled={busy} data-testid="register-submit">
        {codeSent ? t('session.register.submit') : t('session.login.send_code')}
      </button>
    </form>
  );
}

/** soc_reg: the identity came from the provider; the player picks the bonus and confirms. */
function SocialRegistration({
  lang,
  bonus,
  currency,
  onDone,
  socialToken,
  onStart,
}: Choice & { socialToken: string; onStart: () => void }) {
  const { t } = useTranslation();
  const request = useSessionRequest();
  const returnAfter = useReturnAfter(lang);
  const form = useRefusal([]);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    form.clear();
    setBusy(true);
    onStart();
    const answer = await request({ kind: 'registerSocial', socialToken, bonus, ...currencyField(currency), lng: lang });
    setBusy(false);
    if (isRejection(answer)) return form.refused(answer);
    await returnAfter('registration');
    onDone?.();
  }

  return (
    <form onSubmit={submit} noValidate data-testid="social-registration">
      <FormError text={form.formError} />
      <button type="submit" disabled={busy} data-testid="register-submit">
        {t('session.register.submit')}
      </button>
    </form>
  );
}
