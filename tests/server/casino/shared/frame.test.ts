import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../../../server/casino/catalogue';
import { msToReach } from '../../../../src/core/casino/crash';
import { CASINO_PATHS, FRAME_PATHS, frameGameAnswerSchema, launchAnswerSchema } from '../../../../src/protocol/casino/play';
import {
  FRAME_STREAM_TOKEN_PARAM,
  frameSharedPath,
  sharedErrorBodySchema,
  sharedStateAnswerSchema,
  type SharedCall,
} from '../../../../src/protocol/casino/shared';
import { Browser } from '../../auth/helpers';
import { clientRef, moneyOf, newPlayer, nextRoundWith, sharedHarnessForFile } from './harness';

/** The shared tables through the games origin: the game frame's launch token names the player, no cookie. */
const h = sharedHarnessForFile();
const catalogue = buildCatalogue();
const gameOf = (engine: string): string => String([...catalogue.byId.values()].find((g) => g.engine === engine)?.id);

async function launch(browser: Browser, gameId: string, demo: boolean): Promise<string> {
  const reply = await browser.post(CASINO_PATHS.launch, { gameId, demo });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return decodeURIComponent(launchAnswerSchema.parse(reply.body).frameUrl.split('#token=')[1] ?? '');
}

async function call(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(new URL(path, h.gamesUrl), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    cors: response.headers.get('access-control-allow-origin'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

const crash = (token: string, c: SharedCall, body?: unknown) =>
  call(token, body === undefined ? 'GET' : 'POST', frameSharedPath('crash', c), body);
const codeOf = (body: unknown) => sharedErrorBodySchema.parse(body).error.code;

async function takeOff(): Promise<void> {
  const round = await h.tables.roundOf('crash');
  await h.advance((round?.bettingEndsAt ?? 0) - h.tables.now());
}

describe('the shared tables in the game frame', () => {
  it("launches a crash game, bets and cashes out with the launch token, paying stake x multiplier to the token's player", async () => {
    const p = await newPlayer(h, 100_000);
    const token = await launch(p.browser, gameOf('crash'), false);
    const game = frameGameAnswerSchema.parse((await call(token, 'GET', FRAME_PATHS.game)).body);
    expect(game.game.engine).toBe('crash');
    expect(game.game.rtp).toBeCloseTo(0.99);
    await nextRoundWith(h, { engine: 'crash', crashPoint: 300 });
    const placed = await crash(token, 'bet', { clientRef: clientRef(), placement: { stake: 10_000, autoCashOut: null } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.cors).toBe('*');
    expect(placed.body.balance).toBe(90_000);
    const state = sharedStateAnswerSchema.parse((await crash(token, 'state')).body);
    expect(state.myBets).toHaveLength(1);
    await takeOff();
    await h.advance(msToReach(200));
    const betId = (placed.body.bet as { betId: number }).betId;
    const taken = await crash(token, 'cash-out', { betId });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body.bet).toMatchObject({ status: 'won', cashedOutAt: 200, win: 20_000 });
    expect(await moneyOf(h.db, p.accountId)).toBe(110_000);
  });

  it("keeps another player's token from cashing out someone else's bet", async () => {
    await nextRoundWith(h, { engine: 'crash', crashPoint: 300 });
    const owner = await newPlayer(h, 50_000);
    const other = await newPlayer(h, 50_000);
    const ownerToken = await launch(owner.browser, gameOf('crash'), false);
    const otherToken = await launch(other.browser, gameOf('crash'), false);
    const placed = await crash(ownerToken, 'bet', { clientRef: clientRef(), placement: { stake: 5_000, autoCashOut: null } });
    const betId = (placed.body.bet as { betId: number }).betId;
    await takeOff();
    await h.advance(msToReach(150));
    const stolen = await crash(otherToken, 'cash-out', { betId });
    expect(stolen.status).toBe(404);
    expect(codeOf(stolen.body)).toBe('bet_not_found');
    expect(await moneyOf(h.db, other.accountId)).toBe(50_000);
    expect((await crash(ownerToken, 'cash-out', { betId })).status).toBe(200);
  });

  it('refuses a token of another game, a call without one, and a stream without its token in the query', async () => {
    const p = await newPlayer(h, 10_000);
    const rouletteToken = await launch(p.browser, gameOf('roulette'), false);
    expect(codeOf((await crash(rouletteToken, 'state')).body)).toBe('unauthorized');
    expect((await call('', 'GET', frameSharedPath('roulette', 'state'))).status).toBe(401);
    expect((await call(rouletteToken, 'GET', frameSharedPath('roulette', 'state'))).status).toBe(200);
    const bare = await fetch(new URL(frameSharedPath('roulette', 'stream'), h.gamesUrl));
    expect(bare.status).toBe(401);
    const stream = new URL(frameSharedPath('roulette', 'stream'), h.gamesUrl);
    stream.searchParams.set(FRAME_STREAM_TOKEN_PARAM, rouletteToken);
    const controller = new AbortController();
    const open = await fetch(stream, { signal: controller.signal });
    expect(open.status).toBe(200);
    expect(open.headers.get('content-type')).toContain('text/event-stream');
    expect(open.headers.get('access-control-allow-origin')).toBe('*');
    controller.abort();
  });
});
