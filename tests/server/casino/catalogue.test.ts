import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../server/auth';
import { buildCatalogue, recordPlayed, registerCasinoCatalogue } from '../../../server/casino/catalogue';
import { authErrorBodySchema, AUTH_PATHS } from '../../../src/protocol/schemas/auth';
import { rtpOf } from '../../../src/core/casino/engines';
import { steppedRtpOf } from '../../../src/core/casino/steppedEngines';
import {
  CASINO_CATEGORY_IDS,
  CASINO_PATHS,
  CASINO_RECENT_MAX,
  casinoGameListSchema,
  casinoGamesPageSchema,
  casinoProvidersSchema,
  TILE_ART_FULL_WIDTH,
  TILE_ART_HEIGHT_PER_WIDTH,
  TILE_ART_WIDTHS,
  type CasinoGame,
} from '../../../src/protocol/casino/catalogue';
import { authServerForFile, Browser, enc } from '../auth/helpers';

const catalogue = buildCatalogue();
const server = authServerForFile({ also: (router, ctx, db) => registerCasinoCatalogue(router, { db, auth: ctx, catalogue }) });
const [demo, , second] = DEMO_USERS;

async function signedIn(user: { login: string; password: string }): Promise<Browser> {
  const b = new Browser(server.url);
  expect((await b.post(AUTH_PATHS.login, { uLogin: user.login, uPassword: enc(user.password) })).status).toBe(200);
  return b;
}

async function page(b: Browser, query: string) {
  const reply = await b.get(`${CASINO_PATHS.games}?${query}`);
  expect(reply.status).toBe(200);
  return casinoGamesPageSchema.parse(reply.body);
}

const ids = (games: readonly CasinoGame[]) => games.map((g) => g.id);

describe('the casino catalogue', () => {
  it('offers 150 games and more over 8 providers and more, in every category, with book-themed slots', () => {
    expect(catalogue.games.length).toBeGreaterThanOrEqual(150);
    expect(catalogue.providers.filter((p) => p.games > 0).length).toBeGreaterThanOrEqual(8);
    for (const category of CASINO_CATEGORY_IDS) expect(catalogue.games.some((g) => g.game.category === category)).toBe(true);
    const books = catalogue.games.filter((g) => g.game.category === 'slots' && g.game.name.startsWith('Book of'));
    expect(books.length).toBeGreaterThanOrEqual(5);
    expect(new Set(catalogue.games.map((g) => g.game.slug)).size).toBe(catalogue.games.length);
  });

  it('is the same on every build, and reads each RTP from the engines, never from its own data', () => {
    expect(buildCatalogue().games).toEqual(catalogue.games);
    for (const { game } of catalogue.games)
      expect(game.rtp).toBe(rtpOf(game.engine, game.variant) ?? steppedRtpOf(game.engine, game.variant));
  });

  it('generates the benchmark catalogue of 5,000 games with their own ids, slugs and names', () => {
    const big = buildCatalogue(5000);
    expect(big.games).toHaveLength(5000);
    expect(new Set(big.games.map((g) => g.game.name)).size).toBe(5000);
    expect(new Set(big.games.map((g) => g.game.slug)).size).toBe(5000);
  });
});

describe('the catalogue query', () => {
  const guest = () => new Browser(server.url);

  it('pages through every game once, with the total and the next cursor', async () => {
    const seen: number[] = [];
    let cursor: number | null = 0;
    let total = -1;
    while (cursor !== null) {
      const answer = await page(guest(), `cursor=${cursor}&limit=40`);
      total = answer.total;
      expect(answer.cursor).toBe(cursor);
      seen.push(...ids(answer.games));
      cursor = answer.nextCursor;
    }
    expect(total).toBe(catalogue.games.length);
    expect(new Set(seen).size).toBe(total);
  });

  it('sorts from A to Z, by newest and by popularity', async () => {
    const az = (await page(guest(), 'sort=az&limit=96')).games.map((g) => g.name);
    expect(az).toEqual([...az].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byId = new Map(catalogue.games.map((g) => [g.game.id, g]));
    const popular = (await page(guest(), 'sort=popular&limit=50')).games.map((g) => byId.get(g.id)!.popularity);
    expect(popular).toEqual([...popular].sort((a, b) => b - a));
    const released = (await page(guest(), 'sort=new&limit=50')).games.map((g) => byId.get(g.id)!.released);
    expect(released).toEqual([...released].sort((a, b) => b - a));
    const newest = await page(guest(), 'sort=new&limit=1');
    expect(newest.games[0]!.tags).toContain('new');
  });

  it('filters by category, subcategory and provider', async () => {
    const live = await page(guest(), 'category=live&limit=96');
    expect(live.total).toBeGreaterThan(0);
    expect(live.games.every((g) => g.category === 'live' && g.engine === 'roulette')).toBe(true);
    const books = await page(guest(), 'category=slots&subcategory=books');
    expect(books.games.every((g) => g.subcategory === 'books')).toBe(true);
    const provider = catalogue.providers[0]!;
    const theirs = await page(guest(), `provider=${provider.slug}&limit=96`);
    expect(theirs.total).toBe(provider.games);
    expect(theirs.games.every((g) => g.provider === provider.slug)).toBe(true);
  });

  it('finds games by the start of a word of their name, whatever the case', async () => {
    const found = await page(guest(), 'q=BOOK');
    expect(found.total).toBe(catalogue.games.filter((g) => /\bbook\b/i.test(g.game.name)).length);
    expect(found.games.every((g) => g.name.toLowerCase().includes('book'))).toBe(true);
    expect((await page(guest(), 'q=book%20sand')).games.map((g) => g.name)).toEqual(['Book of Sands']);
    expect((await page(guest(), 'q=ook')).total).toBe(0);
  });

  it('answers a bad query with a typed 400 naming the field', async () => {
    for (const query of ['sort=best', 'limit=500', 'cursor=-1', 'category=sports', `q=${'x'.repeat(61)}`, 'extra=1']) {
      const reply = await guest().get(`${CASINO_PATHS.games}?${query}`);
      expect(reply.status, query).toBe(400);
      expect(authErrorBodySchema.parse(reply.body).error.code).toBe('invalid_request');
    }
  });

  it('lists the providers with their game counts', async () => {
    const reply = await guest().get(CASINO_PATHS.providers);
    const { providers } = casinoProvidersSchema.parse(reply.body);
    expect(providers.reduce((n, p) => n + p.games, 0)).toBe(catalogue.games.length);
  });

  it("serves each game's tile art as a WebP drawn from its SVG, the same every time, and a 404 for anything else", async () => {
    const game = catalogue.games[0]!.game;
    expect(game.image).toBe(`${CASINO_PATHS.tiles}${game.id}.webp`);
    const first = await fetch(new URL(game.image, server.url));
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    const webp = Buffer.from(await first.arrayBuffer());
    expect(webp.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(Buffer.from(await (await fetch(new URL(game.image, server.url))).arrayBuffer()).equals(webp)).toBe(true);
    const vector = await fetch(new URL(`${CASINO_PATHS.tiles}${game.id}.svg`, server.url));
    expect(vector.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await vector.text();
    expect(svg).toContain('<svg');
    expect(svg).toContain('viewBox="0 0 320 240"');
    for (const path of ['999999.svg', '999999.webp', 'x.svg', '1001.png', '../1001.svg']) {
      expect((await fetch(new URL(`${CASINO_PATHS.tiles}${path}`, server.url))).status, path).toBe(404);
    }
  });

  it("draws the WebP at each width of the page's srcset, and refuses any other width", async () => {
    const game = catalogue.games[1]!.game;
    const full = sharp(Buffer.from(await (await fetch(new URL(game.image, server.url))).arrayBuffer()));
    expect(await full.metadata()).toMatchObject({
      format: 'webp',
      width: TILE_ART_FULL_WIDTH,
      height: TILE_ART_FULL_WIDTH * TILE_ART_HEIGHT_PER_WIDTH,
    });
    for (const width of TILE_ART_WIDTHS) {
      const reply = await fetch(new URL(`${game.image}?w=${width}`, server.url));
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await reply.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: width * TILE_ART_HEIGHT_PER_WIDTH });
    }
    for (const query of ['w=161', 'w=0', 'w=abc', 'w=1e9']) {
      const reply = await fetch(new URL(`${game.image}?${query}`, server.url));
      expect(reply.status, query).toBe(400);
      expect(authErrorBodySchema.parse(await reply.json()).error.code).toBe('invalid_request');
    }
    expect((await fetch(new URL(`${CASINO_PATHS.tiles}${game.id}.svg?w=160`, server.url))).status).toBe(400);
  });
});

describe('favourites and recently played', () => {
  const game = (i: number) => catalogue.games[i]!.game.id;

  it('ask for a session', async () => {
    const guest = new Browser(server.url);
    expect((await guest.get(CASINO_PATHS.favourites)).status).toBe(401);
    expect((await guest.post(CASINO_PATHS.favourites, { gameId: game(0), on: true })).status).toBe(401);
    expect((await guest.get(CASINO_PATHS.recent)).status).toBe(401);
  });

  it("are each player's own: one player's star is not another's, and no one can unstar another's", async () => {
    const me = await signedIn(demo!);
    const you = await signedIn(second!);
    const starred = await me.post(CASINO_PATHS.favourites, { gameId: game(3), on: true });
    expect(starred.status).toBe(200);
    expect(ids(casinoGameListSchema.parse(starred.body).games)).toContain(game(3));
    // A repeat from another tab changes nothing.
    expect(ids(casinoGameListSchema.parse((await me.post(CASINO_PATHS.favourites, { gameId: game(3), on: true })).body).games)).toEqual([
      game(3),
    ]);
    expect(casinoGameListSchema.parse((await you.get(CASINO_PATHS.favourites)).body).games).toEqual([]);
    await you.post(CASINO_PATHS.favourites, { gameId: game(3), on: false });
    expect(ids(casinoGameListSchema.parse((await me.get(CASINO_PATHS.favourites)).body).games)).toEqual([game(3)]);
    const off = await me.post(CASINO_PATHS.favourites, { gameId: game(3), on: false });
    expect(casinoGameListSchema.parse(off.body).games).toEqual([]);
  });

  it('refuse a game the catalogue does not offer and bad bodies with a 400', async () => {
    const me = await signedIn(demo!);
    const unknown = await me.post(CASINO_PATHS.favourites, { gameId: 42, on: true });
    expect(unknown.status).toBe(400);
    expect(authErrorBodySchema.parse(unknown.body).fields?.[0]).toMatchObject({ field: 'gameId', code: 'not_offered' });
    for (const bad of [{ gameId: '1001', on: true }, { gameId: game(0) }, { gameId: game(0), on: true, user: 2 }]) {
      expect((await me.post(CASINO_PATHS.favourites, bad)).status).toBe(400);
    }
  });

  it('keep the games played last, newest first, at most the row length, for that player only', async () => {
    const me = await signedIn(demo!);
    const you = await signedIn(second!);
    const users = await server.db.query<{ id: number; login: string }>('SELECT id, login FROM app_user WHERE login = $1', [demo!.login]);
    const userId = users[0]!.id;
    for (let i = 0; i < CASINO_RECENT_MAX + 3; i += 1)
      await recordPlayed(server.db, userId, game(i), new Date(1_700_000_000_000 + i * 1000));
    await recordPlayed(server.db, userId, game(5), new Date(1_800_000_000_000));
    const recent = ids(casinoGameListSchema.parse((await me.get(CASINO_PATHS.recent)).body).games);
    expect(recent).toHaveLength(CASINO_RECENT_MAX);
    expect(recent[0]).toBe(game(5));
    expect(recent[1]).toBe(game(CASINO_RECENT_MAX + 2));
    expect(recent).not.toContain(game(0));
    expect(casinoGameListSchema.parse((await you.get(CASINO_PATHS.recent)).body).games).toEqual([]);
  });
});
