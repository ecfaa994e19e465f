import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ATTACHMENT_MAX_BYTES,
  OFFICE_TEXT_BOUNDS,
  SUPPORT_CATEGORIES,
  type SupportCategory,
} from '../../../protocol/constants/officeSupport';
import { OFFICE_SUPPORT_PATHS, type OfficeRequest } from '../../../protocol/schemas/officeSupport';
import type { PageProps } from '../../core-access/pageProps';
import { useCore, useProjectionSelector } from '../../core-access/coreContext';
import { Badge } from '../../design/Badge';
import { Button } from '../../design/Button';
import { EmptyState } from '../../design/EmptyState';
import { Loading, OfficeSupportFrame, when } from './OfficeSupportFrame';
import { failureKey, useOfficeRead } from './useOfficeCall';

/** The file's bytes as base64, read in the page (the worker gets the string). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

function NewRequestForm({ onFiled }: { onFiled: () => void }) {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const [category, setCategory] = useState<SupportCategory>('account');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [state, setState] = useState<{ busy: boolean; error: string | null; done: boolean }>({ busy: false, error: null, done: false });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The size is said before a large file is read at all; the server checks it (and the content) again.
    if (file && file.size > ATTACHMENT_MAX_BYTES)
      return setState({ busy: false, error: t('officeSupport.errors.attachment_too_large'), done: false });
    setState({ busy: true, error: null, done: false });
    const attachment = file ? { name: file.name, data: await readBase64(file) } : undefined;
    const result = await core.ask('officeFileRequest', { category, text, ...(attachment ? { attachment } : {}) });
    if (result.status !== 'ok') return setState({ busy: false, error: t(failureKey(result)), done: false });
    setText('');
    setFile(null);
    setFileKey((n) => n + 1);
    setState({ busy: false, error: null, done: true });
    onFiled();
  };

  return (
    <form className="office-support__form card" onSubmit={(e) => void submit(e)} data-testid="support-request-form">
      <h2>{t('officeSupport.support.new_title')}</h2>
      <div className="field">
        <label htmlFor={`${id}-category`}>{t('officeSupport.support.category')}</label>
        <select
          id={`${id}-category`}
          value={category}
          onChange={(e) => setCategory(e.target.value as SupportCategory)}
          data-testid="support-request-category"
        >
          {SUPPORT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`officeSupport.support.categories.${c}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-text`}>{t('officeSupport.support.text')}</label>
        <textarea
          id={`${id}-text`}
          value={text}
          required
          minLength={OFFICE_TEXT_BOUNDS.request.min}
          maxLength={OFFICE_TEXT_BOUNDS.request.max}
          rows={5}
          onChange={(e) => setText(e.target.value)}
          data-testid="support-request-text"
        />
        <small className="office-support__hint">
          {t('officeSupport.common.length', { min: OFFICE_TEXT_BOUNDS.request.min, max: OFFICE_TEXT_BOUNDS.request.max })}
        </small>
      </div>
      <div className="field">
        <label htmlFor={`${id}-file`}>{t('officeSupport.support.attachment')}</label>
        <input
          key={fileKey}
          id={`${id}-file`}
          type="file"
          accept="image/png,image/jpeg,application/pdf"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          data-testid="support-request-file"
        />
        <small className="office-support__hint">
          {t('officeSupport.support.attachment_hint', { size: Math.round(ATTACHMENT_MAX_BYTES / 1024 / 1024) })}
        </small>
      </div>
      {state.error && (
        <p className="office-support__error" role="alert" data-testid="support-request-error">
          {state.error}
        </p>
      )}
      {state.done && (
        <p className="office-support__done" role="status" data-testid="support-request-sent">
          {t('officeSupport.support.sent')}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={state.busy} data-testid="support-request-submit">
        {t('officeSupport.support.submit')}
      </Button>
    </form>
  );
}

function RequestItem({ request, lang }: { request: OfficeRequest; lang: string }) {
  const { t } = useTranslation();
  return (
    <li className="office-support__item card" data-testid="support-request-item" data-status={request.status}>
      <div className="office-support__item-head">
        <strong>{t(`officeSupport.support.categories.${request.category}`)}</strong>
        <time dateTime={request.createdAt}>{when(request.createdAt, lang)}</time>
        <Badge tone={request.status === 'answered' ? 'success' : 'muted'} data-testid="support-request-status">
          {t(`officeSupport.support.status_${request.status}`)}
        </Badge>
      </div>
      <p className="office-support__text">{request.text}</p>
      {request.attachment && (
        <a
          href={`${OFFICE_SUPPORT_PATHS.attachment}?id=${request.attachment.id}`}
          download={request.attachment.name}
          data-testid="support-request-attachment"
        >
          {t('officeSupport.support.attachment_link', { name: request.attachment.name })}
        </a>
      )}
      {request.messages.length > 0 && (
        <ol className="office-support__thread" aria-label={t('officeSupport.support.thread')}>
          {request.messages.map((m) => (
            <li key={m.id} data-author={m.author} data-testid="support-request-reply">
              <span className="office-support__author">
                {t(m.author === 'operator' ? 'officeSupport.support.operator' : 'officeSupport.support.you')}
              </span>{' '}
              <span>{m.text}</span> <time dateTime={m.at}>{when(m.at, lang)}</time>
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}

/**
 * office/support: a new request (category, text, one PNG, JPEG or PDF) and
 * the player's requests with the operator's answers, newest first. The
 * answers also arrive in the inbox (server/officeSupport/README.md).
 */
export function SupportPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const { loaded, reload } = useOfficeRead('officeRequests');
  // An operator's answer raises the inbox's unread count (the player's channel): the threads are read again then.
  const unread = useProjectionSelector('messages', (m) => m.unread);
  const seen = useRef(unread);
  useEffect(() => {
    if (unread !== undefined && seen.current !== undefined && unread > seen.current) reload();
    seen.current = unread;
  }, [unread, reload]);
  return (
    <OfficeSupportFrame page="support">
      {() => (
        <>
          <NewRequestForm onFiled={reload} />
          <h2>{t('officeSupport.support.list_title')}</h2>
          <Loading loaded={loaded} retry={reload}>
            {(requests) =>
              requests.length === 0 ? (
                <EmptyState compact title={t('officeSupport.support.empty')} testId="support-requests-empty" />
              ) : (
                <ol className="office-support__list" data-testid="support-requests">
                  {requests.map((r) => (
                    <RequestItem key={r.id} request={r} lang={resolution.language} />
                  ))}
                </ol>
              )
            }
          </Loading>
          <Button variant="ghost" onClick={reload} data-testid="support-requests-refresh">
            {t('officeSupport.support.refresh')}
          </Button>
        </>
      )}
    </OfficeSupportFrame>
  );
}
