import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxMessage } from '../../protocol/schemas/auth';
import { sessionErrorText } from './errorText';
import { useSessionRequest } from './useSession';
import { isRejection } from '../../protocol/rejections';

type OutboxState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly messages: readonly OutboxMessage[] }
  | { readonly kind: 'failed'; readonly text: string };

/**
 * The development outbox (non-production only, like the debugger page that
 * shows it): the SMS and e-mails a real site would have sent (codes,
 * activation and stop links, fast-registration credentials), newest first.
 */
export function DevOutboxPanel() {
  const { t } = useTranslation();
  const request = useSessionRequest();
  const filterId = useId();
  const titleId = useId();
  const [to, setTo] = useState('');
  const [state, setState] = useState<OutboxState>({ kind: 'loading' });

  const load = useCallback(
    async (address: string) => {
      setState({ kind: 'loading' });
      const answer = await request({ kind: 'devOutbox', ...(address.trim() ? { to: address.trim() } : {}) });
      if (isRejection(answer)) return setState({ kind: 'failed', text: sessionErrorText(t, answer) });
      setState(answer.outcome.kind === 'outbox' ? { kind: 'ready', messages: answer.outcome.messages } : { kind: 'ready', messages: [] });
    },
    [request, t],
  );

  useEffect(() => {
    void load('');
  }, [load]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void load(to);
  };

  return (
    <section className="debugger__outbox" aria-labelledby={titleId} data-testid="dev-outbox">
      <h2 id={titleId}>{t('session.outbox.title')}</h2>
      <p>{t('session.outbox.intro')}</p>
      <form onSubmit={submit} className="session-actions">
        <label htmlFor={filterId}>{t('session.outbox.to')}</label>
        <input id={filterId} value={to} onChange={(e) => setTo(e.target.value)} data-testid="dev-outbox-to" />
        <button type="submit" className="button" data-testid="dev-outbox-refresh">
          {t('session.outbox.refresh')}
        </button>
      </form>
      {state.kind === 'loading' && <p role="status">{t('session.outbox.loading')}</p>}
      {state.kind === 'failed' && (
        <p role="alert" className="session-form__error">
          {state.text}
        </p>
      )}
      {state.kind === 'ready' && state.messages.length === 0 && <p>{t('session.outbox.empty')}</p>}
      {state.kind === 'ready' && state.messages.length > 0 && (
        <ul className="session-outbox">
          {state.messages.map((m) => (
            <li key={m.id} data-testid="dev-outbox-message">
              <p>
                <strong>{m.subject}</strong> · {t(`session.outbox.channel.${m.channel}`)} · {m.to} ·{' '}
                <time dateTime={m.createdAt}>{m.createdAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}</time>
              </p>
              <pre className="payload">{m.body}</pre>
              {m.links.map((link) => (
                <a key={link} href={link}>
                  {link}
                </a>
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
