import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BetHistoryResult } from '../../../protocol/officeHistory';
import { LoadingState } from '../../components/LoadingState';
import { useCore } from '../../core-access/coreContext';
import type { PageProps } from '../../core-access/pageProps';
import { useKeyedLoad } from '../../core-access/useKeyedLoad';
import { useLastDefined } from '../../core-access/useLastDefined';
import { Button } from '../../design/Button';
import { EmptyState } from '../../design/EmptyState';
import { HistoryFiltersForm } from './HistoryFiltersForm';
import { HistoryItem } from './HistoryItem';
import { SignInPrompt } from './SignInPrompt';
import { useHistoryPage } from './useHistoryPage';
import '../../coupon/myBets/myBets.css';
import './history.css';

/**
 * office/history and office/bets-history: every coupon of the player, newest
 * first, a page at a time, filtered by what the address says (so a reload
 * keeps the filters). The worker reads the address, asks the server and has
 * the coupon core settle each system coupon's lines; this paints the answer.
 */
export function BetsHistoryPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const core = useCore();
  const { location, go, player, textsReady, clock, cardContext } = useHistoryPage(lang);
  const titleId = useId();
  const search = location.search;
  const { value, retry } = useKeyedLoad(
    `${lang}:${search}:${player}:${clock.timeZoneHours}`,
    (): Promise<BetHistoryResult> =>
      player === 'signedIn'
        ? core.ask('loadBetHistory', { search, lang, utcOffsetMinutes: Math.round(clock.timeZoneHours * 60) })
        : Promise.resolve({ status: 'signedOut' }),
    (): BetHistoryResult => ({ status: 'error', message: 'host unavailable' }),
  );

  // While the next address loads, the form keeps the last filters and sports instead of vanishing.
  const shown = useLastDefined(value.status === 'ok' || value.status === 'badRange' ? value : undefined);

  if (player === 'checking' || !textsReady) return <LoadingState />;
  if (player === 'guest' || value.status === 'signedOut') return <SignInPrompt testId="history-page" />;

  const ready = value.status === 'ok' ? value : null;
  const filters = shown?.filters ?? null;
  const sports = shown?.status === 'ok' ? shown.sports : [];
  const pages = ready ? Math.max(1, Math.ceil(ready.total / ready.pageSize)) : 1;

  return (
    <section className="page office-history" data-testid="history-page" data-state={value.status} aria-labelledby={titleId}>
      <h1 id={titleId}>{t('officeHistory.title')}</h1>
      {filters && (
        <HistoryFiltersForm
          filters={filters}
          sports={sports}
          onApply={go}
          onReset={() => go('')}
          csvUrl={ready && ready.total > 0 ? ready.csvUrl : null}
        />
      )}
      {value.status === 'loading' ? (
        <p role="status" className="office-history__state" data-testid="history-loading">
          <span className="spinner" aria-hidden="true" /> {t('officeHistory.loading')}
        </p>
      ) : value.status === 'badRange' ? (
        <p role="alert" className="office-history__error" data-testid="history-bad-range">
          {t('officeHistory.bad_range')}
        </p>
      ) : value.status === 'error' ? (
        <div role="alert" className="office-history__error" data-testid="history-error">
          <p>{t('officeHistory.error')}</p>
          <Button onClick={retry}>{t('officeHistory.retry')}</Button>
        </div>
      ) : value.items.length === 0 ? (
        <EmptyState title={t('officeHistory.empty_title')} testId="history-empty">
          <p>{t('officeHistory.empty_body')}</p>
        </EmptyState>
      ) : (
        <>
          <p className="office-history__hint" data-testid="history-total">
            {t('officeHistory.total', { count: value.total })}
          </p>
          <ul className="office-history__list" aria-label={t('officeHistory.list_label')} data-testid="history-list">
            {value.items.map((item) => (
              <HistoryItem key={item.coupon.id} item={item} context={cardContext} />
            ))}
          </ul>
          {pages > 1 && (
            <nav className="office-history__pages" aria-label={t('officeHistory.pages.label')} data-testid="history-pages">
              {value.pageSearch.previous !== null && (
                <Link to={{ pathname: location.pathname, search: value.pageSearch.previous }} data-testid="history-previous">
                  {t('officeHistory.pages.previous')}
                </Link>
              )}
              <span aria-current="page">{t('officeHistory.pages.of', { page: value.page, pages })}</span>
              {value.pageSearch.next !== null && (
                <Link to={{ pathname: location.pathname, search: value.pageSearch.next }} data-testid="history-next">
                  {t('officeHistory.pages.next')}
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </section>
  );
}
