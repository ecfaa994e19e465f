import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaPromptView } from '../../protocol/session';
import { Field } from './Field';
import { Modal } from './Modal';
import { useSessionRequest } from './useSession';

/** The captcha challenge the worker put in the session projection (400 with code 100); answered or cancelled here. */
export function CaptchaModal({ captcha }: { captcha: CaptchaPromptView }) {
  const { t } = useTranslation();
  const request = useSessionRequest();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!answer.trim()) return setError(t('session.field.required'));
    setBusy(true);
    setError(null);
    await request({ kind: 'captchaAnswer', id: captcha.id, answer: answer.trim() });
    setBusy(false);
    setAnswer('');
  }

  return (
    <Modal title={t('session.captcha.title')} onClose={() => void request({ kind: 'captchaAnswer', id: captcha.id, answer: null })} testId="captcha-modal">
      <p>{t('session.captcha.hint')}</p>
      <img src={captcha.image} alt={captcha.question} data-testid="captcha-image" />
      <form onSubmit={submit} noValidate>
        <Field
          name="captcha"
          inputMode="numeric"
          label={t('session.captcha.answer')}
          value={answer}
          error={error ?? (captcha.wrongAnswer ? t('session.captcha.wrong') : null)}
          onChange={(e) => setAnswer(e.target.value)}
        />
        <div className="session-actions">
          <button type="submit" disabled={busy} data-testid="captcha-submit">
            {t('session.captcha.submit')}
          </button>
          <button type="button" onClick={() => void request({ kind: 'captchaRefresh' })}>
            {t('session.captcha.refresh')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
