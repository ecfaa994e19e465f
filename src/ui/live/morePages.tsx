import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { PageProps } from '../core-access/pageProps';
import { FEATURED_CHAMP_IDS, SPORT_PAGE_SLUGS, type FeaturedChampPage, type SportPageType } from '../../protocol/live-client';
import type { BettingSection, Champ, MenuSport } from '../../protocol/schemas/live';
import { livePart, useLivePart } from '../core-access/coreContext';
import { GameDetail } from './GameDetail';
import { GameList } from './GameList';
import { ChampGames, LivePlain } from './pages';
import { MULTI_MAX_GAMES, asSection, champsPath, idOf, multiGames, multiPath, slugify, teamPath } from './paths';
import { StatisticPanel } from './StatisticView';
import { CatalogueView, Empty, Failed, Loading, useCatalogue, useCatalogueRetry } from './states';
import { useLiveWatch } from './useLiveWatch';
import './live.css';

/** The first id in a splat ("10007-arsenal-chelsea" or "ufc/10007"): a page type may name a game in its tail. */
function gameInSplat(splat: string | undefined): number | null {
  for (const segment of (splat ?? '').split('/')) {
    const id = idOf(segment);
    if (id !== null) return id;
  }
  return null;
}

// ---------------------------------------------------------------------------
// multi: several games side by side

/** multi?games=1,2: the picked games side by side, each with every market; a picker of games in play to add more. */
export function MultiPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const navigate = useNavigate();
  const games = multiGames(resolution.query.games);
  const go = (ids: readonly number[]) => void navigate(multiPath(lang, ids));
  useLiveWatch(['home']);
  const candidates = useLivePart(livePart.list('home'), (live) =>
    JSON.stringify(
      (live.lists.home ?? [])
        .map((id) => live.games[id])
        .filter((g) => g !== undefined && (g.status === 2 || g.status === 3))
        .map((g) => [g!.gameId, `${g!.opponent1} — ${g!.opponent2}`]),
    ),
  );
  const picks = candidates === undefined ? null : (JSON.parse(candidates) as [number, string][]).filter(([id]) => !games.includes(id));
  return (
    <LivePlain className="live-multi" testId="live-multi">
      <h1>{t('live.multi.title')}</h1>
      {games.length === 0 && <Empty text={t('live.multi.empty')} testId="live-multi-empty" />}
      {games.length > 0 && (
        <div className="live-multi__columns" style={{ gridTemplateColumns: `repeat(${games.length}, minmax(260px, 1fr))` }}>
          {games.map((id) => (
            <div key={id} className="live-multi__column" data-testid={`live-multi-game-${id}`}>
              <button
                type="button"
                className="button button--link"
                aria-label={t('live.multi.remove_label', { id })}
                onClick={() => go(games.filter((g) => g !== id))}
              >
                {t('live.multi.remove')}
              </button>
              <GameDetail gameId={id} lang={lang} compact />
            </div>
          ))}
        </div>
      )}
      <section aria-labelledby="live-multi-pick">
        <h2 id="live-multi-pick">{t('live.multi.pick')}</h2>
        {games.length >= MULTI_MAX_GAMES ? (
          <p className="live-state">{t('live.multi.full', { max: MULTI_MAX_GAMES })}</p>
        ) : picks === null ? (
          <Loading />
        ) : picks.length === 0 ? (
          <Empty text={t('live.multi.none')} />
        ) : (
          <ul className="live-multi__picker" data-testid="live-multi-picker">
            {picks.map(([id, name]) => (
              <li key={id}>
                <button type="button" className="button" data-testid={`live-multi-add-${id}`} onClick={() => go([...games, id])}>
                  {t('live.multi.add', { name })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </LivePlain>
  );
}

// ---------------------------------------------------------------------------
// champs/{champId?}

/** The championships of both sections, by sport, with how many games each has in play and in the line. */
function useAllChamps():
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; sports: { sport: MenuSport; champs: { champ: Champ; live: number; line: number }[] }[] } {
  useLiveWatch([], ['menu:live', 'menu:line']);
  const live = useCatalogue('menu:live');
  const line = useCatalogue('menu:line');
  const retryLive = useCatalogueRetry('menu:live');
  const retryLine = useCatalogueRetry('menu:line');
  if (live?.status === 'error' || line?.status === 'error') return { status: 'error', retry: () => (retryLive(), retryLine()) };
  if (live?.status !== 'ready' || line?.status !== 'ready' || live.data.kind !== 'menu' || line.data.kind !== 'menu')
    return { status: 'loading' };
  const bySport = new Map<number, { sport: MenuSport; champs: Map<number, { champ: Champ; live: number; line: number }> }>();
  for (const [section, data] of [
    ['live', live.data],
    ['line', line.data],
  ] as const) {
    for (const sport of data.sports) {
      const entry = bySport.get(sport.sportId) ?? { sport, champs: new Map() };
      for (const champ of sport.champs) {
        const row = entry.champs.get(champ.champId) ?? { champ, live: 0, line: 0 };
        row[section] = champ.gamesCount;
        entry.champs.set(champ.champId, row);
      }
      bySport.set(sport.sportId, entry);
    }
  }
  return { status: 'ready', sports: [...bySport.values()].map((s) => ({ sport: s.sport, champs: [...s.champs.values()] })) };
}

function ChampIndex({ linkTo }: { linkTo: (champ: Champ) => string }) {
  const { t } = useTranslation();
  const all = useAllChamps();
  if (all.status === 'loading') return <Loading />;
  if (all.status === 'error') return <Failed text={t('live.menu.error')} onRetry={all.retry} />;
  if (all.sports.length === 0) return <Empty />;
  return (
    <div className="live-champ-index" data-testid="live-champ-index">
      {all.sports.map(({ sport, champs }) => (
        <section key={sport.sportId} aria-label={sport.name}>
          <h2>{sport.name}</h2>
          <ul className="live-champs">
            {champs.map(({ champ, live, line }) => (
              <li key={champ.champId}>
                <Link to={linkTo(champ)}>{champ.name}</Link> <span className="live-count">{t('live.cyber.counts', { live, line })}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** champs and champs/{champId}: every championship, or one with its games in play and in the line and its table. */
export function ChampsPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const champId = idOf(resolution.params.champId);
  return (
    <LivePlain testId="live-champs-page">
      {champId === null ? (
        <>
          <h1>{t('live.champs.title')}</h1>
          <ChampIndex linkTo={(c) => champsPath(lang, c.champId, c.nameEng)} />
        </>
      ) : (
        <>
          <p>
            <Link to={champsPath(lang)}>{t('live.champs.back')}</Link>
          </p>
          <ChampGames lang={lang} section="all" champId={champId} tableLink={false} />
          <h2>{t('live.statistic.standings')}</h2>
          <StatisticPanel of={{ champId }} lang={lang} />
        </>
      )}
    </LivePlain>
  );
}

// ---------------------------------------------------------------------------
// statistic and statisticpopup

function StatisticContent({ query, lang }: { query: Readonly<Record<string, string>>; lang: string }) {
  const { t } = useTranslation();
  const gameId = idOf(query.gameId);
  const champId = idOf(query.champId);
  if (gameId !== null) return <StatisticPanel of={{ gameId }} lang={lang} />;
  if (champId !== null) return <StatisticPanel of={{ champId }} lang={lang} />;
  return (
    <>
      <p className="live-state">{t('live.statistic.pick')}</p>
      <ChampIndex linkTo={(c) => `/${lang}/statistic?champId=${c.champId}`} />
    </>
  );
}

/** statistic?gameId= or ?champId=: head-to-head, recent results and standings; without either, the championships to pick from. */
export function StatisticPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  return (
    <LivePlain testId="live-statistic-page">
      <h1>{t('live.statistic.title')}</h1>
      <StatisticContent query={resolution.query} lang={resolution.language} />
    </LivePlain>
  );
}

/** statisticpopup?gameId=: the same statistic in the window the game page opens (stats in a new window, SPEC 3). */
export function StatisticPopupPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  return (
    <LivePlain className="live-popup" testId="live-statistic-popup">
      <h1>{t('live.statistic.title')}</h1>
      <StatisticContent query={resolution.query} lang={resolution.language} />
      <p>
        <button type="button" className="button" onClick={() => window.close()}>
          {t('live.dialog.close_window')}
        </button>
      </p>
    </LivePlain>
  );
}

// ---------------------------------------------------------------------------
// team/{section}/{team} and team/{section}/{team}/{game}

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

// ---------------------------------------------------------------------------
// betsonyour, topgame, ufc, marble, politics

/** betsonyour/{country?}: the championships of a country (bets on your own country's games); without one, the countries. */
export function BetsOnYourPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const country = (resolution.params['*'] ?? '').split('/')[0] ?? '';
  const all = useAllChamps();
  const champs =
    all.status === 'ready'
      ? all.sports.flatMap((s) => s.champs).filter(({ champ }) => country !== '' && slugify(champ.country) === country)
      : [];
  let body;
  if (all.status === 'loading') body = <Loading />;
  else if (all.status === 'error') body = <Failed text={t('live.menu.error')} onRetry={all.retry} />;
  else if (country === '') {
    const countries = [...new Set(all.sports.flatMap((s) => s.champs.map(({ champ }) => champ.country)).filter((c) => c !== ''))].sort(
      (a, b) => a.localeCompare(b),
    );
    body =
      countries.length === 0 ? (
        <Empty />
      ) : (
        <ul className="live-champs" data-testid="live-countries">
          {countries.map((c) => (
            <li key={c}>
              <Link to={`/${lang}/betsonyour/${slugify(c)}`}>{c}</Link>
            </li>
          ))}
        </ul>
      );
  } else if (champs.length === 0) body = <Empty text={t('live.betsonyour.none')} testId="live-betsonyour-empty" />;
  else
    body = champs.map(({ champ }) => <ChampGames key={champ.champId} lang={lang} section="all" champId={champ.champId} headingLevel={2} />);
  return (
    <LivePlain testId="live-betsonyour">
      <h1>{champs[0] ? t('live.betsonyour.title_of', { country: champs[0].champ.country }) : t('live.betsonyour.title')}</h1>
      {country !== '' && (
        <p>
          <Link to={`/${lang}/betsonyour`}>{t('live.betsonyour.all')}</Link>
        </p>
      )}
      {body}
    </LivePlain>
  );
}

/** topgame/{game?}: every top game in play and in the line, or one of them. */
export function TopGamePage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const gameId = gameInSplat(resolution.params['*']);
  useLiveWatch(gameId === null ? ['home'] : []);
  return (
    <LivePlain testId="live-topgame">
      {gameId !== null ? (
        <GameDetail gameId={gameId} lang={lang} back={{ href: `/${lang}/topgame`, label: t('live.top.back') }} />
      ) : (
        <>
          <h1>{t('live.top.title')}</h1>
          <GameList topic="home" filter="live" title={t('live.home.top_live')} lang={lang} />
          <GameList topic="home" filter="line" title={t('live.home.top_line')} lang={lang} />
        </>
      )}
    </LivePlain>
  );
}

/** ufc, marble and politics (and their tails): one sport's games in play and in the line, or one of its games. */
export function SportTypePage({ resolution, pageType }: PageProps & { pageType: SportPageType }) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const gameId = gameInSplat(resolution.params['*']);
  useLiveWatch([], ['sports']);
  const sports = useCatalogue('sports');
  const retry = useCatalogueRetry('sports');
  const sport =
    sports?.status === 'ready' && sports.data.kind === 'sports'
      ? sports.data.sports.find((s) => s.slug === SPORT_PAGE_SLUGS[pageType])
      : undefined;
  useLiveWatch(sport && gameId === null ? [`sport:${sport.sportId}:live`, `sport:${sport.sportId}:line`] : []);
  let body;
  if (gameId !== null)
    body = <GameDetail gameId={gameId} lang={lang} back={{ href: `/${lang}/${pageType}`, label: t(`live.page_type.${pageType}`) }} />;
  else if (!sports || sports.status === 'loading') body = <Loading />;
  else if (sports.status === 'error') body = <Failed text={t('live.menu.error')} onRetry={retry} />;
  else if (!sport) body = <Empty text={t('live.page_type.none')} testId="live-sport-type-empty" />;
  else
    body = (
      <>
        <GameList topic={`sport:${sport.sportId}:live`} title={t('live.section.live')} lang={lang} />
        <GameList topic={`sport:${sport.sportId}:line`} title={t('live.section.line')} lang={lang} />
      </>
    );
  return (
    <LivePlain testId={`live-sport-type-${pageType}`}>
      {gameId === null && <h1>{sport?.name ?? t(`live.page_type.${pageType}`)}</h1>}
      {body}
    </LivePlain>
  );
}

export const UfcPage = (props: PageProps) => <SportTypePage {...props} pageType="ufc" />;
export const MarblePage = (props: PageProps) => <SportTypePage {...props} pageType="marble" />;
export const PoliticsPage = (props: PageProps) => <SportTypePage {...props} pageType="politics" />;

// ---------------------------------------------------------------------------
// champ, epl, laliga, europaleague, ipl: home, game, final

function featuredChamp(page: FeaturedChampPage, query: Readonly<Record<string, string>>): number | null {
  return page === 'champ' ? idOf(query.champId) : FEATURED_CHAMP_IDS[page];
}

function FeaturedNav({ lang, page, champId }: { lang: string; page: FeaturedChampPage; champId: number | null }) {
  const { t } = useTranslation();
  const q = page === 'champ' && champId !== null ? `?champId=${champId}` : '';
  return (
    <nav className="live-menu__tabs" aria-label={t(`live.featured.${page}`)}>
      <Link to={`/${lang}/${page}${q}`}>{t('live.featured.home')}</Link>
      <Link to={`/${lang}/${page}/final${q}`}>{t('live.featured.final')}</Link>
    </nav>
  );
}

/** {page}: the championship's games in play and in the line. `champ` without champId lists the championships. */
export function FeaturedHomePage({ resolution, page }: PageProps & { page: FeaturedChampPage }) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const champId = featuredChamp(page, resolution.query);
  return (
    <LivePlain testId={`live-featured-${page}`}>
      {champId === null ? (
        <>
          <h1>{t('live.featured.champ')}</h1>
          <ChampIndex linkTo={(c) => `/${lang}/champ?champId=${c.champId}`} />
        </>
      ) : (
        <>
          <FeaturedNav lang={lang} page={page} champId={champId} />
          <FeaturedGames lang={lang} page={page} champId={champId} />
        </>
      )}
    </LivePlain>
  );
}

/** The featured championship's games, each linking to the page type's own game page. */
function FeaturedGames({ lang, page, champId }: { lang: string; page: FeaturedChampPage; champId: number }) {
  const { t } = useTranslation();
  const key = `champ:${champId}:line`;
  useLiveWatch([`champ:${champId}`], [key]);
  const entry = useCatalogue(key);
  const games = useLivePart(livePart.list(`champ:${champId}`), (live) =>
    JSON.stringify(
      (live.lists[`champ:${champId}`] ?? []).map((id) => [id, `${live.games[id]?.opponent1 ?? ''} — ${live.games[id]?.opponent2 ?? ''}`]),
    ),
  );
  const q = page === 'champ' ? `?champId=${champId}` : '';
  if (entry?.status === 'error' && entry.code === 'champ_not_found')
    return <Empty text={t('live.champ.missing')} testId="live-featured-missing" />;
  return (
    <>
      <h1>{entry?.status === 'ready' && entry.data.kind === 'champ' ? entry.data.champ.name : t(`live.featured.${page}`)}</h1>
      {entry?.status === 'error' && <FeaturedRetry catalogueKey={key} />}
      <GameList topic={`champ:${champId}`} filter="live" title={t('live.section.live')} lang={lang} />
      <GameList topic={`champ:${champId}`} filter="line" title={t('live.section.line')} lang={lang} />
      {games !== undefined && (JSON.parse(games) as [number, string][]).length > 0 && (
        <nav aria-label={t('live.featured.games')} className="live-featured__games">
          <h2>{t('live.featured.games')}</h2>
          <ul>
            {(JSON.parse(games) as [number, string][]).map(([id, name]) => (
              <li key={id}>
                <Link to={`/${lang}/${page}/game/${id}-${slugify(name) || 'game'}${q}`}>{name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}

function FeaturedRetry({ catalogueKey }: { catalogueKey: string }) {
  const { t } = useTranslation();
  return <Failed text={t('live.champ.error')} onRetry={useCatalogueRetry(catalogueKey)} />;
}

/** {page}/game/{game}: one of the championship's games. */
export function FeaturedGamePage({ resolution, page }: PageProps & { page: FeaturedChampPage }) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const champId = featuredChamp(page, resolution.query);
  const q = page === 'champ' && champId !== null ? `?champId=${champId}` : '';
  return (
    <LivePlain testId={`live-featured-${page}-game`}>
      <GameDetail
        gameId={idOf(resolution.params.game)}
        lang={lang}
        back={{ href: `/${lang}/${page}${q}`, label: t(`live.featured.${page}`) }}
      />
    </LivePlain>
  );
}

/** {page}/final: where the championship stands: its table and latest results. */
export function FeaturedFinalPage({ resolution, page }: PageProps & { page: FeaturedChampPage }) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const champId = featuredChamp(page, resolution.query);
  return (
    <LivePlain testId={`live-featured-${page}-final`}>
      <FeaturedNav lang={lang} page={page} champId={champId} />
      <h1>{t('live.featured.final_title', { name: t(`live.featured.${page}`) })}</h1>
      {champId === null ? <Empty text={t('live.champ.missing')} /> : <StatisticPanel of={{ champId }} lang={lang} />}
    </LivePlain>
  );
}

const featured = (page: FeaturedChampPage) => ({
  home: (props: PageProps) => <FeaturedHomePage {...props} page={page} />,
  game: (props: PageProps) => <FeaturedGamePage {...props} page={page} />,
  final: (props: PageProps) => <FeaturedFinalPage {...props} page={page} />,
});
export const FEATURED_PAGES = {
  champ: featured('champ'),
  epl: featured('epl'),
  laliga: featured('laliga'),
  europaleague: featured('europaleague'),
  ipl: featured('ipl'),
};
