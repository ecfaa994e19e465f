import { GAME_STATUS, type GameStatus } from '../../src/protocol/schemas/live';
import type { Db, Queryable } from '../db/db';
import { SPORTS } from './catalogueData';
import { createDemoWorld, type DemoGamesPerChamp } from './demoWorld';
import { emptyWorld, probsFromCoefs, rulesOf, type SimGame, type SimMarket, type World } from './world';

/**
 * The live catalogue in the database. The world in memory is the authority
 * while the server runs; this file loads it at start and writes it behind:
 * game status, scores and results soon after they change, coefficients and
 * suspensions every few seconds (a restart may lose the last few seconds of
 * coefficient drift, never a result).
 */

const SEED_LOCK_KEY = 73_310_004;

export interface LiveSeedResult {
  readonly seeded: readonly string[];
}

/** Demo sports, championships and games into empty tables (once; operator edits survive). */
export async function seedLiveDemo(
  db: Db,
  options: { now?: number; seed?: number; perChamp?: DemoGamesPerChamp } = {},
): Promise<LiveSeedResult> {
  const now = options.now ?? Date.now();
  const world = createDemoWorld(options.seed ?? 1, now, options.perChamp);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const seeded: string[] = [];
    const [sports] = await tx.query<{ n: number }>('SELECT count(*)::integer AS n FROM live_sport');
    if ((sports?.n ?? 0) === 0) {
      await tx.query(
        `INSERT INTO live_sport (id, slug, name_en, name_ru, is_cyber, sort_order)
         SELECT id, slug, name_en, name_ru, is_cyber, sort_order
         FROM jsonb_to_recordset($1::jsonb) AS x(id integer, slug text, name_en text, name_ru text, is_cyber boolean, sort_order integer)`,
        [
          JSON.stringify(
            [...world.sports.values()].map((s) => ({
              id: s.id,
              slug: s.slug,
              name_en: s.nameEn,
              name_ru: s.nameRu,
              is_cyber: s.isCyber,
              sort_order: s.sortOrder,
            })),
          ),
        ],
      );
      seeded.push('live_sport');
    }
    const [champs] = await tx.query<{ n: number }>('SELECT count(*)::integer AS n FROM live_champ');
    if ((champs?.n ?? 0) === 0) {
      await tx.query(
        `INSERT INTO live_champ (id, sport_id, name_en, name_ru, country_en, country_ru, sort_order)
         SELECT id, sport_id, name_en, name_ru, country_en, country_ru, sort_order
         FROM jsonb_to_recordset($1::jsonb)
           AS x(id integer, sport_id integer, name_en text, name_ru text, country_en text, country_ru text, sort_order integer)`,
        [
          JSON.stringify(
            [...world.champs.values()].map((c) => ({
              id: c.id,
              sport_id: c.sportId,
              name_en: c.nameEn,
              name_ru: c.nameRu,
              country_en: c.countryEn,
              country_ru: c.countryRu,
              sort_order: c.sortOrder,
            })),
          ),
        ],
      );
      seeded.push('live_champ');
    }
    const [games] = await tx.query<{ n: number }>('SELECT count(*)::integer AS n FROM live_game');
    if ((games?.n ?? 0) === 0) {
      await insertGames(tx, [...world.games.values()]);
      seeded.push('live_game');
    }
    return { seeded };
  });
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

function gameRow(g: SimGame): Record<string, unknown> {
  return {
    id: g.id,
    status: g.status,
    period: g.period,
    period_scores: g.periodScores,
    time_sec: g.clockSec === null ? null : Math.floor(g.clockSec),
    finished_at: iso(g.finishedAt),
  };
}

export async function insertGames(q: Queryable, games: readonly SimGame[]): Promise<void> {
  if (games.length === 0) return;
  await q.query(
    `INSERT INTO live_game (id, sport_id, champ_id, opponent1_en, opponent1_ru, opponent2_en, opponent2_ru, start_at,
       status, period, period_scores, time_sec, is_top, has_video, finished_at)
     SELECT id, sport_id, champ_id, o1en, o1ru, o2en, o2ru, start_at, status, period, period_scores, time_sec, is_top, has_video,
       finished_at
     FROM jsonb_to_recordset($1::jsonb) AS x(id integer, sport_id integer, champ_id integer, o1en text, o1ru text, o2en text, o2ru text,
       start_at timestamptz, status integer, period integer, period_scores jsonb, time_sec integer, is_top boolean, has_video boolean,
       finished_at timestamptz)
     ON CONFLICT (id) DO NOTHING`,
    [
      JSON.stringify(
        games.map((g) => ({
          ...gameRow(g),
          sport_id: g.sportId,
          champ_id: g.champId,
          o1en: g.opponent1En,
          o1ru: g.opponent1Ru,
          o2en: g.opponent2En,
          o2ru: g.opponent2Ru,
          start_at: iso(g.startTime),
          is_top: g.isTop,
          has_video: g.hasVideo,
        })),
      ),
    ],
  );
  const markets = games.flatMap((g) => g.markets);
  await q.query(
    `INSERT INTO live_market (id, game_id, type_id, name_en, name_ru, param, margin, is_main, is_suspended, sort_order)
     SELECT id, game_id, type_id, name_en, name_ru, param, margin, is_main, is_suspended, sort_order
     FROM jsonb_to_recordset($1::jsonb) AS x(id integer, game_id integer, type_id integer, name_en text, name_ru text,
       param double precision, margin double precision, is_main boolean, is_suspended boolean, sort_order integer)
     ON CONFLICT (id) DO NOTHING`,
    [
      JSON.stringify(
        markets.map((m) => ({
          id: m.id,
          game_id: m.gameId,
          type_id: m.typeId,
          name_en: m.nameEn,
          name_ru: m.nameRu,
          param: m.param,
          margin: m.margin,
          is_main: m.isMain,
          is_suspended: m.isSuspended,
          sort_order: m.sortOrder,
        })),
      ),
    ],
  );
  await q.query(
    `INSERT INTO live_outcome (id, market_id, game_id, type_id, kind, name_en, name_ru, coef_milli, sort_order)
     SELECT id, market_id, game_id, type_id, kind, name_en, name_ru, coef_milli, sort_order
     FROM jsonb_to_recordset($1::jsonb) AS x(id integer, market_id integer, game_id integer, type_id integer, kind integer,
       name_en text, name_ru text, coef_milli integer, sort_order integer)
     ON CONFLICT (id) DO NOTHING`,
    [
      JSON.stringify(
        markets.flatMap((m) =>
          m.outcomes.map((o, i) => ({
            id: o.id,
            market_id: m.id,
            game_id: m.gameId,
            type_id: o.typeId,
            kind: o.kind,
            name_en: o.nameEn,
            name_ru: o.nameRu,
            coef_milli: o.coefMilli,
            sort_order: i,
          })),
        ),
      ),
    ],
  );
}

/** Status, period, scores, clock and finish time of games that changed. */
export async function updateGames(q: Queryable, games: readonly SimGame[]): Promise<void> {
  if (games.length === 0) return;
  await q.query(
    `UPDATE live_game g SET status = x.status, period = x.period, period_scores = x.period_scores, time_sec = x.time_sec,
       finished_at = x.finished_at, updated_at = now()
     FROM jsonb_to_recordset($1::jsonb)
       AS x(id integer, status integer, period integer, period_scores jsonb, time_sec integer, finished_at timestamptz)
     WHERE g.id = x.id`,
    [JSON.stringify(games.map(gameRow))],
  );
}

/** Suspensions and coefficients of markets that changed. */
export async function updateMarkets(q: Queryable, markets: readonly SimMarket[]): Promise<void> {
  if (markets.length === 0) return;
  await q.query(
    `UPDATE live_market m SET is_suspended = x.s FROM jsonb_to_recordset($1::jsonb) AS x(id integer, s boolean) WHERE m.id = x.id`,
    [JSON.stringify(markets.map((m) => ({ id: m.id, s: m.isSuspended })))],
  );
  await q.query(
    `UPDATE live_outcome o SET coef_milli = x.c FROM jsonb_to_recordset($1::jsonb) AS x(id integer, c integer) WHERE o.id = x.id`,
    [JSON.stringify(markets.flatMap((m) => m.outcomes.map((o) => ({ id: o.id, c: o.coefMilli }))))],
  );
}

const ms = (value: unknown): number => (value instanceof Date ? value.getTime() : new Date(String(value)).getTime());

/**
 * The world as stored: sports, championships, every game not finished and
 * the ones finished within `keepFinishedMs` (results older than that are
 * answered from the database only).
 */
export async function loadWorld(db: Queryable, now: number, keepFinishedMs = 10 * 60_000): Promise<World> {
  const world = emptyWorld();
  const sports = await db.query<{ id: number; slug: string; name_en: string; name_ru: string; is_cyber: boolean; sort_order: number }>(
    'SELECT id, slug, name_en, name_ru, is_cyber, sort_order FROM live_sport ORDER BY sort_order, id',
  );
  for (const s of sports) {
    const known = SPORTS.find((d) => d.id === s.id || d.slug === s.slug);
    world.sports.set(s.id, {
      id: s.id,
      slug: s.slug,
      nameEn: s.name_en,
      nameRu: s.name_ru,
      isCyber: s.is_cyber,
      sortOrder: s.sort_order,
      rules: known?.rules ?? rulesOf('football'),
    });
  }
  const champs = await db.query<{
    id: number;
    sport_id: number;
    name_en: string;
    name_ru: string;
    country_en: string;
    country_ru: string;
    sort_order: number;
  }>('SELECT id, sport_id, name_en, name_ru, country_en, country_ru, sort_order FROM live_champ ORDER BY sport_id, sort_order, id');
  for (const c of champs) {
    world.champs.set(c.id, {
      id: c.id,
      sportId: c.sport_id,
      nameEn: c.name_en,
      nameRu: c.name_ru,
      countryEn: c.country_en,
      countryRu: c.country_ru,
      sortOrder: c.sort_order,
    });
  }
  const [maxId] = await db.query<{ max: number | null }>('SELECT max(id) AS max FROM live_game');
  world.nextGameId = Math.max(world.nextGameId, (maxId?.max ?? 0) + 1);
  const since = new Date(now - keepFinishedMs).toISOString();
  const games = await db.query<{
    id: number;
    sport_id: number;
    champ_id: number;
    opponent1_en: string;
    opponent1_ru: string;
    opponent2_en: string;
    opponent2_ru: string;
    start_at: unknown;
    status: number;
    period: number;
    period_scores: [number, number][];
    time_sec: number | null;
    is_top: boolean;
    has_video: boolean;
    finished_at: unknown;
  }>(
    `SELECT id, sport_id, champ_id, opponent1_en, opponent1_ru, opponent2_en, opponent2_ru, start_at, status, period, period_scores,
       time_sec, is_top, has_video, finished_at
     FROM live_game WHERE status <> 4 OR finished_at >= $1 ORDER BY start_at, id`,
    [since],
  );
  const ids = games.map((g) => g.id);
  const markets = await db.query<{
    id: number;
    game_id: number;
    type_id: number;
    name_en: string;
    name_ru: string;
    param: number | null;
    margin: number;
    is_main: boolean;
    is_suspended: boolean;
    sort_order: number;
  }>(
    `SELECT id, game_id, type_id, name_en, name_ru, param, margin, is_main, is_suspended, sort_order FROM live_market
     WHERE game_id = ANY($1::integer[]) ORDER BY game_id, sort_order, id`,
    [ids],
  );
  const outcomes = await db.query<{
    id: number;
    market_id: number;
    type_id: number;
    kind: number;
    name_en: string;
    name_ru: string;
    coef_milli: number;
  }>(
    `SELECT id, market_id, type_id, kind, name_en, name_ru, coef_milli FROM live_outcome
     WHERE game_id = ANY($1::integer[]) ORDER BY market_id, sort_order, id`,
    [ids],
  );
  const outcomesByMarket = new Map<number, SimMarket['outcomes']>();
  for (const o of outcomes) {
    const list = outcomesByMarket.get(o.market_id) ?? [];
    list.push({ id: o.id, typeId: o.type_id, kind: o.kind, nameEn: o.name_en, nameRu: o.name_ru, coefMilli: o.coef_milli });
    outcomesByMarket.set(o.market_id, list);
  }
  const marketsByGame = new Map<number, SimMarket[]>();
  for (const m of markets) {
    const list = marketsByGame.get(m.game_id) ?? [];
    const marketOutcomes = outcomesByMarket.get(m.id) ?? [];
    list.push({
      id: m.id,
      gameId: m.game_id,
      typeId: m.type_id,
      nameEn: m.name_en,
      nameRu: m.name_ru,
      param: m.param,
      isMain: m.is_main,
      sortOrder: m.sort_order,
      margin: m.margin,
      scale: m.type_id === 2 ? 2 : 1,
      isSuspended: m.is_suspended,
      // A suspension the previous process set is lifted soon after a restart.
      reopenAt: m.is_suspended ? now + 3000 : null,
      probs: probsFromCoefs(marketOutcomes.map((o) => o.coefMilli)),
      outcomes: marketOutcomes,
    });
    marketsByGame.set(m.game_id, list);
  }
  for (const g of games) {
    const status = g.status as GameStatus;
    const gameMarkets = (marketsByGame.get(g.id) ?? []).filter((m) => m.outcomes.length >= 2);
    if (status === GAME_STATUS.finished) for (const m of gameMarkets) m.reopenAt = null;
    world.games.set(g.id, {
      id: g.id,
      sportId: g.sport_id,
      champId: g.champ_id,
      opponent1En: g.opponent1_en,
      opponent1Ru: g.opponent1_ru,
      opponent2En: g.opponent2_en,
      opponent2Ru: g.opponent2_ru,
      startTime: ms(g.start_at),
      isTop: g.is_top,
      hasVideo: g.has_video,
      status,
      period: g.period,
      periodScores: g.period_scores,
      clockSec: g.time_sec,
      shownSec: g.time_sec,
      breakLeftSec: status === GAME_STATUS.break ? 60 : 0,
      finishedAt: g.finished_at === null ? null : ms(g.finished_at),
      markets: gameMarkets,
      createdSeq: 0,
      statusLog: [{ seq: 0, status }],
      lastClockEmit: 0,
      events: [],
      nextEventId: 1,
    });
  }
  return world;
}

export type ResultRow = {
  readonly id: number;
  readonly sport_id: number;
  readonly champ_id: number;
  readonly sport_en: string;
  readonly sport_ru: string;
  readonly champ_en: string;
  readonly champ_ru: string;
  readonly opponent1_en: string;
  readonly opponent1_ru: string;
  readonly opponent2_en: string;
  readonly opponent2_ru: string;
  readonly start_at: unknown;
  readonly finished_at: unknown;
  readonly period_scores: [number, number][];
};

/** Finished games, newest first; `cyberOnly` for results/zone. */
export async function readResults(
  db: Queryable,
  options: { cyberOnly: boolean; sportId?: number; limit: number },
): Promise<(ResultRow & { startMs: number; finishedMs: number })[]> {
  const rows = await db.query<ResultRow>(
    `SELECT g.id, g.sport_id, g.champ_id, s.name_en AS sport_en, s.name_ru AS sport_ru, c.name_en AS champ_en, c.name_ru AS champ_ru,
       g.opponent1_en, g.opponent1_ru, g.opponent2_en, g.opponent2_ru, g.start_at, g.finished_at, g.period_scores
     FROM live_game g JOIN live_sport s ON s.id = g.sport_id JOIN live_champ c ON c.id = g.champ_id
     WHERE g.status = 4 AND g.finished_at IS NOT NULL AND ($1::boolean = false OR s.is_cyber) AND ($2::integer IS NULL OR g.sport_id = $2)
     ORDER BY g.finished_at DESC, g.id DESC LIMIT $3`,
    [options.cyberOnly, options.sportId ?? null, options.limit],
  );
  return rows.map((r) => ({ ...r, startMs: ms(r.start_at), finishedMs: ms(r.finished_at) }));
}
