import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredEvent } from '../../protocol/envelope';
import { isRejection } from '../../protocol/rejections';
import { OPERATOR_CONSOLE_PATH } from '../../protocol/constants/wallet';
import { useCore, useProjection, useProjectionSelector } from '../core-access/coreContext';
import { isDebuggerEnabled } from '../core-access/env';
import { rejectionMessage } from '../i18n';
import { DevOutboxPanel } from '../session/DevOutboxPanel';
import { AnalyticsReport } from '../analytics/AnalyticsReport';
import { NotFoundPage } from '../shell/pages/NotFoundPage';
import { useVisitorClock } from '../shell/useVisitorClock';
import { visitorDateTimeFormat, zoneLabel } from '../components/visitorTime';

/** SPEC 2: the debugger route exists outside production only; in production it is a 404. */
export function DebuggerRoute() {
  return isDebuggerEnabled() ? <DebuggerPage /> : <NotFoundPage />;
}

type Notice =
  | { readonly kind: 'idle' }
  | { readonly kind: 'busy'; readonly key: 'debugger.exporting' | 'debugger.importing' }
  | { readonly kind: 'done'; readonly text: string }
  | { readonly kind: 'failed'; readonly text: string };

export function exportFileName(now: Date): string {
  return `events-${now.toISOString().slice(0, 10)}.ndjson`;
}

function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/x-ndjson' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The event log: what happened, in which order, caused by whom. Export and import for replay. */
export function DebuggerPage() {
  const { t } = useTranslation();
  const core = useCore();
  const log = useProjection('eventLog');
  const lastSeq = useProjectionSelector('runtime', (r) => r.lastSeq);
  const [notice, setNotice] = useState<Notice>({ kind: 'idle' });
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  const newestFirst: readonly StoredEvent[] = log ? [...log.events].reverse() : [];
  const busy = notice.kind === 'busy';

  const exportLog = async () => {
    setNotice({ kind: 'busy', key: 'debugger.exporting' });
    try {
      const fileName = exportFileName(new Date());
      download(await core.exportLog(), fileName);
      setNotice({ kind: 'done', text: t('debugger.exported', { file: fileName }) });
    } catch {
      setNotice({ kind: 'failed', text: t('rejection.host_unavailable') });
    }
  };

  const importLog = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setNotice({ kind: 'busy', key: 'debugger.importing' });
    try {
      const answer = await core.importLog(await readText(file));
      if (isRejection(answer)) setNotice({ kind: 'failed', text: t('debugger.import_failed', { reason: rejectionMessage(t, answer) }) });
      else setNotice({ kind: 'done', text: t('debugger.imported', { seq: answer.seq }) });
    } catch {
      setNotice({ kind: 'failed', text: t('debugger.import_failed', { reason: t('rejection.host_unavailable') }) });
    } finally {
      // The same file can be imported again after a fix.
      if (input.current) input.current.value = '';
    }
  };

  return (
    <section className="page debugger" aria-labelledby="debugger-title">
      <h1 id="debugger-title">{t('debugger.title')}</h1>
      <p>{t('debugger.intro')}</p>

      <div className="debugger__tools">
        <button type="button" className="button" data-testid="export-log" onClick={exportLog} disabled={busy}>
          {t('debugger.export')}
        </button>
        {/* The native input stays in the page (keyboard, screen readers, tests); the label is its visible face. */}
        <span className="file-picker">
          <input
            ref={input}
            id={inputId}
            className="visually-hidden"
            type="file"
            accept=".ndjson,.jsonl,.json,.txt,application/x-ndjson,application/json,text/plain"
            data-testid="import-log"
            onChange={importLog}
            disabled={busy}
          />
          <label htmlFor={inputId} className="button">
            {t('debugger.import')}
          </label>
        </span>
      </div>
      <p
        role={notice.kind === 'failed' ? 'alert' : 'status'}
        aria-live="polite"
        className={`notice notice--${notice.kind}`}
        data-testid="debugger-notice"
      >
        {notice.kind === 'busy' ? t(notice.key) : notice.kind === 'idle' ? '' : notice.text}
      </p>

      <p className="debugger__meta">
        <span data-testid="event-count">{t('debugger.count', { count: newestFirst.length })}</span>
        {lastSeq !== undefined && <span>{t('debugger.last_seq', { seq: lastSeq })}</span>}
        {log && <span>{log.snapshotSeq === null ? t('debugger.no_snapshot') : t('debugger.snapshot', { seq: log.snapshotSeq })}</span>}
      </p>

      {log === undefined ? (
        <p className="debugger__empty" role="status" aria-busy="true" data-testid="debugger-loading">
          {t('debugger.loading')}
        </p>
      ) : newestFirst.length === 0 ? (
        <p className="debugger__empty">{t('debugger.empty')}</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="debugger-title">
          <table className="event-table">
            <thead>
              <tr>
                <th scope="col">{t('debugger.column.seq')}</th>
                <th scope="col">{t('debugger.column.type')}</th>
                <th scope="col">{t('debugger.column.v')}</th>
                <th scope="col">{t('debugger.column.time')}</th>
                <th scope="col">{t('debugger.column.origin')}</th>
                <th scope="col">{t('debugger.column.payload')}</th>
              </tr>
            </thead>
            <tbody>
              {newestFirst.map((event) => (
                <EventRow key={event.seq} event={event} />
              ))}
            </tbody>
          </table>
        </div>
      )}

      <DevOutboxPanel />
      <AnalyticsReport />
      <OperatorConsoleLink />
    </section>
  );
}

/** The operator's actions are the reference server's own pages (they need ADMIN_TOKEN), so this is a link out of the app. */
function OperatorConsoleLink() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="card" aria-labelledby={titleId} data-testid="operator-console">
      <h2 id={titleId}>{t('debugger.operator_title')}</h2>
      <p>{t('debugger.operator_body')}</p>
      <a className="button button--secondary" href={OPERATOR_CONSOLE_PATH} data-testid="operator-console-link">
        {t('debugger.operator_link')}
      </a>
    </section>
  );
}

function EventRow({ event }: { event: StoredEvent }) {
  const { i18n } = useTranslation();
  // In the player's time zone and hour cycle like every time the site shows; seconds, since a log's events come close together.
  const clock = useVisitorClock();
  const time = new Date(event.at);
  const valid = !Number.isNaN(time.getTime());
  return (
    <tr data-testid="event-row" data-seq={event.seq}>
      <td className="num">{event.seq}</td>
      <td>
        <code>{event.type}</code>
      </td>
      <td className="num">{event.v}</td>
      <td>
        {valid ? (
          <time dateTime={time.toISOString()}>
            {visitorDateTimeFormat(i18n.language, clock, 'short', 'medium').format(time)} ({zoneLabel(clock.timeZoneHours)})
          </time>
        ) : (
          String(event.at)
        )}
      </td>
      <td>
        <code>{event.origin}</code>
      </td>
      <td>
        <pre className="payload">{JSON.stringify(event.payload)}</pre>
      </td>
    </tr>
  );
}
