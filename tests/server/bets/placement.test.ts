import { describe, expect, it } from 'vitest';
import { antiExpressUpperBound } from '../../../src/core/coupon';
import { AUTH_PATHS, tokenAnswerSchema } from '../../../src/protocol/schemas/auth';
import { BETS_PATHS, betErrorBodySchema, couponInfoSchema } from '../../../src/protocol/schemas/bets';
import type { CouponPayload } from '../../../src/protocol/coupon';
import { DEMO_USERS } from '../../../server/auth';
import { commitPlacement } from '../../../server/bets/placementCommit';
import { planPlacement } from '../../../server/bets/placementPlan';
import { DEMO_PROMO_CODES } from '../../../server/bets/seed';
import { findAccount } from '../../../server/bets/store';
import { DEMO_CONFIG } from '../../../server/db/seedData';
import { Browser } from '../auth/helpers';
import { couponLedger, openAccount } from '../helpers';
import { balanceOf, refused, tryPlace, betOf, betsHarnessForFile, newPlayer, payload, picker, signIn, type Pick } from './harness';

const h = betsHarnessForFile();
const pick = picker(h);

async function couponCount(userId: number): Promise<number> {
  const [row] = await h.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM bet_coupon WHERE user_id = $1', [userId]);
  return row?.n ?? 0;
}

const coefOf = (p: Pick): number => p.outcome.coefMilli / 1000;

describe('coupon info', () => {
  it('answers the type limits, the quotes and the promotions of a draft, for the signed-in player only', async () => {
    const guest = new Browser(h.url);
    expect((await guest.post(BETS_PATHS.couponInfo, { typeId: 0, accountId: null, bets: [] })).status).toBe(401);

    const demo = await signIn(h, DEMO_USERS[0].login, DEMO_USERS[0].password);
    const legs = pick(4);
    for (const leg of legs) leg.outcome.coefMilli = 1500;
    const draft = {
      typeId: 1,
      accountId: null,
      bets: legs.map((l) => ({ marketId: l.outcome.id, gameId: l.game.id })),
      promoCode: 'freebet100',
    };
    const info = couponInfoSchema.parse((await demo.post(BETS_PATHS.couponInfo, draft)).body);
    expect(info).toMatchObject({
      minBetAmount: 1_000,
      maxBetAmount: 10_000_000,
      currencyIso: 'RUB',
      accountType: 0,
      promoCodeValid: true,
      availablePrepaidAmount: 10_000,
    });
    expect(info.promoCodes).toEqual(DEMO_PROMO_CODES.filter((p) => p.iso === 'RUB').map((p) => p.code));
    expect(info.bets.every((b) => b.state === 'open' && b.coef === 1.5 && !b.isDepend)).toBe(true);
    // Four legs at 1.5: the express bonus (1 + 4/100) and the hyper bonus apply.
    expect(info).toMatchObject({ expressId: 1, expressBonusCoef: 1.04, hyperBonusPercent: 10 });

    const system = couponInfoSchema.parse((await demo.post(BETS_PATHS.couponInfo, { ...draft, typeId: 2 })).body);
    expect(system.systemValues.map((o) => [o.value, o.combo])).toEqual([
      [2, 6],
      [3, 4],
    ]);
    expect(system.expressId).toBeNull();

    const anti = couponInfoSchema.parse((await demo.post(BETS_PATHS.couponInfo, { ...draft, typeId: 6 })).body);
    expect(anti.antiExpressCoef).not.toBeNull();
    expect(anti.antiExpressCoef as number).toBeLessThan(antiExpressUpperBound([1.5, 1.5, 1.5, 1.5]));
    expect(anti.antiExpressCoef as number).toBeGreaterThan(1);

    const bonusAccount = await h.db.query<{ id: number }>('SELECT id FROM account WHERE user_id = $1 AND type = 4', [demo.userId]);
    const onBonus = couponInfoSchema.parse((await demo.post(BETS_PATHS.couponInfo, { ...draft, accountId: bonusAccount[0]?.id })).body);
    // SPEC 5: never a max for a bonus account; no promo codes there either.
    expect(onBonus).toMatchObject({
      accountType: 4,
      maxBetAmount: null,
      minBetAmount: 1_000,
      promoCodes: [],
      promoCodeValid: false,
      availablePrepaidAmount: 0,
    });

    const manySingles = couponInfoSchema.parse((await demo.post(BETS_PATHS.couponInfo, { ...draft, typeId: 9 })).body);
    expect(manySingles).toMatchObject({ promoCodes: [], availablePrepaidAmount: 0 });
  });

  it('reports suspended, finished and unknown outcomes and two bets of one game', async () => {
    const player = await newPlayer(h);
    const [a] = pick(1);
    const [b] = pick(1);
    if (!a || !b) throw new Error('no games');
    const second = a.game.markets[1]?.outcomes[0];
    b.market.isSuspended = true;
    const finished = [...(h.live.runtime?.world.games.values() ?? [])].find((g) => g.status === 4);
    if (!finished || !second) throw new Error('the demo world has finished games and markets');
    const info = couponInfoSchema.parse(
      (
        await player.post(BETS_PATHS.couponInfo, {
          typeId: 1,
          accountId: null,
          bets: [
            { marketId: a.outcome.id, gameId: a.game.id },
            { marketId: second.id, gameId: a.game.id },
            { marketId: b.outcome.id, gameId: b.game.id },
            { marketId: finished.markets[0]?.outcomes[0]?.id, gameId: finished.id },
            { marketId: 999, gameId: a.game.id },
          ],
        })
      ).body,
    );
    expect(info.bets.map((x) => [x.state, x.isDepend])).toEqual([
      ['open', true],
      ['open', true],
      ['suspended', false],
      ['finished', false],
      ['not_found', true],
    ]);
    b.market.isSuspended = false;
  });

  it('takes the user token (Bearer) like the other account calls', async () => {
    const player = await newPlayer(h);
    const token = tokenAnswerSchema.parse((await player.get(`${AUTH_PATHS.getToken}?force_refresh=true`)).body).token;
    const reply = await fetch(new URL(BETS_PATHS.couponInfo, h.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ typeId: 0, accountId: null, bets: [] }),
    });
    expect(reply.status).toBe(200);
    expect(couponInfoSchema.parse(await reply.json()).accountId).toBe(player.accountId);
  });

  it("takes POSTs only from the site's script (X-Requested-With) with a JSON body", async () => {
    const player = await newPlayer(h);
    const forged = await player.post(BETS_PATHS.place, payload(pick(1).map((l) => betOf(l))), { 'x-requested-with': 'form' });
    expect(forged.status).toBe(403);
    expect(betErrorBodySchema.parse(forged.body).error.code).toBe('csrf_rejected');
    const text = await player.browser.request('POST', BETS_PATHS.couponInfo, 'typeId=0', { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
    expect(betErrorBodySchema.parse(text.body).error.code).toBe('unsupported_media_type');
    expect(await couponCount(player.userId)).toBe(0);
  });
});

describe('placement', () => {
  it('debits the stake and records the coupon and its legs in one go', async () => {
    const player = await newPlayer(h, 100_000);
    const legs = pick(3);
    const body = payload(
      legs.map((l) => betOf(l)),
      { amount: 20_000 },
    );
    const { answer } = await tryPlace(player, body);
    expect(answer).toMatchObject({ status: 'accepted', refId: body.refId, repeated: false, singles: [], coefChanges: [] });
    expect(answer?.couponId).toMatch(/^\d+$/);
    expect(answer?.balance).toEqual({ accountId: player.accountId, money: 80_000 });
    expect(await balanceOf(h.db, player.accountId)).toBe(80_000);
    const coupon = answer?.coupons[0];
    expect(coupon).toMatchObject({ id: answer?.couponId, typeId: 1, stake: 20_000, status: 'open', payout: null });
    expect(coupon?.legs.map((l) => l.market.id)).toEqual(legs.map((l) => l.outcome.id));
    expect(coupon?.legs.every((l) => l.statusId === -2 && l.opponent1 !== '' && l.marketName !== '')).toBe(true);
    expect(await couponLedger(h.db, Number(answer?.couponId))).toEqual([{ kind: 'bet_stake', amount: -20_000, balance_after: 80_000 }]);
  });

  it('places once for five identical requests at the same moment: one coupon, one debit, one answer', async () => {
    const player = await newPlayer(h, 100_000);
    const body = payload(
      pick(2).map((l) => betOf(l)),
      { amount: 10_000 },
    );
    const replies = await Promise.all(Array.from({ length: 5 }, () => tryPlace(player, body)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(replies.map((r) => r.answer?.couponId));
    expect(ids.size).toBe(1);
    expect(replies.filter((r) => r.answer?.repeated === false)).toHaveLength(1);
    expect(await couponCount(player.userId)).toBe(1);
    expect(await balanceOf(h.db, player.accountId)).toBe(90_000);
    const [ledger] = await h.db.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM ledger_movement m JOIN ledger_entry e ON e.movement_id = m.id
         JOIN ledger_account la ON la.id = e.ledger_account_id WHERE la.player_account_id = $1 AND m.kind = 'bet_stake'`,
      [player.accountId],
    );
    expect(ledger?.n).toBe(1);

    // A retry later (a reload, a second tab) gets the same coupon, and nothing moves.
    const again = await tryPlace(player, body);
    expect(again.answer).toMatchObject({ couponId: [...ids][0], repeated: true, balance: { money: 90_000 } });
    expect(await balanceOf(h.db, player.accountId)).toBe(90_000);

    // The same refId for another coupon is a conflict, not a repeat.
    await refused(player, { ...body, amount: 12_000 }, 'ref_id_conflict', 409);
  });

  it('claims a refId in the database: two commits of one placement racing into their transactions debit once', async () => {
    const player = await newPlayer(h, 100_000);
    const account = await findAccount(h.db, player.userId, null);
    const world = h.live.runtime?.world;
    if (!account || !world) throw new Error('no account or world');
    const body = payload(
      pick(1).map((l) => betOf(l)),
      { amount: 10_000 },
    );
    const config = { couponTypes: DEMO_CONFIG.couponTypes, bonusSettings: DEMO_CONFIG.bonusSettings };
    const plan = await planPlacement(body, { world, account, userId: player.userId, config, findPromo: async () => null });
    const input = { userId: player.userId, refId: body.refId, payloadHash: 'same', placedTypeId: 0, account, plan, now: h.clock.now() };
    // Both skip the early look-up a request makes, as two requests arriving together would.
    const results = await Promise.all([commitPlacement(h.db, input), commitPlacement(h.db, input)]);
    expect(results.map((r) => r.kind).sort()).toEqual(['placed', 'repeat']);
    expect(await balanceOf(h.db, player.accountId)).toBe(90_000);
    expect(await couponCount(player.userId)).toBe(1);
  });

  it('rolls the whole placement back when it fails after the debit', async () => {
    const player = await newPlayer(h, 50_000);
    const body = payload(
      pick(1).map((l) => betOf(l)),
      { amount: 5_000 },
    );
    h.faults.afterDebit = async (tx) => {
      // The debit is visible inside the transaction...
      const [row] = await tx.query<{ money: number }>('SELECT money FROM account WHERE id = $1', [player.accountId]);
      expect(row?.money).toBe(45_000);
      throw new Error('injected fault after the debit');
    };
    try {
      const failed = await player.post(BETS_PATHS.place, body);
      expect(failed.status).toBe(500);
    } finally {
      h.faults.afterDebit = undefined;
    }
    // ...and gone after the rollback, with the claim on the refId.
    expect(await balanceOf(h.db, player.accountId)).toBe(50_000);
    expect(await couponCount(player.userId)).toBe(0);
    const [claims] = await h.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM bet_placement WHERE user_id = $1', [
      player.userId,
    ]);
    expect(claims?.n).toBe(0);
    // The player's retry with the same refId places the coupon.
    const retry = await tryPlace(player, body);
    expect(retry.answer?.repeated).toBe(false);
    expect(await balanceOf(h.db, player.accountId)).toBe(45_000);
  });

  it('refuses what the live world no longer offers', async () => {
    const player = await newPlayer(h);
    const [a, b] = pick(2);
    if (!a || !b) throw new Error('no games');
    await refused(player, payload([{ ...betOf(a), marketId: a.outcome.id + 7 }]), 'outcome_not_found', 409);
    b.market.isSuspended = true;
    const suspended = await refused(player, payload([betOf(b)]), 'market_suspended', 409);
    expect(suspended.params).toMatchObject({ marketId: b.outcome.id });
    b.market.isSuspended = false;
    const finished = [...(h.live.runtime?.world.games.values() ?? [])].find((g) => g.status === 4);
    const outcome = finished?.markets[0]?.outcomes[0];
    if (!finished || !outcome) throw new Error('the demo world has finished games');
    await refused(
      player,
      payload([
        {
          marketId: outcome.id,
          gameId: finished.id,
          typeId: outcome.typeId,
          coef: outcome.coefMilli / 1000,
          param: null,
          blockId: 1,
          isLive: false,
        },
      ]),
      'game_finished',
      409,
    );
    expect(await couponCount(player.userId)).toBe(0);
    expect(await balanceOf(h.db, player.accountId)).toBe(1_000_000);
  });

  it('refuses by the coupon rules of the core, with their params', async () => {
    const player = await newPlayer(h);
    const legs = pick(4);
    const bets = legs.map((l) => betOf(l));
    const [first] = legs;
    if (!first) throw new Error('no games');
    await refused(player, payload([]), 'empty', 422);
    await refused(player, payload([bets[0] as never, bets[0] as never]), 'duplicate_bet', 422);
    expect((await refused(player, payload(bets.slice(0, 1), { typeId: 1 }), 'leg_count', 422)).params).toMatchObject({ min: 2, count: 1 });
    expect((await refused(player, payload(bets.slice(0, 3), { typeId: 2, systemValue: 3 }), 'system_value', 422)).params).toMatchObject({
      min: 2,
      max: 2,
    });
    const sameGame = first.game.markets[3]?.outcomes[0];
    if (!sameGame) throw new Error('football games have totals');
    const dependent = {
      marketId: sameGame.id,
      gameId: first.game.id,
      typeId: sameGame.typeId,
      coef: sameGame.coefMilli / 1000,
      param: first.game.markets[3]?.param ?? null,
      blockId: 1,
      isLive: false,
    };
    expect((await refused(player, payload([bets[0] as never, dependent]), 'bet_locked', 422)).params).toMatchObject({
      marketId: first.outcome.id,
    });
    expect((await refused(player, payload(bets.slice(0, 1), { amount: 999 }), 'amount_below_min', 422)).params).toEqual({ min: 1_000 });
    expect((await refused(player, payload(bets.slice(0, 2), { amount: 10_000_001 }), 'amount_above_max', 422)).params).toEqual({
      max: 10_000_000,
    });
    await refused(player, payload(bets.slice(0, 1), { amount: 0 }), 'amount_zero', 422);
    // Many singles take no VIP bet (SPEC 5); stakeRules.test.ts places the VIP bets the rules allow.
    await refused(player, payload(bets.slice(0, 2), { typeId: 9, isVipBet: true }), 'vip_bet_not_allowed', 422);
    await refused(player, payload(bets.slice(0, 1), { amount: 2_000_000 }), 'insufficient_balance', 409);
    expect(await couponCount(player.userId)).toBe(0);
    expect(await balanceOf(h.db, player.accountId)).toBe(1_000_000);
  });

  it('checks the request itself: schema, player and account', async () => {
    const player = await newPlayer(h);
    const other = await newPlayer(h);
    const bets = pick(1).map((l) => betOf(l));
    const bad = await player.post(BETS_PATHS.place, { ...payload(bets), amount: -5 });
    expect(bad.status).toBe(400);
    expect(betErrorBodySchema.parse(bad.body).error).toMatchObject({ code: 'invalid_request', fields: [{ field: 'amount' }] });
    await refused(player, payload(bets, { userId: other.userId }), 'invalid_request', 400);
    await refused(player, payload(bets, { accountId: other.accountId }), 'account_not_found', 404);
    const guest = new Browser(h.url);
    expect((await guest.post(BETS_PATHS.place, payload(bets))).status).toBe(401);
    const banned = await signIn(h, DEMO_USERS[2].login, DEMO_USERS[2].password);
    await refused(banned, payload(bets), 'player_banned', 403);
  });

  it('never applies the max to a bonus account (SPEC 5), and takes no promo code there', async () => {
    const player = await newPlayer(h);
    const bonus = { id: await openAccount(h.db, player.userId, 4, 'RUB', 20_000_000) };
    const bets = pick(2).map((l) => betOf(l));
    await refused(player, payload(bets, { amount: 15_000_000 }), 'amount_above_max', 422);
    const onBonus = await tryPlace(player, payload(bets, { amount: 15_000_000, accountId: bonus?.id ?? 0 }));
    expect(onBonus.answer?.balance).toEqual({ accountId: bonus?.id, money: 5_000_000 });
    expect(onBonus.answer?.coupons[0]).toMatchObject({ accountType: 4, stake: 15_000_000 });
    await refused(
      player,
      payload(
        pick(1).map((l) => betOf(l)),
        { accountId: bonus?.id ?? 0, promoCode: 'FREEBET100' },
      ),
      'promo_code_not_allowed',
      422,
    );
  });

  it('uses a promo code as a free bet once: the prepaid part is not debited', async () => {
    const player = await signIn(h, DEMO_USERS[0].login, DEMO_USERS[0].password);
    const [main] = await h.db.query<{ id: number }>('SELECT id FROM account WHERE user_id = $1 AND type = 0', [player.userId]);
    const before = await balanceOf(h.db, main?.id ?? 0);
    const bets = pick(1).map((l) => betOf(l));
    await refused(player, payload(bets, { promoCode: 'NOSUCHCODE' }), 'promo_code_invalid', 422);
    expect(
      (
        await refused(
          player,
          payload(bets, { promoCode: 'WELCOME250', amount: 20_000, prepaidAmount: 25_000 }),
          'prepaid_amount_invalid',
          422,
        )
      ).params,
    ).toEqual({
      max: 20_000,
    });
    await refused(player, payload(bets, { prepaidAmount: 100 }), 'prepaid_amount_invalid', 422);
    await refused(
      player,
      payload(
        pick(2).map((l) => betOf(l)),
        { typeId: 9, promoCode: 'WELCOME250' },
      ),
      'promo_code_not_allowed',
      422,
    );
    const used = await tryPlace(player, payload(bets, { promoCode: 'welcome250', amount: 30_000, prepaidAmount: 25_000 }));
    expect(used.answer?.coupons[0]).toMatchObject({ stake: 30_000, prepaidAmount: 25_000, promoCode: 'WELCOME250' });
    expect(await balanceOf(h.db, main?.id ?? 0)).toBe(before - 5_000);
    await refused(
      player,
      payload(
        pick(1).map((l) => betOf(l)),
        { promoCode: 'WELCOME250', prepaidAmount: 1_000 },
      ),
      'promo_code_invalid',
      422,
    );
  });
});

describe('every coupon type', () => {
  it('places chain, multibet, conditional, lucky and patent with the stake each type debits', async () => {
    const player = await newPlayer(h, 1_000_000);
    const bets = (n: number, blocks: number[] = []) => pick(n).map((l, i) => betOf(l, blocks[i] ?? 1));
    const cases: { body: Partial<CouponPayload>; legs: ReturnType<typeof bets>; stake: number }[] = [
      // Chain: only the unit stake leaves the balance.
      { body: { typeId: 3, amount: 5_000 }, legs: bets(3), stake: 5_000 },
      // Multibet: a lobby (block 0) with a 2/3 system.
      { body: { typeId: 4, amount: 9_000, systemValue: 2 }, legs: bets(4, [0, 1, 1, 1]), stake: 9_000 },
      // Conditional: the first block is paid from the balance, the next stakes from its winnings.
      { body: { typeId: 5, amount: 4_000, amountByBlockId: { '1': 4_000, '2': 'max' } }, legs: bets(3, [1, 2, 2]), stake: 4_000 },
      { body: { typeId: 7, amount: 7_000 }, legs: bets(3), stake: 7_000 },
      { body: { typeId: 8, amount: 4_000 }, legs: bets(3), stake: 4_000 },
    ];
    let money = 1_000_000;
    for (const c of cases) {
      const result = await tryPlace(player, payload(c.legs, c.body));
      expect(result.status, JSON.stringify(result.error)).toBe(200);
      money -= c.stake;
      expect(result.answer?.coupons[0]).toMatchObject({ typeId: c.body.typeId, stake: c.stake, status: 'open' });
      expect(result.answer?.balance.money).toBe(money);
    }
    // A conditional needs two blocks.
    await refused(player, payload(bets(2), { typeId: 5 }), 'conditional_blocks', 422);
  });
});

describe('odds changes (changeCoefAction, exactCoef)', () => {
  // rise: the coefficient now is above the one in the payload; fall: below.
  const cases: { action: 0 | 1 | 2; move: 'rise' | 'fall'; accepted: boolean }[] = [
    { action: 0, move: 'rise', accepted: false },
    { action: 0, move: 'fall', accepted: false },
    { action: 1, move: 'rise', accepted: true },
    { action: 1, move: 'fall', accepted: true },
    { action: 2, move: 'rise', accepted: true },
    { action: 2, move: 'fall', accepted: false },
  ];
  for (const c of cases) {
    const outcome = c.accepted ? 'places at the current coefficient' : 'refuses with the new coefficients';
    it(`changeCoefAction ${c.action} ${outcome} on a ${c.move}`, async () => {
      const player = await newPlayer(h);
      const [leg, steady] = pick(2);
      if (!leg || !steady) throw new Error('no games');
      const current = coefOf(leg);
      const requested = Math.round((c.move === 'rise' ? current - 0.1 : current + 0.1) * 1000) / 1000;
      const body = payload([{ ...betOf(leg), coef: requested }, betOf(steady)], { changeCoefAction: c.action });
      const result = await tryPlace(player, body);
      const change = { marketId: leg.outcome.id, gameId: leg.game.id, requested, current, direction: c.move };
      if (c.accepted) {
        expect(result.answer?.coefChanges).toEqual([change]);
        expect(result.answer?.coupons[0]?.legs[0]?.market.coef).toBe(current);
        expect(result.answer?.coupons[0]?.coef).toBe(Math.round(current * coefOf(steady) * 1000) / 1000);
      } else {
        expect(result.status).toBe(409);
        expect(result.error).toMatchObject({ code: 'coef_changed', coefChanges: [change] });
        expect(await couponCount(player.userId)).toBe(0);
      }
    });
  }

  it('exactCoef refuses any change whatever the action', async () => {
    const player = await newPlayer(h);
    const [leg] = pick(1);
    if (!leg) throw new Error('no games');
    await refused(
      player,
      payload([{ ...betOf(leg), coef: coefOf(leg) - 0.05 }], { changeCoefAction: 1, exactCoef: true }),
      'coef_changed',
      409,
    );
    expect((await tryPlace(player, payload([betOf(leg)], { changeCoefAction: 1, exactCoef: true }))).status).toBe(200);
  });

  it('judges an anti-express by its quote', async () => {
    const player = await newPlayer(h);
    const legs = pick(3);
    const draft = { typeId: 6, accountId: null, bets: legs.map((l) => ({ marketId: l.outcome.id, gameId: l.game.id })) };
    const quote = couponInfoSchema.parse((await player.post(BETS_PATHS.couponInfo, draft)).body).antiExpressCoef as number;
    const body = payload(
      legs.map((l) => betOf(l)),
      { typeId: 6, coef: quote, changeCoefAction: 2 },
    );
    // A leg shortening makes the anti-express longer: a rise, accepted under action 2.
    const first = legs[0] as Pick;
    first.outcome.coefMilli -= 50;
    const placed = await tryPlace(player, body);
    expect(placed.answer?.coupons[0]?.antiExpressCoef).toBeGreaterThan(quote);
    // A leg lengthening shortens the quote: a fall, refused with the new quote.
    const next = pick(3);
    const nextQuote = couponInfoSchema.parse(
      (await player.post(BETS_PATHS.couponInfo, { ...draft, bets: next.map((l) => ({ marketId: l.outcome.id, gameId: l.game.id })) })).body,
    ).antiExpressCoef as number;
    (next[0] as Pick).outcome.coefMilli += 300;
    const error = await refused(
      player,
      payload(
        next.map((l) => betOf(l)),
        { typeId: 6, coef: nextQuote, changeCoefAction: 2 },
      ),
      'coef_changed',
      409,
    );
    expect(error.params.antiExpressCoef).toBeLessThan(nextQuote);
  });
});

describe('express bonus (SPEC 5)', () => {
  it('gives the bonus bet the payload kept, and none when the player deleted it', async () => {
    const player = await newPlayer(h);
    const legs = pick(3);
    for (const l of legs) l.outcome.coefMilli = 2000;
    const bonus = { percent: 3, factor: 1.03, coef: 8.24 };
    const kept = await tryPlace(
      player,
      payload(
        legs.map((l) => betOf(l)),
        { coef: 8, expressBonus: bonus },
      ),
    );
    expect(kept.answer?.coupons[0]).toMatchObject({ coef: 8.24, expressBonusCoef: 1.03, maxReturn: 82_400 });
    const others = pick(3);
    for (const l of others) l.outcome.coefMilli = 2000;
    const deleted = await tryPlace(
      player,
      payload(
        others.map((l) => betOf(l)),
        { coef: 8, expressBonus: null },
      ),
    );
    expect(deleted.answer?.coupons[0]).toMatchObject({ coef: 8, expressBonusCoef: null, maxReturn: 80_000 });
  });

  it('treats a bonus the legs no longer earn as a fall of the coefficient', async () => {
    const player = await newPlayer(h);
    const legs = pick(3);
    for (const l of legs) l.outcome.coefMilli = 2000;
    const bonus = { percent: 3, factor: 1.03, coef: 8.24 };
    const bets = legs.map((l) => betOf(l));
    // A leg drops below 1.1: no bonus any more, and 2.0 -> 1.05 is a fall as well.
    (legs[0] as Pick).outcome.coefMilli = 1050;
    const error = await refused(player, payload(bets, { coef: 8, expressBonus: bonus, changeCoefAction: 2 }), 'coef_changed', 409);
    expect(error.coefChanges?.map((c) => c.direction)).toEqual(['fall']);
    const placed = await tryPlace(player, payload(bets, { coef: 8, expressBonus: bonus, changeCoefAction: 1 }));
    expect(placed.answer?.coupons[0]).toMatchObject({ coef: 4.2, expressBonusCoef: null });
  });
});

describe('many singles (type 9)', () => {
  it('places each bet as its own single and answers one result per bet', async () => {
    const player = await newPlayer(h, 100_000);
    const [a, b, c] = pick(3);
    if (!a || !b || !c) throw new Error('no games');
    c.market.isSuspended = true;
    const body = payload([betOf(a), betOf(b), betOf(c)], { typeId: 9, amount: 5_000, amountByBetId: { [String(b.outcome.id)]: 7_000 } });
    const { answer } = await tryPlace(player, body);
    c.market.isSuspended = false;
    expect(answer?.coupons.map((x) => [x.typeId, x.placedTypeId, x.stake])).toEqual([
      [0, 9, 5_000],
      [0, 9, 7_000],
    ]);
    expect(answer?.singles).toEqual([
      { marketId: a.outcome.id, couponId: answer?.coupons[0]?.id, errorCode: null },
      { marketId: b.outcome.id, couponId: answer?.coupons[1]?.id, errorCode: null },
      { marketId: c.outcome.id, couponId: null, errorCode: 'market_suspended' },
    ]);
    expect(answer?.couponId).toBe(answer?.coupons[0]?.id);
    expect(await balanceOf(h.db, player.accountId)).toBe(88_000);
    // When no single can be placed, the refusal carries the reason of each.
    const error = await refused(player, payload([betOf(a), betOf(b)], { typeId: 9, amount: 500 }), 'amount_below_min', 422);
    expect(error.singles?.map((s) => s.errorCode)).toEqual(['amount_below_min', 'amount_below_min']);
  });
});
