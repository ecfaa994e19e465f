import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageProps } from '../core-access/pageProps';
import type { BettingSection } from '../../protocol/schemas/live';
import { GameDetail } from './GameDetail';
import { GameList } from './GameList';
import { asSection, idOf, teamPath } from './paths';
import { CatalogueView, Empty, useCatalogue } from './states';
import { useLiveWatch } from './useLiveWatch';
import './live.css';
import { LivePlain } from './frames';

/** team/{section}/{team}: the team's games of the section (odds from the feed) and its latest results. */
export function TeamPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const section = asSection(resolution.params.section);
  const slug = resolution.params.team ?? '';
  const key = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) ? `team:${slug}:${section}` : '';
  const entry = useCatalogue(key);
  const champIds = entry?.status === 'ready' && entry.data.kind === 'team' ? entry.data.champIds : [];
  useLiveWatch(
    champIds.map((id) => `champ:${id}`),
    key ? [key] : [],
  );
  return (
    <LivePlain testId="live-team-page">
      <nav className="live-menu__tabs" aria-label={t('live.team.sections')}>
        {(['live', 'line'] as BettingSection[]).map((s) => (
          <Link key={s} to={teamPath(lang, s, slug)} aria-current={s === section ? 'page' : undefined}>
            {t(`live.section.${s}`)}
          </Link>
        ))}
      </nav>
      {!key ? (
        <Empty text={t('live.team.missing')} testId="live-team-missing" />
      ) : entry?.status === 'error' && entry.code === 'team_not_found' ? (
        <Empty text={t('live.team.missing')} testId="live-team-missing" />
      ) : (
        <CatalogueView entry={entry} kind="team" catalogueKey={key} errorText={t('live.team.error')}>
          {(data) => (
            <>
              <h1 data-testid="live-team-name">{data.team.name}</h1>
              {data.gameIds.length === 0 ? (
                <Empty text={t(`live.team.no_games_${section}`)} />
              ) : (
                data.champIds.map((champId) => (
                  <GameList key={champId} topic={`champ:${champId}`} filter={section} only={data.gameIds} lang={lang} />
                ))
              )}
              <h2>{t('live.team.results')}</h2>
              {data.results.length === 0 ? (
                <Empty text={t('live.statistic.no_results')} />
              ) : (
                <ul className="live-team__results" data-testid="live-team-results">
                  {data.results.map((r) => (
                    <li key={r.gameId}>
                      {r.opponent1} — {r.opponent2}{' '}
                      <strong>
                        {r.score1}:{r.score2}
                      </strong>{' '}
                      <span className="live-count">{r.champName}</span>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </CatalogueView>
      )}
    </LivePlain>
  );
}

/** team/{section}/{team}/{game}: a game of the team, with the way back to the team. */
export function TeamGamePage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const section = asSection(resolution.params.section);
  const slug = resolution.params.team ?? '';
  return (
    <LivePlain testId="live-team-game">
      <GameDetail
        gameId={idOf(resolution.params.game)}
        lang={lang}
        teamSection={section}
        back={{ href: teamPath(lang, section, slug), label: t('live.team.back') }}
      />
    </LivePlain>
  );
}
