import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { CasinoHistoryResult } from '../../../protocol/officeCasinoHistory';
import { LoadingState } from '../../components/LoadingState';
import { useCore } from '../../core-access/coreContext';
import type { PageProps } from '../../core-access/pageProps';
import { useKeyedLoad } from '../../core-access/useKeyedLoad';
import { buttonClass, Button } from '../../design/Button';
import { EmptyState } from '../../design/EmptyState';
import { useVisitorClock } from '../../shell/useVisitorClock';
import { SignInPrompt } from '../history/SignInPrompt';
import { useHistoryPlayer } from '../history/useHistoryPlayer';
import { CasinoHistoryFilters } from './CasinoHistoryFilters';
import { CasinoRoundItem } from './CasinoRoundItem';
import { useCasinoHistoryTexts } from './useCasinoHistoryTexts';
import '../history/history.css';
import './casinoHistory.css';

type Ok = Extract<CasinoHistoryResult, { status: 'ok' }>;

/**
 * office/casino-history: the player's real-money casino rounds of every
 * game, newest first, filtered by what the address says (a game, a range of
 * days), a server page at a time with "load more". The worker reads the
 * address and asks the server; this paints and appends the pages.
 */
export function CasinoHistoryPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const location = useLocation();
  const navigate = useNavigate();
  const go = (search: string) => void navigate({ pathname: location.pathname, search });
  const player = useHistoryPlayer();
  const textsReady = useCasinoHistoryTexts();
  const clock = useVisitorClock();
  const titleId = useId();
  if (player === 'checking' || !textsReady) return <LoadingState />;
  if (player === 'guest') return <SignInPrompt testId="casino-history-page" area="officeCasinoHistory" />;
  return (
    <section className="page office-history casino-history" data-testid="casino-history-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('officeCasinoHistory.title')}</h1>
      {/* A new address or time zone starts the list again from its first page. */}
      <Rounds key={`${location.search}:${clock.timeZoneHours}`} search={location.search} lang={lang} go={go} />
    </section>
  );
}

function Rounds({ search, lang, go }: { search: string; lang: string; go: (search: string) => void }) {
  const { t } = useTranslation();
  const core = useCore();
  const clock = useVisitorClock();
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState<readonly Ok[]>([]);
  const { value, retry } = useKeyedLoad(
    String(page),
    (): Promise<CasinoHistoryResult> =>
      core.ask('loadCasinoHistory', { search, page, utcOffsetMinutes: Math.round(clock.timeZoneHours * 60) }),
    (): CasinoHistoryResult => ({ status: 'error', message: 'host unavailable' }),
  );
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (value.status === 'ok' && value.page === pages.length + 1) setPages([...pages, value]);
  }, [value, pages]);
  // After "load more" the keyboard goes on from the first round it brought, not from the top of the page.
  const shownBefore = pages.slice(0, -1).reduce((n, p) => n + p.items.length, 0);
  useEffect(() => {
    if (pages.length > 1) list.current?.querySelectorAll<HTMLButtonElement>('.casino-history__summary')[shownBefore]?.focus();
  }, [pages.length, shownBefore]);

  if (value.status === 'signedOut') return <SignInPrompt testId="casino-history-signed-out" area="officeCasinoHistory" />;
  const last = pages[pages.length - 1];
  const filters = last?.filters ?? (value.status === 'badRange' ? value.filters : null);
  const rows = pages.flatMap((p) => p.items);
  const filtered = search !== '' && search !== '?';
  const failed = value.status === 'error' && (
    <div role="alert" className="office-history__error" data-testid="casino-history-error">
      <p>{t('officeCasinoHistory.error')}</p>
      <Button onClick={retry}>{t('officeCasinoHistory.retry')}</Button>
    </div>
  );

  return (
    <>
      {filters && <CasinoHistoryFilters filters={filters} games={last?.games ?? []} onApply={go} onReset={() => go('')} />}
      {value.status === 'badRange' ? (
        <p role="alert" className="office-history__error" data-testid="casino-history-bad-range">
          {t('officeCasinoHistory.bad_range')}
        </p>
      ) : !last ? (
        failed || (
          <p role="status" className="office-history__state" data-testid="casino-history-loading">
            <span className="spinner" aria-hidden="true" /> {t('officeCasinoHistory.loading')}
          </p>
        )
      ) : rows.length === 0 ? (
        <EmptyState
          title={t('officeCasinoHistory.empty_title')}
          testId="casino-history-empty"
          action={
            filtered ? undefined : (
              <Link to={`/${lang}/casino-lobby`} className={buttonClass('primary')} data-testid="casino-history-lobby">
                {t('officeCasinoHistory.to_lobby')}
              </Link>
            )
          }
        >
          <p>{t(filtered ? 'officeCasinoHistory.empty_filtered' : 'officeCasinoHistory.empty_body')}</p>
        </EmptyState>
      ) : (
        <>
          <p className="office-history__hint" data-testid="casino-history-total">
            {t('officeCasinoHistory.total', { count: last.total })}
          </p>
          <ul
            ref={list}
            className="office-history__list"
            aria-label={t('officeCasinoHistory.list_label')}
            data-testid="casino-history-list"
          >
            {rows.map((row) => (
              <CasinoRoundItem key={`${row.kind}-${row.id}`} row={row} lang={lang} clock={clock} />
            ))}
          </ul>
          {failed ||
            (value.status === 'loading' ? (
              <p role="status" className="office-history__state" data-testid="casino-history-loading-more">
                <span className="spinner" aria-hidden="true" /> {t('officeCasinoHistory.loading_more')}
              </p>
            ) : (
              last.hasMore && (
                <Button onClick={() => setPage(pages.length + 1)} data-testid="casino-history-more">
                  {t('officeCasinoHistory.load_more')}
                </Button>
              )
            ))}
        </>
      )}
    </>
  );
}
