import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsGate } from '../../protocol/analytics';
import { useProjection } from '../core-access/coreContext';

const GATE_KEYS: Record<AnalyticsGate, string> = {
  allowed: 'analytics.report.gate_allowed',
  'no-consent': 'analytics.report.gate_no_consent',
  'privacy-signal': 'analytics.report.gate_privacy_signal',
  'signals-unknown': 'analytics.report.gate_signals_unknown',
};

/** What the worker's analytics sender holds and sent (docs/analytics.md), for a developer on the debugger page. */
export function AnalyticsReport() {
  const { t } = useTranslation();
  const titleId = useId();
  const report = useProjection('analytics');
  return (
    <section className="card" aria-labelledby={titleId} data-testid="analytics-report">
      <h2 id={titleId}>{t('analytics.report.title')}</h2>
      {report === undefined ? (
        <p role="status">{t('analytics.report.loading')}</p>
      ) : (
        <>
          <p data-testid="analytics-gate">{t(GATE_KEYS[report.gate])}</p>
          <p className="debugger__meta">
            <span>{report.installed ? t('analytics.report.installed') : t('analytics.report.not_installed')}</span>
            <span data-testid="analytics-sent">{t('analytics.report.sent', { count: report.sent })}</span>
            <span>{t('analytics.report.queued', { count: report.queued })}</span>
            <span>{t('analytics.report.dropped', { count: report.dropped })}</span>
          </p>
          {report.lastError !== null && <p>{t('analytics.report.last_error', { error: report.lastError })}</p>}
          {report.recent.length > 0 && (
            <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={titleId}>
              <table className="event-table">
                <thead>
                  <tr>
                    <th scope="col">{t('analytics.report.column_name')}</th>
                    <th scope="col">{t('analytics.report.column_page')}</th>
                    <th scope="col">{t('analytics.report.column_params')}</th>
                  </tr>
                </thead>
                <tbody>
                  {[...report.recent].reverse().map((event, i) => (
                    <tr key={`${event.ts}-${i}`}>
                      <td>{event.name}</td>
                      <td dir="ltr">{event.page}</td>
                      <td dir="ltr">
                        <code>{JSON.stringify(event.params)}</code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
