import { describe, expect, it } from 'vitest';
import { ON_POSTGRES, couponLedger } from '../helpers';
import { recordResult, settleGameLegs } from '../../../server/bets/settlement';
import type { SimGame, SimMarket } from '../../../server/live/world';
import { balanceOf, betOf, betsHarnessForFile, couponOf, finishGame, newPlayer, payload, picker, place, type Pick } from './harness';

const h = betsHarnessForFile();
const pick = picker(h);

/** A market the world's games do not offer (whole and quarter lines), added to a game for these tests. */
function addMarket(game: SimGame, typeId: number, param: number | null, outcomes: readonly (readonly [number, number])[]): Pick[] {
  const id = game.id * 100 + 50 + game.markets.length;
  const market: SimMarket = {
    id,
    gameId: game.id,
    typeId,
    nameEn: `Line ${param}`,
    nameRu: `Линия ${param}`,
    param,
    isMain: false,
    sortOrder: game.markets.length,
    margin: 0.05,
    scale: 1,
    isSuspended: false,
    reopenAt: null,
    probs: outcomes.map(() => 1 / outcomes.length),
    outcomes: outcomes.map(([outcomeType, coefMilli], i) => ({
      id: id * 10 + i + 1,
      typeId: outcomeType,
      kind: typeId,
      nameEn: `o${outcomeType}`,
      nameRu: `и${outcomeType}`,
      coefMilli,
    })),
  };
  game.markets.push(market);
  return market.outcomes.map((outcome) => ({ game, market, outcome }));
}

async function ledgerOf(couponId: string): Promise<{ kind: string; amount: number }[]> {
  return (await couponLedger(h.db, Number(couponId))).map(({ kind, amount }) => ({ kind, amount }));
}

describe('settlement of each bet status', () => {
  it('settles a finished game from its final score: win, lose, return, half win, half lose', async () => {
    const player = await newPlayer(h, 1_000_000);
    const [main] = pick(1, { sportId: 1 });
    if (!main) throw new Error('no football game');
    const { game } = main;
    const result = game.markets[0] as SimMarket;
    for (const o of result.outcomes) o.coefMilli = 2000;
    const [home, draw] = result.outcomes.map((outcome) => ({ game, market: result, outcome }));
    const [over3] = addMarket(game, 4, 3, [
      [9, 2000],
      [10, 2000],
    ]);
    const [over275] = addMarket(game, 4, 2.75, [
      [9, 2000],
      [10, 2000],
    ]);
    const [over325] = addMarket(game, 4, 3.25, [
      [9, 2000],
      [10, 2000],
    ]);
    const [homeMinus1] = addMarket(game, 3, -1, [
      [7, 2000],
      [8, 2000],
    ]);
    const legs = [home, draw, over3, over275, over325, homeMinus1] as Pick[];
    const placed = await place(
      player,
      payload(
        legs.map((l) => betOf(l)),
        { typeId: 9, amount: 10_000 },
      ),
    );
    expect(placed.coupons).toHaveLength(6);
    expect(await balanceOf(h.db, player.accountId)).toBe(940_000);

    await finishGame(h, game.id, [
      [1, 0],
      [1, 1],
    ]);

    const settled = await Promise.all(placed.coupons.map((c) => couponOf(player, c.id)));
    expect(settled.map((c) => c.legs[0]?.statusId)).toEqual([1, 0, 2, 4, 5, 2]);
    expect(settled.map((c) => c.legs[0]?.score)).toEqual(['2:1', '2:1', '2:1', '2:1', '2:1', '2:1']);
    // Stake 100.00 at 2.0: win 200, lose 0, return 100, half win 150, half lose 50, return 100.
    expect(settled.map((c) => c.payout)).toEqual([20_000, 0, 10_000, 15_000, 5_000, 10_000]);
    expect(settled.map((c) => c.status)).toEqual(['won', 'lost', 'returned', 'won', 'partial', 'returned']);
    expect(await balanceOf(h.db, player.accountId)).toBe(940_000 + 60_000);
  });

  it('a two-way market ending level is a dead heat (6) and an abandoned game returns the stakes (3)', async () => {
    const player = await newPlayer(h, 1_000_000);
    const [tennis] = pick(1, { sportId: 4 });
    const [abandoned] = pick(1, { sportId: 1 });
    if (!tennis || !abandoned) throw new Error('no games');
    tennis.outcome.coefMilli = 1800;
    abandoned.outcome.coefMilli = 2500;
    const placed = await place(player, payload([betOf(tennis), betOf(abandoned)], { typeId: 9, amount: 10_000 }));
    // The simulator never ends a tennis match level; the settlement takes any result it is given.
    await h.bets.gameFinished({ gameId: tennis.game.id, periodScores: [[6, 6]], finishedAt: h.clock.now() });
    await h.bets.gameFinished({ gameId: abandoned.game.id, periodScores: [], finishedAt: h.clock.now() });
    const [deadHeat, returned] = await Promise.all(placed.coupons.map((c) => couponOf(player, c.id)));
    expect(deadHeat?.legs[0]?.statusId).toBe(6);
    expect(deadHeat?.payout).toBe(9_000);
    expect(returned?.legs[0]?.statusId).toBe(3);
    expect(returned?.payout).toBe(10_000);
  });
});

describe('coupons with a void leg, paid once', () => {
  it('an express pays on the legs left, and nothing more when the result comes again or the server restarts', async () => {
    const player = await newPlayer(h, 100_000);
    const [a, c] = pick(2, { sportId: 1 });
    const [gameB] = pick(1, { sportId: 1 });
    if (!a || !c || !gameB) throw new Error('no games');
    a.outcome.coefMilli = 2000;
    c.outcome.coefMilli = 3000;
    const [b] = addMarket(gameB.game, 4, 2, [
      [9, 1500],
      [10, 2400],
    ]);
    const placed = await place(
      player,
      payload([betOf(a), betOf(b as Pick), betOf(c)], {
        typeId: 1,
        amount: 10_000,
        expressBonus: { percent: 3, factor: 1.03, coef: 9.27 },
      }),
    );
    const id = placed.couponId;
    // Three legs at 1.5 or more: the express bonus (x1.03) is promised.
    expect(placed.coupons[0]?.coef).toBe(9.27);
    expect(placed.coupons[0]?.maxReturn).toBe(92_700);
    const homeWins: [number, number][] = [[2, 0]];
    await finishGame(h, a.game.id, homeWins);
    await finishGame(h, gameB.game.id, [[1, 1]]);
    expect((await couponOf(player, id)).status).toBe('open');
    await finishGame(h, c.game.id, homeWins);
    const coupon = await couponOf(player, id);
    expect(coupon.legs.map((l) => l.statusId)).toEqual([1, 2, 1]);
    // The void leg leaves two legs: no bonus, 100.00 x 2.0 x 3.0.
    expect(coupon).toMatchObject({ status: 'won', payout: 60_000, currentReturn: 60_000 });
    expect(await balanceOf(h.db, player.accountId)).toBe(150_000);

    await h.bets.gameFinished({ gameId: c.game.id, periodScores: [[0, 3]], finishedAt: h.clock.now() });
    await h.bets.settle();
    await h.restart();
    expect(await balanceOf(h.db, player.accountId)).toBe(150_000);
    expect(await ledgerOf(id)).toEqual([
      { kind: 'bet_stake', amount: -10_000 },
      { kind: 'bet_win', amount: 60_000 },
    ]);
  });

  it('a system 2/3 with a void leg pays the lines it still wins, once', async () => {
    const player = await newPlayer(h, 100_000);
    const [a, c] = pick(2, { sportId: 1 });
    const [gameB] = pick(1, { sportId: 1 });
    if (!a || !c || !gameB) throw new Error('no games');
    a.outcome.coefMilli = 2000;
    c.outcome.coefMilli = 2000;
    const [b] = addMarket(gameB.game, 3, 0, [
      [7, 2000],
      [8, 2000],
    ]);
    const placed = await place(player, payload([betOf(a), betOf(b as Pick), betOf(c)], { typeId: 2, systemValue: 2, amount: 30_000 }));
    await finishGame(h, a.game.id, [[1, 0]]);
    await finishGame(h, gameB.game.id, [[0, 0]]);
    await finishGame(h, c.game.id, [[0, 1]]);
    const coupon = await couponOf(player, placed.couponId);
    expect(coupon.legs.map((l) => l.statusId)).toEqual([1, 2, 0]);
    // Lines of 100.00: A+B pays 2.0 x 1 = 200.00; A+C and B+C lose.
    expect(coupon).toMatchObject({ status: 'partial', payout: 20_000 });
    await h.restart();
    await h.bets.settle();
    expect(await balanceOf(h.db, player.accountId)).toBe(90_000);
    expect((await ledgerOf(placed.couponId)).filter((r) => r.kind === 'bet_win' || r.kind === 'bet_refund')).toHaveLength(1);
  });
});

describe('settling after a restart', () => {
  it('settles a coupon whose legs were settled when the server stopped', async () => {
    const player = await newPlayer(h, 100_000);
    const [leg] = pick(1, { sportId: 1, outcomeTypeId: 1 });
    if (!leg) throw new Error('no games');
    leg.outcome.coefMilli = 2500;
    const placed = await place(player, payload([betOf(leg)], { amount: 10_000 }));
    // The legs were written, then the process died before the coupon was paid.
    await recordResult(h.db, { gameId: leg.game.id, periodScores: [[3, 1]], finishedAt: h.clock.now() }, h.clock.now());
    await settleGameLegs(h.db, leg.game.id, h.clock.now());
    expect((await couponOf(player, placed.couponId)).status).toBe('open');
    await h.restart();
    expect(await couponOf(player, placed.couponId)).toMatchObject({ status: 'won', payout: 25_000 });
    expect(await balanceOf(h.db, player.accountId)).toBe(115_000);
  });

  it('stops between coupons of a long sweep, and the next start settles the rest', async () => {
    const player = await newPlayer(h, 100_000);
    const [leg] = pick(1, { sportId: 1, outcomeTypeId: 1 });
    if (!leg) throw new Error('no games');
    leg.outcome.coefMilli = 2000;
    const placed = [];
    for (let i = 0; i < 3; i++) placed.push(await place(player, payload([betOf(leg)], { amount: 10_000 })));
    await recordResult(h.db, { gameId: leg.game.id, periodScores: [[2, 0]], finishedAt: h.clock.now() }, h.clock.now());
    await settleGameLegs(h.db, leg.game.id, h.clock.now());
    // The sweep is under way when the process is asked to stop: stop() does not wait for its three coupons.
    const sweep = h.bets.settle();
    await h.bets.stop();
    expect((await sweep).coupons).toHaveLength(0);
    for (const coupon of placed) expect((await couponOf(player, coupon.couponId)).status).toBe('open');
    await h.restart();
    for (const coupon of placed) expect(await couponOf(player, coupon.couponId)).toMatchObject({ status: 'won', payout: 20_000 });
    expect(await balanceOf(h.db, player.accountId)).toBe(130_000);
  });

  it.runIf(ON_POSTGRES)(
    'a sweep leaves a coupon another transaction holds, settles the rest in order, and the next one takes it',
    async () => {
      const player = await newPlayer(h, 100_000);
      const [leg] = pick(1, { sportId: 1, outcomeTypeId: 1 });
      if (!leg) throw new Error('no games');
      leg.outcome.coefMilli = 2000;
      const ids: number[] = [];
      for (let i = 0; i < 6; i++) ids.push(Number((await place(player, payload([betOf(leg)], { amount: 1_000 }))).couponId));
      await recordResult(h.db, { gameId: leg.game.id, periodScores: [[1, 0]], finishedAt: h.clock.now() }, h.clock.now());
      await settleGameLegs(h.db, leg.game.id, h.clock.now());
      // Another process's settler (or a cash-out) holds the third coupon while this process sweeps.
      const held = ids[2] as number;
      let release = (): void => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked = (): void => undefined;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = h.db.transaction(async (tx) => {
        await tx.query('SELECT id FROM bet_coupon WHERE id = $1 FOR UPDATE', [held]);
        locked();
        await released;
      });
      await isLocked;
      const first = await h.bets.settle();
      release();
      await holder;
      expect(first.coupons.map((c) => c.couponId)).toEqual(ids.filter((id) => id !== held));
      expect((await couponOf(player, String(held))).status).toBe('open');
      const second = await h.bets.settle();
      expect(second.coupons.map((c) => c.couponId)).toEqual([held]);
      expect(await balanceOf(h.db, player.accountId)).toBe(100_000 - 6_000 + 6 * 2_000);
    },
  );

  it('settles a game that finished while no bet service listened, from the world at start', async () => {
    const player = await newPlayer(h, 100_000);
    const [leg] = pick(1, { sportId: 1, outcomeTypeId: 1 });
    if (!leg) throw new Error('no games');
    leg.outcome.coefMilli = 2000;
    const placed = await place(player, payload([betOf(leg)], { amount: 10_000 }));
    await h.bets.stop();
    const game = leg.game;
    game.status = 2;
    game.periodScores = [[0, 2]];
    h.live.runtime?.simulator.finishGame(game.id, h.clock.now());
    expect((await couponOf(player, placed.couponId)).status).toBe('open');
    await h.restart();
    expect(await couponOf(player, placed.couponId)).toMatchObject({ status: 'lost', payout: 0 });
    expect(await balanceOf(h.db, player.accountId)).toBe(90_000);
  });
});

describe('promotions paid at settlement', () => {
  it('pays the express bonus and the hyper bonus on a winning express', async () => {
    const player = await newPlayer(h, 100_000);
    const legs = pick(4, { sportId: 1, outcomeTypeId: 1 });
    for (const l of legs) l.outcome.coefMilli = 1500;
    const placed = await place(
      player,
      payload(
        legs.map((l) => betOf(l)),
        { amount: 20_000, expressBonus: { percent: 4, factor: 1.04, coef: 5.265 } },
      ),
    );
    expect(placed.coupons[0]).toMatchObject({ expressBonusCoef: 1.04, hyperBonusPercent: 10 });
    for (const l of legs) await finishGame(h, l.game.id, [[1, 0]]);
    const coupon = await couponOf(player, placed.couponId);
    // 200.00 x 1.5^4 x 1.04 = 1053.00; the hyper bonus adds 10% of the 853.00 won.
    expect(coupon).toMatchObject({ status: 'won', payout: 113_830, hyperBonusAmount: 8_530 });
    expect(await balanceOf(h.db, player.accountId)).toBe(80_000 + 113_830);
  });
});
