import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { isRejection, type Rejection } from '../../protocol/rejections';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../protocol/constants/auth';
import type { RecoveryTargetInput } from '../../protocol/session';
import { CodeTimer, useSentCode } from './CodeTimer';
import { serverFieldErrors, sessionErrorText } from './errorText';
import { Field, FormError } from './Field';
import { PasswordField } from '../password/PasswordField';

/** Only a player who set a security question meets it: its field and texts load then. */
const SecurityAnswerField = lazy(() => import('../password/SecurityAnswerField'));
import { Modal } from '../design/Modal';
import './session.css';
import { EMPTY_PHONE, PhoneInput, readPhone, usePhoneCatalogue, type PhoneValue } from './PhoneInput';
import { useSessionRequest } from './useSession';
import { useFormReports } from '../analytics/useFunnel';

type Step = 'target' | 'code' | 'password' | 'done';
type By = 'login' | 'phone';
const FIELDS = ['login', 'phone', 'code', 'password'] as const;

/**
 * Password recovery (SPEC 4): ask for a code by login or e-mail, or by phone
 * (SMS); approve it; save a new password. A wrong code and a code whose time
 * is up are told apart.
 */
export function RecoveryModal(props: { onClose: () => void; onLogin: () => void }) {
  const { t } = useTranslation();
  const request = useSessionRequest();
  const [step, setStep] = useState<Step>('target');
  const [by, setBy] = useState<By>('login');
  const { catalogue, failed: phonesFailed } = usePhoneCatalogue();
  const [phone, setPhone] = useState<PhoneValue>(EMPTY_PHONE);
  const [target, setTarget] = useState<RecoveryTargetInput | null>(null);
  const [login, setLogin] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [resetToken, setResetToken] = useState('');
  const [question, setQuestion] = useState<number | null>(null);
  const [securityAnswer, setSecurityAnswer] = useState('');
  const [fieldError, setFieldError] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sentCode = useSentCode();
  // SPEC 4 recovery flow: the call, and leaving before the new password was saved (its cancel button, or closed otherwise).
  const cancelled = useRef(false);
  useFormReports('recovery', () =>
    step === 'done' ? null : { step: 'left', form: 'recovery', at: step, how: cancelled.current ? 'cancel' : 'exit' },
  );
  const cancel = () => {
    cancelled.current = true;
    props.onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    if (step === 'target') {
      let asked: RecoveryTargetInput;
      if (by === 'login') {
        if (!login.trim()) return setFieldError({ login: t('session.field.required') });
        asked = { login: login.trim() };
      } else {
        const read = readPhone(catalogue, phone);
        if (!read.ok) return setFieldError({ phone: t(phonesFailed ? 'session.field.phone_countries_failed' : read.problem) });
        asked = { phone_number: read.phone, phone_code: read.phoneCode };
      }
      setFieldError({});
      setBusy(true);
      const answer = await request({ kind: 'recoveryRequest', target: asked });
      setBusy(false);
      if (isRejection(answer)) return refused(answer);
      sentCode.onSent(answer.outcome);
      setTarget(asked);
      setStep('code');
    } else if (step === 'code' && target) {
      if (!/^\d{4,8}$/.test(code)) return setFieldError({ code: t('session.field.code_format') });
      setFieldError({});
      setBusy(true);
      const answer = await request({ kind: 'recoveryCheck', target, code });
      setBusy(false);
      if (isRejection(answer)) {
        // SPEC 8: a wrong code and an expired one say different things, next to the code.
        if (answer.code === 'session.wrong_code' || answer.code === 'session.time_up')
          return setFieldError({ code: sessionErrorText(t, answer) });
        return setFormError(sessionErrorText(t, answer));
      }
      if (answer.outcome.kind === 'resetToken') {
        setResetToken(answer.outcome.resetToken);
        setQuestion(answer.outcome.securityQuestion ?? null);
      }
      setStep('password');
    } else if (step === 'password') {
      const errors: Record<string, string> = {};
      if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
        errors.password = t('session.field.password_length', {
          min: PASSWORD_MIN_LENGTH,
          max: PASSWORD_MAX_LENGTH,
          count: PASSWORD_MAX_LENGTH,
        });
      if (repeat !== password) errors.repeat = t('session.field.password_mismatch');
      setFieldError(errors);
      if (Object.keys(errors).length > 0) return;
      setBusy(true);
      const answer = await request({ kind: 'recoverySet', resetToken, password, ...(question !== null ? { securityAnswer } : {}) });
      setBusy(false);
      if (isRejection(answer) && answer.code === 'session.wrong_answer')
        return setFieldError({ securityAnswer: sessionErrorText(t, answer) });
      if (isRejection(answer)) return refused(answer);
      setStep('done');
    }
  }

  /** "Send again": a new code for the same target; the old one stops counting. */
  async function resend() {
    if (busy || !target) return;
    setFormError(null);
    setFieldError({});
    setBusy(true);
    const answer = await request({ kind: 'recoveryRequest', target });
    setBusy(false);
    if (isRejection(answer)) return refused(answer);
    sentCode.onSent(answer.outcome);
    setCode('');
  }

  function refused(answer: Rejection) {
    sentCode.onRefused(answer);
    const { fields, form } = serverFieldErrors(t, answer, FIELDS);
    setFieldError(fields);
    setFormError(form);
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
          {step === 'target' && (
            <>
              <div className="session-tabs" role="group" aria-label={t('session.recovery.by_label')}>
                {(['login', 'phone'] as const).map((b) => (
                  <button
                    key={b}
                    type="button"
                    aria-pressed={by === b}
                    data-testid={`recovery-by-${b}`}
                    onClick={() => (setBy(b), setFieldError({}))}
                  >
                    {t(`session.recovery.by.${b}`)}
                  </button>
                ))}
              </div>
              {by === 'login' ? (
                <Field
                  name="login"
                  label={t('session.recovery.target')}
                  value={login}
                  error={fieldError.login}
                  onChange={(e) => setLogin(e.target.value)}
                />
              ) : (
                <PhoneInput catalogue={catalogue} value={phone} error={fieldError.phone ?? null} onChange={setPhone} />
              )}
            </>
          )}
          {step === 'code' && (
            <>
              <p>{t(by === 'phone' ? 'session.recovery.code_sent_sms' : 'session.recovery.code_sent')}</p>
              <Field
                name="code"
                inputMode="numeric"
                label={t('session.field.code')}
                value={code}
                error={fieldError.code}
                onChange={(e) => setCode(e.target.value.trim())}
              />
              {sentCode.sent && <CodeTimer sent={sentCode.sent} busy={busy} onResend={() => void resend()} />}
            </>
          )}
          {step === 'password' && (
            <>
              {question !== null && (
                <Suspense fallback={null}>
                  <SecurityAnswerField
                    questionId={question}
                    value={securityAnswer}
                    error={fieldError.securityAnswer}
                    onChange={setSecurityAnswer}
                  />
                </Suspense>
              )}
              <PasswordField
                name="password"
                label={t('session.field.new_password')}
                value={password}
                error={fieldError.password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <Field
                name="repeat"
                type="password"
                autoComplete="new-password"
                label={t('session.field.repeat_password')}
                value={repeat}
                error={fieldError.repeat}
                onChange={(e) => setRepeat(e.target.value)}
              />
            </>
          )}
          <FormError text={formError} />
          <div className="session-actions">
            <button type="submit" disabled={busy} data-testid="recovery-submit">
              {t(step === 'target' ? 'session.recovery.send' : step === 'code' ? 'session.recovery.check' : 'session.recovery.save')}
            </button>
            <button type="button" onClick={cancel}>
              {t('session.common.cancel')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
