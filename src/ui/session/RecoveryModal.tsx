import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../protocol/schemas/auth';
import { sessionErrorText } from './errorText';
import { Field, FormError } from './Field';
import { Modal } from './Modal';
import { useSessionRequest } from './useSession';

type Step = 'target' | 'code' | 'password' | 'done';

/**
 * Password recovery (SPEC 4): ask for a code, approve it, save a new
 * password. A wrong code and a code whose time is up are told apart.
 */
export function RecoveryModal(props: { onClose: () => void; onLogin: () => void }) {
  const { t } = useTranslation();
  const request = useSessionRequest();
  const [step, setStep] = useState<Step>('target');
  const [login, setLogin] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [resetToken, setResetToken] = useState('');
  const [fieldError, setFieldError] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const target = { login: login.trim() };
    if (step === 'target') {
      if (!target.login) return setFieldError({ login: t('session.field.required') });
      setFieldError({});
      setBusy(true);
      const answer = await request({ kind: 'recoveryRequest', target });
      setBusy(false);
      if ('rejected' in answer) return setFormError(sessionErrorText(t, answer));
      setStep('code');
    } else if (step === 'code') {
      if (!/^\d{4,8}$/.test(code)) return setFieldError({ code: t('session.field.code_format') });
      setFieldError({});
      setBusy(true);
      const answer = await request({ kind: 'recoveryCheck', target, code });
      setBusy(false);
      if ('rejected' in answer) {
        // SPEC 8: a wrong code and an expired one say different things, next to the code.
        if (answer.code === 'session.wrong_code' || answer.code === 'session.time_up') return setFieldError({ code: sessionErrorText(t, answer) });
        return setFormError(sessionErrorText(t, answer));
      }
      if (answer.outcome.kind === 'resetToken') setResetToken(answer.outcome.resetToken);
      setStep('password');
    } else if (step === 'password') {
      const errors: Record<string, string> = {};
      if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
        errors.password = t('session.field.password_length', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
      if (repeat !== password) errors.repeat = t('session.field.password_mismatch');
      setFieldError(errors);
      if (Object.keys(errors).length > 0) return;
      setBusy(true);
      const answer = await request({ kind: 'recoverySet', resetToken, password });
      setBusy(false);
      if ('rejected' in answer) return setFormError(sessionErrorText(t, answer));
      setStep('done');
    }
  }

  return (
    <Modal title={t('session.recovery.title')} onClose={props.onClose} testId="recovery-modal">
      {step === 'done' ? (
        <>
          <p data-testid="recovery-done">{t('session.recovery.done')}</p>
          <div className="session-actions">
            <button type="button" onClick={props.onLogin}>
              {t('session.header.login')}
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          {step === 'target' && <Field name="login" label={t('session.recovery.target')} value={login} error={fieldError.login} onChange={(e) => setLogin(e.target.value)} />}
          {step === 'code' && (
            <>
              <p>{t('session.recovery.code_sent')}</p>
              <Field name="code" inputMode="numeric" label={t('session.field.code')} value={code} error={fieldError.code} onChange={(e) => setCode(e.target.value.trim())} />
            </>
          )}
          {step === 'password' && (
            <>
              <Field name="password" type="password" autoComplete="new-password" label={t('session.field.new_password')} value={password} error={fieldError.password} onChange={(e) => setPassword(e.target.value)} />
              <Field name="repeat" type="password" autoComplete="new-password" label={t('session.field.repeat_password')} value={repeat} error={fieldError.repeat} onChange={(e) => setRepeat(e.target.value)} />
            </>
          )}
          <FormError text={formError} />
          <div className="session-actions">
            <button type="submit" disabled={busy} data-testid="recovery-submit">
              {t(step === 'target' ? 'session.recovery.send' : step === 'code' ? 'session.recovery.check' : 'session.recovery.save')}
            </button>
            <button type="button" onClick={props.onClose}>
              {t('session.common.cancel')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
