import { describe, expect, it } from 'vitest';
import { decide, evolve, initialCouponState, type CouponState } from '../../../src/core/coupon';
import { isRejection } from '../../../src/core/shared/decision';
import type { CouponCommand, CouponEventOf, CouponPayload } from '../../../src/protocol/coupon';
import { BETS_PATHS, couponInfoSchema } from '../../../src/protocol/schemas/bets';
import { DEMO_USERS } from '../../../server/auth';
import { DEMO_CONFIG } from '../../../server/db/seedData';
import {
  balanceOf,
  refused,
  tryPlace,
  betOf,
  betsHarnessForFile,
  newPlayer,
  payload,
  picker,
  signIn,
  type Pick,
  type Player,
} from './harness';

/**
 * What a promo code's voucher pays and what a VIP bet may stake, end to end
 * on the real server: the slip's core decides the payload, the server checks
 * it with the same core rule, the balance moves by what the player was shown.
 */
const h = betsHarnessForFile();
const pick = picker(h);
const config = { couponTypes: DEMO_CONFIG.couponTypes, bonusSettings: DEMO_CONFIG.bonusSettings };

async function mainAccountOf(player: Player): Promise<number> {
  const [main] = await h.db.query<{ id: number }>('SELECT id FROM account WHERE user_id = $1 AND type = 0', [player.userId]);
  return main?.id ?? 0;
}

let ids = 0;
function step(state: CouponState, type: CouponCommand['type'], body: unknown): CouponState {
  const decision = decide(state, { id: `c${++ids}`, type, payload: body } as CouponCommand, {
    now: 0,
    newId: () => `ref-stake-${++ids}`,
    config,
  });
  if (isRejection(decision)) throw new Error(`${type} refused: ${decision.code}`);
  return decision.reduce(evolve, state);
}

/** The slip's coupon for these picks with a promo code, quoted by the server's coupon info, and the payload its place sends. */
async function slipPayload(player: Player, picks: readonly Pick[], stake: number, promoCode: string): Promise<CouponPayload> {
  const accountId = await mainAccountOf(player);
  let s = step(initialCouponState, 'coupon/selectAccount', { accountId, accountType: 0, currencyIso: 'RUB', userId: player.userId });
  for (const p of picks) {
    const market = {
      id: p.outcome.id,
      sportId: p.game.sportId,
      typeId: p.outcome.typeId,
      coef: p.outcome.coefMilli / 1000,
      kind: p.outcome.kind,
      isLive: false,
      champId: p.game.champId,
      gameId: p.game.id,
      param: p.market.param,
    };
    s = step(s, 'coupon/addBet', { bet: { market, opponent1: p.game.opponent1En, opponent2: p.game.opponent2En } });
  }
  s = step(s, 'coupon/setAmount', { amount: stake });
  s = step(s, 'coupon/setPromoCode', { code: promoCode, source: 'manual' });
  const info = couponInfoSchema.parse(
    (
      await player.post(BETS_PATHS.couponInfo, {
        typeId: s.typeId,
        accountId,
        bets: picks.map((p) => ({ marketId: p.outcome.id, gameId: p.game.id })),
        promoCode,
      })
    ).body,
  );
  s = step(s, 'coupon/serverInfo', {
    minBetAmount: info.minBetAmount,
    maxBetAmount: info.maxBetAmount,
    availablePrepaidAmount: info.availablePrepaidAmount,
  });
  const decision = decide(s, { id: `c${++ids}`, type: 'coupon/place', payload: {} }, { now: 0, newId: () => `ref-stake-${++ids}`, config });
  if (isRejection(decision)) throw new Error(`place refused: ${decision.code}`);
  const placing = decision.find((e) => e.type === 'coupon/placing') as CouponEventOf<'coupon/placing'>;
  return placing.payload.payload;
}

describe('a promo code pays at most the stake', () => {
  it('WELCOME250 (250.00) on the default 150.00 stake: the voucher pays all, the balance stays, the voucher is used up', async () => {
    const player = await signIn(h, DEMO_USERS[0].login, DEMO_USERS[0].password);
    const accountId = await mainAccountOf(player);
    const before = await balanceOf(h.db, accountId);
    const legs = pick(1);
    // The voucher cannot pay more than the stake: asking for all of it is refused with the real limit.
    expect(
      (
        await refused(
          player,
          payload(
            legs.map((l) => betOf(l)),
            { promoCode: 'WELCOME250', amount: 15_000, prepaidAmount: 25_000 },
          ),
          'prepaid_amount_invalid',
          422,
        )
      ).params,
    ).toEqual({
      max: 15_000,
    });
    const body = await slipPayload(player, legs, 15_000, 'WELCOME250');
    expect(body).toMatchObject({ amount: 15_000, prepaidAmount: 15_000, promoCode: 'WELCOME250' });
    const { answer, error } = await tryPlace(player, body);
    expect(error).toBeUndefined();
    expect(answer?.coupons[0]).toMatchObject({ stake: 15_000, prepaidAmount: 15_000, promoCode: 'WELCOME250' });
    expect(answer?.balance).toEqual({ accountId, money: before });
    expect(await balanceOf(h.db, accountId)).toBe(before);
    // One placement uses the code up: the rest of its value is not kept.
    await refused(
      player,
      payload(
        pick(1).map((l) => betOf(l)),
        { promoCode: 'WELCOME250' },
      ),
      'promo_code_invalid',
      422,
    );
  });

  it('FREEBET100 (100.00) on a 400.00 stake: the balance pays the 300.00 difference', async () => {
    const player = await signIn(h, DEMO_USERS[0].login, DEMO_USERS[0].password);
    const accountId = await mainAccountOf(player);
    const before = await balanceOf(h.db, accountId);
    const body = await slipPayload(player, pick(2), 40_000, 'FREEBET100');
    expect(body).toMatchObject({ typeId: 1, amount: 40_000, prepaidAmount: 10_000 });
    const { answer } = await tryPlace(player, body);
    expect(answer?.coupons[0]).toMatchObject({ stake: 40_000, prepaidAmount: 10_000 });
    expect(await balanceOf(h.db, accountId)).toBe(before - 30_000);
  });
});

describe("VIP bet (SPEC 5): a line coupon may stake above its type's maximum", () => {
  it('is on in the demo site config', () => {
    expect(DEMO_CONFIG.bonusSettings.isVipBetEnabled).toBe(true);
  });

  it('an express above the 100,000.00 maximum is refused as a normal bet and accepted as a VIP bet', async () => {
    const player = await newPlayer(h, 20_000_000);
    const bets = pick(2).map((l) => betOf(l));
    expect((await refused(player, payload(bets, { amount: 12_000_000 }), 'amount_above_max', 422)).params).toEqual({ max: 10_000_000 });
    expect(await balanceOf(h.db, player.accountId)).toBe(20_000_000);
    const { answer } = await tryPlace(player, payload(bets, { amount: 12_000_000, isVipBet: true }));
    expect(answer?.coupons[0]).toMatchObject({ typeId: 1, stake: 12_000_000, isVipBet: true, status: 'open' });
    expect(await balanceOf(h.db, player.accountId)).toBe(8_000_000);
  });

  it('is refused on a live bet and on many singles, whatever the stake', async () => {
    const player = await newPlayer(h, 1_000_000);
    const [live, other] = pick(2);
    if (!live || !other) throw new Error('no games');
    live.game.status = 2;
    try {
      await refused(player, payload([{ ...betOf(live), isLive: true }], { isVipBet: true }), 'vip_bet_not_allowed', 422);
    } finally {
      live.game.status = 1;
    }
    await refused(player, payload([betOf(other)], { typeId: 9, isVipBet: true }), 'vip_bet_not_allowed', 422);
    expect(await balanceOf(h.db, player.accountId)).toBe(1_000_000);
  });
});
