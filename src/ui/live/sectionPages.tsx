import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageProps } from '../core-access/pageProps';
import type { BettingSection, MenuSport } from '../../protocol/schemas/live';
import { livePart, useLivePart } from '../core-access/coreContext';
import { ChampGames } from './champGames';
import { GameList } from './GameList';
import { asSection, champsPath, cyberPath, idOf, multiPath, resultsPath, type MenuSection } from './paths';
import { Empty, Failed, Loading, useCatalogue, useCatalogueRetry } from './states';
import { useBetting } from './useBetting';
import { useLiveWatch } from './useLiveWatch';
import './live.css';
import { LiveShell } from './frames';
import { useOpenSports } from './useOpenSports';
import { Suggestions } from './Suggestions';
import { RecommendedStream } from '../media/RecommendedStream';

// Show sports only is off unless the player turns it on, so its headers are fetched then: the lists' first load stays lean.
const SportHeaders = lazy(() => import('./SportHeaders'));

/** The sports of a section's menu (optionally one menu group): undefined while loading, 'error' when it failed. */
export function useMenuSports(section: BettingSection, menu?: MenuSection): readonly MenuSport[] | 'error' | undefined {
  const entry = useCatalogue(`menu:${section}`);
  if (!entry || entry.status === 'loading') return undefined;
  if (entry.status === 'error' || entry.data.kind !== 'menu') return 'error';
  return entry.data.sports.filter((s) => (menu === 'cyber' ? s.isCyber : menu === 'sports' ? !s.isCyber : true));
}

/** The feed allows 50 topics a connection: a page watches at most this many sport lists. */
const MAX_SPORT_LISTS = 40;

/** :section and :section/:menuSection — every game of the section, sport by sport. */
export function SectionPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const section = asSection(resolution.params.section);
  const menu = resolution.params.menuSection === 'cyber' ? 'cyber' : resolution.params.menuSection === 'sports' ? 'sports' : undefined;
  const { betting } = useBetting();
  const sports = useMenuSports(section, menu);
  const retry = useCatalogueRetry(`menu:${section}`);
  // Show sports only (display preferences): headers with counts; a sport's games once opened.
  const sportsOnly = useLivePart(livePart.field('display'), (live) => live.display.sportsOnly) === true;
  const { open, toggle } = useOpenSports();
  const listed = Array.isArray(sports) ? sports.slice(0, MAX_SPORT_LISTS) : [];
  const watched = sportsOnly ? listed.filter((s) => open.has(s.sportId)) : listed;
  const upcoming = section === 'live' && betting.upcomingEvents;
  useLiveWatch([...watched.map((s) => `sport:${s.sportId}:${section}`), ...(upcoming ? ['home'] : [])], [`menu:${section}`]);
  // The recommended stream follows the games: its room is kept until the first list has come.
  const first = `sport:${listed[0]?.sportId}:${section}`;
  const gamesPending = useLivePart(livePart.list(first), (live) => !sports || (!!listed[0] && !live.lists[first])) !== false;
  let body;
  if (sports === undefined) body = <Loading />;
  else if (sports === 'error') body = <Failed text={t('live.menu.error')} onRetry={retry} />;
  else if (sports.length === 0) body = <Empty />;
  else if (sportsOnly)
    body = (
      <Suspense fallback={<Loading />}>
        <SportHeaders sports={listed} section={section} lang={lang} group={betting.groupByCategories} open={open} toggle={toggle} />
      </Suspense>
    );
  else
    body = listed.map((s) => (
      <GameList key={s.sportId} topic={`sport:${s.sportId}:${section}`} title={s.name} lang={lang} group={betting.groupByCategories} />
    ));
  return (
    <LiveShell lang={lang} section={section} menu={menu}>
      <header className="live-section-head">
        <h1>{t(`live.section.${section}`)}</h1>
        <SectionLinks lang={lang} />
      </header>
      {section === 'live' && <RecommendedStream lang={lang} pending={gamesPending} />}
      <Suggestions section={section} />
      {body}
      {upcoming && <GameList topic="home" filter="line" title={t('live.filter.upcoming_block')} lang={lang} limit={10} />}
    </LiveShell>
  );
}

/** The betting pages beside the sections: results, the multi view, every championship, the cyber hub. */
export function SectionLinks({ lang }: { lang: string }) {
  const { t } = useTranslation();
  return (
    <nav className="live-section-links" aria-label={t('live.links.title')} data-testid="live-section-links">
      <Link to={resultsPath(lang)} data-testid="live-link-results">
        {t('live.links.results')}
      </Link>
      <Link to={multiPath(lang, [])} data-testid="live-link-multi">
        {t('live.links.multi')}
      </Link>
      <Link to={champsPath(lang)} data-testid="live-link-champs">
        {t('live.links.champs')}
      </Link>
      <Link to={cyberPath(lang)} data-testid="live-link-cyber">
        {t('live.links.cyber')}
      </Link>
    </nav>
  );
}

/** :section/:menuSection/:sport — every game of the sport in the section. */
export function SportPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const section = asSection(resolution.params.section);
  const sportId = idOf(resolution.params.sport);
  const { betting } = useBetting();
  const upcoming = section === 'live' && betting.upcomingEvents && sportId !== null;
  useLiveWatch(sportId ? [`sport:${sportId}:${section}`, ...(upcoming ? [`sport:${sportId}:line`] : [])] : [], [`menu:${section}`]);
  const name = useLivePart(livePart.field('catalogue'), (live) => {
    const entry = live.catalogue[`menu:${section}`];
    return entry?.status === 'ready' && entry.data.kind === 'menu' ? entry.data.sports.find((s) => s.sportId === sportId)?.name : undefined;
  });
  return (
    <LiveShell lang={lang} section={section} sportId={sportId}>
      <h1>{name ?? t(`live.section.${section}`)}</h1>
      {sportId ? <GameList topic={`sport:${sportId}:${section}`} lang={lang} group={betting.groupByCategories} /> : <Empty />}
      {upcoming && <GameList topic={`sport:${sportId}:line`} title={t('live.filter.upcoming_block')} lang={lang} limit={10} />}
    </LiveShell>
  );
}

/** :section/:menuSection/:sport/:champ — the championship's games of the section. */
export function ChampPage({ resolution }: PageProps) {
  const lang = resolution.language;
  const section = asSection(resolution.params.section);
  return (
    <LiveShell lang={lang} section={section} sportId={idOf(resolution.params.sport)}>
      <ChampGames lang={lang} section={section} champId={idOf(resolution.params.champ)} />
    </LiveShell>
  );
}
