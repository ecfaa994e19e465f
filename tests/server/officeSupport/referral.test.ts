import { describe, expect, it } from 'vitest';
import { OFFICE_SUPPORT_PATHS as PATHS, referralAnswerSchema } from '../../../src/protocol/schemas/officeSupport';
import { settleReferral } from '../../../server/officeSupport';
import { Browser } from '../auth/helpers';
import { balanceOf, betsHarnessForFile, newPlayer } from '../bets/harness';

const h = betsHarnessForFile();
const RULES = { registered: 500, deposited: 10_000 };

async function invite(referrerId: number, friendId: number): Promise<void> {
  await h.db.query(`INSERT INTO player_attribution (user_id, referrer_id, link, created_at) VALUES ($1, $2, $3, now())`, [
    friendId,
    referrerId,
    `ref=${referrerId}`,
  ]);
}
const deposit = (friendId: number) =>
  h.db.query(`INSERT INTO first_deposit (user_id, intent_id, created_at) VALUES ($1, $2, now())`, [friendId, `pi_${friendId}`]);

describe('the referral program', () => {
  it('pays each friend and qualifying event once through the ledger, whatever the number of reads', async () => {
    const referrer = await newPlayer(h, 0);
    const friend = await newPlayer(h);
    const stranger = await newPlayer(h);
    await invite(referrer.userId, friend.userId);

    const first = await settleReferral(h.db, referrer.userId, RULES, Date.now());
    expect(first.friends.map((f) => [f.status, f.earned])).toEqual([['registered', 500]]);
    expect(first.code).toBe(String(referrer.userId));
    expect(first.path).toBe(`/?ref=${referrer.userId}`);
    await deposit(friend.userId);
    // Parallel reads (two tabs) still pay once.
    await Promise.all([1, 2, 3].map(() => settleReferral(h.db, referrer.userId, RULES, Date.now())));
    const after = await settleReferral(h.db, referrer.userId, RULES, Date.now());
    expect(after.friends.map((f) => [f.status, f.earned])).toEqual([['deposited', 10_500]]);
    expect(after.earned).toBe(10_500);
    expect(await balanceOf(h.db, referrer.accountId)).toBe(10_500);
    const [moves] = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_movement WHERE kind = 'referral_reward' AND user_id = $1`,
      [referrer.userId],
    );
    expect(moves?.n).toBe(2);
    // The friend's login is masked; the stranger has no friends and earns nothing.
    const [login] = await h.db.query<{ login: string }>('SELECT login FROM app_user WHERE id = $1', [friend.userId]);
    expect(after.friends[0]?.name).toContain('*');
    expect(after.friends[0]?.name).not.toBe(login?.login);
    const theirs = referralAnswerSchema.parse((await stranger.get(PATHS.referral)).body);
    expect([theirs.friends, theirs.earned]).toEqual([[], 0]);
  });

  it('the route pays by the server config (nothing for a registration by default) and needs a session', async () => {
    const referrer = await newPlayer(h, 0);
    const friend = await newPlayer(h);
    await invite(referrer.userId, friend.userId);
    const read = referralAnswerSchema.parse((await referrer.get(PATHS.referral)).body);
    expect(read.friends.map((f) => [f.status, f.earned])).toEqual([['registered', 0]]);
    expect(read.rules.registered).toBe(0);
    expect(read.currency).toBe('RUB');
    expect((await new Browser(h.url).get(PATHS.referral)).status).toBe(401);
  });
});
