import { describe, expect, it } from 'vitest';
import { oddsOf, payoutOf, verifyTvDraw } from '../../../src/core/tvGames';
import { TV_PATHS, tvBetAnswerSchema, tvShowAnswerSchema, type TvDraw } from '../../../src/protocol/tvGames';
import { settleDraw } from '../../../server/tvGames/settle';
import { latestDraw } from '../../../server/tvGames/draws';
import { TvStudio } from '../../../server/tvGames';
import { captureLogger } from '../helpers';
import { moneyOf, newPlayer } from '../bingo/harness';
import { setLimits } from '../limits/helpers';
import { TEST_TV_GAMES, betKey, tvHarnessForFile } from './harness';

const h = tvHarnessForFile();
const SHOW = 'lucky-7-42';
const rules = TEST_TV_GAMES.shows[0]?.rules ?? { balls: 42, drawn: 7, colours: 6, marginPct: 6 };

const showAnswer = async (player: { get: (path: string) => Promise<{ body: unknown }> }) =>
  tvShowAnswerSchema.parse((await player.get(`${TV_PATHS.show}?show=${SHOW}`)).body);

describe('a TV draw show', () => {
  it('does nothing while nobody watches or bets', async () => {
    await h.advance(600_000);
    const [draws] = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tv_draw');
    expect(draws?.n).toBe(0);
  });

  it('takes a bet once per key, closes with its window, pays the win once and shows each player only their bets', async () => {
    const alice = await newPlayer(h);
    const bob = await newPlayer(h);
    const opened = (await h.switchTo({ show: SHOW, fixBalls: [30, 2, 4, 6, 8, 10, 12] })).draw as TvDraw;
    expect(opened.phase).toBe('betting');
    const key = betKey();
    const bet = { show: SHOW, drawId: opened.drawId, selection: 'firstOver', stake: 1_000, idempotencyKey: key };
    const placed = await alice.post(TV_PATHS.bet, bet);
    expect(placed.status).toBe(200);
    const answer = tvBetAnswerSchema.parse(placed.body);
    expect(answer.bet.odds).toBe(oddsOf(rules, 'firstOver'));
    expect(answer.balance).toBe(99_000);
    // The same key again answers the same bet and moves nothing; with another stake it is refused.
    expect(tvBetAnswerSchema.parse((await alice.post(TV_PATHS.bet, bet)).body).bet.betId).toBe(answer.bet.betId);
    expect((await alice.post(TV_PATHS.bet, { ...bet, stake: 2_000 })).body).toMatchObject({ error: { code: 'idempotency_conflict' } });
    expect(await moneyOf(h.db, alice.accountId)).toBe(99_000);
    const lost = await alice.post(TV_PATHS.bet, { ...bet, selection: 'number-41', idempotencyKey: betKey() });
    expect(lost.status).toBe(200);
    expect((await bob.post(TV_PATHS.bet, { ...bet, selection: 'moreEven', stake: 5_000, idempotencyKey: betKey() })).status).toBe(200);

    // Another player's bets are not in my answer; the public draw carries none.
    expect((await showAnswer(alice)).myBets.map((b) => b.selection).sort()).toEqual(['firstOver', 'number-41']);
    expect((await showAnswer(bob)).myBets.map((b) => b.selection)).toEqual(['moreEven']);

    // The window closes: a late bet is refused, whatever the key.
    await h.advance(10_000);
    expect((await bob.post(TV_PATHS.bet, { ...bet, idempotencyKey: betKey() })).body).toMatchObject({ error: { code: 'betting_closed' } });
    // Balls one a second; the last settles.
    await h.advance(3_000);
    expect((await h.studio.drawOf(SHOW))?.balls).toEqual([30, 2, 4]);
    await h.advance(4_000);
    const ended = (await h.studio.drawOf(SHOW)) as TvDraw;
    expect(ended.phase).toBe('ended');
    expect(ended.balls).toEqual([30, 2, 4, 6, 8, 10, 12]);
    expect(ended.seed).toMatch(/^[0-9a-f]{64}$/);
    const win = payoutOf(1_000, oddsOf(rules, 'firstOver'));
    const bobWin = payoutOf(5_000, oddsOf(rules, 'moreEven'));
    expect(await moneyOf(h.db, alice.accountId)).toBe(100_000 - 2_000 + win);
    expect(await moneyOf(h.db, bob.accountId)).toBe(100_000 - 5_000 + bobWin);
    const mine = (await showAnswer(alice)).myBets;
    expect(mine.find((b) => b.selection === 'firstOver')).toMatchObject({ status: 'won', payout: win });
    expect(mine.find((b) => b.selection === 'number-41')).toMatchObject({ status: 'lost', payout: 0 });

    // Settling again pays nothing twice.
    const row = await latestDraw(h.db, SHOW);
    await h.db.transaction(async (tx) => settleDraw(tx, row as NonNullable<typeof row>, TEST_TV_GAMES.shows[0] as never, h.clock.now()));
    expect(await moneyOf(h.db, alice.accountId)).toBe(100_000 - 2_000 + win);
    // The fixed draw is marked so: its balls are not the seed's.
    expect(ended.fixed).toBe(true);
  });

  it('draws each unfixed draw from its chain seed, verifiable once it ended', async () => {
    const p = await newPlayer(h);
    await h.advance(60_000);
    const draw = (await h.switchTo({ show: SHOW })).draw as TvDraw;
    expect(draw.phase).toBe('betting');
    expect(draw.seed).toBeNull();
    expect(
      (await p.post(TV_PATHS.bet, { show: SHOW, drawId: draw.drawId, selection: 'sumOver', stake: 1_000, idempotencyKey: betKey() }))
        .status,
    ).toBe(200);
    const ended = (await h.switchTo({ show: SHOW, advanceMs: 10_000 + 7 * 1_000 })).draw as TvDraw;
    expect(ended.phase).toBe('ended');
    const proof = { rules, seed: ended.seed as string, index: ended.chainIndex, terminalHash: ended.terminalHash, salt: ended.salt };
    expect(verifyTvDraw(proof)).toEqual(ended.balls);
    expect(verifyTvDraw({ ...proof, index: ended.chainIndex + 1 })).toBeNull();
    // The last draws list it with its seed.
    expect((await showAnswer(p)).lastDraws[0]).toMatchObject({ drawId: ended.drawId, seed: ended.seed, balls: ended.balls });
  });

  it('after a restart, draws a draw with bets past its window to its seeded result', async () => {
    const p = await newPlayer(h);
    await h.advance(60_000);
    const draw = (await h.switchTo({ show: SHOW })).draw as TvDraw;
    await p.post(TV_PATHS.bet, { show: SHOW, drawId: draw.drawId, selection: 'firstEven', stake: 1_000, idempotencyKey: betKey() });
    // The process stops with the draw in its window; the next starts after the window closed.
    const row = await latestDraw(h.db, SHOW);
    h.clock.advance(30_000);
    const next = new TvStudio({
      db: h.db,
      log: captureLogger(),
      now: () => h.clock.now() + h.studio.offsetMs,
      config: TEST_TV_GAMES,
      autoTick: false,
    });
    await next.start();
    const after = await latestDraw(h.db, SHOW);
    expect(after?.id).toBe(row?.id);
    expect(after?.phase).toBe('ended');
    expect(after?.balls).toEqual(row?.balls);
    const [bet] = await h.db.query<{ status: string }>('SELECT status FROM tv_bet WHERE draw_id = $1', [row?.id]);
    expect(bet?.status).not.toBe('open');
    await next.stop();
  });

  it('refuses a stake beyond a wagering limit, with the limit in the refusal, and debits nothing', async () => {
    const p = await newPlayer(h);
    expect((await setLimits(p, [{ limitType: 1, limitValue: 1_500 }])).status).toBe(200);
    const draw = (await h.switchTo({ show: SHOW })).draw as TvDraw;
    const bet = { show: SHOW, drawId: draw.drawId, selection: 'firstOdd', idempotencyKey: betKey() };
    expect((await p.post(TV_PATHS.bet, { ...bet, stake: 2_000 })).body).toMatchObject({
      error: { code: 'limit_exceeded', params: { limitType: 1, limit: 1_500 } },
    });
    expect(await moneyOf(h.db, p.accountId)).toBe(100_000);
    expect((await p.post(TV_PATHS.bet, { ...bet, stake: 1_000, idempotencyKey: betKey() })).status).toBe(200);
  });

  it('refuses a guest, an unknown show or selection and a stake out of bounds with typed errors', async () => {
    const guest = await fetch(new URL(TV_PATHS.bet, h.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ show: SHOW, drawId: 1, selection: 'firstOdd', stake: 1_000, idempotencyKey: betKey() }),
    });
    expect(guest.status).toBe(401);
    const p = await newPlayer(h, 500);
    const draw = (await h.switchTo({ show: SHOW })).draw as TvDraw;
    const bet = { show: SHOW, drawId: draw.drawId, selection: 'firstOdd', stake: 1_000 };
    expect((await p.post(TV_PATHS.bet, { ...bet, show: 'nope', idempotencyKey: betKey() })).status).toBe(404);
    expect((await p.post(TV_PATHS.bet, { ...bet, selection: 'number-43', idempotencyKey: betKey() })).body).toMatchObject({
      error: { code: 'unknown_selection' },
    });
    expect((await p.post(TV_PATHS.bet, { ...bet, stake: 1, idempotencyKey: betKey() })).body).toMatchObject({
      error: { code: 'stake_out_of_range' },
    });
    expect((await p.post(TV_PATHS.bet, { ...bet, idempotencyKey: betKey() })).body).toMatchObject({
      error: { code: 'insufficient_balance' },
    });
    expect((await p.post(TV_PATHS.bet, { ...bet, drawId: draw.drawId + 99, idempotencyKey: betKey() })).body).toMatchObject({
      error: { code: 'betting_closed' },
    });
  });
  it("the switch holds the shows' time still but for its own steps, then lets it run on from there without a jump", async () => {
    const start = h.studio.now();
    expect((await h.switchTo({ show: SHOW, hold: true })).status).toBe(200);
    h.clock.advance(60_000);
    expect(h.studio.now()).toBe(start);
    await h.switchTo({ show: SHOW, advanceMs: 2_000 });
    expect(h.studio.now()).toBe(start + 2_000);
    await h.switchTo({ show: SHOW, hold: false });
    expect(h.studio.now()).toBe(start + 2_000);
    h.clock.advance(1_000);
    expect(h.studio.now()).toBe(start + 3_000);
    expect((await h.switchTo({ show: SHOW, hold: 'yes' })).status).toBe(400);
  });
});
