import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageProps } from '../pages/registry';
import { GAME_STATUS, type BettingSection } from '../../protocol/schemas/live';
import { useProjectionSelector } from '../app/coreContext';
import { FeedBanner } from './FeedBanner';
import { GameList } from './GameList';
import { LiveNoticeProvider } from './LiveNotice';
import { Outcome } from './Outcome';
import { SportMenu, useCatalogue } from './SportMenu';
import { asSection, idOf, type MenuSection } from './paths';
import { useLiveWatch } from './useLiveWatch';
import './live.css';

function Shell({ lang, section, menu, sportId, children }: { lang: string; section: BettingSection; menu?: MenuSection; sportId?: number | null; children: ReactNode }) {
  return (
    <LiveNoticeProvider>
      <div className="live-page">
        <SportMenu lang={lang} section={section} menu={menu} activeSportId={sportId} />
        <div className="live-page__main">
          <FeedBanner />
          {children}
        </div>
      </div>
    </LiveNoticeProvider>
  );
}

/** Sports of the section's menu (optionally one menu group), as "id:name" strings: undefined while the menu loads. */
function useMenuSports(section: BettingSection, menu?: MenuSection): string[] | undefined {
  const joined = useProjectionSelector('live', (live) => {
    const entry = live.catalogue[`menu:${section}`];
    if (!entry || entry.status !== 'ready' || entry.data.kind !== 'menu') return entry?.status === 'error' ? '' : undefined;
    return JSON.stringify(entry.data.sports.filter((s) => (menu === 'cyber' ? s.isCyber : menu === 'sports' ? !s.isCyber : true)).map((s) => `${s.sportId}:${s.name}`));
  });
  return joined === undefined ? undefined : joined === '' ? [] : (JSON.parse(joined) as string[]);
}

/** :section and :section/:menuSection — the sport menu and every game of the section, sport by sport. */
export function SectionPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const section = asSection(resolution.params.section);
  const menu = resolution.params.menuSection === 'cyber' ? 'cyber' : resolution.params.menuSection === 'sports' ? 'sports' : undefined;
  const sports = useMenuSports(section, menu);
  const topics = (sports ?? []).slice(0, 40).map((s) => `sport:${s.split(':')[0]}:${section}`);
  useLiveWatch(topics, [`menu:${section}`]);
  return (
    <Shell lang={lang} section={section} menu={menu}>
      <h1>{t(`live.section.${section}`)}</h1>
      {sports !== undefined && sports.length === 0 && <p className="live-state" data-testid="live-list-empty">{t('live.list.empty')}</p>}
      {(sports ?? []).slice(0, 40).map((s) => {
        const [id, ...name] = s.split(':');
        return <GameList key={id} topic={`sport:${id}:${section}`} title={name.join(':')} lang={lang} />;
      })}
    </Shell>
  );
}

/** :section/:menuSection/:sport — every game of the sport in the section. */
export function SportPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const section = asSection(resolution.params.section);
  const sportId = idOf(resolution.params.sport);
  useLiveWatch(sportId ? [`sport:${sportId}:${section}`] : [], [`menu:${section}`]);
  const name = useProjectionSelector('live', (live) => {
    const entry = live.catalogue[`menu:${section}`];
    return entry?.status === 'ready' && entry.data.kind === 'menu' ? entry.data.sports.find((s) => s.sportId === sportId)?.name : undefined;
  });
  return (
    <Shell lang={lang} section={section} sportId={sportId}>
      <h1>{name ?? t(`live.section.${section}`)}</h1>
      {sportId ? <GameList topic={`sport:${sportId}:${section}`} lang={lang} /> : <p className="live-state" data-testid="live-list-empty">{t('live.list.empty')}</p>}
    </Shell>
  );
}

/** :section/:menuSection/:sport/:champ — the championship's games of the section. */
export function ChampPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const section = asSection(resolution.params.section);
  const champId = idOf(resolution.params.champ);
  const sportId = idOf(resolution.params.sport);
  useLiveWatch(champId ? [`champ:${champId}`] : [], champId ? [`menu:${section}`, `champ:${champId}:${section}`] : [`menu:${section}`]);
  const champ = useCatalogue(`champ:${champId}:${section}`);
  return (
    <Shell lang={lang} section={section} sportId={sportId}>
      <h1>{champ?.status === 'ready' && champ.data.kind === 'champ' ? champ.data.champ.name : t('live.champ.title')}</h1>
      {champ?.status === 'error' && (
        <p className="live-state live-state--error" role="alert">
          {t('live.champ.error')}
        </p>
      )}
      {champId ? <GameList topic={`champ:${champId}`} filter={section} lang={lang} /> : <p className="live-state" data-testid="live-list-empty">{t('live.list.empty')}</p>}
    </Shell>
  );
}

/** :section/:menuSection/:sport/:champ/:game — one game with every market. */
export function GamePage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const section = asSection(resolution.params.section);
  const gameId = idOf(resolution.params.game);
  const topic = gameId ? `game:${gameId}` : '';
  useLiveWatch(topic ? [topic] : [], [`menu:${section}`]);
  const listed = useProjectionSelector('live', (live) => (topic ? live.lists[topic]?.length ?? -1 : 0));
  const head = useProjectionSelector('live', (live) => {
    const g = gameId ? live.games[gameId] : undefined;
    return g ? JSON.stringify([g.opponent1, g.opponent2, g.score1, g.score2, g.status, g.fullScore, g.champName]) : null;
  });
  const markets = useProjectionSelector('live', (live) => {
    const g = gameId ? live.games[gameId] : undefined;
    return g ? JSON.stringify(g.markets.map((m) => [m.marketId, m.param === null ? m.name : `${m.name} ${m.param}`, m.outcomes.map((o) => o.outcomeId)])) : null;
  });
  const offline = useProjectionSelector('live', (live) => live.feed.status === 'offline');
  let body;
  if (!head || listed === 0) {
    body =
      listed === 0 ? (
        <p className="live-state" data-testid="live-game-missing">{t('live.game.missing')}</p>
      ) : offline ? (
        <p className="live-state live-state--error" role="alert" data-testid="live-list-error">{t('live.list.error')}</p>
      ) : (
        <p className="live-state" role="status" aria-busy="true" data-testid="live-list-loading">{t('live.list.loading')}</p>
      );
  } else {
    const [o1, o2, s1, s2, status, fullScore, champName] = JSON.parse(head) as [string, string, number, number, number, string, string];
    body = (
      <>
        <p className="live-game-page__champ">{champName}</p>
        <h1 data-testid="live-game-title">
          {o1} — {o2}
        </h1>
        <p className="live-game-page__score" data-testid="live-score">
          {status === GAME_STATUS.line ? t('live.game.not_started') : `${s1}:${s2} ${fullScore.replace(/^\S+\s*/, '')}`}
          {status === GAME_STATUS.finished && ` · ${t('live.game.finished')}`}
        </p>
        {(JSON.parse(markets ?? '[]') as [number, string, number[]][]).map(([marketId, name, outcomes]) => (
          <section key={marketId} className="live-market" data-testid={`live-market-${marketId}`}>
            <h2>{name}</h2>
            <div className="live-game__outcomes">
              {outcomes.map((id) => (
                <Outcome key={id} gameId={gameId ?? 0} marketId={marketId} outcomeId={id} />
              ))}
            </div>
          </section>
        ))}
      </>
    );
  }
  return (
    <Shell lang={lang} section={section}>
      <p>
        <Link to={`/${lang}/${section}`}>{t('live.game.back')}</Link>
      </p>
      {body}
    </Shell>
  );
}

/** results/{live|zone}: finished games, newest first. */
export function ResultsPage({ resolution }: PageProps) {
  const { t, i18n } = useTranslation();
  const lang = resolution.language;
  const kind = resolution.params.resultsType === 'zone' ? 'zone' : 'live';
  useLiveWatch([], [`results:${kind}`]);
  const entry = useCatalogue(`results:${kind}`);
  let body;
  if (!entry || entry.status === 'loading') body = <p className="live-state" role="status" aria-busy="true" data-testid="live-list-loading">{t('live.list.loading')}</p>;
  else if (entry.status === 'error') body = <p className="live-state live-state--error" role="alert" data-testid="live-list-error">{t('live.results.error')}</p>;
  else if (entry.data.kind !== 'results' || entry.data.results.length === 0) body = <p className="live-state" data-testid="live-list-empty">{t('live.results.empty')}</p>;
  else
    body = (
      <table className="live-results" data-testid="live-results">
        <thead>
          <tr>
            <th>{t('live.results.finished')}</th>
            <th>{t('live.results.game')}</th>
            <th>{t('live.results.score')}</th>
          </tr>
        </thead>
        <tbody>
          {entry.data.results.map((r) => (
            <tr key={r.gameId}>
              <td>{new Date(r.finishedAt).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' })}</td>
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
    );
  return (
    <section className="page live-results-page">
      <nav className="live-menu__tabs">
        <Link to={`/${lang}/results/live`} aria-current={kind === 'live' ? 'page' : undefined}>
          {t('live.results.live')}
        </Link>
        <Link to={`/${lang}/results/zone`} aria-current={kind === 'zone' ? 'page' : undefined}>
          {t('live.results.zone')}
        </Link>
      </nav>
      <h1>{t('live.results.title')}</h1>
      {body}
    </section>
  );
}
