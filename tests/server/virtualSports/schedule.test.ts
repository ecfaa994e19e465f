import { describe, expect, it } from 'vitest';
import { verifyVirtualEvent } from '../../../src/core/virtualSports';
import { outcomeStatus } from '../../../server/bets/outcomeStatus';
import { balanceOf, couponOf, newPlayer, payload, place, refused } from '../bets/harness';
import { advance, boardOf, legOf, nextEvent, virtualHarnessForFile } from './harness';

const h = virtualHarnessForFile();

const count = async (sql: string): Promise<number> => {
  const [row] = await h.db.query<{ n: number }>(sql);
  return row?.n ?? 0;
};

describe('the virtual sports schedule', () => {
  it('does nothing while nobody looks and nobody holds a bet', async () => {
    await advance(h, 600_000);
    expect(await count('SELECT count(*)::int AS n FROM virtual_event')).toBe(0);
  });

  it('lists the next events of every sport with odds carrying the margin, and plays them from their seed', async () => {
    const board = await boardOf(h);
    for (const sport of ['football', 'tennis', 'racing'] as const) {
      expect(board.sports[sport].upcoming.length).toBeGreaterThanOrEqual(2);
      const event = nextEvent(board, sport);
      expect(event.phase).toBe('betting');
      expect(event.proof.seed).toBeNull();
      const margin = h.virtualSports?.config.sports.find((s) => s.sport === sport)?.margin ?? 0;
      const overround = (event.markets[0]?.outcomes ?? []).reduce((sum, o) => sum + 1 / o.coef, 0);
      expect(overround).toBeCloseTo(1 + margin, 2);
    }
  });

  it('takes a single before kick-off, refuses one after, and pays it by the seeded result when the event ends', async () => {
    const player = await newPlayer(h);
    const event = nextEvent(await boardOf(h), 'football');
    const stakes = 10_000;
    const placed = await place(player, payload([legOf(event, 0)]));
    expect(await balanceOf(h.db, player.accountId)).toBe(1_000_000 - stakes);

    await advance(h, event.kickOffAt - h.clock.now());
    await refused(player, payload([legOf(event, 1)]), 'market_suspended', 409);

    await advance(h, event.endsAt - h.clock.now() + 1);
    const coupon = await couponOf(player, String(placed.couponId));
    expect(coupon.status).not.toBe('open');
    const ended = (await boardOf(h)).sports.football.results.find((e) => e.gameId === event.gameId);
    expect(ended?.proof.seed).toMatch(/^[0-9a-f]{64}$/);
    // The published seed recomputes the result the bet was settled by.
    const play = verifyVirtualEvent({ sport: 'football', ...ended!.proof, seed: ended!.proof.seed! });
    const [stored] = await h.db.query<{ period_scores: [number, number][] }>(
      'SELECT period_scores FROM bet_game_result WHERE game_id = $1',
      [event.gameId],
    );
    expect(stored?.period_scores).toEqual(play?.periodScores);
    const status = outcomeStatus({ sportId: 1, marketTypeId: 1, outcomeTypeId: legOf(event, 0).typeId, param: null }, play!.periodScores);
    const won = status === 1 ? Math.round(stakes * legOf(event, 0).coef) : 0;
    expect(await balanceOf(h.db, player.accountId)).toBe(1_000_000 - stakes + won);
  });

  it('settles a race winner by the finishing order', async () => {
    const player = await newPlayer(h);
    const event = nextEvent(await boardOf(h), 'racing');
    const coupons = await Promise.all([0, 1, 2].map((i) => place(player, payload([legOf(event, i)], { amount: 1_000 }))));
    await advance(h, event.endsAt - h.clock.now() + 1);
    const ended = (await boardOf(h)).sports.racing.results.find((e) => e.gameId === event.gameId);
    const winner = ended?.order?.[0];
    for (const [i, placed] of coupons.entries()) {
      const coupon = await couponOf(player, String(placed.couponId));
      expect(coupon.status).not.toBe('open');
      expect(coupon.legs[0]?.statusId).toBe(i + 1 === winner ? 1 : 0);
    }
  });

  it('settles an event that ended while the server was down by its seeded result', async () => {
    const player = await newPlayer(h);
    const event = nextEvent(await boardOf(h), 'tennis');
    const placed = await place(player, payload([legOf(event, 0)]));
    await h.restart();
    h.clock.advance(event.endsAt - h.clock.now() + 1);
    await h.virtualSports?.start();
    expect((await couponOf(player, String(placed.couponId))).status).not.toBe('open');
  });
});
