import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useShellCore } from './shellCore';

type Stage = 'closed' | 'options' | 'callback' | 'email' | 'sent';

/**
 * SPEC 4 Support button: closed, options open, then the callback form (signed-in
 * players only) or the e-mail form; the chat option only with a consultant id.
 * Escape closes it and gives focus back to the button.
 */
export function SupportButton({ lang, signedIn, consultantId }: { lang: string; signedIn: boolean; consultantId: string | null }) {
  const { t } = useTranslation();
  const core = useShellCore();
  const { pathname } = useLocation();
  const [stage, setStage] = useState<Stage>('closed');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const panelId = useId();

  const submit = (kind: 'callback' | 'email') => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const result = await core
      .sendSupportRequest({ kind, name: String(data.get('name') ?? ''), contact: String(data.get('contact') ?? ''), message: String(data.get('message') ?? ''), lang, page: pathname })
      .catch(() => ({ status: 'error' as const, message: '' }));
    setBusy(false);
    if (result.status === 'ok') setStage('sent');
    else setError(t('shell.support.failed'));
  };

  return (
    <div className="shell-support" data-testid="support" data-stage={stage} onKeyDown={(e) => e.key === 'Escape' && setStage('closed')}>
      {stage !== 'closed' && (
        <div id={panelId} className="shell-support__panel" role="dialog" aria-label={t('shell.support.title')}>
          {stage === 'options' && (
            <ul className="shell-support__options">
              {consultantId && (
                <li>
                  <button type="button" className="button" data-testid="support-chat">
                    {t('shell.support.chat')}
                  </button>
                </li>
              )}
              {signedIn && (
                <li>
                  <button type="button" className="button" data-testid="support-callback" onClick={() => setStage('callback')}>
                    {t('shell.support.callback')}
                  </button>
                </li>
              )}
              <li>
                <button type="button" className="button" data-testid="support-email" onClick={() => setStage('email')}>
                  {t('shell.support.email')}
                </button>
              </li>
            </ul>
          )}
          {(stage === 'callback' || stage === 'email') && (
            <form className="shell-support__form" data-testid={`support-form-${stage}`} onSubmit={submit(stage)}>
              <label>
                {t('shell.support.name')}
                <input name="name" required maxLength={100} autoComplete="name" />
              </label>
              <label>
                {t(stage === 'callback' ? 'shell.support.phone' : 'shell.support.address')}
                <input name="contact" required type={stage === 'callback' ? 'tel' : 'email'} autoComplete={stage === 'callback' ? 'tel' : 'email'} />
              </label>
              {stage === 'email' && (
                <label>
                  {t('shell.support.message')}
                  <textarea name="message" required maxLength={2000} rows={3} />
                </label>
              )}
              <button type="submit" className="button button--primary" aria-busy={busy} disabled={busy}>
                {t('shell.support.send')}
              </button>
              {error && <p role="alert">{error}</p>}
            </form>
          )}
          {stage === 'sent' && <p role="status">{t('shell.support.sent')}</p>}
        </div>
      )}
      <button
        type="button"
        className="button button--primary shell-support__toggle"
        aria-expanded={stage !== 'closed'}
        aria-controls={panelId}
        data-testid="support-button"
        onClick={() => setStage(stage === 'closed' ? 'options' : 'closed')}
      >
        {t(stage === 'closed' ? 'shell.support.open' : 'shell.support.close')}
      </button>
    </div>
  );
}
