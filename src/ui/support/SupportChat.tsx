import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportChatMessage } from '../../protocol/schemas/support';
import { SUPPORT_CHAT_POLL_MS } from '../../protocol/constants/support';
import type { ShellCore } from '../shell/shellCore';
import type { ChatState } from './chatState';
import { supportFailureText } from './supportFailure';

function merge(current: readonly SupportChatMessage[], incoming: readonly SupportChatMessage[]): SupportChatMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * SPEC 4, 6: the support chat, offered only with a consultant id. Each
 * message goes to the server as a support request of kind chat; while the
 * panel is open (and the tab visible) the chat asks for new messages every
 * few seconds and shows the consultant's answers as they come.
 */
export function SupportChat(props: {
  core: ShellCore;
  lang: string;
  page: string;
  playerName: string | null;
  chat: ChatState;
  onChat: (update: (chat: ChatState) => ChatState) => void;
}) {
  const { core, chat, onChat } = props;
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [offline, setOffline] = useState(false);
  // Bumped after each sent message: the chat asks at once instead of at the next tick.
  const [nudge, setNudge] = useState(0);
  const nameId = useId();
  const messageId = useId();
  const lastId = chat.messages.at(-1)?.id ?? 0;
  const lastSeen = useRef(lastId);
  lastSeen.current = lastId;

  useEffect(() => {
    const conversationId = chat.conversationId;
    if (conversationId === null) return;
    let stopped = false;
    const poll = async () => {
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
      const answer = await core
        .readSupportChat({ conversationId, afterId: lastSeen.current })
        .catch(() => ({ status: 'error' as const, message: '' }));
      if (stopped) return;
      setOffline(answer.status !== 'ok');
      if (answer.status === 'ok' && answer.messages.length > 0) onChat((c) => ({ ...c, messages: merge(c.messages, answer.messages) }));
    };
    void poll();
    const timer = setInterval(() => void poll(), SUPPORT_CHAT_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [core, chat.conversationId, onChat, nudge]);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const message = String(data.get('message') ?? '').trim();
    const name = props.playerName ?? chat.name ?? String(data.get('name') ?? '').trim();
    if (message === '' || name === '') return;
    setBusy(true);
    setError(null);
    const result = await core
      .sendSupportRequest({
        kind: 'chat',
        name,
        contact: '',
        message,
        lang: props.lang,
        page: props.page,
        ...(chat.conversationId !== null ? { conversationId: chat.conversationId } : {}),
      })
      .catch(() => ({ status: 'error' as const, message: '' }));
    setBusy(false);
    if (result.status !== 'ok') {
      setError(supportFailureText(t, result, 'shell.support.chat_failed'));
      return;
    }
    form.reset();
    const conversationId = result.conversationId ?? chat.conversationId;
    onChat((c) => ({ ...c, conversationId, name }));
    setNudge((n) => n + 1);
  };

  const shown = chat.messages;
  return (
    <div className="shell-chat" data-testid="support-chat-panel">
      <h2 className="shell-chat__title">{t('shell.support.chat_title')}</h2>
      <ol className="shell-chat__log" role="log" aria-live="polite" aria-label={t('shell.support.chat_log')} data-testid="support-chat-log">
        {shown.length === 0 && <li className="shell-chat__hint">{t('shell.support.chat_intro')}</li>}
        {shown.map((m) => (
          <li key={m.id} className={`shell-chat__message shell-chat__message--${m.author}`} data-author={m.author}>
            <span className="shell-chat__author">
              {t(m.author === 'player' ? 'shell.support.chat_you' : 'shell.support.chat_operator')}
            </span>
            <span className="shell-chat__text">{m.text}</span>
          </li>
        ))}
      </ol>
      {chat.conversationId !== null && !shown.some((m) => m.author === 'operator') && (
        <p className="shell-chat__hint">{t('shell.support.chat_waiting')}</p>
      )}
      {offline && (
        <p className="shell-chat__hint" role="status">
          {t('shell.support.chat_offline')}
        </p>
      )}
      <form className="shell-support__form" onSubmit={send} data-testid="support-chat-form">
        {props.playerName === null && chat.name === null && (
          <label htmlFor={nameId}>
            {t('shell.support.name')}
            <input id={nameId} name="name" required maxLength={100} autoComplete="name" />
          </label>
        )}
        <label htmlFor={messageId}>
          {t('shell.support.message')}
          <textarea id={messageId} name="message" required maxLength={2000} rows={2} />
        </label>
        <button type="submit" className="button button--primary" aria-busy={busy} disabled={busy}>
          {t('shell.support.chat_send')}
        </button>
        {error && <p role="alert">{error}</p>}
      </form>
    </div>
  );
}
