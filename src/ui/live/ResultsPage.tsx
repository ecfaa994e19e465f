import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageProps } from '../core-access/pageProps';
import { CatalogueView, Empty, useCatalogue } from './states';
import { formatStart } from './time';
import { useVisitorClock } from '../shell/useVisitorClock';
import { useLiveWatch } from './useLiveWatch';
import './live.css';

/** results/{live|zone}: finished games, newest first. */
export function ResultsPage({ resolution }: PageProps) {
  const { t, i18n } = useTranslation();
  const lang = resolution.language;
  const kind = resolution.params.resultsType === 'zone' ? 'zone' : 'live';
  const key = `results:${kind}`;
  useLiveWatch([], [key]);
  const entry = useCatalogue(key);
  const clock = useVisitorClock();
  return (
    <section className="page live-results-page">
      <nav className="live-menu__tabs" aria-label={t('live.results.title')}>
        <Link to={`/${lang}/results/live`} aria-current={kind === 'live' ? 'page' : undefined}>
          {t('live.results.live')}
        </Link>
        <Link to={`/${lang}/results/zone`} aria-current={kind === 'zone' ? 'page' : undefined}>
          {t('live.results.zone')}
        </Link>
      </nav>
      <h1>{t('live.results.title')}</h1>
      <CatalogueView entry={entry} kind="results" catalogueKey={key} errorText={t('live.results.error')}>
        {(data) =>
          data.results.length === 0 ? (
            <Empty text={t('live.results.empty')} />
          ) : (
            <table className="live-results" data-testid="live-results">
              <thead>
                <tr>
                  <th scope="col">{t('live.results.finished')}</th>
                  <th scope="col">{t('live.results.game')}</th>
                  <th scope="col">{t('live.results.score')}</th>
                </tr>
              </thead>
              <tbody>
                {data.results.map((r) => (
                  <tr key={r.gameId}>
                    <td>{formatStart(r.finishedAt, i18n.language, clock)}</td>
                    <td>
                      {r.sportName} · {r.champName}
                      <br />
                      {r.opponent1} — {r.opponent2}
                    </td>
                    <td>{r.fullScore}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </CatalogueView>
    </section>
  );
}
