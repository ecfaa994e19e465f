import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../protocol/constants/auth';
import { isRejection } from '../../protocol/rejections';
import { Field, FormError } from '../session/Field';
import { PasswordField } from '../password/PasswordField';
import { serverFieldErrors } from '../session/errorText';
import { useSessionRequest } from '../session/useSession';
import { securityErrorText } from './securityError';
import { useSecurityTexts } from './useSecurityTexts';
import './security.css';

/**
 * A new password: the current one is asked every time (it is the change's
 * step-up on the server), and the player's other devices are signed out.
 * The length rule is the protocol's; the server checks it again.
 */
export function ChangePasswordForm() {
  const ready = useSecurityTexts();
  const { t } = useTranslation();
  const request = useSessionRequest();
  const titleId = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setDone(false);
    setFormError(null);
    const found = {
      ...(current ? {} : { current: t('session.field.required') }),
      ...(next.length >= PASSWORD_MIN_LENGTH && next.length <= PASSWORD_MAX_LENGTH
        ? {}
        : { next: t('security.password.length', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const answer = await request({ kind: 'changePassword', current, next });
    setBusy(false);
    if (!isRejection(answer)) {
      setCurrent('');
      setNext('');
      return setDone(true);
    }
    if (answer.code === 'session.wrong_password') return setErrors({ current: securityErrorText(t, answer) });
    const { fields, form } = serverFieldErrors(t, answer, ['newPassword']);
    setErrors(fields.newPassword ? { next: fields.newPassword } : {});
    setFormError(form);
  }

  if (!ready) return null;
  return (
    <section className="security-section" aria-labelledby={titleId} data-testid="change-password">
      <h3 id={titleId}>{t('security.password.title')}</h3>
      <form className="security-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
        <Field
          name="password-current"
          type="password"
          autoComplete="current-password"
          label={t('security.password.current')}
          value={current}
          error={errors.current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <PasswordField
          name="password-new"
          label={t('security.password.new')}
          value={next}
          error={errors.next}
          onChange={(e) => setNext(e.target.value)}
        />
        <FormError text={formError} />
        {done && (
          <p role="status" className="session-hint" data-testid="password-changed">
            {t('security.password.changed')}
          </p>
        )}
        <div className="session-actions">
          <button type="submit" className="button button--primary" disabled={busy} data-testid="password-change-submit">
            {busy ? t('security.common.checking') : t('security.password.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
