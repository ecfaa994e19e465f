import { describe, expect, it } from 'vitest';
import { BONUS_PATHS, bonusesAnswerSchema } from '../../../src/protocol/schemas/bonus';
import { PROMOTION_PATHS, promotionListAnswerSchema, promotionSchema } from '../../../src/protocol/schemas/promotions';
import { Browser } from '../auth/helpers';
import { newPlayer, type Player } from '../bets/harness';
import { deposit, newKey } from '../wallet/harness';
import { operator, optIn, optOut, opted, promotionsHarnessForFile, refusal } from './harness';

const h = promotionsHarnessForFile();

const reloadOptInOf = async (userId: number) =>
  (await h.db.query<{ product: string }>('SELECT product FROM bonus_reload_opt_in WHERE user_id = $1', [userId]))[0]?.product ?? null;
const promotionAs = async (player: Player, slug: string) =>
  promotionSchema.parse((await player.get(`${PROMOTION_PATHS.one}?slug=${slug}`)).body);

describe('opting in', () => {
  it('enrols once: the same key or a second opt-in answers repeated and changes nothing', async () => {
    const player = await newPlayer(h);
    const key = newKey('lucky');
    const first = await optIn(player, 'lucky-friday', key);
    expect(first.status).toBe(200);
    expect(opted(first)).toMatchObject({
      repeated: false,
      promotion: { optedIn: true, eligibility: { eligible: false, reasons: ['opted_in'] } },
    });
    expect(opted(await optIn(player, 'lucky-friday', key)).repeated).toBe(true);
    expect(opted(await optIn(player, 'lucky-friday')).repeated).toBe(true);
    const [count] = await h.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM promotion_opt_in o JOIN promotion p ON p.id = o.promotion_id
        WHERE p.slug = 'lucky-friday' AND o.user_id = $1`,
      [player.userId],
    );
    expect(Number(count?.n)).toBe(1);
  });

  it('refuses with typed 4xx: no key, ended, not started, not eligible, unknown, a guest, a field that is not its', async () => {
    const player = await newPlayer(h);
    expect(refusal(await optIn(player, 'cashback', null))).toMatchObject({ status: 400, code: 'promotions.idempotency_key_missing' });
    expect(refusal(await optIn(player, 'advancebet'))).toMatchObject({ status: 409, code: 'promotions.ended' });
    expect(refusal(await optIn(player, 'slots-tournament'))).toMatchObject({
      status: 409,
      code: 'promotions.ineligible',
      reasons: ['not_started'],
    });
    expect(refusal(await optIn(player, 'weekend-reload'))).toMatchObject({ status: 409, reasons: ['deposit_needed'] });
    expect(refusal(await optIn(player, 'no-such-thing'))).toMatchObject({ status: 404, code: 'promotions.not_found' });
    expect((await player.post(PROMOTION_PATHS.optIn, { slug: 'cashback', userId: 1 }, { 'idempotency-key': newKey() })).status).toBe(400);
    const guest = new Browser(h.url);
    expect((await guest.post(PROMOTION_PATHS.optIn, { slug: 'cashback' }, { 'idempotency-key': newKey() })).status).toBe(401);
  });

  it('is the player’s own: another player sees none of it and cannot opt them out', async () => {
    const one = await newPlayer(h);
    const other = await newPlayer(h);
    expect((await optIn(one, 'cashback')).status).toBe(200);
    expect((await promotionAs(other, 'cashback')).optedIn).toBe(false);
    expect(refusal(await optOut(other, 'cashback'))).toMatchObject({ status: 409, code: 'promotions.not_opted_in' });
    expect((await promotionAs(one, 'cashback')).optedIn).toBe(true);
    const out = opted(await optOut(one, 'cashback'));
    expect(out).toMatchObject({ repeated: false, promotion: { optedIn: false, eligibility: { eligible: true } } });
    expect(opted(await optOut(one, 'cashback')).repeated).toBe(true);
  });
});

describe('the reload reward', () => {
  it('sets the reload bonus opt-in for its product, takes it back on opt-out, and keeps the opt-in once the bonus is paid', async () => {
    const player = await newPlayer(h, 0);
    await deposit(h, player, 100_000);
    const taken = opted(await optIn(player, 'weekend-reload'));
    expect(taken.promotion.optedIn).toBe(true);
    expect(await reloadOptInOf(player.userId)).toBe('casino');
    expect(bonusesAnswerSchema.parse((await player.get(BONUS_PATHS.list)).body).reloadOffer?.optedIn).toBe('casino');

    expect(opted(await optOut(player, 'weekend-reload')).promotion.optedIn).toBe(false);
    expect(await reloadOptInOf(player.userId)).toBeNull();

    expect(opted(await optIn(player, 'weekend-reload')).repeated).toBe(false);
    await deposit(h, player, 40_000);
    const bonuses = bonusesAnswerSchema.parse((await player.get(BONUS_PATHS.list)).body);
    expect(bonuses.active).toEqual([expect.objectContaining({ source: 'reload', product: 'casino', amount: 20_000 })]);
    expect(refusal(await optOut(player, 'weekend-reload'))).toMatchObject({ status: 409, code: 'promotions.paying' });
    expect((await promotionAs(player, 'weekend-reload')).optedIn).toBe(true);
  });
});

describe('the free spins reward', () => {
  const grantsOf = (userId: number) =>
    h.db.query<{
      id: number;
      game_id: string;
      count: number;
      spins_left: number;
      stake: number;
      status: string;
      source: string;
      reference: string;
    }>('SELECT id, game_id, count, spins_left, stake, status, source, reference FROM free_spin_grant WHERE user_id = $1 ORDER BY id', [
      userId,
    ]);

  it('grants the spins its terms name once per opt-in, takes them back on opt-out, and keeps them once one is played', async () => {
    const player = await newPlayer(h);
    const key = newKey('spins');
    expect((await optIn(player, 'lucky-friday', key)).status).toBe(200);
    expect(opted(await optIn(player, 'lucky-friday', key)).repeated).toBe(true);
    const [grant] = await grantsOf(player.userId);
    expect(await grantsOf(player.userId)).toHaveLength(1);
    expect(grant).toMatchObject({
      game_id: '1001',
      count: 20,
      spins_left: 20,
      stake: 100,
      status: 'active',
      source: 'promotion',
      reference: 'lucky-friday',
    });
    const bonuses = bonusesAnswerSchema.parse((await player.get(BONUS_PATHS.list)).body);
    expect(bonuses.freeSpins).toEqual([expect.objectContaining({ gameId: '1001', spinsLeft: 20 })]);

    expect(opted(await optOut(player, 'lucky-friday')).promotion.optedIn).toBe(false);
    expect((await grantsOf(player.userId))[0]?.status).toBe('forfeited');

    expect(opted(await optIn(player, 'lucky-friday')).repeated).toBe(false);
    const again = await grantsOf(player.userId);
    expect(again.map((g) => g.status)).toEqual(['forfeited', 'active']);
    // A spin played: the reward has paid, so the opt-in (and the spins) stay.
    await h.db.query('UPDATE free_spin_grant SET spins_left = spins_left - 1 WHERE id = $1', [again[1]?.id]);
    expect(refusal(await optOut(player, 'lucky-friday'))).toMatchObject({ status: 409, code: 'promotions.paying' });
    expect((await grantsOf(player.userId))[1]?.status).toBe('active');
  });

  it('is refused by the operator API without its terms', async () => {
    const reply = await operator(h, PROMOTION_PATHS.admin, {
      slug: 'spins-without-terms',
      lang: 'en',
      title: 'Spins',
      product: 'casino',
      section: 'games',
      reward: 'freeSpins',
      startsAt: new Date(Date.now() - 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('rewardTerms.freeSpins');
  });
});

describe('the list of mine', () => {
  it('holds only what the caller takes part in now: not what they left, not another player’s; a guest has none', async () => {
    const player = await newPlayer(h);
    const other = await newPlayer(h);
    expect((await optIn(player, 'cashback')).status).toBe(200);
    expect((await optIn(player, 'accumulator-of-the-day')).status).toBe(200);
    expect((await optOut(player, 'accumulator-of-the-day')).status).toBe(200);
    expect((await optIn(other, 'partner-cup')).status).toBe(200);
    const mine = promotionListAnswerSchema.parse((await player.get(`${PROMOTION_PATHS.list}?mine=1`)).body);
    expect(mine.items.map((p) => p.slug)).toEqual(['cashback']);
    expect(mine.total).toBe(1);
    const guest = new Browser(h.url);
    expect(promotionListAnswerSchema.parse((await guest.get(`${PROMOTION_PATHS.list}?mine=1`)).body)).toMatchObject({
      items: [],
      total: 0,
    });
    expect((await guest.get(`${PROMOTION_PATHS.list}?mine=yes`)).status).toBe(400);
  });
});

describe('the list open to the caller', () => {
  it('holds exactly the promotions the caller may opt in to now, counted and paged as such; a guest has none', async () => {
    const player = await newPlayer(h);
    const all = promotionListAnswerSchema.parse((await player.get(PROMOTION_PATHS.list)).body);
    const eligible = all.items.filter((p) => p.eligibility.eligible).map((p) => p.slug);
    expect(eligible.length).toBeGreaterThan(1);
    expect(eligible.length).toBeLessThan(all.items.length);
    const open = promotionListAnswerSchema.parse((await player.get(`${PROMOTION_PATHS.list}?open=1`)).body);
    expect(open.items.map((p) => p.slug)).toEqual(eligible);
    expect(open.total).toBe(eligible.length);

    // Opting in takes it out of the open list and into mine.
    const [first] = eligible;
    expect((await optIn(player, first ?? '')).status).toBe(200);
    const after = promotionListAnswerSchema.parse((await player.get(`${PROMOTION_PATHS.list}?open=1`)).body);
    expect(after.items.map((p) => p.slug)).toEqual(eligible.slice(1));

    const guest = new Browser(h.url);
    expect(promotionListAnswerSchema.parse((await guest.get(`${PROMOTION_PATHS.list}?open=1`)).body)).toMatchObject({
      items: [],
      total: 0,
    });
    expect((await player.get(`${PROMOTION_PATHS.list}?open=1&mine=1`)).status).toBe(400);
  });
});
