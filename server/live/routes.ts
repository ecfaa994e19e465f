import type { ServerResponse } from 'node:http';
import type { z } from 'zod';
import {
  GAME_STATUS,
  LIVE_CHAMPS_PATH,
  LIVE_FEED_PATH,
  LIVE_GAME_PATH,
  LIVE_GAMES_PATH,
  LIVE_INDEX_PATH,
  LIVE_MENU_PATH,
  LIVE_RESULTS_PATH,
  LIVE_SPORTS_PATH,
  LIVE_SUBSCRIBE_PATH,
  LIVE_STATISTIC_PATH,
  LIVE_TEAM_PATH,
  LIVE_TOP_PATH,
  LONG_TERM_SPORT_ID,
  champsAnswerSchema,
  gameAnswerSchema,
  gamesAnswerSchema,
  indexAnswerSchema,
  menuAnswerSchema,
  resultsAnswerSchema,
  sportsAnswerSchema,
  statisticAnswerSchema,
  subscribeAnswerSchema,
  teamAnswerSchema,
  subscribeRequestSchema,
  topAnswerSchema,
  type BettingSection,
  type Champ,
  type Game,
  type MenuSport,
  type Sport,
  type Statistic,
} from '../../src/protocol/schemas/live';
import { isLiveStatus } from '../../src/core/live/topics';
import {
  champsQuerySchema,
  feedQuerySchema,
  gameQuerySchema,
  gamesQuerySchema,
  indexQuerySchema,
  menuQuerySchema,
  parseLiveQuery,
  resultsQuerySchema,
  sportsQuerySchema,
  statisticQuerySchema,
  teamQuerySchema,
  topQuerySchema,
} from './queries';
import { parseResumeToken } from '../../src/core/live/resume';
import { slugOf } from '../../src/core/live/slug';
import type { Db } from '../db/db';
import { BodyError, readJsonBody, sendError, sendJson } from '../http/respond';
import { type RequestContext, type Router, takesBody, takesQuery } from '../http/router';
import type { Logger } from '../log';
import { LONG_TERM_NAME } from './catalogueData';
import type { FeedHub } from './feed';
import { readResults } from './store';
import { readFinished, renderResult, standingsOf, teamNameOf, teamRef } from './statistic';
import { renderMarket, renderGame, score1, score2, type ChampRow, type Lang, type SimGame, type SportRow, type World } from './world';

export interface LiveRuntime {
  readonly world: World;
  readonly hub: FeedHub;
}

class InputError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The handler's query, parsed with the very schema the route table declares. */
function queryOf<S extends z.ZodType>(schema: S, url: URL): z.output<S> {
  const parsed = parseLiveQuery(schema, url);
  if (!parsed.ok) throw new InputError(parsed.refusal.code, parsed.refusal.message);
  return parsed.data;
}

const inSection = (game: SimGame, section: BettingSection | undefined): boolean =>
  section === undefined
    ? game.status !== GAME_STATUS.finished
    : section === 'live'
      ? isLiveStatus(game.status)
      : game.status === GAME_STATUS.line;

const byStart = (a: SimGame, b: SimGame): number => a.startTime - b.startTime || a.id - b.id;

function renderSport(s: SportRow, lang: Lang): Sport {
  return { sportId: s.id, nameEng: s.nameEn, name: lang === 'ru' ? s.nameRu : s.nameEn, slug: s.slug, isCyber: s.isCyber };
}

function renderChamp(c: ChampRow, lang: Lang, gamesCount: number): Champ {
  return {
    champId: c.id,
    sportId: c.sportId,
    name: lang === 'ru' ? c.nameRu : c.nameEn,
    nameEng: c.nameEn,
    country: lang === 'ru' ? c.countryRu : c.countryEn,
    gamesCount,
  };
}

function countByChamp(world: World, section: BettingSection | undefined): Map<number, number> {
  const counts = new Map<number, number>();
  for (const g of world.games.values()) if (inSection(g, section)) counts.set(g.champId, (counts.get(g.champId) ?? 0) + 1);
  return counts;
}

/**
 * The catalogue calls, the feed and the subscription change. Every answer
 * is parsed with its protocol schema before it is sent.
 */
export function registerLiveRoutes(
  router: Router,
  deps: {
    readonly runtime: () => LiveRuntime | undefined;
    readonly db: Db;
    readonly log: Logger;
    readonly now: () => number;
    /** While true the feed refuses connections (503), as an unreachable feed would. */
    readonly feedClosed: () => boolean;
  },
): void {
  const { log } = deps;

  function send<S extends z.ZodType>(res: ServerResponse, schema: S, body: z.input<S>): void {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      log.error(
        `Live answer fails its schema: ${parsed.error.issues
          .slice(0, 3)
          .map((i) => `${i.path.join('.')}: ${i.message}`)
          .join('; ')}`,
      );
      sendError(res, 500, 'live_invalid', 'The live catalogue produced an invalid answer; see the server log');
      return;
    }
    sendJson(res, 200, parsed.data);
  }

  const handle =
    (fn: (ctx: RequestContext, rt: LiveRuntime) => Promise<void> | void) =>
    async (ctx: RequestContext): Promise<void> => {
      const rt = deps.runtime();
      if (!rt) return sendError(ctx.res, 503, 'live_unavailable', 'The live catalogue is starting', { 'retry-after': '1' });
      try {
        await fn(ctx, rt);
      } catch (error) {
        if (error instanceof InputError) return sendError(ctx.res, 400, error.code, error.message);
        if (error instanceof BodyError) return sendError(ctx.res, error.status, error.code, error.message);
        throw error;
      }
    };

  const stamp = (rt: LiveRuntime): { seq: number; serverTs: number } => ({ seq: rt.hub.seq, serverTs: Math.floor(deps.now()) });

  router.get(
    LIVE_SPORTS_PATH,
    handle(({ res, url }, rt) => {
      const { lang } = queryOf(sportsQuerySchema, url);
      const sports = [...rt.world.sports.values()].sort((a, b) => a.sortOrder - b.sortOrder).map((s) => renderSport(s, lang));
      sports.push({
        sportId: LONG_TERM_SPORT_ID,
        nameEng: LONG_TERM_NAME.en,
        name: LONG_TERM_NAME[lang],
        slug: 'long-term',
        isCyber: false,
      });
      send(res, sportsAnswerSchema, { data: sports, ...stamp(rt) });
    }),
    takesQuery(sportsQuerySchema),
  );

  router.get(
    LIVE_MENU_PATH,
    handle(({ res, url }, rt) => {
      const { lang, section } = queryOf(menuQuerySchema, url);
      const counts = countByChamp(rt.world, section);
      const menu: MenuSport[] = [];
      for (const sport of [...rt.world.sports.values()].sort((a, b) => a.sortOrder - b.sortOrder)) {
        const champs = [...rt.world.champs.values()]
          .filter((c) => c.sportId === sport.id && (counts.get(c.id) ?? 0) > 0)
          .map((c) => renderChamp(c, lang, counts.get(c.id) ?? 0));
        if (champs.length === 0) continue;
        menu.push({ ...renderSport(sport, lang), gamesCount: champs.reduce((n, c) => n + c.gamesCount, 0), champs });
      }
      send(res, menuAnswerSchema, { data: menu, ...stamp(rt) });
    }),
    takesQuery(menuQuerySchema),
  );

  router.get(
    LIVE_CHAMPS_PATH,
    handle(({ res, url }, rt) => {
      const { lang, sportId, section } = queryOf(champsQuerySchema, url);
      if (!rt.world.sports.has(sportId)) return sendError(res, 404, 'sport_not_found', `No sport ${sportId}`);
      const counts = countByChamp(rt.world, section);
      const champs = [...rt.world.champs.values()]
        .filter((c) => c.sportId === sportId)
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((c) => renderChamp(c, lang, counts.get(c.id) ?? 0));
      send(res, champsAnswerSchema, { data: champs, ...stamp(rt) });
    }),
    takesQuery(champsQuerySchema),
  );

  router.get(
    LIVE_GAMES_PATH,
    handle(({ res, url }, rt) => {
      const { lang, champId, section } = queryOf(gamesQuerySchema, url);
      const champ = rt.world.champs.get(champId);
      if (!champ) return sendError(res, 404, 'champ_not_found', `No championship ${champId}`);
      const games = [...rt.world.games.values()].filter((g) => g.champId === champId && inSection(g, section)).sort(byStart);
      send(res, gamesAnswerSchema, {
        data: { champ: renderChamp(champ, lang, games.length), games: games.map((g) => renderGame(rt.world, g, lang, 'main')) },
        ...stamp(rt),
      });
    }),
    takesQuery(gamesQuerySchema),
  );

  router.get(
    LIVE_GAME_PATH,
    handle(({ res, url }, rt) => {
      const { lang, gameId } = queryOf(gameQuerySchema, url);
      const game = rt.world.games.get(gameId);
      if (!game) return sendError(res, 404, 'game_not_found', `No game ${gameId} in the catalogue (finished games are in results)`);
      send(res, gameAnswerSchema, { data: renderGame(rt.world, game, lang, 'full'), ...stamp(rt) });
    }),
    takesQuery(gameQuerySchema),
  );

  router.get(
    LIVE_TOP_PATH,
    handle(({ res, url }, rt) => {
      const { lang, section, limit } = queryOf(topQuerySchema, url);
      const games = [...rt.world.games.values()]
        .filter((g) => inSection(g, section))
        .sort((a, b) => Number(b.isTop) - Number(a.isTop) || byStart(a, b))
        .slice(0, limit);
      const data: Game[] = games.map((g) => renderGame(rt.world, g, lang, 'main'));
      send(res, topAnswerSchema, { data, ...stamp(rt) });
    }),
    takesQuery(topQuerySchema),
  );

  router.get(
    LIVE_INDEX_PATH,
    handle(({ res, url }, rt) => {
      const { lang } = queryOf(indexQuerySchema, url);
      const counts = countByChamp(rt.world, undefined);
      const sports = [...rt.world.sports.values()].sort((a, b) => a.sortOrder - b.sortOrder);
      const sportOrder = new Map(sports.map((s, i) => [s.id, i]));
      const champs = [...rt.world.champs.values()]
        .sort((a, b) => (sportOrder.get(a.sportId) ?? 0) - (sportOrder.get(b.sportId) ?? 0) || a.sortOrder - b.sortOrder)
        .map((c) => renderChamp(c, lang, counts.get(c.id) ?? 0));
      const games = [...rt.world.games.values()]
        .filter((g) => g.status !== GAME_STATUS.finished)
        .sort(byStart)
        .map((g) => {
          const main = g.markets.find((m) => m.isMain);
          return {
            gameId: g.id,
            sportId: g.sportId,
            champId: g.champId,
            opponent1: lang === 'ru' ? g.opponent1Ru : g.opponent1En,
            opponent2: lang === 'ru' ? g.opponent2Ru : g.opponent2En,
            team1Slug: slugOf(g.opponent1En),
            team2Slug: slugOf(g.opponent2En),
            startTime: g.startTime,
            status: g.status,
            isTop: g.isTop,
            main: main ? renderMarket(main, lang) : null,
          };
        });
      send(res, indexAnswerSchema, { data: { sports: sports.map((s) => renderSport(s, lang)), champs, games }, ...stamp(rt) });
    }),
    takesQuery(indexQuerySchema),
  );

  router.get(
    LIVE_RESULTS_PATH,
    handle(async ({ res, url }, rt) => {
      const { lang, section, sportId, limit } = queryOf(resultsQuerySchema, url);
      const rows = await readResults(deps.db, { cyberOnly: section === 'zone', sportId, limit });
      const data = rows.map((r) => {
        const fake = { periodScores: r.period_scores } as SimGame;
        return renderResult({ row: r, score1: score1(fake), score2: score2(fake) }, lang);
      });
      send(res, resultsAnswerSchema, { data, ...stamp(rt) });
    }),
    takesQuery(resultsQuerySchema),
  );

  router.get(
    LIVE_STATISTIC_PATH,
    handle(async ({ res, url }, rt) => {
      const { lang, gameId, champId: champIdParam } = queryOf(statisticQuerySchema, url);
      let game: Statistic['game'] = null;
      let champId = champIdParam;
      let teams: [string, string] | null = null;
      let sportId: number | undefined;
      if (gameId !== undefined) {
        const held = rt.world.games.get(gameId);
        const stored = held ? undefined : (await readFinished(deps.db, { limit: 1, gameIdOnly: gameId }))[0];
        if (held) {
          champId = held.champId;
          sportId = held.sportId;
          teams = [held.opponent1En, held.opponent2En];
          game = {
            gameId,
            status: held.status,
            startTime: held.startTime,
            score1: score1(held),
            score2: score2(held),
            team1: teamRef(held.opponent1En, lang === 'ru' ? held.opponent1Ru : held.opponent1En),
            team2: teamRef(held.opponent2En, lang === 'ru' ? held.opponent2Ru : held.opponent2En),
          };
        } else if (stored) {
          const r = stored.row;
          champId = r.champ_id;
          sportId = r.sport_id;
          teams = [r.opponent1_en, r.opponent2_en];
          game = {
            gameId,
            status: GAME_STATUS.finished,
            startTime: renderResult(stored, lang).startTime,
            score1: stored.score1,
            score2: stored.score2,
            team1: teamRef(r.opponent1_en, lang === 'ru' ? r.opponent1_ru : r.opponent1_en),
            team2: teamRef(r.opponent2_en, lang === 'ru' ? r.opponent2_ru : r.opponent2_en),
          };
        } else return sendError(res, 404, 'game_not_found', `No game ${gameId}`);
      }
      const champ = champId === undefined ? undefined : rt.world.champs.get(champId);
      if (!champ) return sendError(res, 404, 'champ_not_found', `No championship ${champId ?? ''}`);
      const counts = countByChamp(rt.world, undefined);
      const table = await readFinished(deps.db, { champId: champ.id, limit: 500 });
      const results = (list: Awaited<ReturnType<typeof readFinished>>) => list.map((g) => renderResult(g, lang));
      const data: Statistic = teams
        ? {
            champ: renderChamp(champ, lang, counts.get(champ.id) ?? 0),
            game,
            headToHead: results(await readFinished(deps.db, { sportId, teams, excludeGameId: gameId, limit: 10 })),
            recent1: results(await readFinished(deps.db, { sportId, teams: [teams[0]], excludeGameId: gameId, limit: 5 })),
            recent2: results(await readFinished(deps.db, { sportId, teams: [teams[1]], excludeGameId: gameId, limit: 5 })),
            standings: standingsOf(table, lang),
          }
        : {
            champ: renderChamp(champ, lang, counts.get(champ.id) ?? 0),
            game: null,
            headToHead: [],
            recent1: results(table.slice(0, 10)),
            recent2: [],
            standings: standingsOf(table, lang),
          };
      send(res, statisticAnswerSchema, { data, ...stamp(rt) });
    }),
    takesQuery(statisticQuerySchema),
  );

  router.get(
    LIVE_TEAM_PATH,
    handle(async ({ res, url }, rt) => {
      const { lang, team: slug, section } = queryOf(teamQuerySchema, url);
      const held = [...rt.world.games.values()];
      const nameEn = await teamNameOf(
        deps.db,
        slug,
        held.flatMap((g) => [g.opponent1En, g.opponent2En]),
      );
      if (nameEn === null) return sendError(res, 404, 'team_not_found', `No team ${slug}`);
      const games = held.filter((g) => (g.opponent1En === nameEn || g.opponent2En === nameEn) && inSection(g, section)).sort(byStart);
      const finished = await readFinished(deps.db, { teams: [nameEn], limit: 10 });
      const named =
        held.find((g) => g.opponent1En === nameEn || g.opponent2En === nameEn) ??
        finished.map((f) => ({ opponent1En: f.row.opponent1_en, opponent1Ru: f.row.opponent1_ru, opponent2Ru: f.row.opponent2_ru }))[0];
      const nameRu = named ? (named.opponent1En === nameEn ? named.opponent1Ru : named.opponent2Ru) : nameEn;
      send(res, teamAnswerSchema, {
        data: {
          team: teamRef(nameEn, lang === 'ru' ? nameRu : nameEn),
          games: games.map((g) => renderGame(rt.world, g, lang, 'main')),
          results: finished.map((g) => renderResult(g, lang)),
        },
        ...stamp(rt),
      });
    }),
    takesQuery(teamQuerySchema),
  );

  router.get(
    LIVE_FEED_PATH,
    handle(({ req, res, url }, rt) => {
      if (deps.feedClosed()) return sendError(res, 503, 'feed_down', 'The feed is switched off');
      const query = queryOf(feedQuerySchema, url);
      const lang = query.lang;
      const lastEventId = req.headers['last-event-id'];
      // The header wins over the query (a browser's reconnect sends it), so the resume token is checked here, whichever it came from.
      const resumeText = (Array.isArray(lastEventId) ? lastEventId[0] : lastEventId) ?? query.resume;
      const resume = parseResumeToken(resumeText);
      if (resumeText !== null && resumeText !== undefined && resumeText !== '' && resume === undefined) {
        throw new InputError('invalid_resume', `resume must be a sequence number; got "${resumeText}"`);
      }
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      if (req.method === 'HEAD') return void res.end();
      req.socket.setNoDelay(true);
      const conn = rt.hub.connect({
        topics: query.topics,
        lang,
        resume,
        sink: { write: (chunk) => void res.write(chunk), buffered: () => res.writableLength, end: () => res.end() },
      });
      res.once('close', () => rt.hub.disconnect(conn.id));
    }),
    takesQuery(feedQuerySchema),
  );

  router.post(
    LIVE_SUBSCRIBE_PATH,
    handle(async ({ req, res }, rt) => {
      const body = subscribeRequestSchema.safeParse(await readJsonBody(req));
      if (!body.success) {
        const issue = body.error.issues[0];
        throw new InputError('invalid_subscription', `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
      }
      const conn = rt.hub.subscribe(body.data.connectionId, body.data.topics);
      if (!conn) return sendError(res, 404, 'unknown_connection', `No open feed connection ${body.data.connectionId}`);
      send(res, subscribeAnswerSchema, { data: { connectionId: conn.id, topics: conn.topicNames, seq: rt.hub.seq } });
    }),
    takesBody(subscribeRequestSchema),
  );
}
