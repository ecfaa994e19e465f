import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameResult, Standing, Statistic } from '../../protocol/schemas/live';
import { visitorDateTimeFormat } from '../components/visitorTime';
import { useVisitorClock } from '../shell/useVisitorClock';
import { teamPath } from './paths';
import { CatalogueView, useCatalogue } from './states';
import { useLiveWatch } from './useLiveWatch';

/** The catalogue key of a game's or a championship's statistic. */
export const statisticKey = (of: { gameId: number } | { champId: number }) =>
  'gameId' in of ? `statistic:game:${of.gameId}` : `statistic:champ:${of.champId}`;

function ResultsTable({ rows, testId, empty }: { rows: readonly GameResult[]; testId: string; empty: string }) {
  const { t, i18n } = useTranslation();
  // The day a game finished is the day in the player's time zone, not the browser's.
  const clock = useVisitorClock();
  if (rows.length === 0)
    return (
      <p className="live-state" data-testid={`${testId}-empty`}>
        {empty}
      </p>
    );
  return (
    <table className="live-results" data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{t('live.results.finished')}</th>
          <th scope="col">{t('live.results.game')}</th>
          <th scope="col">{t('live.results.score')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.gameId}>
            <td>{visitorDateTimeFormat(i18n.language, clock, 'short', 'none').format(r.finishedAt)}</td>
            <td>
              {r.opponent1} — {r.opponent2}
            </td>
            <td>
              {r.score1}:{r.score2}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function StandingsTable({ rows, lang, highlight }: { rows: readonly Standing[]; lang: string; highlight: readonly string[] }) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return (
      <p className="live-state" data-testid="live-standings-empty">
        {t('live.statistic.no_standings')}
      </p>
    );
  return (
    <table className="live-results live-standings" data-testid="live-standings">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{t('live.statistic.team')}</th>
          <th scope="col" title={t('live.statistic.played_full')}>
            {t('live.statistic.played')}
          </th>
          <th scope="col" title={t('live.statistic.won_full')}>
            {t('live.statistic.won')}
          </th>
          <th scope="col" title={t('live.statistic.drawn_full')}>
            {t('live.statistic.drawn')}
          </th>
          <th scope="col" title={t('live.statistic.lost_full')}>
            {t('live.statistic.lost')}
          </th>
          <th scope="col">{t('live.statistic.goals')}</th>
          <th scope="col" title={t('live.statistic.points_full')}>
            {t('live.statistic.points')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={row.team.slug} className={highlight.includes(row.team.slug) ? 'is-highlighted' : undefined}>
            <td>{i + 1}</td>
            <td>
              <Link to={teamPath(lang, 'live', row.team.slug)}>{row.team.name}</Link>
            </td>
            <td>{row.played}</td>
            <td>{row.won}</td>
            <td>{row.drawn}</td>
            <td>{row.lost}</td>
            <td>
              {row.scored}:{row.conceded}
            </td>
            <td>{row.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Head-to-head, recent results and the table, as the server keeps them (GET /web-api/live/statistic). */
export function StatisticBody({ statistic, lang }: { statistic: Statistic; lang: string }) {
  const { t } = useTranslation();
  const game = statistic.game;
  return (
    <div className="live-statistic" data-testid="live-statistic">
      <p className="live-game-page__champ">{statistic.champ.name}</p>
      {game && (
        <h2 className="live-statistic__teams">
          <Link to={teamPath(lang, 'live', game.team1.slug)}>{game.team1.name}</Link> —{' '}
          <Link to={teamPath(lang, 'live', game.team2.slug)}>{game.team2.name}</Link>
        </h2>
      )}
      {game && (
        <section aria-labelledby="live-h2h">
          <h3 id="live-h2h">{t('live.statistic.head_to_head')}</h3>
          <ResultsTable rows={statistic.headToHead} testId="live-h2h" empty={t('live.statistic.no_meetings')} />
        </section>
      )}
      {game ? (
        <div className="live-statistic__recent">
          <section aria-label={t('live.statistic.recent_of', { team: game.team1.name })}>
            <h3>{t('live.statistic.recent_of', { team: game.team1.name })}</h3>
            <ResultsTable rows={statistic.recent1} testId="live-recent1" empty={t('live.statistic.no_results')} />
          </section>
          <section aria-label={t('live.statistic.recent_of', { team: game.team2.name })}>
            <h3>{t('live.statistic.recent_of', { team: game.team2.name })}</h3>
            <ResultsTable rows={statistic.recent2} testId="live-recent2" empty={t('live.statistic.no_results')} />
          </section>
        </div>
      ) : (
        <section>
          <h3>{t('live.statistic.recent')}</h3>
          <ResultsTable rows={statistic.recent1} testId="live-recent1" empty={t('live.statistic.no_results')} />
        </section>
      )}
      <section>
        <h3>{t('live.statistic.standings')}</h3>
        <StandingsTable rows={statistic.standings} lang={lang} highlight={game ? [game.team1.slug, game.team2.slug] : []} />
      </section>
    </div>
  );
}

/** Loads and shows the statistic of a game or a championship, with loading, error (and retry) states. */
export function StatisticPanel({ of, lang }: { of: { gameId: number } | { champId: number }; lang: string }) {
  const { t } = useTranslation();
  const key = statisticKey(of);
  useLiveWatch([], [key]);
  const entry = useCatalogue(key);
  return (
    <CatalogueView entry={entry} kind="statistic" catalogueKey={key} errorText={t('live.statistic.error')}>
      {(data) => <StatisticBody statistic={data.statistic} lang={lang} />}
    </CatalogueView>
  );
}
