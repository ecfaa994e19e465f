import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { focusablesIn, keepTabIn } from '../components/focusCycle';
import { useShellCore } from '../shell/shellCore';
import { EmbeddedApp } from '../apps/EmbeddedApp';
import { EMPTY_CHAT, type ChatState } from './chatState';
import type { SupportOffer } from './offer';

type Stage = 'closed' | 'options' | 'callback' | 'email' | 'chat' | 'sent';

/**
 * SPEC 4 Support button: closed, options open, then the callback form, the
 * e-mail form or the chat. The call back only for signed-in players where the
 * site offers it in this language; the chat only with a consultant id.
 * Keyboard: opening, and each next stage, puts focus on the panel's first
 * control; Tab goes round the panel and the close button while open; Escape
 * closes it and gives focus back to the button.
 */
export function SupportButton({ lang, offer, playerName }: { lang: string; offer: SupportOffer; playerName: string | null }) {
  const { t } = useTranslation();
  const core = useShellCore();
  const { pathname } = useLocation();
  const [stage, setStage] = useState<Stage>('closed');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [chat, setChat] = useState<ChatState>(EMPTY_CHAT);
  const onChat = useCallback((update: (c: ChatState) => ChatState) => setChat(update), []);
  const panelId = useId();
  const widget = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

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
    if (result.status === 'ok') setStage('sent');
    else setError(t('shell.support.failed'));
  };

  const open = (next: Stage) => () => {
    setError(null);
    setStage(next);
  };
  // An option the site stopped offering (a config change, signing out) is not kept open.
  const shownStage = (stage === 'chat' && !offer.chat) || (stage === 'callback' && !offer.callback) ? 'options' : stage;

  useEffect(() => {
    if (shownStage === 'closed') return;
    // Follow the visitor into each stage (the control they pressed is gone), but never pull focus from elsewhere on the page.
    const active = document.activeElement;
    if (active && active !== document.body && !widget.current?.contains(active)) return;
    focusablesIn(panel.current)[0]?.focus();
  }, [shownStage]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (shownStage === 'closed') return;
    if (event.key === 'Escape') {
      setStage('closed');
      toggle.current?.focus();
      return;
    }
    keepTabIn(event, [...focusablesIn(panel.current), ...(toggle.current ? [toggle.current] : [])]);
  };

  return (
    <div ref={widget} className="shell-support" data-testid="support" data-stage={shownStage} onKeyDown={onKeyDown}>
      {shownStage !== 'closed' && (
        <div ref={panel} id={panelId} className="shell-support__panel" role="dialog" aria-label={t('shell.support.title')}>
          {shownStage === 'options' && (
            <ul className="shell-support__options">
              {offer.chat && (
                <li>
                  <button type="button" className="button" data-testid="support-chat" onClick={open('chat')}>
                    {t('shell.support.chat')}
                  </button>
                </li>
              )}
              {offer.callback && (
                <li>
                  <button type="button" className="button" data-testid="support-callback" onClick={open('callback')}>
                    {t('shell.support.callback')}
                  </button>
                </li>
              )}
              <li>
                <button type="button" className="button" data-testid="support-email" onClick={open('email')}>
                  {t('shell.support.email')}
                </button>
              </li>
            </ul>
          )}
          {(shownStage === 'callback' || shownStage === 'email') && (
            <form className="shell-support__form" data-testid={`support-form-${shownStage}`} onSubmit={submit(shownStage)}>
              <label>
                {t('shell.support.name')}
                <input name="name" required maxLength={100} autoComplete="name" defaultValue={playerName ?? ''} />
              </label>
              <label>
                {t(shownStage === 'callback' ? 'shell.support.phone' : 'shell.support.address')}
                <input
                  name="contact"
                  required
                  type={shownStage === 'callback' ? 'tel' : 'email'}
                  autoComplete={shownStage === 'callback' ? 'tel' : 'email'}
                />
              </label>
              {shownStage === 'email' && (
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
          {shownStage === 'chat' && <EmbeddedApp name="supportChat" props={{ core, lang, page: pathname, playerName, chat, onChat }} />}
          {shownStage === 'sent' && <p role="status">{t('shell.support.sent')}</p>}
          {shownStage !== 'options' && (
            <button type="button" className="button button--ghost shell-support__back" onClick={open('options')}>
              {t('shell.support.back')}
            </button>
          )}
        </div>
      )}
      <button
        ref={toggle}
        type="button"
        className="button button--primary shell-support__toggle"
        aria-expanded={shownStage !== 'closed'}
        aria-controls={panelId}
        data-testid="support-button"
        onClick={() => setStage(shownStage === 'closed' ? 'options' : 'closed')}
      >
        {t(shownStage === 'closed' ? 'shell.support.open' : 'shell.support.close')}
      </button>
    </div>
  );
}
