import { describe, expect, it } from 'vitest';
import { couponLedger, openAccount } from '../helpers';
import {
  BETS_PATHS,
  betErrorBodySchema,
  couponAnswerSchema,
  historyAnswerSchema,
  insureAnswerSchema,
  offersAnswerSchema,
  sellAnswerSchema,
  type BetErrorBody,
  type CashoutOffer,
} from '../../../src/protocol/schemas/bets';
import {
  balanceOf,
  betOf,
  betsHarnessForFile,
  couponOf,
  finishGame,
  newPlayer,
  payload,
  picker,
  place,
  type Pick,
  type Player,
} from './harness';

const h = betsHarnessForFile();
const pick = picker(h);

async function offer(player: Player, id: string): Promise<CashoutOffer> {
  const reply = await player.get(`${BETS_PATHS.offers}?ids=${id}`);
  const [first] = offersAnswerSchema.parse(reply.body).offers;
  if (!first) throw new Error('no offer');
  return first;
}

function errorOf(reply: { status: number; body: unknown }): BetErrorBody['error'] & { status: number } {
  return { ...betErrorBodySchema.parse(reply.body).error, status: reply.status };
}

/** The chance the offer prices a leg with: its coefficient's, the market's margin taken out. */
const chance = (p: Pick): number => 1000 / p.outcome.coefMilli / (1 + p.market.margin);

describe('cash-out', () => {
  it('offers the fair value less 5% from the current coefficients and sells at the offer once', async () => {
    const player = await newPlayer(h, 100_000);
    const [leg] = pick(1, { sportId: 1, outcomeTypeId: 1 });
    if (!leg) throw new Error('no games');
    leg.outcome.coefMilli = 2000;
    const placed = await place(player, payload([betOf(leg)], { amount: 10_000 }));
    const id = placed.couponId;
    expect(placed.coupons[0]?.offer?.cashout.available).toBe(true);

    const now = await offer(player, id);
    expect(now.cashout).toEqual({ available: true, amount: Math.floor(20_000 * chance(leg) * 0.95) });
    expect(now).toMatchObject({ couponId: id, currentReturn: 0, maxReturn: 20_000 });

    // The leg drifts: the coupon is worth less, and a sale for at least the old offer is refused with the new one.
    leg.outcome.coefMilli = 3000;
    const seen = now.cashout.available ? now.cashout.amount : 0;
    const moved = errorOf(await player.post(BETS_PATHS.sell, { couponId: id, minAmount: seen }));
    const fresh = Math.floor(20_000 * chance(leg) * 0.95);
    expect(moved).toMatchObject({
      status: 409,
      code: 'cashout_offer_changed',
      params: { amount: fresh },
      offer: { cashout: { available: true, amount: fresh } },
    });
    expect(await balanceOf(h.db, player.accountId)).toBe(90_000);

    // A minimum even one unit above the offer now is refused: the client's number is a floor, never a price.
    expect(errorOf(await player.post(BETS_PATHS.sell, { couponId: id, minAmount: fresh + 1 }))).toMatchObject({
      status: 409,
      code: 'cashout_offer_changed',
      params: { amount: fresh },
    });
    expect(await balanceOf(h.db, player.accountId)).toBe(90_000);

    // A lower minimum is paid the offer now, not the minimum.
    const sold = sellAnswerSchema.parse((await player.post(BETS_PATHS.sell, { couponId: id, minAmount: fresh - 18 })).body);
    expect(sold).toMatchObject({ couponId: id, amount: fresh, balance: { money: 90_000 + fresh } });
    expect(sold.coupon).toMatchObject({ status: 'sold', soldAmount: fresh, offer: null });
    expect(errorOf(await player.post(BETS_PATHS.sell, { couponId: id, minAmount: fresh }))).toMatchObject({
      status: 409,
      code: 'coupon_not_open',
    });

    // The game still finishes and the leg shows its result, but a sold coupon pays nothing more.
    await finishGame(h, leg.game.id, [[2, 0]]);
    const after = await couponOf(player, id);
    expect(after).toMatchObject({ status: 'sold', payout: null });
    expect(after.legs[0]?.statusId).toBe(1);
    expect(await balanceOf(h.db, player.accountId)).toBe(90_000 + fresh);
  });

  it('offers nothing while a leg is suspended, after a leg lost, or on a bonus account', async () => {
    const player = await newPlayer(h, 100_000);
    const [a, b] = pick(2, { sportId: 1, outcomeTypeId: 1 });
    if (!a || !b) throw new Error('no games');
    const placed = await place(player, payload([betOf(a), betOf(b)], { amount: 10_000 }));
    const id = placed.couponId;
    a.market.isSuspended = true;
    expect((await offer(player, id)).cashout).toEqual({ available: false, reason: 'leg_suspended' });
    const refused = errorOf(await player.post(BETS_PATHS.sell, { couponId: id, minAmount: 1_000 }));
    expect(refused).toMatchObject({ status: 409, code: 'cashout_unavailable', params: { reason: 'leg_suspended' } });
    a.market.isSuspended = false;
    await finishGame(h, a.game.id, [[0, 1]]);
    expect(await offer(player, id)).toMatchObject({ cashout: { available: false, reason: 'coupon_lost' }, maxReturn: 0 });

    const bonus = { id: await openAccount(h.db, player.userId, 4, 'RUB', 50_000) };
    const onBonus = await place(player, payload([betOf(b)], { amount: 10_000, accountId: bonus?.id ?? 0 }));
    expect(await offer(player, onBonus.couponId)).toMatchObject({
      cashout: { available: false, reason: 'bonus_account' },
      insurance: { available: false, reason: 'bonus_account' },
    });
  });
});

describe('insurance', () => {
  it('insures part of the stake for a premium from the chance of losing, and refunds it when the coupon loses', async () => {
    const player = await newPlayer(h, 100_000);
    const [a, b] = pick(2, { sportId: 1, outcomeTypeId: 1 });
    if (!a || !b) throw new Error('no games');
    a.outcome.coefMilli = 2000;
    b.outcome.coefMilli = 2000;
    const placed = await place(player, payload([betOf(a), betOf(b)], { amount: 20_000 }));
    const id = placed.couponId;
    const terms = (await offer(player, id)).insurance;
    const percent = Math.ceil((1 - chance(a) * chance(b)) * 110);
    expect(terms).toEqual({ available: true, maxAmount: 20_000, premiumPercent: percent });

    expect(errorOf(await player.post(BETS_PATHS.insure, { couponId: id, amount: 20_001, premiumPercent: percent }))).toMatchObject({
      code: 'insurance_amount_invalid',
      params: { max: 20_000 },
    });
    expect(errorOf(await player.post(BETS_PATHS.insure, { couponId: id, amount: 10_000, premiumPercent: percent - 1 }))).toMatchObject({
      status: 409,
      code: 'insurance_terms_changed',
      params: { premiumPercent: percent },
    });

    const insured = insureAnswerSchema.parse(
      (await player.post(BETS_PATHS.insure, { couponId: id, amount: 10_000, premiumPercent: percent })).body,
    );
    const premium = Math.ceil((10_000 * percent) / 100);
    expect(insured).toMatchObject({ insuredAmount: 10_000, premium, premiumPercent: percent, balance: { money: 80_000 - premium } });
    expect(insured.coupon).toMatchObject({ insuredAmount: 10_000, insurancePremium: premium });
    expect(errorOf(await player.post(BETS_PATHS.insure, { couponId: id, amount: 5_000, premiumPercent: 100 }))).toMatchObject({
      code: 'already_insured',
    });

    await finishGame(h, a.game.id, [[1, 0]]);
    await finishGame(h, b.game.id, [[0, 0]]);
    const lost = await couponOf(player, id);
    expect(lost).toMatchObject({ status: 'lost', payout: 0, insuranceRefund: 10_000 });
    expect(await balanceOf(h.db, player.accountId)).toBe(80_000 - premium + 10_000);
    const ledger = (await couponLedger(h.db, Number(id))).map(({ kind, amount }) => ({ kind, amount }));
    expect(ledger).toEqual([
      { kind: 'bet_stake', amount: -20_000 },
      { kind: 'insurance_premium', amount: -premium },
      { kind: 'insurance_refund', amount: 10_000 },
    ]);
    await h.bets.settle();
    expect(await balanceOf(h.db, player.accountId)).toBe(80_000 - premium + 10_000);
  });
});

describe('my bets: history, print data, ownership', () => {
  it("lists the player's coupons newest first, paged and filtered, in the asked language", async () => {
    const player = await newPlayer(h, 1_000_000);
    const ids: string[] = [];
    const legs = pick(5, { sportId: 1, outcomeTypeId: 1 });
    for (const leg of legs) ids.push((await place(player, payload([betOf(leg)], { amount: 2_000 }))).couponId);
    await finishGame(h, (legs[0] as Pick).game.id, [[1, 0]]);

    const page = async (query: string) => historyAnswerSchema.parse((await player.get(`${BETS_PATHS.history}?${query}`)).body);
    const first = await page('page=1&pageSize=2');
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 5 });
    expect(first.items.map((c) => c.id)).toEqual([ids[4], ids[3]]);
    expect((await page('page=3&pageSize=2')).items.map((c) => c.id)).toEqual([ids[0]]);
    expect((await page('page=4&pageSize=2')).items).toEqual([]);
    const open = await page('status=open');
    expect(open.total).toBe(4);
    expect(open.items.every((c) => c.status === 'open' && c.offer !== null)).toBe(true);
    const settled = await page('status=settled');
    expect(settled.items.map((c) => [c.id, c.status, c.payout])).toEqual([
      [ids[0], 'won', Math.round(2_000 * ((legs[0] as Pick).outcome.coefMilli / 1000))],
    ]);

    const leg = legs[1] as Pick;
    const ru = historyAnswerSchema.parse((await player.get(`${BETS_PATHS.history}?status=open&pageSize=50&lang=ru`)).body);
    const inRussian = ru.items.find((c) => c.id === ids[1])?.legs[0];
    expect(inRussian).toMatchObject({
      opponent1: leg.game.opponent1Ru,
      marketName: leg.market.nameRu,
      outcomeName: leg.outcome.nameRu,
      champName: expect.any(String),
    });
    const en = historyAnswerSchema.parse((await player.get(`${BETS_PATHS.history}?status=open&pageSize=50&lang=en`)).body);
    expect(en.items.find((c) => c.id === ids[1])?.legs[0]).toMatchObject({
      opponent1: leg.game.opponent1En,
      currentCoef: leg.outcome.coefMilli / 1000,
    });

    const bad = errorOf(await player.get(`${BETS_PATHS.history}?pageSize=500`));
    expect(bad).toMatchObject({ status: 400, code: 'invalid_request' });
  });

  it('gives print data of a coupon to its owner only', async () => {
    const owner = await newPlayer(h);
    const other = await newPlayer(h);
    const [leg] = pick(1);
    if (!leg) throw new Error('no games');
    const placed = await place(owner, payload([betOf(leg)], { amount: 3_000 }));
    const id = placed.couponId;
    const mine = couponAnswerSchema.parse((await owner.get(`${BETS_PATHS.coupon}?id=${id}`)).body);
    expect(mine.coupon).toMatchObject({ id, stake: 3_000, currencyIso: 'RUB', status: 'open' });
    expect(mine.print).toMatchObject({ companyName: 'BetHouse', userId: owner.userId, login: expect.stringMatching(/^bettor/) });

    for (const reply of [
      await other.get(`${BETS_PATHS.coupon}?id=${id}`),
      await other.get(`${BETS_PATHS.offers}?ids=${id}`),
      await other.post(BETS_PATHS.sell, { couponId: id, minAmount: 100 }),
      await other.post(BETS_PATHS.insure, { couponId: id, amount: 100, premiumPercent: 50 }),
    ]) {
      expect(errorOf(reply)).toMatchObject({ status: 404, code: 'coupon_not_found', params: { couponId: id } });
    }
    expect(historyAnswerSchema.parse((await other.get(BETS_PATHS.history)).body).total).toBe(0);
    expect(errorOf(await owner.get(`${BETS_PATHS.coupon}?id=${Number(id) + 100000}`))).toMatchObject({
      status: 404,
      code: 'coupon_not_found',
    });
    expect(errorOf(await owner.get(`${BETS_PATHS.coupon}?id=12a`))).toMatchObject({ status: 400, code: 'invalid_request' });
  });
});
