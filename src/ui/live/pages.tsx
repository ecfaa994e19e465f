import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageProps } from '../core-access/pageProps';
import type { BettingSection, MenuSport } from '../../protocol/schemas/live';
import { livePart, useLivePart } from '../core-access/coreContext';
import { FeedBanner } from './FeedBanner';
import { FilterBar } from './FilterBar';
import { GameDetail } from './GameDetail';
import { GameList } from './GameList';
import { LiveNoticeProvider } from './LiveNotice';
import { SportMenu } from './SportMenu';
import { asSection, champsPath, cyberPath, idOf, multiPath, resultsPath, type MenuSection } from './paths';
import { CatalogueView, Empty, Failed, Loading, useCatalogue, useCatalogueRetry } from './states';
import { formatStart } from './time';
import { useBetting } from './useBetting';
import { useVisitorClock } from '../shell/useVisitorClock';
import { useLiveWatch } from './useLiveWatch';
import './live.css';

/** The frame of the betting pages: the sport menu of the section, the feed banner, the filters, the page. */
export function LiveShell({
  lang,
  section,
  menu,
  sportId,
  filters = true,
  children,
}: {
  lang: string;
  section: BettingSection;
  menu?: MenuSection;
  sportId?: number | null;
  filters?: boolean;
  children: ReactNode;
}) {
  return (
    <LiveNoticeProvider>
      <div className="live-page">
        <SportMenu lang={lang} section={section} menu={menu} activeSportId={sportId} />
        <div className="live-page__main">
          <FeedBanner />
          {/* Upcoming events adds the line's next games to a live page; the line already is those games. */}
          {filters && <FilterBar toggles={section === 'line' ? ['onlyWithVideos', 'groupByCategories'] : undefined} />}
          {children}
        </div>
      </div>
    </LiveNoticeProvider>
  );
}

/** A page without the sport menu (statistic, team, multi...): the notice line and the feed banner. */
export function LivePlain({ children, className, testId }: { children: ReactNode; className?: string; testId?: string }) {
  return (
    <LiveNoticeProvider>
      <section className={`page live-plain${className ? ` ${className}` : ''}`} data-testid={testId}>
        <FeedBanner />
        {children}
      </section>
    </LiveNoticeProvider>
  );
}

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
  const listed = Array.isArray(sports) ? sports.slice(0, MAX_SPORT_LISTS) : [];
  const upcoming = section === 'live' && betting.upcomingEvents;
  useLiveWatch([...listed.map((s) => `sport:${s.sportId}:${section}`), ...(upcoming ? ['home'] : [])], [`menu:${section}`]);
  let body;
  if (sports === undefined) body = <Loading />;
  else if (sports === 'error') body = <Failed text={t('live.menu.error')} onRetry={retry} />;
  else if (sports.length === 0) body = <Empty />;
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

/** A championship's name (from the catalogue) and its games of a section (from the feed). */
export function ChampGames({
  lang,
  section,
  champId,
  cyberType,
  headingLevel = 1,
  tableLink = true,
}: {
  lang: string;
  section: BettingSection | 'all';
  champId: number | null;
  cyberType?: string;
  headingLevel?: 1 | 2;
  tableLink?: boolean;
}) {
  const { t } = useTranslation();
  const { betting } = useBetting();
  const key = champId ? `champ:${champId}:${section === 'all' ? 'live' : section}` : '';
  useLiveWatch(champId ? [`champ:${champId}`] : [], key ? [key] : []);
  const champ = useCatalogue(key);
  const retry = useCatalogueRetry(key);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  if (!champId) return <Empty />;
  return (
    <>
      <Heading>{champ?.status === 'ready' && champ.data.kind === 'champ' ? champ.data.champ.name : t('live.champ.title')}</Heading>
      {tableLink && champ?.status === 'ready' && champ.data.kind === 'champ' && (
        <p>
          <Link to={champsPath(lang, champId, champ.data.champ.nameEng)} data-testid="live-champ-table">
            {t('live.links.champ_page', { name: champ.data.champ.name })}
          </Link>
        </p>
      )}
      {champ?.status === 'error' &&
        (champ.code === 'champ_not_found' ? (
          <Empty text={t('live.champ.missing')} />
        ) : (
          <Failed text={t('live.champ.error')} onRetry={retry} />
        ))}
      {champ?.status === 'error' && champ.code === 'champ_not_found' ? null : section === 'all' ? (
        <>
          <GameList topic={`champ:${champId}`} filter="live" title={t('live.section.live')} lang={lang} cyberType={cyberType} />
          <GameList topic={`champ:${champId}`} filter="line" title={t('live.section.line')} lang={lang} cyberType={cyberType} />
        </>
      ) : (
        <GameList topic={`champ:${champId}`} filter={section} lang={lang} group={betting.groupByCategories} cyberType={cyberType} />
      )}
    </>
  );
}

/** :section/:menuSection/:sport/:champ/:game — one game with every market. */
export function GamePage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const section = asSection(resolution.params.section);
  useLiveWatch([], [`menu:${section}`]);
  return (
    <LiveShell lang={lang} section={section} sportId={idOf(resolution.params.sport)} filters={false}>
      <GameDetail gameId={idOf(resolution.params.game)} lang={lang} back={{ href: `/${lang}/${section}`, label: t('live.game.back') }} />
    </LiveShell>
  );
}

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
