import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Message } from '../../protocol/schemas/messages';
import { visitorDateTimeFormat } from '../components/visitorTime';
import { LoadingState } from '../components/LoadingState';
import { useDispatch, useProjection } from '../core-access/coreContext';
import type { PageProps } from '../core-access/pageProps';
import { buttonClass } from '../design/Button';
import { EmptyState } from '../design/EmptyState';
import { useVisitorClock } from '../shell/useVisitorClock';
import { messageText, messageTitle } from './messageText';
import { PushSwitch } from './PushSwitch';
import './inbox.css';

/**
 * office/messages: the player's inbox. Newest first, unread ones marked;
 * opening one shows its text and marks it read (in every tab: the worker's
 * projection), its link leads where it is about. Mark all read, delete, and
 * this browser's web push switch.
 */
export function InboxPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const titleId = useId();
  const dispatch = useDispatch();
  const view = useProjection('messages');
  const [open, setOpen] = useState<number | null>(null);
  const signedIn = view?.player === 'signedIn';

  useEffect(() => {
    if (signedIn) void dispatch({ type: 'messages/load', payload: {} });
  }, [signedIn, dispatch]);

  const list = view?.list;
  const toggle = (message: Message) => {
    const next = open === message.id ? null : message.id;
    setOpen(next);
    if (next !== null && message.readAt === null) void dispatch({ type: 'messages/markRead', payload: { ids: [message.id] } });
  };

  let content;
  if (!view || view.player === 'checking' || !list || list.status === 'idle' || list.status === 'loading')
    content = view?.player === 'guest' ? <p>{t('inbox.guest')}</p> : <LoadingState />;
  else if (view.player === 'guest') content = <p>{t('inbox.guest')}</p>;
  else if (list.status === 'error')
    content = (
      <div role="alert" data-testid="inbox-error">
        <p>{t('inbox.error')}</p>
        <button type="button" className={buttonClass('secondary')} onClick={() => void dispatch({ type: 'messages/load', payload: {} })}>
          {t('inbox.retry')}
        </button>
      </div>
    );
  else if (list.items.length === 0) content = <EmptyState title={t('inbox.empty')} testId="inbox-empty" />;
  else
    content = (
      <>
        <ul className="inbox-list" data-testid="inbox-list">
          {list.items.map((message) => (
            <MessageRow
              key={message.id}
              message={message}
              lang={lang}
              open={open === message.id}
              onToggle={() => toggle(message)}
              onDelete={() => void dispatch({ type: 'messages/delete', payload: { id: message.id } })}
            />
          ))}
        </ul>
        {list.nextCursor !== null && (
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={list.loadingMore}
            onClick={() => void dispatch({ type: 'messages/loadMore', payload: {} })}
          >
            {t('inbox.load_more')}
          </button>
        )}
      </>
    );

  return (
    <section className="page inbox-page" data-testid="inbox-page" aria-labelledby={titleId}>
      <div className="inbox-page__head">
        <h1 id={titleId}>{t('inbox.title')}</h1>
        {signedIn && (
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={(view?.unread ?? 0) === 0}
            onClick={() => void dispatch({ type: 'messages/markAllRead', payload: {} })}
            data-testid="inbox-mark-all"
          >
            {t('inbox.mark_all')}
          </button>
        )}
      </div>
      {signedIn && <PushSwitch lang={lang} />}
      {content}
    </section>
  );
}

function MessageRow(props: { message: Message; lang: string; open: boolean; onToggle: () => void; onDelete: () => void }) {
  const { message, lang, open } = props;
  const { t } = useTranslation();
  const clock = useVisitorClock();
  const bodyId = useId();
  const unread = message.readAt === null;
  const when = visitorDateTimeFormat(lang, clock, 'short').format(message.createdAt);
  return (
    <li className={`inbox-item${unread ? ' inbox-item--unread' : ''}`} data-testid="inbox-item" data-id={message.id} data-unread={unread}>
      <button type="button" className="inbox-item__head" aria-expanded={open} aria-controls={bodyId} onClick={props.onToggle}>
        {unread && (
          <>
            <span className="inbox-item__dot" aria-hidden="true" />
            <span className="visually-hidden">{t('inbox.unread')}</span>
          </>
        )}
        <span className="inbox-item__title">{messageTitle(t, message.topic)}</span>
        <time className="inbox-item__time" dateTime={new Date(message.createdAt).toISOString()}>
          {when}
        </time>
      </button>
      {open && (
        <div id={bodyId} className="inbox-item__body" data-testid="inbox-item-body">
          <p className="inbox-item__text">{messageText(t, message, lang)}</p>
          <div className="inbox-item__actions">
            {message.link && (
              <Link to={`/${lang}${message.link}`} className={buttonClass('primary', 'sm')} data-testid="inbox-item-link">
                {t('inbox.open_link')}
              </Link>
            )}
            <button type="button" className={buttonClass('ghost', 'sm')} onClick={props.onDelete} data-testid="inbox-item-delete">
              {t('inbox.delete')}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
