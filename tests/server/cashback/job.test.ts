import { describe, expect, it } from 'vitest';
import { periodOf } from '../../../src/core/cashback';
import { CASHBACK_SETTLE_DELAY_MS, type CashbackTier } from '../../../src/protocol/constants/cashback';
import { MAX_MINOR_AMOUNT, type MovementKind } from '../../../src/protocol/constants/wallet';
import {
  CASHBACK_PATHS,
  CASHBACK_TEST_PATH,
  cashbackAnswerSchema,
  cashbackSwitchAnswerSchema,
  rewardsAnswerSchema,
} from '../../../src/protocol/schemas/cashback';
import { OFFICE_PATHS } from '../../../src/protocol/schemas/office';
import { payDueCashback } from '../../../server/cashback/job';
import { postMovement } from '../../../server/ledger';
import { Browser } from '../auth/helpers';
import { balanceOf, betsHarnessForFile, newPlayer, type Player } from '../bets/harness';
import { expectLedgerBalanced, fundAccount, openAccount } from '../helpers';

const ADMIN = 'cashback-operator-token';
const h = betsHarnessForFile({ testFaults: true, adminToken: ADMIN });

/** A week of its own for each scenario (the job pays the last settled one), far from today's. */
let weeks = 0;
function nextWeek(): { start: number; payAt: number } {
  weeks += 1;
  const { start, end } = periodOf('weekly', Date.UTC(2025, 0, 6) + weeks * 7 * 86_400_000);
  return { start, payAt: end + CASHBACK_SETTLE_DELAY_MS + 1 };
}

let moves = 0;
/** A movement of the player's real-money (or any) account at `at`: a stake (negative) or a return, against the house. */
async function book(accountId: number, userId: number, kind: MovementKind, amount: number, at: number): Promise<void> {
  moves += 1;
  await h.db.transaction((tx) =>
    postMovement(tx, {
      kind,
      scope: 'test',
      key: `cashback-test:${moves}`,
      userId,
      legs: [
        { account: accountId, amount },
        { operator: 'house', currencyId: 1, amount: -amount },
      ],
      at,
    }),
  );
}

const operator = (body: unknown, token = ADMIN) =>
  new Browser(h.url).request('PUT', CASHBACK_PATHS.adminTier, body, { authorization: `Bearer ${token}` });

async function withTier(player: Player, tier: CashbackTier): Promise<void> {
  expect((await operator({ userId: player.userId, tier })).status).toBe(200);
}

const runJob = async (at: number) => {
  const reply = await new Browser(h.url).post(CASHBACK_TEST_PATH, { at });
  expect(reply.status).toBe(200);
  return cashbackSwitchAnswerSchema.parse(reply.body).paid;
};

async function cashbackOf(player: Player, query = '') {
  const reply = await player.get(`${CASHBACK_PATHS.programs}${query}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return cashbackAnswerSchema.parse(reply.body);
}

describe('the operator sets a cashback tier', () => {
  it('only with ADMIN_TOKEN, only for a player that exists, only a known tier', async () => {
    const player = await newPlayer(h);
    expect((await operator({ userId: player.userId, tier: 'vip' }, 'wrong-token')).status).toBe(401);
    expect((await new Browser(h.url).request('PUT', CASHBACK_PATHS.adminTier, { userId: player.userId, tier: 'vip' })).status).toBe(401);
    expect((await operator({ userId: player.userId, tier: 'gold' })).status).toBe(400);
    expect((await operator({ userId: 2_000_000_000, tier: 'vip' })).status).toBe(404);
    expect((await cashbackOf(player)).tier).toBe('standard');
    await withTier(player, 'vip');
    expect((await cashbackOf(player)).tier).toBe('vip');
  });
});

describe('the cashback job', () => {
  it('pays a VIP exactly 5 % of the casino net loss once, however often it runs; the bonus account counts nothing', async () => {
    const player = await newPlayer(h, 1_000_000);
    await withTier(player, 'vip');
    const bonusAccount = await openAccount(h.db, player.userId, 4, 'RUB', 500_000);
    const week = nextWeek();
    await book(player.accountId, player.userId, 'casino_round_debit', -300_000, week.start + 1_000);
    await book(player.accountId, player.userId, 'casino_round_credit', 100_000, week.start + 2_000);
    await book(bonusAccount, player.userId, 'casino_round_debit', -400_000, week.start + 3_000);
    // The week after counts for the next period, not this one.
    await book(player.accountId, player.userId, 'casino_round_debit', -50_000, week.payAt);
    const before = await balanceOf(h.db, player.accountId);

    expect(await runJob(week.payAt)).toBeGreaterThanOrEqual(1);
    expect(await runJob(week.payAt)).toBe(0);
    expect(await balanceOf(h.db, player.accountId)).toBe(before + 10_000);
    const credits = await h.db.query<{ idempotency_key: string }>(
      "SELECT idempotency_key FROM ledger_movement WHERE kind = 'cashback_credit' AND user_id = $1",
      [player.userId],
    );
    expect(credits.map((c) => c.idempotency_key)).toEqual([
      `cashback:vip:${new Date(week.start).toISOString().slice(0, 10)}:${player.userId}`,
    ]);

    const vip = (await cashbackOf(player, '?program=vip')).programs;
    expect(vip.map((p) => p.id)).toEqual(['vip']);
    expect(vip[0]?.history).toEqual([
      expect.objectContaining({ periodStart: week.start, currencyIso: 'RUB', netLoss: 200_000, amount: 10_000, points: 0 }),
    ]);
    const rewards = rewardsAnswerSchema.parse((await player.get(CASHBACK_PATHS.rewards)).body);
    expect(rewards.items[0]).toMatchObject({ source: 'cashback', program: 'vip', amount: 10_000, currencyIso: 'RUB' });
    await expectLedgerBalanced(h.db);
  });

  it('pays the weeks a stopped server missed when it is back, each once', async () => {
    const player = await newPlayer(h, 1_000_000);
    await withTier(player, 'vip');
    // A pass that settles a week: from then on, every later week is paid even when no pass ran in it.
    const settled = nextWeek();
    await runJob(settled.payAt);
    const first = nextWeek();
    const second = nextWeek();
    await book(player.accountId, player.userId, 'casino_round_debit', -200_000, first.start + 1_000);
    await book(player.accountId, player.userId, 'casino_round_debit', -400_000, second.start + 1_000);
    const before = await balanceOf(h.db, player.accountId);

    // No pass ran during either week's payout: the server was stopped. The first pass after pays both.
    expect(await runJob(second.payAt + 3 * 86_400_000)).toBeGreaterThanOrEqual(2);
    expect(await runJob(second.payAt + 3 * 86_400_000)).toBe(0);
    expect(await balanceOf(h.db, player.accountId)).toBe(before + 10_000 + 20_000);
    await expectLedgerBalanced(h.db);
  });

  it('pays nothing on a net win, nor to a player outside the tier', async () => {
    const winner = await newPlayer(h);
    await withTier(winner, 'vip');
    const standard = await newPlayer(h);
    const week = nextWeek();
    await book(winner.accountId, winner.userId, 'casino_round_debit', -100_000, week.start + 1_000);
    await book(winner.accountId, winner.userId, 'casino_round_credit', 300_000, week.start + 2_000);
    await book(standard.accountId, standard.userId, 'casino_round_debit', -500_000, week.start + 1_000);
    const before = [await balanceOf(h.db, winner.accountId), await balanceOf(h.db, standard.accountId)];

    await runJob(week.payAt);
    expect([await balanceOf(h.db, winner.accountId), await balanceOf(h.db, standard.accountId)]).toEqual(before);
    const rows = await h.db.query<{ user_id: number; amount: number; net_loss: string }>(
      'SELECT user_id, amount, net_loss::text FROM cashback_payout WHERE user_id = ANY($1::integer[])',
      [[winner.userId, standard.userId]],
    );
    expect(rows).toEqual([{ user_id: winner.userId, amount: 0, net_loss: '-200000' }]);
    expect(rewardsAnswerSchema.parse((await winner.get(CASHBACK_PATHS.rewards)).body).items).toEqual([]);
  });

  it('adds club points, never money, for the sport program; office settings count them', async () => {
    const player = await newPlayer(h);
    const week = nextWeek();
    await book(player.accountId, player.userId, 'bet_stake', -550_000, week.start + 1_000);
    await book(player.accountId, player.userId, 'bet_refund', 50_000, week.start + 2_000);
    const before = await balanceOf(h.db, player.accountId);

    await runJob(week.payAt);
    await runJob(week.payAt);
    expect(await balanceOf(h.db, player.accountId)).toBe(before);
    const answer = await cashbackOf(player, '?program=sport');
    expect(answer.points).toBe(50);
    expect(answer.programs[0]?.history[0]).toMatchObject({ netLoss: 500_000, amount: 0, points: 50 });
    const settings = await player.get<{ pointsAccumulated: number; cashbackSetting: unknown }>(OFFICE_PATHS.settings);
    expect(settings.body).toMatchObject({ pointsAccumulated: 50, cashbackSetting: { mode: 'points', percent: 0 } });
    const rewards = rewardsAnswerSchema.parse((await player.get(CASHBACK_PATHS.rewards)).body);
    expect(rewards.items).toEqual([expect.objectContaining({ source: 'cashback', program: 'sport', points: 50, amount: 0 })]);
    await expectLedgerBalanced(h.db);
  });

  it("shows the running period's net loss and what it would pay now", async () => {
    const player = await newPlayer(h);
    await withTier(player, 'premium');
    const now = Date.now();
    await book(player.accountId, player.userId, 'casino_round_debit', -80_000, now);
    const premium = (await cashbackOf(player)).programs.find((p) => p.id === 'premium');
    const period = periodOf('weekly', now);
    expect(premium).toMatchObject({
      member: true,
      period: { start: period.start, end: period.end },
      nextPayoutAt: period.end + CASHBACK_SETTLE_DELAY_MS,
      progress: [expect.objectContaining({ currencyIso: 'RUB', netLoss: 80_000, amount: 8_000, minNetLoss: 50_000, toMinimum: 0 })],
    });
    expect((await cashbackOf(player)).programs.find((p) => p.id === 'vip')).toMatchObject({ member: false, progress: [] });
    expect((await player.get(`${CASHBACK_PATHS.programs}?cursor=3`)).status).toBe(400);
    expect((await new Browser(h.url).get(CASHBACK_PATHS.rewards)).status).toBe(401);
  });

  it("pays the others when one player's payout fails, and names that one; the next pass pays it", async () => {
    const full = await newPlayer(h);
    const other = await newPlayer(h);
    await withTier(full, 'vip');
    await withTier(other, 'vip');
    const week = nextWeek();
    for (const p of [full, other]) await book(p.accountId, p.userId, 'casino_round_debit', -200_000, week.start + 1_000);
    // The cashback of 10,000 cannot fit: the account holds all but 100 of what an account may.
    await fundAccount(h.db, full.accountId, MAX_MINOR_AMOUNT - 100 - (await balanceOf(h.db, full.accountId)));
    const otherBefore = await balanceOf(h.db, other.accountId);

    await expect(payDueCashback(h.db, week.payAt)).rejects.toThrow(`player ${full.userId}`);
    expect(await balanceOf(h.db, other.accountId)).toBe(otherBefore + 10_000);
    expect(await balanceOf(h.db, full.accountId)).toBe(MAX_MINOR_AMOUNT - 100);

    // The player stakes 200.00 more (next week's): now the cashback fits.
    await book(full.accountId, full.userId, 'casino_round_debit', -20_000, week.payAt);
    expect(await payDueCashback(h.db, week.payAt)).toBe(1);
    expect(await balanceOf(h.db, full.accountId)).toBe(MAX_MINOR_AMOUNT - 100 - 20_000 + 10_000);
    await expectLedgerBalanced(h.db);
  });
});
