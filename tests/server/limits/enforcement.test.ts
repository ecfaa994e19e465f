import { describe, expect, it } from 'vitest';
import { BETS_PATHS } from '../../../src/protocol/schemas/bets';
import { balanceOf, betOf, finishGame, newPlayer, payload, picker, tryPlace } from '../bets/harness';
import { deposit, startDeposit, walletHarnessForFile, withdraw } from '../wallet/harness';
import { openAccount } from '../helpers';
import { DAY, HOUR, limitRowsOf, setLimits, signInAgain } from './helpers';

const h = walletHarnessForFile();
const pick = picker(h);

async function couponCount(userId: number): Promise<number> {
  const [row] = await h.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM bet_coupon WHERE user_id = $1', [userId]);
  return row?.n ?? 0;
}

async function intentCount(userId: number): Promise<number> {
  const [row] = await h.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM payment_intent WHERE user_id = $1', [userId]);
  return row?.n ?? 0;
}

const stake = (amount: number) => payload([betOf(pick(1)[0] as never)], { amount });

describe('deposit limits', () => {
  it('a deposit above what the limit leaves is refused with the limit, what is left and when it resets', async () => {
    const p = await newPlayer(h, 0);
    await setLimits(p, [{ limitType: 20, limitValue: 1_000_000 }]);
    const credited = h.clock.now();
    expect((await deposit(h, p, 600_000)).status).toBe('succeeded');
    const intents = await intentCount(p.userId);

    const refused = await startDeposit(p, { amount: 500_000 });
    expect(refused.status).toBe(409);
    expect(refused.error).toMatchObject({
      code: 'wallet.limit_exceeded',
      params: { limitType: 20, limit: 1_000_000, used: 600_000, left: 400_000, resetsAt: credited + DAY, currency: 'RUB' },
    });
    expect(await intentCount(p.userId)).toBe(intents);
    expect((await startDeposit(p, { amount: 400_000 })).status).toBe(200);

    // An intent still open counts: a second one cannot take the same room.
    const again = await startDeposit(p, { amount: 10_000 });
    expect(again.error).toMatchObject({ code: 'wallet.limit_exceeded', params: { left: 0 } });

    // The window rolls: a day after the credited deposit its room comes back.
    h.clock.advance(DAY);
    expect((await startDeposit(p, { amount: 500_000 })).status).toBe(200);
  });

  it('several deposit limits: the tightest wins', async () => {
    const p = await newPlayer(h, 0);
    await setLimits(p, [
      { limitType: 20, limitValue: 5_000_000 },
      { limitType: 21, limitValue: 1_000_000 },
      { limitType: 22, limitValue: 2_500_000 },
    ]);
    await deposit(h, p, 800_000);
    h.clock.advance(2 * DAY);
    const refused = await startDeposit(p, { amount: 300_000 });
    expect(refused.error).toMatchObject({ code: 'wallet.limit_exceeded', params: { limitType: 21, left: 200_000 } });
  });

  it('limits never mix currencies: a RUB limit does not count or refuse a USD deposit', async () => {
    const p = await newPlayer(h, 0);
    const usd = await openAccount(h.db, p.userId, 9, 'USD', 0, false);
    await setLimits(p, [{ limitType: 20, limitValue: 100_000 }]);
    expect((await startDeposit(p, { amount: 200_000 })).error?.code).toBe('wallet.limit_exceeded');
    expect((await startDeposit(p, { amount: 200_000, accountId: usd, currencyIso: 'USD' })).status).toBe(200);
    await setLimits(p, [{ limitType: 20, limitValue: 100_000, currencyIso: 'USD' }]);
    expect((await startDeposit(p, { amount: 1_000, accountId: usd, currencyIso: 'USD' })).error?.params).toMatchObject({
      currency: 'USD',
      used: 200_000,
      left: 0,
    });
  });
});

describe('wagering and loss limits', () => {
  it('a stake above what a wagering limit leaves is refused; nothing is placed or debited', async () => {
    const p = await newPlayer(h, 1_000_000);
    await setLimits(p, [{ limitType: 1, limitValue: 150_000 }]);
    const placedAt = h.clock.now();
    expect((await tryPlace(p, stake(100_000))).status).toBe(200);
    const coupons = await couponCount(p.userId);
    const balance = await balanceOf(h.db, p.accountId);
    const refused = await tryPlace(p, stake(60_000));
    expect(refused).toMatchObject({
      status: 409,
      error: { code: 'limit_exceeded', params: { limitType: 1, limit: 150_000, used: 100_000, left: 50_000, resetsAt: placedAt + DAY } },
    });
    expect(await couponCount(p.userId)).toBe(coupons);
    expect(await balanceOf(h.db, p.accountId)).toBe(balance);
    expect((await tryPlace(p, stake(50_000))).status).toBe(200);
  });

  it('a loss limit counts stakes less what came back: a refund frees room, a stake above the rest is refused', async () => {
    const p = await newPlayer(h, 1_000_000);
    await setLimits(p, [{ limitType: 10, limitValue: 100_000 }]);
    const leg = pick(1)[0];
    if (!leg) throw new Error('no game');
    expect((await tryPlace(p, payload([betOf(leg)], { amount: 80_000 }))).status).toBe(200);
    expect((await tryPlace(p, stake(30_000))).error).toMatchObject({ code: 'limit_exceeded', params: { limitType: 10, left: 20_000 } });
    // The game ends and the bet wins (or is refunded): what comes back after the stake frees the room it took.
    h.clock.advance(HOUR);
    const winning = leg.outcome.typeId === 1 ? [[2, 0]] : leg.outcome.typeId === 3 ? [[0, 2]] : [[1, 1]];
    await finishGame(h, leg.game.id, winning as [number, number][]);
    h.clock.advance(HOUR);
    const [won] = await h.db.query<{ n: number }>(
      "SELECT count(*)::integer AS n FROM ledger_movement WHERE user_id = $1 AND kind IN ('bet_win', 'bet_refund')",
      [p.userId],
    );
    expect(won?.n).toBe(1);
    const after = await tryPlace(p, stake(100_000));
    expect(after.error ?? null).toBeNull();
  });
});

describe('time-out and self-exclusion', () => {
  it('refuse deposits and bets until they end; withdrawals stay open', async () => {
    const first = await newPlayer(h, 500_000);
    const at = h.clock.now();
    await setLimits(first, [{ limitType: 33, limitValue: 1 }]);
    const p = await signInAgain(h, first);
    const before = await limitRowsOf(h.db, p.userId);
    expect((await startDeposit(p, { amount: 100_000 })).error).toMatchObject({
      status: 403,
      code: 'wallet.play_blocked',
      params: { limitType: 33, endsAt: at + DAY },
    });
    expect((await tryPlace(p, stake(10_000))).error).toMatchObject({ code: 'play_blocked', params: { limitType: 33, endsAt: at + DAY } });
    expect(await couponCount(p.userId)).toBe(0);
    expect((await withdraw(p, p.accountId, 100_000)).status).toBe(200);
    expect(await limitRowsOf(h.db, p.userId)).toEqual(before);
    h.clock.advance(DAY);
    expect((await tryPlace(p, stake(10_000))).status).toBe(200);
  });

  it('a self-exclusion refuses the same, with its end', async () => {
    const first = await newPlayer(h, 500_000);
    const at = h.clock.now();
    await setLimits(first, [{ limitType: 30, limitValue: 7, selfExcludeReasonId: 3 }]);
    const p = await signInAgain(h, first);
    expect((await startDeposit(p, { amount: 100_000 })).error?.params).toEqual({ limitType: 30, endsAt: at + 7 * DAY });
    const reply = await p.post(BETS_PATHS.place, stake(10_000));
    expect(reply.status).toBe(403);
  });
});
