import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportHistoryResult } from '../../protocol/questions';
import type { SupportHistoryItem } from '../../protocol/schemas/supportHistory';
import { useCore } from '../core-access/coreContext';
import { Badge } from '../design/Badge';
import { Button } from '../design/Button';
import { EmptyState } from '../design/EmptyState';
import { Modal } from '../design/Modal';
import { Skeleton } from '../design/Skeleton';
import { useModalTexts } from './modalTexts';
import './playerModals.css';

type Loaded = { readonly status: 'loading' } | SupportHistoryResult;

/**
 * The support-request-history modal (SPEC 2): the signed-in player's call
 * backs, e-mails and chats, newest first, a chat with the consultant's
 * answers. Read fresh each time it opens; loading, empty, error (with a
 * retry) and signed-out states.
 */
export default function SupportHistoryModal({ lang, onClose }: { lang: string; onClose: () => void }) {
  const core = useCore();
  const ready = useModalTexts();
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setLoaded({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    let current = true;
    core.ask('supportHistory', { lang }).then(
      (result) => current && setLoaded(result),
      (error: unknown) => current && setLoaded({ status: 'error', message: String(error) }),
    );
    return () => {
      current = false;
    };
  }, [core, lang, attempt]);

  if (!ready) return null;
  return (
    <Modal title={t('modals.history.title')} onClose={onClose} testId="support-history" size="lg" initialFocus={null}>
      <div className="player-modal__history" data-state={loaded.status} aria-busy={loaded.status === 'loading'}>
        {loaded.status === 'loading' && (
          <>
            <p className="visually-hidden" role="status">
              {t('modals.history.loading')}
            </p>
            <Skeleton shape="row" />
            <Skeleton shape="row" />
          </>
        )}
        {loaded.status === 'signedOut' && <EmptyState compact title={t('modals.history.signed_out')} testId="support-history-signed-out" />}
        {loaded.status === 'error' && (
          <EmptyState
            compact
            title={t('modals.history.error')}
            testId="support-history-error"
            action={<Button onClick={retry}>{t('modals.history.retry')}</Button>}
          />
        )}
        {loaded.status === 'ok' && loaded.requests.length === 0 && (
          <EmptyState compact title={t('modals.history.empty')} testId="support-history-empty" />
        )}
        {loaded.status === 'ok' && loaded.requests.length > 0 && (
          <ol className="player-modal__requests" data-testid="support-history-list">
            {loaded.requests.map((request) => (
              <HistoryItem key={request.id} request={request} lang={lang} />
            ))}
          </ol>
        )}
      </div>
    </Modal>
  );
}

function HistoryItem({ request, lang }: { request: SupportHistoryItem; lang: string }) {
  const { t } = useTranslation();
  const when = (iso: string) => new Date(iso).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="player-modal__request" data-testid="support-history-item" data-kind={request.kind}>
      <div className="player-modal__request-head">
        <strong>{t(`modals.history.kind_${request.kind}`)}</strong>
        <time dateTime={request.createdAt}>{when(request.createdAt)}</time>
        <Badge tone={request.status === 'answered' ? 'success' : 'muted'}>{t(`modals.history.status_${request.status}`)}</Badge>
      </div>
      {request.kind === 'office' && <p className="player-modal__message">{request.message}</p>}
      {request.kind === 'chat' || request.kind === 'office' ? (
        <ul className="player-modal__chat">
          {request.messages.map((message) => (
            <li key={message.id} data-author={message.author}>
              <span className="player-modal__author">
                {t(message.author === 'operator' ? 'modals.history.consultant' : 'modals.history.you')}
              </span>{' '}
              <span>{message.text}</span>
            </li>
          ))}
        </ul>
      ) : (
        request.message && <p className="player-modal__message">{request.message}</p>
      )}
    </li>
  );
}
