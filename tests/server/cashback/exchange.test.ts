import { describe, expect, it } from 'vitest';
import { CLUB_POINTS_EXCHANGE } from '../../../src/protocol/constants/cashback';
import { BONUS_PATHS } from '../../../src/protocol/schemas/bonus';
import {
  CASHBACK_PATHS,
  cashbackAnswerSchema,
  pointsExchangeAnswerSchema,
  rewardsAnswerSchema,
} from '../../../src/protocol/schemas/cashback';
import { OFFICE_PATHS } from '../../../src/protocol/schemas/office';
import { walletErrorBodySchema } from '../../../src/protocol/schemas/wallet';
import { Browser } from '../auth/helpers';
import { betsHarnessForFile, newPlayer, type Player } from '../bets/harness';
import { expectLedgerBalanced } from '../helpers';

const h = betsHarnessForFile();

let gifts = 0;
/** Club points as the cashback job adds them (a row with its own key). */
async function givePoints(userId: number, points: number): Promise<void> {
  gifts += 1;
  await h.db.query('INSERT INTO club_points (user_id, points, idempotency_key, created_at) VALUES ($1, $2, $3, now())', [
    userId,
    points,
    `exchange-test:${gifts}`,
  ]);
}

const exchange = (player: Player, body: unknown, key: string) =>
  player.post(CASHBACK_PATHS.exchange, body, { 'idempotency-key': key && `exchange-${key}` });
const code = (body: unknown) => walletErrorBodySchema.parse(body).error.code;
const pointsOf = async (player: Player) => cashbackAnswerSchema.parse((await player.get(CASHBACK_PATHS.programs)).body).points;

describe('club points exchange', () => {
  it('spends the points for a running sport bonus once per key, on the ledger, and the office counts what is left', async () => {
    const player = await newPlayer(h);
    await givePoints(player.userId, 250);

    const first = await exchange(player, { points: 200, currency: 'RUB' }, 'swap-1');
    expect(first.status).toBe(200);
    const bought = pointsExchangeAnswerSchema.parse(first.body);
    expect(bought).toMatchObject({ points: 50, amount: 200 * (CLUB_POINTS_EXCHANGE.value.RUB ?? 0), currency: 'RUB' });
    // The same key answers the same exchange and spends nothing more; other points under it are refused.
    expect(pointsExchangeAnswerSchema.parse((await exchange(player, { points: 200, currency: 'RUB' }, 'swap-1')).body)).toEqual(bought);
    expect(code((await exchange(player, { points: 100, currency: 'RUB' }, 'swap-1')).body)).toBe('wallet.idempotency_conflict');
    expect(await pointsOf(player)).toBe(50);

    const [bonus] = await h.db.query<{ source: string; product: string; amount: number; requirement: number; status: string }>(
      'SELECT source, product, amount, requirement, status FROM bonus_wagering WHERE id = $1',
      [bought.bonusId],
    );
    expect(bonus).toEqual({
      source: 'club_points',
      product: 'sport',
      amount: bought.amount,
      requirement: bought.amount * CLUB_POINTS_EXCHANGE.wagering,
      status: 'active',
    });
    const active = (await player.get<{ active: { id: number }[] }>(BONUS_PATHS.list)).body.active;
    expect(active.map((b) => b.id)).toContain(bought.bonusId);
    const settings = await player.get<{ pointsAccumulated: number; clubPoints: number }>(OFFICE_PATHS.settings);
    expect(settings.body).toMatchObject({ pointsAccumulated: 250, clubPoints: 50 });
    const rewards = rewardsAnswerSchema.parse((await player.get(CASHBACK_PATHS.rewards)).body);
    expect(rewards.items[0]).toMatchObject({ source: 'bonus', bonusSource: 'club_points', amount: bought.amount });
    await expectLedgerBalanced(h.db);
  });

  it('refuses a part step, more than held, a currency without an account, and a second bonus while one runs', async () => {
    const player = await newPlayer(h);
    await givePoints(player.userId, 300);
    expect(code((await exchange(player, { points: 150, currency: 'RUB' }, 'a')).body)).toBe('wallet.points_step');
    expect(code((await exchange(player, { points: 400, currency: 'RUB' }, 'b')).body)).toBe('wallet.points_short');
    expect(code((await exchange(player, { points: 100, currency: 'USD' }, 'c')).body)).toBe('wallet.currency_mismatch');
    expect(code((await exchange(player, { points: 100, currency: 'KZT' }, 'd')).body)).toBe('wallet.unknown_currency');
    expect((await exchange(player, { points: 100, currency: 'RUB' }, 'e')).status).toBe(200);
    const again = await exchange(player, { points: 100, currency: 'RUB' }, 'f');
    expect(again.status).toBe(409);
    expect(code(again.body)).toBe('wallet.bonus_running');
    expect((await exchange(player, { points: 100, currency: 'RUB' }, '')).status).toBe(400);
    expect(await pointsOf(player)).toBe(200);
    await expectLedgerBalanced(h.db);
  });

  it('is for a signed-in player only', async () => {
    const reply = await new Browser(h.url).post(
      CASHBACK_PATHS.exchange,
      { points: 100, currency: 'RUB' },
      { 'idempotency-key': 'exchange-guest' },
    );
    expect(reply.status).toBe(401);
  });
});
