import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isRejection, type Rejection } from '../../protocol/rejections';
import type { SessionProjection } from '../../protocol/session';
import { serverFieldErrors, sessionErrorText } from './errorText';
import { Field, FormError } from './Field';
import { useSessionRequest } from './useSession';

/** The authenticator app's section (its own texts and code): fetched when the security dialog opens, never with the page. */
const AuthenticatorSection = lazy(() => import('../security/AuthenticatorSection').then((m) => ({ default: m.AuthenticatorSection })));
const ChangePasswordForm = lazy(() => import('../security/ChangePasswordForm').then((m) => ({ default: m.ChangePasswordForm })));

/** The refusal of POST /user/config/update when the account has nowhere to send codes to. */
const TWO_FACTOR_FIELD = 'field.enable_two_factor_auth';

/**
 * The signed-in player's security settings in the profile menu's security dialog:
 * two-step sign-in on or off (SPEC 3 User config protection_methods). The
 * switch shows what the server's config says, never a guess, and is busy
 * while the change is on its way. Turning it off lowers the protection, so
 * the player confirms with the current password first (the server asks too).
 */
export function SecuritySettings({ session }: { session: SessionProjection }) {
  const { t } = useTranslation();
  const request = useSessionRequest();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmingOff, setConfirmingOff] = useState(false);
  const config = session.config;
  if (!config) return null;
  const on = config.protection_methods.enable_two_factor_auth;

  async function turnOn() {
    setBusy(true);
    setError(null);
    const answer = await request({ kind: 'setTwoFactor', enable: true });
    setBusy(false);
    if (isRejection(answer))
      setError(answer.params?.[TWO_FACTOR_FIELD] !== undefined ? t('session.security.needs_contact') : sessionErrorText(t, answer));
  }

  function toggle() {
    setError(null);
    if (on) setConfirmingOff(true);
    else void turnOn();
  }

  return (
    // In normal flow, not a positioned panel: the dialog's body must scroll it (the authenticator's set-up is tall on a phone).
    <div className="session-security" data-testid="security">
      <label className="session-check">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-checked={on}
          aria-describedby={hintId}
          disabled={busy || confirmingOff}
          onChange={toggle}
          data-testid="two-factor-switch"
        />{' '}
        {t('session.security.two_factor')}
      </label>
      <p id={hintId} className="session-hint">
        {t(on ? 'session.security.two_factor_on' : 'session.security.two_factor_off')}
      </p>
      {confirmingOff && on && <ConfirmTurnOff onDone={() => setConfirmingOff(false)} />}
      {busy && (
        <p role="status" className="session-hint">
          {t('session.security.saving')}
        </p>
      )}
      {error && (
        <p role="alert" className="session-form__error" data-testid="security-error">
          {error}
        </p>
      )}
      <Suspense fallback={null}>
        <AuthenticatorSection />
        <ChangePasswordForm />
      </Suspense>
    </div>
  );
}

/** The current password before two-step sign-in goes off; a wrong one is said under the field and nothing changes. */
function ConfirmTurnOff({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const request = useSessionRequest();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function refused(answer: Rejection) {
    if (answer.code === 'session.wrong_password' || answer.code === 'session.password_required') {
      setFieldError(sessionErrorText(t, answer));
      return setFormError(null);
    }
    const { fields, form } = serverFieldErrors(t, answer, ['password']);
    setFieldError(fields.password ?? null);
    setFormError(form);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    if (!password) return setFieldError(t('session.field.required'));
    setFieldError(null);
    setBusy(true);
    const answer = await request({ kind: 'setTwoFactor', enable: false, password });
    setBusy(false);
    if (isRejection(answer)) return refused(answer);
    onDone();
  }

  return (
    <form onSubmit={submit} noValidate data-testid="two-factor-off-form" aria-busy={busy}>
      <p className="session-hint">{t('session.security.confirm_off_hint')}</p>
      <Field
        name="current-password"
        type="password"
        autoComplete="current-password"
        autoFocus
        label={t('session.security.current_password')}
        value={password}
        error={fieldError}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormError text={formError} />
      <div className="session-actions">
        <button type="submit" disabled={busy} data-testid="two-factor-off-confirm">
          {busy ? t('session.security.saving') : t('session.security.confirm_off')}
        </button>
        <button type="button" disabled={busy} onClick={onDone} data-testid="two-factor-off-cancel">
          {t('session.common.cancel')}
        </button>
      </div>
    </form>
  );
}
