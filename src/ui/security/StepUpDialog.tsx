import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isRejection } from '../../protocol/rejections';
import type { StepUpMethod } from '../../protocol/constants/stepUp';
import { Modal } from '../design/Modal';
import { Field, FormError } from '../session/Field';
import { useSessionRequest } from '../session/useSession';
import { securityErrorText } from './securityError';
import { useSecurityTexts } from './useSecurityTexts';
import './security.css';

/**
 * THE step-up dialog: the player confirms who they are before a sensitive
 * change (a withdrawal, a second factor off, new recovery codes), with the
 * password or, when on, a code of the authenticator app (or, with two-step
 * by e-mail or SMS, a code sent for it). The server says what is offered
 * and decides; `onDone` runs once it answered yes, and the caller retries
 * what was refused, with everything the player had typed still in place.
 */
export function StepUpDialog(props: { onDone: () => void; onCancel: () => void }) {
  const ready = useSecurityTexts();
  const { t } = useTranslation();
  const request = useSessionRequest();
  const [methods, setMethods] = useState<readonly StepUpMethod[]>(['password']);
  const [method, setMethod] = useState<StepUpMethod>('password');
  const [secret, setSecret] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [codeSent, setCodeSent] = useState(false);

  useEffect(() => {
    let live = true;
    void request({ kind: 'stepUpState' }).then((answer) => {
      if (!live || isRejection(answer) || answer.outcome.kind !== 'stepUp') return;
      setMethods(answer.outcome.methods);
    });
    return () => {
      live = false;
    };
  }, [request]);

  function pick(next: StepUpMethod) {
    setMethod(next);
    setSecret('');
    setFieldError(null);
    setFormError(null);
  }

  async function sendCode() {
    setBusy(true);
    setFormError(null);
    const answer = await request({ kind: 'stepUpSendCode' });
    setBusy(false);
    if (isRejection(answer)) return setFormError(securityErrorText(t, answer));
    setCodeSent(true);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    if (!secret.trim()) return setFieldError(t('session.field.required'));
    setFieldError(null);
    setBusy(true);
    const answer = await request(method === 'password' ? { kind: 'stepUp', password: secret } : { kind: 'stepUp', code: secret.trim() });
    setBusy(false);
    if (!isRejection(answer)) return props.onDone();
    const text = securityErrorText(t, answer);
    if (answer.code === 'session.wrong_password' || answer.code === 'session.wrong_code') setFieldError(text);
    else setFormError(text);
  }

  if (!ready) return null;
  const isCode = method !== 'password';
  return (
    <Modal title={t('security.step_up.title')} onClose={props.onCancel} testId="step-up-dialog" size="sm">
      <form onSubmit={(e) => void submit(e)} noValidate aria-busy={busy} className="security-form">
        <p className="session-hint">{t(`security.step_up.hint_${method}`)}</p>
        {methods.length > 1 && (
          <div className="session-tabs" role="group" aria-label={t('security.step_up.methods')}>
            {methods.map((m) => (
              <button key={m} type="button" aria-pressed={method === m} onClick={() => pick(m)} data-testid={`step-up-method-${m}`}>
                {t(`security.step_up.method_${m}`)}
              </button>
            ))}
          </div>
        )}
        {method === 'code' && !codeSent ? (
          <button type="button" disabled={busy} onClick={() => void sendCode()} data-testid="step-up-send-code">
            {t('security.step_up.send_code')}
          </button>
        ) : (
          <Field
            key={method}
            name={isCode ? 'step-up-code' : 'step-up-password'}
            type={isCode ? 'text' : 'password'}
            inputMode={method === 'totp' ? 'text' : isCode ? 'numeric' : undefined}
            autoComplete={isCode ? 'one-time-code' : 'current-password'}
            autoFocus
            label={t(isCode ? 'security.step_up.code' : 'security.step_up.password')}
            value={secret}
            error={fieldError}
            onChange={(e) => setSecret(e.target.value)}
          />
        )}
        <FormError text={formError} />
        <div className="session-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={busy || (method === 'code' && !codeSent)}
            data-testid="step-up-submit"
          >
            {busy ? t('security.common.checking') : t('security.step_up.confirm')}
          </button>
          <button type="button" disabled={busy} onClick={props.onCancel} data-testid="step-up-cancel">
            {t('session.common.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
