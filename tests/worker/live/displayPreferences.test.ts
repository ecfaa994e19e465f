import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../../src/protocol/preferences';
import { DEFAULT_BETTING_STATE } from '../../../src/protocol/live-client';
import type { Game, Market } from '../../../src/protocol/schemas/live';
import type { HttpClient } from '../../../src/worker/http';
import { LiveService, type LivePlayer } from '../../../src/worker/live';
import type { LivePreferences } from '../../../src/worker/live/liveService';
import { VirtualClock, flushMicrotasks } from '../../support/virtualClock';
import { FakeTransport, game } from '../feed/fakeFeed';

const markets = (gameId: number): Market[] => [
  {
    marketId: gameId * 10,
    typeId: 1,
    name: 'Result',
    shortName: '1X2',
    param: null,
    isSuspended: false,
    outcomes: [
      { outcomeId: gameId * 100 + 1, typeId: 1, kind: 1, name: '1', coef: 1.5 },
      { outcomeId: gameId * 100 + 2, typeId: 3, kind: 1, name: '2', coef: 2.5 },
    ],
  },
  {
    marketId: gameId * 10 + 1,
    typeId: 3,
    name: 'Handicap -1.5',
    shortName: 'HCP -1.5',
    param: -1.5,
    isSuspended: false,
    outcomes: [
      { outcomeId: gameId * 100 + 3, typeId: 7, kind: 3, name: 'H1 (-1.5)', shortName: 'H1 -1.5', coef: 2.1 },
      { outcomeId: gameId * 100 + 4, typeId: 8, kind: 3, name: 'H2 (1.5)', shortName: 'H2 1.5', coef: 1.7 },
    ],
  },
  {
    marketId: gameId * 10 + 2,
    typeId: 4,
    name: 'Total 2.5',
    shortName: 'TOT 2.5',
    param: 2.5,
    isSuspended: false,
    outcomes: [
      { outcomeId: gameId * 100 + 5, typeId: 9, kind: 4, name: 'Over 2.5', shortName: 'O 2.5', coef: 1.9 },
      { outcomeId: gameId * 100 + 6, typeId: 10, kind: 4, name: 'Under 2.5', shortName: 'U 2.5', coef: 1.9 },
    ],
  },
];

function setup(
  get: HttpClient['get'] = (async () => ({ ok: false, failure: { status: 'network-error' } })) as unknown as HttpClient['get'],
) {
  const clock = new VirtualClock(Date.UTC(2025, 5, 1, 12));
  const transport = new FakeTransport();
  let player: LivePlayer = { bets: [], coefViewId: 0, lang: 'en', betting: DEFAULT_BETTING_STATE, preferences: DEFAULT_PREFERENCES };
  const http = {
    get,
    post: async () => ({ ok: true, value: { data: { connectionId: 'c1', topics: [], seq: 1 } } }),
  } as unknown as HttpClient;
  const live = new LiveService({
    clock,
    transport,
    http,
    player: () => player,
    changed: () => {},
    dispatch: async () => ({ accepted: true, seq: 1 }),
  });
  const watch = (topics: string[], catalogue: string[] = [], watchId = 'w') =>
    live.handle('t', { id: 'x', type: 'live/watch', payload: { watchId, topics, catalogue } });
  const prefer = (changes: Partial<LivePreferences & { coefViewId: number }>) => {
    player = { ...player, coefViewId: changes.coefViewId ?? player.coefViewId, preferences: { ...player.preferences, ...changes } };
    live.preferencesChanged();
  };
  const online = (games: Game[]) => {
    clock.advance(0);
    transport.last.hello({ seq: 1 });
    transport.last.snapshot(1, games);
  };
  return { clock, transport, live, watch, prefer, online };
}

describe('display preferences in the live projection', () => {
  it('game ids, detailed score and the Asian row follow the preferences in every game view', () => {
    const { live, watch, prefer, online } = setup();
    watch(['sport:1:live']);
    online([game(1, [1.5, 2.5], { fullScore: '2:1 (1:0, 1:1)', score1: 2, score2: 1, markets: markets(1) })]);
    let view = live.projection().games[1];
    expect(view?.gameNumber).toBeNull();
    expect(view?.periodScores).toEqual([]);
    expect(view?.rowMarketIds).toEqual([10]);
    expect(live.projection().display).toEqual({ sportsOnly: false, row: 'european' });

    prefer({ showGameId: true, detailedScore: true, appViewType: 1 });
    view = live.projection().games[1];
    expect(view?.gameNumber).toBe(1);
    expect(view?.periodScores).toEqual(['1:0', '1:1']);
    expect(view?.rowMarketIds).toEqual([11, 12]);
    expect(live.projection().display.row).toBe('asian');
  });

  it('markets and outcomes carry the short names when asked, the full ones otherwise', () => {
    const { live, watch, prefer, online } = setup();
    watch(['game:1']);
    online([game(1, [1.5, 2.5], { markets: markets(1) })]);
    const names = () => live.projection().games[1]?.markets.map((m) => [m.name, m.outcomes.map((o) => o.name).join(' ')]);
    expect(names()).toEqual([
      ['Result', '1 2'],
      ['Handicap -1.5', 'H1 (-1.5) H2 (1.5)'],
      ['Total 2.5', 'Over 2.5 Under 2.5'],
    ]);
    prefer({ marketsNameType: 1 });
    expect(names()).toEqual([
      ['1X2', '1 2'],
      ['HCP -1.5', 'H1 -1.5 H2 1.5'],
      ['TOT 2.5', 'O 2.5 U 2.5'],
    ]);
  });

  it('best matches on top: the lists put top games and featured championships first', () => {
    const { live, watch, prefer, online } = setup();
    watch(['sport:1:live']);
    online([
      game(1, undefined, { startTime: 100, isTop: false, champId: 103 }),
      game(2, undefined, { startTime: 200, isTop: false, champId: 101 }),
      game(3, undefined, { startTime: 300, isTop: true, champId: 103 }),
    ]);
    expect(live.projection().lists['sport:1:live']).toEqual([1, 2, 3]);
    prefer({ bestMatchesOnTop: true });
    expect(live.projection().lists['sport:1:live']).toEqual([3, 2, 1]);
  });

  it('sports only is carried for the section pages; other preferences leave the display object as it was', () => {
    const { live, prefer } = setup();
    const before = live.projection().display;
    prefer({ detailedScore: true });
    expect(live.projection().display).toBe(before);
    prefer({ showSportsOnly: true });
    expect(live.projection().display).toEqual({ sportsOnly: true, row: 'european' });
  });

  it('groups the championships of menus and championship lists by country without loading them again', async () => {
    const calls: string[] = [];
    const champ = (champId: number, name: string, country: string) => ({
      champId,
      sportId: 1,
      name,
      nameEng: name,
      country,
      gamesCount: 2,
    });
    const champs = [champ(101, 'Premier League', 'England'), champ(102, 'LaLiga', 'Spain'), champ(105, 'Championship', 'England')];
    const get = (async (path: string, o: { schema: { parse(v: unknown): unknown } }) => {
      calls.push(path);
      const sport = { sportId: 1, nameEng: 'Football', name: 'Football', slug: 'football', isCyber: false, gamesCount: 6, champs };
      return { ok: true, value: o.schema.parse({ data: path.endsWith('/menu') ? [sport] : champs, seq: 1, serverTs: 1 }) };
    }) as unknown as HttpClient['get'];
    const { live, watch, prefer } = setup(get);
    watch([], ['menu:line', 'champs:1']);
    await flushMicrotasks();
    const groups = () => {
      const menu = live.projection().catalogue['menu:line'];
      const list = live.projection().catalogue['champs:1'];
      return [
        menu?.status === 'ready' && menu.data.kind === 'menu' ? menu.data.sports[0]?.groups : undefined,
        list?.status === 'ready' && list.data.kind === 'champs' ? list.data.groups : undefined,
      ].map((g) => g?.map((x) => [x.country, x.champs.map((c) => c.champId)]));
    };
    expect(groups()).toEqual([[[null, [101, 102, 105]]], [[null, [101, 102, 105]]]]);
    prefer({ groupByCountry: true });
    const grouped = [
      ['England', [101, 105]],
      ['Spain', [102]],
    ];
    expect(groups()).toEqual([grouped, grouped]);
    const first = live.projection().catalogue;
    prefer({ detailedScore: true });
    // Unrelated changes keep the grouped lists the same objects (the diff sends nothing for them).
    expect(live.projection().catalogue['menu:line']).toBe(first['menu:line']);
    expect(calls).toHaveLength(2);
  });
});
