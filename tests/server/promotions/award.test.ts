import { describe, expect, it } from 'vitest';
import { BONUS_PATHS, bonusesAnswerSchema } from '../../../src/protocol/schemas/bonus';
import {
  PROMOTION_PATHS,
  adminPromotionAwardAnswerSchema,
  adminPromotionAwardsAnswerSchema,
  promotionListAnswerSchema,
  promotionSchema,
  type PromotionAwardTerms,
} from '../../../src/protocol/schemas/promotions';
import { Router } from '../../../server/http/router';
import { registerPromotionRoutes } from '../../../server/promotions';
import { expectLedgerBalanced } from '../helpers';
import { newPlayer, type Player } from '../bets/harness';
import { setLimits } from '../limits/helpers';
import { newKey } from '../wallet/harness';
import { operator, optIn, optOut, promotionsHarnessForFile, refusal } from './harness';

const h = promotionsHarnessForFile();

const BONUS: PromotionAwardTerms = {
  kind: 'bonus',
  amount: 1_000,
  currency: 'RUB',
  product: 'sport',
  wagering: 5,
  days: 14,
  maxConversion: 3,
};

const award = async (body: Record<string, unknown>) => {
  const reply = await operator(h, PROMOTION_PATHS.adminAward, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return adminPromotionAwardAnswerSchema.parse(reply.body).data;
};
const promotionAs = async (player: Player, slug: string) =>
  promotionSchema.parse((await player.get(`${PROMOTION_PATHS.one}?slug=${slug}`)).body);
const bonusesOf = async (player: Player) => bonusesAnswerSchema.parse((await player.get(BONUS_PATHS.list)).body).active;
const awardRows = (awardId: string) =>
  h.db.query<{ user_id: number; result: string; reason: string | null }>(
    'SELECT user_id, result, reason FROM promotion_award WHERE award_id = $1 ORDER BY user_id',
    [awardId],
  );

describe('awarding a participation promotion', () => {
  it('pays each participant once: the same awardId again pays nobody twice and answers the same totals', async () => {
    const one = await newPlayer(h);
    const two = await newPlayer(h);
    await optIn(one, 'partner-cup');
    await optIn(two, 'partner-cup');
    const awardId = newKey('cup-prize');
    const body = { slug: 'partner-cup', awardId, award: BONUS, players: [one.userId, two.userId] };

    const first = await award(body);
    expect(first.players).toEqual([
      { userId: one.userId, status: 'paid' },
      { userId: two.userId, status: 'paid' },
    ]);
    expect(first.totals).toEqual({ paid: 2, refused: 0, amount: 2_000 });
    const again = await award(body);
    expect(again.players.map((p) => p.status)).toEqual(['already_paid', 'already_paid']);
    expect(again.totals).toEqual(first.totals);

    for (const player of [one, two])
      expect(await bonusesOf(player)).toEqual([
        expect.objectContaining({ source: 'promotion', product: 'sport', amount: 1_000, requirement: 5_000 }),
      ]);
    const [credits] = await h.db.query<{ n: string }>(
      "SELECT count(*) AS n FROM ledger_movement WHERE key_scope = 'promotion_award' AND idempotency_key LIKE $1",
      [`${awardId}:%`],
    );
    expect(Number(credits?.n)).toBe(2);
    await expectLedgerBalanced(h.db);

    const seen = await promotionAs(one, 'partner-cup');
    expect(seen.awards).toEqual([expect.objectContaining({ kind: 'bonus', amount: 1_000, currency: 'RUB', code: null })]);
    const [message] = await h.db.query<{ topic: string; params: Record<string, unknown>; link: string }>(
      'SELECT topic, params, link FROM player_message WHERE user_id = $1',
      [one.userId],
    );
    expect(message).toMatchObject({
      topic: 'promotion',
      params: { slug: 'partner-cup', award: 'bonus', amount: 1_000 },
      link: '/promotions/partner-cup',
    });
  });

  it('refuses a non-participant and a play-blocked one, and pays the others; refusals answer the same again', async () => {
    const paid = await newPlayer(h);
    const blocked = await newPlayer(h);
    const outsider = await newPlayer(h);
    const left = await newPlayer(h);
    for (const p of [paid, blocked, left]) await optIn(p, 'cashback');
    await optOut(left, 'cashback');
    await setLimits(blocked, [{ limitType: 33, limitValue: 1 }]);
    const awardId = newKey('birthday');
    const body = {
      slug: 'cashback',
      awardId,
      award: { kind: 'freeBet', amount: 500, currency: 'RUB', days: 7 },
      players: [blocked.userId, outsider.userId, left.userId, paid.userId],
    };
    const first = await award(body);
    expect(first.players).toEqual([
      { userId: blocked.userId, status: 'refused', reason: 'play_blocked' },
      { userId: outsider.userId, status: 'refused', reason: 'not_participant' },
      { userId: left.userId, status: 'refused', reason: 'not_participant' },
      { userId: paid.userId, status: 'paid' },
    ]);
    expect(first.totals).toEqual({ paid: 1, refused: 3, amount: 500 });
    expect((await award(body)).totals).toEqual(first.totals);
    expect((await awardRows(awardId)).map((r) => [r.user_id, r.result, r.reason])).toEqual([
      [paid.userId, 'paid', null],
      [blocked.userId, 'refused', 'play_blocked'],
    ]);
    const vouchers = await h.db.query<{ user_id: number; code: string; amount: number }>(
      'SELECT user_id, code, amount FROM bet_promo_code WHERE user_id = ANY($1::integer[])',
      [[paid.userId, blocked.userId]],
    );
    expect(vouchers).toEqual([{ user_id: paid.userId, code: expect.stringMatching(/^PROMO-\d+$/), amount: 500 }]);
    expect((await promotionAs(paid, 'cashback')).awards).toEqual([
      expect.objectContaining({ kind: 'freeBet', amount: 500, code: vouchers[0]?.code }),
    ]);
  });

  it('refuses a bonus while one of that currency is being wagered, and still pays the others', async () => {
    const busy = await newPlayer(h);
    const free = await newPlayer(h);
    for (const p of [busy, free]) await optIn(p, 'accumulator-of-the-day');
    await award({ slug: 'accumulator-of-the-day', awardId: newKey('first'), award: BONUS, players: [busy.userId] });
    const second = await award({ slug: 'accumulator-of-the-day', awardId: newKey('second'), award: BONUS, players: 'all' });
    const mine = second.players.filter((p) => p.userId === busy.userId || p.userId === free.userId);
    expect(mine).toEqual([
      { userId: busy.userId, status: 'refused', reason: 'bonus_running' },
      { userId: free.userId, status: 'paid' },
    ]);
    expect(await bonusesOf(busy)).toHaveLength(1);
    await expectLedgerBalanced(h.db);
  });

  it('pays free spins and club points through their own stores, once', async () => {
    const player = await newPlayer(h);
    await optIn(player, 'cashback');
    const spins = {
      slug: 'cashback',
      awardId: newKey('spins'),
      award: { kind: 'freeSpins', gameId: '1001', count: 10, stake: 100, days: 3 },
      players: 'all',
    };
    expect((await award(spins)).players.find((p) => p.userId === player.userId)?.status).toBe('paid');
    expect((await award(spins)).players.find((p) => p.userId === player.userId)?.status).toBe('already_paid');
    const points = { slug: 'cashback', awardId: newKey('points'), award: { kind: 'clubPoints', amount: 250 }, players: [player.userId] };
    await award(points);
    await award(points);
    const grants = await h.db.query('SELECT count, source, reference FROM free_spin_grant WHERE user_id = $1', [player.userId]);
    expect(grants).toEqual([{ count: 10, source: 'promotion', reference: 'cashback' }]);
    const [held] = await h.db.query<{ points: number }>('SELECT sum(points)::integer AS points FROM club_points WHERE user_id = $1', [
      player.userId,
    ]);
    expect(held?.points).toBe(250);
    const mine = promotionListAnswerSchema.parse((await player.get(`${PROMOTION_PATHS.list}?mine=1`)).body);
    expect(mine.items.find((p) => p.slug === 'cashback')?.awards.map((a) => a.kind)).toEqual(['freeSpins', 'clubPoints']);
  });

  it('keeps the opt-in once an award paid: opting out is promotions.paying', async () => {
    const player = await newPlayer(h);
    await optIn(player, 'first-deposit-bonus');
    await award({
      slug: 'first-deposit-bonus',
      awardId: newKey('reminder'),
      award: { kind: 'clubPoints', amount: 10 },
      players: [player.userId],
    });
    expect(refusal(await optOut(player, 'first-deposit-bonus'))).toMatchObject({ status: 409, code: 'promotions.paying' });
  });

  it('refuses what is no award: another kind of reward, an unknown promotion, the same awardId with other terms, a bad body', async () => {
    const call = (body: Record<string, unknown>) => operator(h, PROMOTION_PATHS.adminAward, body).then(refusal);
    const base = { slug: 'partner-cup', awardId: newKey('x'), award: BONUS, players: 'all' };
    expect(await call({ ...base, slug: 'weekend-reload' })).toMatchObject({ status: 409, code: 'promotions.not_awardable' });
    expect(await call({ ...base, slug: 'no-such-promo' })).toMatchObject({ status: 404, code: 'promotions.not_found' });
    const player = await newPlayer(h);
    await optIn(player, 'partner-cup');
    await award({ ...base, players: [player.userId] });
    expect(await call({ ...base, award: { ...BONUS, amount: 2_000 } })).toMatchObject({ status: 409, code: 'promotions.award_conflict' });
    expect(await call({ ...base, slug: 'cashback' })).toMatchObject({ status: 409, code: 'promotions.award_conflict' });
    expect(await call({ ...base, award: { kind: 'cash', amount: 1 } })).toMatchObject({ status: 400, code: 'promotions.invalid_request' });
    expect(await call({ ...base, players: [] })).toMatchObject({ status: 400 });
    expect(
      await call({ ...base, awardId: newKey('game'), award: { kind: 'freeSpins', gameId: '999999', count: 1, stake: 100, days: 1 } }),
    ).toMatchObject({
      status: 400,
      code: 'promotions.invalid_request',
    });
  });

  it('lists the awards for the operator, and needs the token; without ADMIN_TOKEN the calls do not exist', async () => {
    const listed = await operator(h, `${PROMOTION_PATHS.adminAwards}?slug=partner-cup`);
    expect(listed.status).toBe(200);
    const { awards } = adminPromotionAwardsAnswerSchema.parse(listed.body).data;
    expect(awards.length).toBeGreaterThan(0);
    expect(awards.every((a) => a.kind === 'bonus')).toBe(true);
    expect((await operator(h, `${PROMOTION_PATHS.adminAwards}?slug=partner-cup`, undefined, 'wrong-token')).status).toBe(401);
    const body = { slug: 'partner-cup', awardId: newKey('y'), award: BONUS, players: 'all' };
    expect((await operator(h, PROMOTION_PATHS.adminAward, body, 'wrong-token')).status).toBe(401);
    expect((await operator(h, PROMOTION_PATHS.adminAward, body, null)).status).toBe(401);
    const router = new Router();
    registerPromotionRoutes(router, { db: h.db, auth: {} as never, log: h.log, now: Date.now, adminToken: null, findGame: () => null });
    const paths = router.list().map((r) => r.path);
    expect(paths).not.toContain(PROMOTION_PATHS.adminAward);
    expect(paths).not.toContain(PROMOTION_PATHS.adminAwards);
  });
});
