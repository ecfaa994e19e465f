import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CaptchaPromptView } from '../../protocol/session';
import { Field } from './Field';
import { Modal } from '../design/Modal';
import './session.css';
import { useSessionRequest } from './useSession';

/**
 * The captcha challenge the worker put in the session projection (400 with
 * code 100); answered or cancelled here. The picture is the only copy of the
 * question (a text alternative would hand the answer to a bot), so, as most
 * sites do, a player who cannot read it gets another picture or the support
 * contacts: the alt text says what the picture is, never what it shows.
 */
export function CaptchaModal({ captcha, lang }: { captcha: CaptchaPromptView; lang: string }) {
  const { t } = useTranslation();
  const request = useSessionRequest();
  const helpId = useId();
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
    <Modal
      title={t('session.captcha.title')}
      onClose={() => void request({ kind: 'captchaAnswer', id: captcha.id, answer: null })}
      testId="captcha-modal"
    >
      <p>{t('session.captcha.hint')}</p>
      <img
        src={captcha.image}
        alt={t('session.captcha.image_alt')}
        data-testid="captcha-image"
        data-captcha-id={captcha.id}
        width={200}
        height={60}
      />
      <form onSubmit={submit} noValidate>
        <Field
          name="captcha"
          inputMode="numeric"
          autoComplete="off"
          label={t('session.captcha.answer')}
          aria-describedby={helpId}
          value={answer}
          error={error ?? (captcha.wrongAnswer ? t('session.captcha.wrong') : null)}
          onChange={(e) => setAnswer(e.target.value)}
        />
        <p id={helpId} className="session-hint">
          {t('session.captcha.cannot_read')} <Link to={`/${lang}/contacts`}>{t('session.captcha.support')}</Link>
        </p>
        <div className="session-actions">
          <button type="submit" disabled={busy} data-testid="captcha-submit">
            {t('session.captcha.submit')}
          </button>
          <button type="button" data-testid="captcha-refresh" onClick={() => void request({ kind: 'captchaRefresh' })}>
            {t('session.captcha.refresh')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
