import { describe, expect, it } from 'vitest';
import {
  TOTO_PATHS,
  totoCouponsAnswerSchema,
  totoDrawsAnswerSchema,
  totoNomineesAnswerSchema,
  totoSectionAnswerSchema,
  type TotoCoupon,
  type TotoDraw,
  type TotoSign,
} from '../../../src/protocol/toto';
import { GAME_STATUS } from '../../../src/protocol/schemas/live';
import { TOTO_TEST_PATH } from '../../../server/toto';
import { TOTO_CONFIG } from '../../../server/config/toto';
import { couponKey, moneyOf, newPlayer, totoHarnessForFile } from './harness';

const h = totoHarnessForFile();
const STAKE = TOTO_CONFIG.sections[0]?.stakePerCombination as number;

const readSection = async () => {
  const res = await fetch(new URL(`${TOTO_PATHS.section}?section=main`, h.url));
  return totoSectionAnswerSchema.parse(await res.json());
};

const singles = (draw: TotoDraw, sign: TotoSign): TotoSign[][] => draw.games.map(() => [sign]);

/** Ends every game of the draw now with these scores (home, away), as the simulator's final whistle would. */
function finishGames(draw: TotoDraw, scores: (i: number) => [number, number]): void {
  const rt = h.live.runtime;
  if (!rt) throw new Error('live not running');
  draw.games.forEach((g, i) => {
    const game = rt.world.games.get(g.gameId);
    if (!game) throw new Error(`game ${g.gameId} left the world`);
    // Kicked off with this score: the final whistle keeps it (the bets record the result as it is then).
    game.status = GAME_STATUS.live;
    game.period = 1;
    game.clockSec = 0;
    game.periodScores = [scores(i)];
    rt.simulator.finishGame(g.gameId, h.clock.now());
  });
}

describe('toto', () => {
  it('does nothing while nobody looks', async () => {
    await h.toto.settleDue();
    const [draws] = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM toto_draw');
    expect(draws?.n).toBe(0);
  });

  it('sells coupons, closes at the first start, settles by the results and carries what nobody won into the next draw', async () => {
    const first = await readSection();
    const draw = first.open as TotoDraw;
    expect(draw.games).toHaveLength(15);
    expect(draw.games.every((g) => g.odds !== null && g.startTime > first.serverNow)).toBe(true);
    expect(draw.games.filter((g) => g.sport === 'Football').length).toBeGreaterThan(0);
    expect(draw.closesAt).toBe(Math.min(...draw.games.map((g) => g.startTime)));
    expect((await readSection()).open?.drawId).toBe(draw.drawId);

    const alice = await newPlayer(h);
    const bob = await newPlayer(h);
    // Two signs on the first game: two combinations, twice the stake.
    const picks = singles(draw, '1').map((signs, i) => (i === 0 ? ['X', '1'] : signs)) as TotoSign[][];
    const key = couponKey();
    const bought = await alice.post<{ coupon: TotoCoupon; balance: number }>(TOTO_PATHS.buy, {
      section: 'main',
      drawId: draw.drawId,
      picks,
      idempotencyKey: key,
    });
    expect(bought.status).toBe(200);
    expect(bought.body.coupon).toMatchObject({ combinations: 2, amount: 2 * STAKE, status: 'open' });
    expect(bought.body.coupon.picks[0]).toEqual(['1', 'X']);
    expect(bought.body.balance).toBe(1_000_000 - 2 * STAKE);
    // The same key answers the same coupon and moves nothing; with other picks it is refused.
    const again = await alice.post<{ coupon: TotoCoupon }>(TOTO_PATHS.buy, {
      section: 'main',
      drawId: draw.drawId,
      picks,
      idempotencyKey: key,
    });
    expect(again.body.coupon.couponId).toBe(bought.body.coupon.couponId);
    const other = { section: 'main', drawId: draw.drawId, picks: singles(draw, '2'), idempotencyKey: key };
    expect((await alice.post(TOTO_PATHS.buy, other)).body).toMatchObject({ error: { code: 'idempotency_conflict' } });
    expect(await moneyOf(h.db, alice.accountId)).toBe(1_000_000 - 2 * STAKE);
    // Every game needs a sign; a player cannot see another's coupons.
    const short = { section: 'main', drawId: draw.drawId, picks: [['1']], idempotencyKey: couponKey() };
    expect((await bob.post(TOTO_PATHS.buy, short)).body).toMatchObject({ error: { code: 'wrong_picks' } });
    const bobs = await bob.post(TOTO_PATHS.buy, {
      section: 'main',
      drawId: draw.drawId,
      picks: singles(draw, '2'),
      idempotencyKey: couponKey(),
    });
    expect(bobs.status).toBe(200);
    const aliceList = totoCouponsAnswerSchema.parse((await alice.get(`${TOTO_PATHS.coupons}?section=main`)).body).coupons;
    expect(aliceList.map((c) => c.couponId)).toEqual([bought.body.coupon.couponId]);
    expect((await fetch(new URL(`${TOTO_PATHS.coupons}?section=main`, h.url))).status).toBe(401);
    const nominees = totoNomineesAnswerSchema.parse((await alice.get(`${TOTO_PATHS.nominees}?drawId=${draw.drawId}`)).body);
    expect(nominees.nominees[0]?.picks).toEqual([1, 1, 1]);
    expect(nominees.nominees[1]?.picks).toEqual([1, 0, 1]);

    // The first game starts: the draw takes no more coupons, and the next one opens for whoever looks.
    h.clock.advance(draw.closesAt - h.clock.now());
    const late = await bob.post(TOTO_PATHS.buy, {
      section: 'main',
      drawId: draw.drawId,
      picks: singles(draw, '1'),
      idempotencyKey: couponKey(),
    });
    expect(late.body).toMatchObject({ error: { code: 'draw_closed' } });
    h.live.tick();
    const during = await readSection();
    expect(during.inPlay?.drawId).toBe(draw.drawId);
    const next = during.open as TotoDraw;
    expect(next.drawId).toBeGreaterThan(draw.drawId);
    expect(next.games.some((g) => draw.games.some((d) => d.gameId === g.gameId))).toBe(false);

    // Every home team wins: Alice's 1-combination has 15 right, her X-combination 14; Bob none.
    finishGames(draw, () => [2, 1]);
    await h.toto.settleDue();
    const stakes = 3 * STAKE;
    const pool = stakes - Math.ceil(stakes * 0.15);
    const lower = [20, 15, 10, 5].map((pct) => Math.floor((pool * pct) / 100));
    const top = pool - lower.reduce((a, b) => a + b, 0);
    const [settled] = totoDrawsAnswerSchema.parse((await alice.get(`${TOTO_PATHS.draws}?section=main`)).body).draws;
    expect(settled?.status).toBe('settled');
    expect(settled?.games.map((g) => g.result)).toEqual(draw.games.map(() => '1'));
    expect(settled?.tiers?.map((t) => [t.hits, t.winners])).toEqual([
      [15, 1],
      [14, 1],
      [13, 0],
      [12, 0],
      [11, 0],
    ]);
    const carried = lower[1]! + lower[2]! + lower[3]!;
    expect(settled?.carryOver).toBe(carried);
    const [mine] = totoCouponsAnswerSchema.parse((await alice.get(`${TOTO_PATHS.coupons}?section=main`)).body).coupons;
    expect(mine).toMatchObject({ status: 'won', hits: 15, prize: top + lower[0]! });
    expect(mine?.distribution?.slice(14)).toEqual([1, 1]);
    expect(await moneyOf(h.db, alice.accountId)).toBe(1_000_000 - 2 * STAKE + top + lower[0]!);
    // Settling again pays nothing twice.
    await h.toto.settleDue();
    expect(await moneyOf(h.db, alice.accountId)).toBe(1_000_000 - 2 * STAKE + top + lower[0]!);
    expect((await readSection()).open).toMatchObject({ drawId: next.drawId, jackpot: carried });

    // Too many games never played cancel a draw: stakes back, its jackpot waits for the draw after.
    const carol = await newPlayer(h);
    await carol.post(TOTO_PATHS.buy, { section: 'main', drawId: next.drawId, picks: singles(next, 'X'), idempotencyKey: couponKey() });
    expect(await moneyOf(h.db, carol.accountId)).toBe(1_000_000 - STAKE);
    const closed = await fetch(new URL(TOTO_TEST_PATH, h.url), { method: 'POST', body: JSON.stringify({ section: 'main', close: true }) });
    expect(closed.status).toBe(200);
    const voids = next.games.map((_, i) => (i < 4 ? 'void' : 'X'));
    const cancel = await fetch(new URL(TOTO_TEST_PATH, h.url), {
      method: 'POST',
      body: JSON.stringify({ section: 'main', settle: voids }),
    });
    expect(cancel.status).toBe(200);
    expect(await moneyOf(h.db, carol.accountId)).toBe(1_000_000);
    h.clock.advance(1_000);
    h.live.tick();
    const after = await readSection();
    expect(after.open?.jackpot).toBe(carried);
  });

  it('refuses a coupon in another currency clearly', async () => {
    const draw = (await readSection()).open as TotoDraw;
    const dollars = await newPlayer(h, 100_000, 'USD');
    const refused = await dollars.post(TOTO_PATHS.buy, {
      section: 'main',
      drawId: draw.drawId,
      picks: singles(draw, '1'),
      idempotencyKey: couponKey(),
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'wrong_currency' } });
  });
});
