import { describe, expect, it } from 'vitest';
import { creditReferrerOfDeposit } from '../../../server/officeSupport';
import { balanceOf, newPlayer } from '../bets/harness';
import { expectLedgerBalanced } from '../helpers';
import { deposit, walletHarnessForFile } from '../wallet/harness';

const RULES = { registered: 0, deposited: 10_000 };
const h = walletHarnessForFile({ onFirstDeposit: (tx, userId, at) => creditReferrerOfDeposit(tx, userId, RULES, at) });

async function invite(referrerId: number, friendId: number): Promise<void> {
  await h.db.query('INSERT INTO player_attribution (user_id, referrer_id, link, created_at) VALUES ($1, $2, $3, now())', [
    friendId,
    referrerId,
    `ref=${referrerId}`,
  ]);
}

const rewardsOf = async (userId: number) =>
  (
    await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_movement WHERE kind = 'referral_reward' AND user_id = $1`, [
      userId,
    ])
  )[0]?.n;

describe("a referred friend's first deposit", () => {
  it('pays the referrer in the same transaction, once: a second deposit and a stranger pay nothing', async () => {
    const referrer = await newPlayer(h, 0);
    const friend = await newPlayer(h, 0);
    const stranger = await newPlayer(h, 0);
    await invite(referrer.userId, friend.userId);

    await deposit(h, friend, 50_000);
    // Paid without the referrer opening the program.
    expect(await balanceOf(h.db, referrer.accountId)).toBe(10_000);
    await deposit(h, friend, 20_000);
    await deposit(h, stranger, 20_000);
    expect(await balanceOf(h.db, referrer.accountId)).toBe(10_000);
    expect(await rewardsOf(referrer.userId)).toBe(1);
    await expectLedgerBalanced(h.db);
  });
});
