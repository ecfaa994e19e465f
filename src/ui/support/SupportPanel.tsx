import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EmbeddedApp } from '../apps/EmbeddedApp';
import { AnchoredPopover } from '../design/Popover';
import { useShellCore } from '../shell/shellCore';
import { historyHref } from './historyLink';
import { useModalTexts } from './modalTexts';
import type { SupportPanelProps, SupportStage } from './panelProps';
import { supportFailureText } from './supportFailure';

/**
 * SPEC 4 Support button, its panel: the options, then the call back form,
 * the e-mail form or the chat (their own app). An anchored popover: focus
 * moves in when it opens and to the first field of each next stage (the
 * pressed option is gone), Escape closes it and gives focus back to the
 * button, a click elsewhere closes it.
 */
export function SupportPanel({ lang, offer, playerName, chat, onChat, anchor, panelId, stage, onStage, onClose }: SupportPanelProps) {
  const { t } = useTranslation();
  const core = useShellCore();
  const location = useLocation();
  const { pathname } = location;
  // "My requests" is a signed-in player's; its text comes with the modals' texts.
  const historyTexts = useModalTexts();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  useEffect(() => {
    // The popover focuses its first control when it opens; each later stage takes focus to its own first control.
    if (first.current) {
      first.current = false;
      return;
    }
    body.current?.querySelector<HTMLElement>('button, input, textarea')?.focus();
  }, [stage]);

  const open = (next: SupportStage) => () => {
    setError(null);
    onStage(next);
  };

  const submit = (kind: 'callback' | 'email') => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const result = await core
      .sendSupportRequest({
        kind,
        name: String(data.get('name') ?? ''),
        contact: String(data.get('contact') ?? ''),
        message: String(data.get('message') ?? ''),
        lang,
        page: pathname,
      })
      .catch(() => ({ status: 'error' as const, message: '' }));
    setBusy(false);
    if (result.status === 'ok') onStage('sent');
    else setError(supportFailureText(t, result, 'shell.support.failed'));
  };

  return (
    <AnchoredPopover
      anchor={anchor}
      onClose={onClose}
      label={t('shell.support.title')}
      panelId={panelId}
      className="shell-support__panel"
      align="end"
      inline
    >
      <div ref={body}>
        <h2 className="shell-support__title">{t('shell.support.title')}</h2>
        {stage === 'options' && (
          <ul className="shell-support__options">
            {offer.chat && (
              <li>
                <button type="button" className="button button--block" data-testid="support-chat" onClick={open('chat')}>
                  {t('shell.support.chat')}
                </button>
              </li>
            )}
            {offer.callback && (
              <li>
                <button type="button" className="button button--block" data-testid="support-callback" onClick={open('callback')}>
                  {t('shell.support.callback')}
                </button>
              </li>
            )}
            <li>
              <button type="button" className="button button--block" data-testid="support-email" onClick={open('email')}>
                {t('shell.support.email')}
              </button>
            </li>
            {playerName !== null && historyTexts && (
              <li>
                <Link
                  className="button button--block button--link"
                  to={historyHref(location)}
                  data-testid="support-history-open"
                  onClick={() => onClose(false)}
                >
                  {t('modals.history.open')}
                </Link>
              </li>
            )}
          </ul>
        )}
        {(stage === 'callback' || stage === 'email') && (
          <form className="shell-support__form" data-testid={`support-form-${stage}`} onSubmit={submit(stage)}>
            <label>
              <span className="field-label">{t('shell.support.name')}</span>
              <input name="name" required maxLength={100} autoComplete="name" defaultValue={playerName ?? ''} />
            </label>
            <label>
              <span className="field-label">{t(stage === 'callback' ? 'shell.support.phone' : 'shell.support.address')}</span>
              <input
                name="contact"
                required
                type={stage === 'callback' ? 'tel' : 'email'}
                autoComplete={stage === 'callback' ? 'tel' : 'email'}
              />
            </label>
            {stage === 'email' && (
              <label>
                <span className="field-label">{t('shell.support.message')}</span>
                <textarea name="message" required maxLength={2000} rows={3} />
              </label>
            )}
            <button type="submit" className="button button--primary" aria-busy={busy} disabled={busy}>
              {t('shell.support.send')}
            </button>
            {error && (
              <p role="alert" className="field-error">
                {error}
              </p>
            )}
          </form>
        )}
        {stage === 'chat' && <EmbeddedApp name="supportChat" props={{ core, lang, page: pathname, playerName, chat, onChat }} />}
        {stage === 'sent' && <p role="status">{t('shell.support.sent')}</p>}
        {stage !== 'options' && (
          <button type="button" className="button button--link shell-support__back" onClick={open('options')}>
            {t('shell.support.back')}
          </button>
        )}
      </div>
    </AnchoredPopover>
  );
}
