import { copyFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIVE_CHAMPS_PATH,
  LIVE_FEED_PATH,
  LIVE_GAME_PATH,
  LIVE_GAMES_PATH,
  LIVE_INDEX_PATH,
  LIVE_MENU_PATH,
  LIVE_RESULTS_PATH,
  LIVE_SPORTS_PATH,
  LIVE_STATISTIC_PATH,
  LIVE_SUBSCRIBE_PATH,
  LIVE_TEAM_PATH,
  LIVE_TOP_PATH,
  LONG_TERM_SPORT_ID,
  champsAnswerSchema,
  closingMessageSchema,
  deltaMessageSchema,
  gameAnswerSchema,
  gamesAnswerSchema,
  helloMessageSchema,
  indexAnswerSchema,
  menuAnswerSchema,
  resultsAnswerSchema,
  snapshotMessageSchema,
  sportsAnswerSchema,
  statisticAnswerSchema,
  subscribeAnswerSchema,
  teamAnswerSchema,
  topAnswerSchema,
} from '../../../src/protocol/schemas/live';
import type { Db } from '../../../server/db/db';
import { MIGRATIONS_DIR, migrate } from '../../../server/db/migrate';
import { sendError } from '../../../server/http/respond';
import { Router } from '../../../server/http/router';
import { createLiveService, seedLiveDemo, type LiveService } from '../../../server/live';
import { DB_HOOK_TIMEOUT, captureLogger, openTestDb, tempDir } from '../helpers';
import { parseSse, virtualClock, type SseEvent } from './support';

const START = 1_750_000_000_000;
const clock = virtualClock(START);
const migrations = tempDir('live-migrations-');
let db: Db;
let live: LiveService;
let server: Server;
let base: string;

/** The same routing app.ts does, with only the live routes: the wiring the lead adds there. */
function serve(router: Router): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = router.match(req.method ?? 'GET', url.pathname);
    if (match.kind !== 'found') return sendError(res, match.kind === 'none' ? 404 : 405, 'not_found', url.pathname);
    Promise.resolve(match.handler({ req, res, url })).catch(() => sendError(res, 500, 'internal', 'internal'));
  });
}

beforeAll(async () => {
  // Only this feature's migration: other features' files are not this test's business.
  // And the feed's batch table: on PostgreSQL the service publishes its batches there for other processes.
  for (const file of ['004_live_catalogue.sql', '027_live_feed_batches.sql'])
    copyFileSync(join(MIGRATIONS_DIR, file), join(migrations.path, file));
  db = await openTestDb('empty');
  await migrate(db, { dir: migrations.path });
  expect((await seedLiveDemo(db, { now: START, seed: 3 })).seeded).toEqual(['live_sport', 'live_champ', 'live_game']);
  expect((await seedLiveDemo(db, { now: START, seed: 3 })).seeded).toEqual([]);
  live = createLiveService({ db, log: captureLogger(), now: clock.now, seed: 5, changesPerSecond: 1000, autoTick: false });
  await live.start();
  const router = new Router();
  live.register(router);
  server = serve(router);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, DB_HOOK_TIMEOUT);

afterAll(async () => {
  await live?.stop();
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await db?.close();
  migrations.remove();
});

const get = async (path: string): Promise<Response> => fetch(`${base}${path}`);
const json = async (path: string): Promise<unknown> => {
  const response = await get(path);
  expect(response.status).toBe(200);
  return response.json();
};

function run(ms: number, stepMs = 100): void {
  for (let t = 0; t < ms; t += stepMs) {
    clock.advance(stepMs);
    live.tick();
  }
}

/** Reads SSE events from a fetch body until a condition holds (the test timeout bounds it). */
class SseStream {
  events: SseEvent[] = [];
  private text = '';
  private readonly decoder = new TextDecoder();
  constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {}
  async until(done: (events: SseEvent[]) => boolean): Promise<SseEvent[]> {
    while (!done(this.events)) {
      const { value, done: ended } = await this.reader.read();
      if (ended) break;
      this.text += this.decoder.decode(value, { stream: true });
      const parsed = parseSse(this.text);
      this.events.push(...parsed.events);
      this.text = parsed.rest;
    }
    return this.events;
  }
}

async function openFeed(
  query: string,
  headers: Record<string, string> = {},
): Promise<{ stream: SseStream; abort: () => void; response: Response }> {
  const controller = new AbortController();
  const response = await fetch(`${base}${LIVE_FEED_PATH}?${query}`, { headers, signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  if (!response.body) throw new Error('no body');
  return { stream: new SseStream(response.body.getReader()), abort: () => controller.abort(), response };
}

describe('catalogue calls', () => {
  it('the sports map has sportId and nameEng for every sport, the cyber disciplines and the placeholder 2999', async () => {
    const en = sportsAnswerSchema.parse(await json(`${LIVE_SPORTS_PATH}?lang=en`));
    const names = en.data.map((s) => s.nameEng);
    for (const sport of [
      'Football',
      'Tennis',
      'Basketball',
      'Ice Hockey',
      'Volleyball',
      'Table Tennis',
      'UFC',
      'CS2',
      'Dota 2',
      'League of Legends',
      'FIFA',
    ]) {
      expect(names).toContain(sport);
    }
    expect(en.data.filter((s) => s.isCyber).map((s) => s.slug)).toEqual(['cs2', 'dota-2', 'league-of-legends', 'fifa']);
    expect(en.data.at(-1)).toMatchObject({ sportId: LONG_TERM_SPORT_ID, nameEng: 'Long-term bets' });
    const ru = sportsAnswerSchema.parse(await json(`${LIVE_SPORTS_PATH}?lang=ru`));
    expect(ru.data.find((s) => s.sportId === 1)).toMatchObject({ name: 'Футбол', nameEng: 'Football' });
  });

  it('menu, championships, games of a championship and one game answer their schemas', async () => {
    const menu = menuAnswerSchema.parse(await json(`${LIVE_MENU_PATH}?section=live&lang=ru`));
    expect(menu.data.length).toBeGreaterThan(5);
    const football = menu.data.find((s) => s.sportId === 1);
    expect(football?.champs.length).toBeGreaterThan(0);
    const champs = champsAnswerSchema.parse(await json(`${LIVE_CHAMPS_PATH}?sportId=1&section=line&lang=en`));
    expect(champs.data.map((c) => c.nameEng)).toContain('Premier League');
    const games = gamesAnswerSchema.parse(await json(`${LIVE_GAMES_PATH}?champId=101&section=line&lang=en`));
    expect(games.data.games.length).toBeGreaterThan(0);
    for (const g of games.data.games) {
      expect(g.status).toBe(1);
      // The row markets: the result, then the main handicap and the main total (the Asian row's lines).
      expect(g.markets.map((m) => m.typeId)).toEqual([1, 3, 4]);
      expect(g.markets[0]?.outcomes.map((o) => o.name)).toEqual(['1', 'X', '2']);
      expect(g.markets.map((m) => m.shortName)).toEqual(['1X2', 'HCP -1.5', 'TOT 2.5']);
      expect(g.markets[2]?.outcomes.map((o) => [o.name, o.shortName])).toEqual([
        ['Over 2.5', 'O 2.5'],
        ['Under 2.5', 'U 2.5'],
      ]);
    }
    const gameId = games.data.games[0]?.gameId;
    const game = gameAnswerSchema.parse(await json(`${LIVE_GAME_PATH}?gameId=${gameId}&lang=ru`));
    expect(game.data.markets.length).toBeGreaterThan(3);
    expect(game.data.markets[0]?.outcomes.map((o) => o.name)).toEqual(['П1', 'X', 'П2']);
    expect(game.data.markets.find((m) => m.typeId === 4)).toMatchObject({ name: 'Тотал 2.5', shortName: 'Т 2.5' });
    expect(game.seq).toBe(live.runtime?.hub.seq);
  });

  it('the index lists every sport, championship and game not finished, each game with its main market, in the language asked', async () => {
    const index = indexAnswerSchema.parse(await json(`${LIVE_INDEX_PATH}?lang=ru`));
    expect(index.data.sports.find((s) => s.sportId === 1)?.name).toBe('Футбол');
    expect(index.data.champs.find((c) => c.champId === 101)).toMatchObject({ name: 'Премьер-лига', country: 'Англия' });
    const counted = index.data.champs.reduce((n, c) => n + c.gamesCount, 0);
    expect(index.data.games).toHaveLength(counted);
    expect(index.data.games.length).toBeGreaterThan(50);
    for (const g of index.data.games) {
      expect(g.status).not.toBe(4);
      expect(g.main?.typeId).toBe(1);
    }
    const starts = index.data.games.map((g) => g.startTime);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const en = indexAnswerSchema.parse(await json(`${LIVE_INDEX_PATH}?lang=en`));
    expect(en.data.games[0]?.team1Slug).toBe(index.data.games[0]?.team1Slug);
  });

  it('top live and top line for home, and results of finished games for live and zone', async () => {
    const top = topAnswerSchema.parse(await json(`${LIVE_TOP_PATH}?section=live&limit=8&lang=en`));
    expect(top.data).toHaveLength(8);
    for (const g of top.data) expect([2, 3]).toContain(g.status);
    const line = topAnswerSchema.parse(await json(`${LIVE_TOP_PATH}?section=line&lang=en`));
    for (const g of line.data) expect(g.status).toBe(1);
    const results = resultsAnswerSchema.parse(await json(`${LIVE_RESULTS_PATH}?section=live&lang=en`));
    expect(results.data.length).toBeGreaterThan(10);
    const zone = resultsAnswerSchema.parse(await json(`${LIVE_RESULTS_PATH}?section=zone&lang=en`));
    expect(zone.data.length).toBeGreaterThan(0);
    expect(zone.data.every((r) => [40, 41, 42, 43].includes(r.sportId))).toBe(true);
  });

  it('games carry the sport slug, cyber flag and team slugs their links need', async () => {
    const top = topAnswerSchema.parse(await json(`${LIVE_TOP_PATH}?section=line&limit=100&lang=ru`));
    const football = top.data.find((g) => g.sportId === 1);
    expect(football).toMatchObject({ sportSlug: 'football', isCyber: false });
    // Team slugs come from the English names, whatever the language of the answer.
    expect(football?.team1Slug).toMatch(/^[a-z0-9-]+$/);
    const cyber = gamesAnswerSchema.parse(await json(`${LIVE_GAMES_PATH}?champId=4001&lang=en`));
    expect(cyber.data.games[0]).toMatchObject({ sportSlug: 'cs2', isCyber: true });
  });

  it("a statistic of a game has head-to-head, each team's recent results and the championship table", async () => {
    const games = gamesAnswerSchema.parse(await json(`${LIVE_GAMES_PATH}?champId=101&lang=en`));
    const game = games.data.games[0];
    if (!game) throw new Error('no game');
    const stat = statisticAnswerSchema.parse(await json(`${LIVE_STATISTIC_PATH}?gameId=${game.gameId}&lang=en`));
    expect(stat.data.champ.champId).toBe(101);
    expect(stat.data.game).toMatchObject({ gameId: game.gameId, team1: { slug: game.team1Slug, name: game.opponent1 } });
    // The table is built from every finished game of the championship: played adds up to twice the games.
    const finished = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM live_game WHERE champ_id = 101 AND status = 4');
    expect(stat.data.standings.reduce((n, row) => n + row.played, 0)).toBe(2 * (finished[0]?.n ?? 0));
    for (const row of stat.data.standings) expect(row.points).toBe(3 * row.won + row.drawn);
    const points = stat.data.standings.map((r) => r.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    for (const r of stat.data.recent1) expect([r.opponent1, r.opponent2]).toContain(game.opponent1);
    for (const r of stat.data.headToHead) expect([r.opponent1, r.opponent2].sort()).toEqual([game.opponent1, game.opponent2].sort());
    const champ = statisticAnswerSchema.parse(await json(`${LIVE_STATISTIC_PATH}?champId=101&lang=ru`));
    expect(champ.data.game).toBeNull();
    expect(champ.data.recent1.length).toBe(Math.min(10, finished[0]?.n ?? 0));
    expect(champ.data.champ.name).toBe('Премьер-лига');
  });

  it("a team page lists the team's games of a section and its results, named in the asked language", async () => {
    const top = topAnswerSchema.parse(await json(`${LIVE_TOP_PATH}?section=live&limit=100&lang=en`));
    const game = top.data.find((g) => g.sportId === 1);
    if (!game) throw new Error('no football game');
    const team = teamAnswerSchema.parse(await json(`${LIVE_TEAM_PATH}?team=${game.team1Slug}&section=live&lang=ru`));
    expect(team.data.team.slug).toBe(game.team1Slug);
    expect(team.data.games.map((g) => g.gameId)).toContain(game.gameId);
    for (const g of team.data.games) expect([g.team1Slug, g.team2Slug]).toContain(game.team1Slug);
    expect(team.data.team.name).not.toBe(game.opponent1);
  });

  it('bad input gets typed errors', async () => {
    const cases: [string, number, string][] = [
      [`${LIVE_MENU_PATH}?section=later`, 400, 'invalid_section'],
      [`${LIVE_MENU_PATH}`, 400, 'missing_section'],
      [`${LIVE_GAME_PATH}?gameId=99999999`, 404, 'game_not_found'],
      [`${LIVE_GAME_PATH}?gameId=abc`, 400, 'invalid_gameId'],
      [`${LIVE_SPORTS_PATH}?lang=English`, 400, 'invalid_lang'],
      [`${LIVE_RESULTS_PATH}?section=past`, 400, 'invalid_section'],
      [`${LIVE_FEED_PATH}?topics=home,everything`, 400, 'invalid_topics'],
      [`${LIVE_FEED_PATH}?topics=home&resume=yesterday`, 400, 'invalid_resume'],
      [`${LIVE_STATISTIC_PATH}`, 400, 'missing_gameId'],
      [`${LIVE_STATISTIC_PATH}?gameId=99999999`, 404, 'game_not_found'],
      [`${LIVE_STATISTIC_PATH}?champId=99999`, 404, 'champ_not_found'],
      [`${LIVE_TEAM_PATH}?section=live`, 400, 'missing_team'],
      [`${LIVE_TEAM_PATH}?team=Real%20Madrid&section=live`, 400, 'invalid_team'],
      [`${LIVE_TEAM_PATH}?team=no-such-team&section=live`, 404, 'team_not_found'],
      [`${LIVE_TEAM_PATH}?team=arsenal`, 400, 'missing_section'],
    ];
    for (const [path, status, code] of cases) {
      const response = await get(path);
      expect(response.status, path).toBe(status);
      expect(((await response.json()) as { error: { code: string } }).error.code, path).toBe(code);
    }
  });
});

describe('the feed over HTTP', () => {
  it('streams hello, a snapshot and deltas; a reconnect with Last-Event-ID gets only what it missed', async () => {
    const first = await openFeed('topics=sport:1:live,home&lang=en');
    const opening = await first.stream.until((e) => e.length >= 2);
    const hello = helloMessageSchema.parse(opening[0]?.data);
    expect(hello.resume).toBe('none');
    expect(hello.heartbeatMs).toBe(15_000);
    const snapshot = snapshotMessageSchema.parse(opening[1]?.data);
    expect(snapshot.games.length).toBeGreaterThan(0);
    run(1_000);
    // On PostgreSQL a batch reaches the feed once the database has it.
    await live.idle();
    // Read up to the last message the server sent this connection.
    const sentId = String([...(live.runtime?.hub.connections.values() ?? [])][0]?.lastSent);
    const events = await first.stream.until((e) => e.some((x) => x.id === sentId));
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    for (const e of deltas) deltaMessageSchema.parse(e.data);
    const readId = deltas.at(-1)?.id;
    if (readId === undefined) throw new Error('no id');
    expect(readId).toBe(sentId);
    first.abort();
    run(1_000);
    await live.idle();
    const again = await openFeed('topics=sport:1:live,home&lang=en', { 'last-event-id': readId });
    const resumed = await again.stream.until((e) => e.length >= 2);
    expect(helloMessageSchema.parse(resumed[0]?.data).resume).toBe('replayed');
    expect(resumed[1]?.event).toBe('delta');
    expect(deltaMessageSchema.parse(resumed[1]?.data).prev).toBe(Number(readId));

    // Topics change on the same connection.
    const connectionId = helloMessageSchema.parse(resumed[0]?.data).connectionId;
    const gameId = snapshot.games[0]?.gameId;
    // As the site's script posts (the router refuses state changes without X-Requested-With and JSON).
    const script = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
    const subscribed = await fetch(`${base}${LIVE_SUBSCRIBE_PATH}`, {
      method: 'POST',
      headers: script,
      body: JSON.stringify({ connectionId, topics: [`game:${gameId}`] }),
    });
    expect(subscribed.status).toBe(200);
    expect(subscribeAnswerSchema.parse(await subscribed.json()).data.topics).toEqual([`game:${gameId}`]);
    const withSnapshot = await again.stream.until((e) => e.some((x) => x.event === 'snapshot'));
    const snap = snapshotMessageSchema.parse(withSnapshot.find((x) => x.event === 'snapshot')?.data);
    expect(snap.reason).toBe('subscribe');
    expect(snap.games.map((g) => g.gameId)).toEqual([gameId]);
    again.abort();

    const unknown = await fetch(`${base}${LIVE_SUBSCRIBE_PATH}`, {
      method: 'POST',
      headers: script,
      body: JSON.stringify({ connectionId: 'nope', topics: [] }),
    });
    expect(unknown.status).toBe(404);
    const invalid = await fetch(`${base}${LIVE_SUBSCRIBE_PATH}`, {
      method: 'POST',
      headers: script,
      body: JSON.stringify({ connectionId, topics: ['all'] }),
    });
    expect(invalid.status).toBe(400);
  });
});

describe('persistence and shutdown', () => {
  it('writes status, scores and results: games started during the run are finished in the database', async () => {
    const [before] = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM live_game WHERE status = 4');
    const [maxId] = await db.query<{ max: number }>('SELECT max(id) AS max FROM live_game');
    run(15 * 60_000, 1_000);
    await live.persist(true);
    const [after] = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM live_game WHERE status = 4');
    expect(after?.n ?? 0).toBeGreaterThan(before?.n ?? 0);
    // New line games keep appearing, and some of them have started already.
    const created = await db.query<{ status: number }>('SELECT status FROM live_game WHERE id > $1', [maxId?.max ?? 0]);
    expect(created.length).toBeGreaterThan(10);
    expect(created.some((g) => g.status > 1)).toBe(true);
    const results = resultsAnswerSchema.parse(await json(`${LIVE_RESULTS_PATH}?section=live&limit=5`));
    expect(results.data[0]?.finishedAt).toBeGreaterThan(START);
    // Coefficients were written behind and match memory.
    const world = live.runtime?.world;
    const someGame = world ? [...world.games.values()].find((g) => g.status !== 4) : undefined;
    const outcome = someGame?.markets[0]?.outcomes[0];
    const [row] = await db.query<{ coef_milli: number }>('SELECT coef_milli FROM live_outcome WHERE id = $1', [outcome?.id]);
    expect(row?.coef_milli).toBe(outcome?.coefMilli);
  });

  it('stop() ends open feed connections with a shutdown event, and a restart continues the stored world', async () => {
    const feed = await openFeed('topics=home');
    await feed.stream.until((e) => e.length >= 2);
    const finishedBefore = (await db.query<{ id: number }>('SELECT id FROM live_game WHERE status = 4')).map((r) => r.id);
    await live.stop();
    const events = await feed.stream.until(() => false);
    expect(closingMessageSchema.parse(events.at(-1)?.data).reason).toBe('shutdown');
    const again = createLiveService({ db, log: captureLogger(), now: clock.now, seed: 5, autoTick: false });
    await again.start();
    const world = again.runtime?.world;
    expect(world?.games.size).toBeGreaterThan(50);
    for (const id of finishedBefore) {
      const game = world?.games.get(id);
      if (game) expect(game.status).toBe(4);
    }
    await again.stop();
    live = again;
  });
});
