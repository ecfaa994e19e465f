import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GAME_STATUS } from '../../protocol/constants/gameStatus';
import { livePart, useLivePart, useProjectionSelector } from '../core-access/coreContext';
import { useGameStatusText } from './GameRow';
import { LiveDialog } from './LiveDialog';
import { MatchZone } from './MatchZone';
import { WatchButtons } from '../media/WatchButtons';
import { Outcome } from './Outcome';
import { champsPath, multiPath, statisticPopupPath, teamPath } from './paths';
import { StatisticPanel } from './StatisticView';
import { Empty, Failed, Loading } from './states';
import { useBetting } from './useBetting';
import { useLiveWatch } from './useLiveWatch';

interface Head {
  readonly gameId: number;
  readonly champId: number;
  readonly champName: string;
  readonly opponent1: string;
  readonly opponent2: string;
  readonly team1Slug: string;
  readonly team2Slug: string;
  readonly status: number;
  readonly period: number;
  readonly score1: number;
  readonly score2: number;
  readonly fullScore: string;
  readonly timeSec: number | null;
  readonly startTime: number;
  readonly hasVideo: boolean;
}

/** [marketId, typeId, name as shown, type name (without its line), outcome ids] */
type MarketRow = [number, number, string, string, number[]];

/** "2:1 (1:0, 1:1)" -> [[1,0],[1,1]]: the period scores the wide scoreboard shows. */
function periodScores(fullScore: string): [string, string][] {
  const inner = /\((.*)\)/.exec(fullScore)?.[1] ?? '';
  return inner
    .split(',')
    .map((p) => p.trim().split(':'))
    .filter((p): p is [string, string] => p.length === 2);
}

function Scoreboard({ head, wide }: { head: Head; wide: boolean }) {
  const { t } = useTranslation();
  const status = useGameStatusText(head);
  if (head.status === GAME_STATUS.line)
    return (
      <p className="live-game-page__score" data-testid="live-score">
        {t('live.game.not_started')} · {status}
      </p>
    );
  if (!wide) {
    return (
      <p className="live-game-page__score" data-testid="live-score">
        {head.score1}:{head.score2} {head.fullScore.replace(/^\S+\s*/, '')} · {status}
      </p>
    );
  }
  const periods = periodScores(head.fullScore);
  return (
    <table className="live-scoreboard" data-testid="live-scoreboard">
      <caption>{status}</caption>
      <thead>
        <tr>
          <th scope="col">{t('live.statistic.team')}</th>
          {periods.map((_, i) => (
            <th key={i} scope="col">
              {t('live.game.period_short', { period: i + 1 })}
            </th>
          ))}
          <th scope="col">{t('live.game.total')}</th>
        </tr>
      </thead>
      <tbody>
        {[head.opponent1, head.opponent2].map((name, side) => (
          <tr key={side}>
            <th scope="row">{name}</th>
            {periods.map((p, i) => (
              <td key={i}>{p[side as 0 | 1]}</td>
            ))}
            <td>
              <strong>{side === 0 ? head.score1 : head.score2}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The market types of a game as chips: the player picks which to show (the betting state's filtered markets). */
function MarketFilter({ markets }: { markets: readonly MarketRow[] }) {
  const { t } = useTranslation();
  const { betting, set } = useBetting();
  const types = [...new Map(markets.map(([, typeId, , typeName]) => [typeId, typeName])).entries()];
  if (types.length < 2) return null;
  const chosen = betting.filteredMarkets;
  const toggle = (typeId: number, on: boolean) =>
    set({ filteredMarkets: on ? [...chosen.filter((id) => id !== typeId), typeId] : chosen.filter((id) => id !== typeId) });
  return (
    <fieldset className="live-filters live-market-filter" data-testid="live-market-filter">
      <legend>{t('live.filter.markets')}</legend>
      {types.map(([typeId, name]) => (
        <label key={typeId} className={`live-chip${chosen.includes(typeId) ? ' is-on' : ''}`}>
          <input
            type="checkbox"
            checked={chosen.includes(typeId)}
            data-testid={`live-market-type-${typeId}`}
            onChange={(e) => toggle(typeId, e.currentTarget.checked)}
          />
          {name}
        </label>
      ))}
      {chosen.length > 0 && (
        <button type="button" className="button button--link" onClick={() => set({ filteredMarkets: [] })}>
          {t('live.filter.all_markets')}
        </button>
      )}
    </fieldset>
  );
}

/**
 * One game with every market, from its own feed topic: the header (teams
 * linking to their pages, score, a wide scoreboard when the player wants
 * it), the statistic (a dialog, or a window when the player prefers), the
 * market filter and the markets.
 */
export function GameDetail({
  gameId,
  lang,
  back,
  compact = false,
  teamSection = 'live',
}: {
  gameId: number | null;
  lang: string;
  back?: { href: string; label: string };
  compact?: boolean;
  teamSection?: 'live' | 'line';
}) {
  const { t } = useTranslation();
  const topic = gameId ? `game:${gameId}` : '';
  useLiveWatch(topic ? [topic] : []);
  const { betting, set } = useBetting();
  const [statsOpen, setStatsOpen] = useState(false);
  const statsInWindow = useProjectionSelector('preferences', (p) => p.statsInNewWindow) ?? true;
  const part = livePart.game(gameId ?? 0);
  const listed = useLivePart(livePart.list(topic), (live) => (topic ? (live.lists[topic]?.length ?? -1) : 0));
  const headText = useLivePart(part, (live) => {
    const g = gameId ? live.games[gameId] : undefined;
    if (!g) return null;
    const head: Head = {
      gameId: g.gameId,
      champId: g.champId,
      champName: g.champName,
      opponent1: g.opponent1,
      opponent2: g.opponent2,
      team1Slug: g.team1Slug,
      team2Slug: g.team2Slug,
      status: g.status,
      period: g.period,
      score1: g.score1,
      score2: g.score2,
      fullScore: g.fullScore,
      timeSec: g.timeSec,
      startTime: g.startTime,
      hasVideo: g.hasVideo,
    };
    return JSON.stringify(head);
  });
  const marketsText = useLivePart(part, (live) => {
    const g = gameId ? live.games[gameId] : undefined;
    if (!g) return null;
    const rows: MarketRow[] = g.markets.map((m) => [
      m.marketId,
      m.typeId,
      m.param === null || m.name.endsWith(String(m.param)) ? m.name : `${m.name} ${m.param}`,
      m.param === null ? m.name : m.name.replace(new RegExp(`\\s*${String(m.param).replace(/[.+-]/g, '\\$&')}$`), ''),
      m.outcomes.map((o) => o.outcomeId),
    ]);
    return JSON.stringify(rows);
  });
  const offline = useLivePart(livePart.field('feed'), (live) => live.feed.status === 'offline');

  let body;
  if (!gameId || listed === 0) {
    body = <Empty text={t('live.game.missing')} testId="live-game-missing" />;
  } else if (!headText) {
    body = offline ? <Failed text={t('live.list.error')} /> : <Loading />;
  } else {
    const head = JSON.parse(headText) as Head;
    const markets = JSON.parse(marketsText ?? '[]') as MarketRow[];
    const shownMarkets = betting.filteredMarkets.length
      ? markets.filter(([, typeId]) => betting.filteredMarkets.includes(typeId))
      : markets;
    const Title = compact ? 'h2' : 'h1';
    body = (
      <>
        <p className="live-game-page__champ">
          <Link
            to={champsPath(lang, head.champId, head.champName)}
            data-testid="live-game-champ"
            aria-label={t('live.links.champ_page', { name: head.champName })}
          >
            {head.champName}
          </Link>
        </p>
        <Title data-testid="live-game-title">
          {compact ? (
            `${head.opponent1} — ${head.opponent2}`
          ) : (
            <>
              <Link to={teamPath(lang, teamSection, head.team1Slug)}>{head.opponent1}</Link> —{' '}
              <Link to={teamPath(lang, teamSection, head.team2Slug)}>{head.opponent2}</Link>
            </>
          )}
        </Title>
        <Scoreboard head={head} wide={betting.wideScoreboard && !compact} />
        {!compact && (head.status === GAME_STATUS.live || head.status === GAME_STATUS.break) && (
          <WatchButtons gameId={head.gameId} name={`${head.opponent1} — ${head.opponent2}`} hasVideo={head.hasVideo} />
        )}
        {head.status === GAME_STATUS.finished && (
          <p className="live-state" data-testid="game-finished-note">
            {t('live.game.finished_note')}
          </p>
        )}
        {!compact && (
          <p className="live-game-page__tools">
            {statsInWindow ? (
              <a href={statisticPopupPath(lang, head.gameId)} target="_blank" rel="noopener" data-testid="live-stats-open">
                {t('live.statistic.open')}
              </a>
            ) : (
              <button type="button" className="button button--link" data-testid="live-stats-open" onClick={() => setStatsOpen(true)}>
                {t('live.statistic.open')}
              </button>
            )}{' '}
            <Link
              to={multiPath(lang, [head.gameId])}
              data-testid="live-add-to-multi"
              aria-label={t('live.links.add_to_multi_label', { name: `${head.opponent1} — ${head.opponent2}` })}
            >
              {t('live.links.add_to_multi')}
            </Link>{' '}
            {head.status !== GAME_STATUS.line && (
              // The betting state's wide scoreboard (SPEC 3): every game page of every tab follows it.
              <button
                type="button"
                className="button button--link"
                aria-pressed={betting.wideScoreboard}
                title={t('live.links.scoreboard')}
                data-testid="live-wide-scoreboard"
                onClick={() => set({ wideScoreboard: !betting.wideScoreboard })}
              >
                {t('live.filter.wideScoreboard')}
              </button>
            )}
          </p>
        )}
        {!compact && <MatchZone gameId={head.gameId} />}
        {!compact && <MarketFilter markets={markets} />}
        {shownMarkets.length === 0 ? (
          <Empty text={t('live.filter.no_markets')} testId="live-markets-empty" />
        ) : (
          shownMarkets.map(([marketId, , name, , outcomes]) => (
            <section key={marketId} className="live-market" data-testid={`live-market-${marketId}`}>
              <h2>{name}</h2>
              <div className="live-game__outcomes">
                {outcomes.map((id) => (
                  <Outcome key={id} gameId={head.gameId} marketId={marketId} outcomeId={id} />
                ))}
              </div>
            </section>
          ))
        )}
        {statsOpen && (
          <LiveDialog title={t('live.statistic.title')} onClose={() => setStatsOpen(false)} testId="live-stats-dialog">
            <StatisticPanel of={{ gameId: head.gameId }} lang={lang} />
          </LiveDialog>
        )}
      </>
    );
  }
  return (
    <div className={`live-game-page${compact ? ' live-game-page--compact' : ''}`} data-testid={`game-detail-${gameId ?? 0}`}>
      {back && (
        <p>
          <Link to={back.href}>{back.label}</Link>
        </p>
      )}
      {body}
    </div>
  );
}
