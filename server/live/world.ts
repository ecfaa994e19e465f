import { GAME_STATUS, type Game, type GameHeader, type GameStatus, type Market, type MatchEvent } from '../../src/protocol/schemas/live';
import type { GameFacts } from '../../src/core/live/topics';
import type { Detail } from '../../src/core/live/topics';
import { slugOf } from '../../src/core/live/slug';
import { MATCH_EVENTS_KEPT } from '../../src/protocol/constants/matchEvents';
import { MARKET_TYPES, OUTCOME_SHORT, SPORTS, type SportData, type SportRules } from './catalogueData';
import type { Prng } from './prng';

/**
 * The live world in memory: the authority while the server runs. The
 * database holds the catalogue and is written behind (store.ts).
 */
export type Lang = 'en' | 'ru';

export interface SportRow {
  readonly id: number;
  readonly slug: string;
  readonly nameEn: string;
  readonly nameRu: string;
  readonly isCyber: boolean;
  readonly sortOrder: number;
  readonly rules: SportRules;
}

export interface ChampRow {
  readonly id: number;
  readonly sportId: number;
  readonly nameEn: string;
  readonly nameRu: string;
  readonly countryEn: string;
  readonly countryRu: string;
  readonly sortOrder: number;
}

export interface SimOutcome {
  readonly id: number;
  readonly typeId: number;
  readonly kind: number;
  readonly nameEn: string;
  readonly nameRu: string;
  /** Decimal odds in thousandths (1850 = 1.85). */
  coefMilli: number;
}

export interface SimMarket {
  readonly id: number;
  readonly gameId: number;
  readonly typeId: number;
  readonly nameEn: string;
  readonly nameRu: string;
  readonly param: number | null;
  readonly isMain: boolean;
  readonly sortOrder: number;
  /** The bookmaker's margin: the sum of 1/coef is 1 + margin (times scale). */
  readonly margin: number;
  /** Outcomes a result falls in: 2 for double chance (1X, 12, X2), else 1. */
  readonly scale: number;
  isSuspended: boolean;
  /** Reopen at this epoch ms (a suspension the simulator set). */
  reopenAt: number | null;
  /** Fair probabilities behind the coefficients. */
  probs: number[];
  readonly outcomes: SimOutcome[];
}

export interface SimGame {
  readonly id: number;
  readonly sportId: number;
  readonly champId: number;
  readonly opponent1En: string;
  readonly opponent1Ru: string;
  readonly opponent2En: string;
  readonly opponent2Ru: string;
  readonly startTime: number;
  readonly isTop: boolean;
  readonly hasVideo: boolean;
  status: GameStatus;
  period: number;
  periodScores: [number, number][];
  /** Game clock, fractional seconds; null before the start. */
  clockSec: number | null;
  /**
   * The clock as last published in a header change (about once a second):
   * snapshots show this one too, so a snapshot plus deltas equals a later
   * snapshot exactly. Clients run the clock between updates.
   */
  shownSec: number | null;
  /** Game-clock seconds left in the current break. */
  breakLeftSec: number;
  finishedAt: number | null;
  readonly markets: SimMarket[];
  /** Feed bookkeeping: the batch that first carried the game, and each status with the batch that carried it. */
  createdSeq: number;
  statusLog: { seq: number; status: GameStatus }[];
  /** Epoch ms of the last clock-only header change published. */
  lastClockEmit: number;
  /** The latest match events, oldest first, at most MATCH_EVENTS_KEPT (in memory only: a restarted world starts them over). */
  events: MatchEvent[];
  /** The id the next match event gets. */
  nextEventId: number;
}

export interface World {
  readonly sports: Map<number, SportRow>;
  readonly champs: Map<number, ChampRow>;
  readonly games: Map<number, SimGame>;
  nextGameId: number;
}

export function emptyWorld(): World {
  return { sports: new Map(), champs: new Map(), games: new Map(), nextGameId: 10_001 };
}

export function rulesOf(slug: string): SportRules {
  const sport = SPORTS.find((s) => s.slug === slug);
  return (sport ?? (SPORTS[0] as SportData)).rules;
}

export const score1 = (g: SimGame): number => g.periodScores.reduce((sum, p) => sum + p[0], 0);
export const score2 = (g: SimGame): number => g.periodScores.reduce((sum, p) => sum + p[1], 0);

export function header(g: SimGame): GameHeader {
  const s1 = score1(g);
  const s2 = score2(g);
  const periods = g.periodScores.map((p) => `${p[0]}:${p[1]}`).join(', ');
  return {
    status: g.status,
    period: g.period,
    score1: s1,
    score2: s2,
    fullScore: g.status === GAME_STATUS.line ? '' : `${s1}:${s2}${periods ? ` (${periods})` : ''}`,
    timeSec: g.shownSec,
  };
}

/**
 * Keeps a match event on its game (the latest MATCH_EVENTS_KEPT, for
 * snapshots). An event the game holds already (a follower applying a batch
 * twice) changes nothing.
 */
export function addEvent(g: SimGame, event: MatchEvent): void {
  if (event.id < g.nextEventId) return;
  g.nextEventId = event.id + 1;
  g.events.push(event);
  if (g.events.length > MATCH_EVENTS_KEPT) g.events.shift();
}

export function facts(g: SimGame, status: GameStatus = g.status): GameFacts {
  return { gameId: g.id, sportId: g.sportId, champId: g.champId, isTop: g.isTop, status };
}

/** The game's status as of feed batch `seq`, or undefined if it did not exist yet. */
export function statusAt(g: SimGame, seq: number): GameStatus | undefined {
  if (seq < g.createdSeq) return undefined;
  let status: GameStatus | undefined;
  for (const entry of g.statusLog) {
    if (entry.seq > seq) break;
    status = entry.status;
  }
  return status ?? g.statusLog[0]?.status ?? g.status;
}

export const coefOf = (milli: number): number => milli / 1000;

/** Coefficient from a fair probability with a margin, in thousandths, never below 1.01. */
export function coefMilliFrom(prob: number, margin: number, scale = 1): number {
  const raw = Math.round(1000 / (prob * scale * (1 + margin)));
  return Math.min(100_000, Math.max(1010, raw));
}

/** Fair probabilities implied by stored coefficients (loading from the database). */
export function probsFromCoefs(coefs: readonly number[]): number[] {
  const inv = coefs.map((c) => 1000 / c);
  const sum = inv.reduce((a, b) => a + b, 0);
  return inv.map((x) => x / sum);
}

const SHORT_MARKET_NAMES: ReadonlyMap<number, readonly [string, string]> = new Map(
  Object.values(MARKET_TYPES).map((t) => [t.typeId, t.short] as const),
);

/** The short market name in a language ("TOT 2.5"); undefined for a type without one. */
function shortMarketName(m: SimMarket, lang: Lang): string | undefined {
  const short = SHORT_MARKET_NAMES.get(m.typeId);
  if (!short) return undefined;
  const name = lang === 'ru' ? short[1] : short[0];
  return m.param === null ? name : `${name} ${m.param}`;
}

function shortOutcomeName(o: SimOutcome, param: number | null, lang: Lang): string | undefined {
  const short = OUTCOME_SHORT[o.typeId]?.(param);
  return short ? (lang === 'ru' ? short[1] : short[0]) : undefined;
}

export function renderMarket(m: SimMarket, lang: Lang): Market {
  const shortName = shortMarketName(m, lang);
  return {
    marketId: m.id,
    typeId: m.typeId,
    name: lang === 'ru' ? m.nameRu : m.nameEn,
    ...(shortName === undefined ? {} : { shortName }),
    param: m.param,
    isSuspended: m.isSuspended,
    outcomes: m.outcomes.map((o) => {
      const short = shortOutcomeName(o, m.param, lang);
      return {
        outcomeId: o.id,
        typeId: o.typeId,
        kind: o.kind,
        name: lang === 'ru' ? o.nameRu : o.nameEn,
        ...(short === undefined ? {} : { shortName: short }),
        coef: coefOf(o.coefMilli),
      };
    }),
  };
}

/**
 * The markets a list row shows: the main market (the result) for the
 * European row, and the first handicap and first total (the main lines) for
 * the Asian one. Lists carry these, a game page every market.
 */
export function isRowMarket(g: SimGame, marketId: number): boolean {
  let handicap = false;
  let total = false;
  for (const m of g.markets) {
    const first =
      m.isMain || (m.typeId === MARKET_TYPES.handicap.typeId && !handicap) || (m.typeId === MARKET_TYPES.total.typeId && !total);
    if (m.typeId === MARKET_TYPES.handicap.typeId) handicap = true;
    if (m.typeId === MARKET_TYPES.total.typeId) total = true;
    if (m.id === marketId) return first;
  }
  return false;
}

export function renderGame(world: World, g: SimGame, lang: Lang, detail: Exclude<Detail, 'none'>): Game {
  const champ = world.champs.get(g.champId);
  const champName = champ ? (lang === 'ru' ? champ.nameRu : champ.nameEn) : String(g.champId);
  const sport = world.sports.get(g.sportId);
  return {
    gameId: g.id,
    sportId: g.sportId,
    champId: g.champId,
    champName,
    opponent1: lang === 'ru' ? g.opponent1Ru : g.opponent1En,
    opponent2: lang === 'ru' ? g.opponent2Ru : g.opponent2En,
    startTime: g.startTime,
    isTop: g.isTop,
    hasVideo: g.hasVideo,
    sportSlug: sport?.slug ?? 'sport',
    isCyber: sport?.isCyber ?? false,
    team1Slug: slugOf(g.opponent1En),
    team2Slug: slugOf(g.opponent2En),
    ...header(g),
    markets: (detail === 'full' ? g.markets : g.markets.filter((m) => isRowMarket(g, m.id))).map((m) => renderMarket(m, lang)),
    // A copy: an `added` delta may wait in a slow client's backlog while the game's list moves on.
    ...(detail === 'full' ? { events: g.events.slice() } : {}),
  };
}

// ---------------------------------------------------------------------------
// Building games (the demo seed and the simulator's new line games)

/** Market ids are gameId*100+n, outcome ids marketId*10+n: unique without a database sequence. */
export function buildMarkets(gameId: number, rules: SportRules, strength: number, rng: Prng): SimMarket[] {
  const markets: SimMarket[] = [];
  const margin = 0.04 + rng.next() * 0.04;
  const add = (
    type: (typeof MARKET_TYPES)[keyof typeof MARKET_TYPES],
    param: number | null,
    probs: number[],
    outcomes: readonly (readonly [number, string, string])[],
  ): void => {
    const id = gameId * 100 + markets.length + 1;
    const scale = type.typeId === MARKET_TYPES.doubleChance.typeId ? 2 : 1;
    markets.push({
      id,
      gameId,
      typeId: type.typeId,
      nameEn: param === null ? type.name[0] : `${type.name[0]} ${param}`,
      nameRu: param === null ? type.name[1] : `${type.name[1]} ${param}`,
      param,
      isMain: markets.length === 0,
      sortOrder: markets.length,
      margin,
      scale,
      isSuspended: false,
      reopenAt: null,
      probs,
      outcomes: outcomes.map(([typeId, en, ru], i) => ({
        id: id * 10 + i + 1,
        typeId,
        kind: type.kind,
        nameEn: en,
        nameRu: ru,
        coefMilli: coefMilliFrom(probs[i] as number, margin, scale),
      })),
    });
  };
  // strength in (-1, 1): positive favours the home side.
  const home = 0.5 + strength * 0.35;
  if (rules.threeWay) {
    const draw = 0.22 + rng.next() * 0.08;
    add(
      MARKET_TYPES.result,
      null,
      [home * (1 - draw), draw, (1 - home) * (1 - draw)],
      [
        [1, '1', 'П1'],
        [2, 'X', 'X'],
        [3, '2', 'П2'],
      ],
    );
    add(
      MARKET_TYPES.doubleChance,
      null,
      [1 - (1 - home) * (1 - draw), 1 - draw, 1 - home * (1 - draw)].map((p) => p / 2),
      [
        [4, '1X', '1X'],
        [5, '12', '12'],
        [6, 'X2', 'X2'],
      ],
    );
  } else {
    add(
      MARKET_TYPES.result,
      null,
      [home, 1 - home],
      [
        [1, '1', 'П1'],
        [3, '2', 'П2'],
      ],
    );
  }
  const h = rules.handicap;
  add(
    MARKET_TYPES.handicap,
    h,
    [0.5 + strength * 0.15, 0.5 - strength * 0.15],
    [
      [7, `H1 (${h})`, `Ф1 (${h})`],
      [8, `H2 (${-h})`, `Ф2 (${-h})`],
    ],
  );
  for (const total of new Set(rules.totals)) {
    const over = 0.35 + rng.next() * 0.3;
    add(
      MARKET_TYPES.total,
      total,
      [over, 1 - over],
      [
        [9, `Over ${total}`, `Больше ${total}`],
        [10, `Under ${total}`, `Меньше ${total}`],
      ],
    );
  }
  if (rules.threeWay && rules.points.length === 1) {
    const yes = 0.4 + rng.next() * 0.25;
    add(
      MARKET_TYPES.bothScore,
      null,
      [yes, 1 - yes],
      [
        [180, 'Yes', 'Да'],
        [181, 'No', 'Нет'],
      ],
    );
  }
  return markets;
}

export interface NewGameSpec {
  readonly id: number;
  readonly sport: SportRow;
  readonly champ: ChampRow;
  readonly startTime: number;
}

export function buildGame(spec: NewGameSpec, rng: Prng): SimGame {
  const data = SPORTS.find((s) => s.id === spec.sport.id);
  const teams = data?.teams ?? [
    ['Home', 'Хозяева'],
    ['Away', 'Гости'],
  ];
  const a = rng.int(0, teams.length - 1);
  let b = rng.int(0, teams.length - 2);
  if (b >= a) b += 1;
  const t1 = teams[a] as readonly [string, string];
  const t2 = teams[b] as readonly [string, string];
  const strength = rng.next() * 1.6 - 0.8;
  return {
    id: spec.id,
    sportId: spec.sport.id,
    champId: spec.champ.id,
    opponent1En: t1[0],
    opponent1Ru: t1[1],
    opponent2En: t2[0],
    opponent2Ru: t2[1],
    startTime: spec.startTime,
    isTop: rng.chance(0.25),
    hasVideo: rng.chance(0.4),
    status: GAME_STATUS.line,
    period: 0,
    periodScores: [],
    clockSec: null,
    shownSec: null,
    breakLeftSec: 0,
    finishedAt: null,
    markets: buildMarkets(spec.id, spec.sport.rules, strength, rng),
    createdSeq: 0,
    statusLog: [{ seq: 0, status: GAME_STATUS.line }],
    lastClockEmit: 0,
    events: [],
    nextEventId: 1,
  };
}

export function sportRowsFromData(): SportRow[] {
  return SPORTS.map((s, i) => ({
    id: s.id,
    slug: s.slug,
    nameEn: s.nameEn,
    nameRu: s.nameRu,
    isCyber: s.isCyber,
    sortOrder: i,
    rules: s.rules,
  }));
}

export function champRowsFromData(): ChampRow[] {
  return SPORTS.flatMap((s) =>
    s.champs.map((c, i) => ({
      id: c.id,
      sportId: s.id,
      nameEn: c.nameEn,
      nameRu: c.nameRu,
      countryEn: c.countryEn,
      countryRu: c.countryRu,
      sortOrder: i,
    })),
  );
}
