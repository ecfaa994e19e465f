import { friendStatus, maskLogin, rewardsDue, type ReferralRules } from '../../src/core/officeSupport';
import type { ReferralEvent } from '../../src/protocol/constants/officeSupport';
import type { ReferralAnswer } from '../../src/protocol/schemas/officeSupport';
import type { Db, Queryable } from '../db/db';
import { lockPlayer, postMovement } from '../ledger';

/** The ledger scope of referral rewards: a key there is `referral:<friend>:<event>` (referralRewardKey). */
export const REFERRAL_SCOPE = 'referral';

/**
 * What a referrer earns per friend and qualifying event, in minor units of
 * the referrer's active account: REFERRAL_REWARD_REGISTERED and
 * REFERRAL_REWARD_DEPOSITED, by default nothing for a registration and
 * 100.00 for a friend's first deposit.
 */
export function referralRulesFromEnv(env: NodeJS.ProcessEnv = process.env): ReferralRules {
  const amount = (value: string | undefined, fallback: number): number => {
    const n = Number(value);
    return value !== undefined && value !== '' && Number.isSafeInteger(n) && n >= 0 ? n : fallback;
  };
  return { registered: amount(env.REFERRAL_REWARD_REGISTERED, 0), deposited: amount(env.REFERRAL_REWARD_DEPOSITED, 10_000) };
}

interface FriendRow extends Record<string, unknown> {
  user_id: number;
  login: string;
  created_at: Date | string;
  deposited: boolean;
}

/**
 * Pays the referrer every reward due and answers the program as the player
 * sees it. Each reward is a `referral_reward` movement from the promotions
 * account keyed by friend and event, so it is paid once however often this
 * runs (a page read, or the wallet after a first deposit), and in parallel
 * the player's lock queues the runs. A referrer without an active account
 * earns nothing yet (the rewards wait for one).
 */
export async function settleReferral(db: Db, referrerId: number, rules: ReferralRules, at: number): Promise<ReferralAnswer> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, referrerId);
    const friends = await tx.query<FriendRow>(
      `SELECT a.user_id, u.login, a.created_at, EXISTS (SELECT 1 FROM first_deposit f WHERE f.user_id = a.user_id) AS deposited
         FROM player_attribution a JOIN app_user u ON u.id = a.user_id
        WHERE a.referrer_id = $1 ORDER BY a.created_at DESC, a.user_id DESC LIMIT 200`,
      [referrerId],
    );
    const account = await payRewardsDue(
      tx,
      referrerId,
      friends.map((f) => ({ id: f.user_id, status: friendStatus(f.deposited) })),
      rules,
      at,
    );
    const earnedRows = account
      ? await tx.query<{ ref_id: string; earned: number }>(
          `SELECT m.ref_id, sum(e.amount)::integer AS earned
             FROM ledger_movement m JOIN ledger_entry e ON e.movement_id = m.id
             JOIN ledger_account l ON l.id = e.ledger_account_id AND l.kind = 'player'
            WHERE m.kind = 'referral_reward' AND m.user_id = $1 AND e.currency_id = $2
            GROUP BY m.ref_id`,
          [referrerId, account.currency_id],
        )
      : [];
    const earnedBy = new Map(earnedRows.map((r) => [r.ref_id, r.earned]));
    const list = friends.map((f) => ({
      name: maskLogin(f.login),
      registeredAt: new Date(f.created_at).toISOString(),
      status: friendStatus(f.deposited),
      earned: earnedBy.get(String(f.user_id)) ?? 0,
    }));
    return {
      code: String(referrerId),
      path: `/?ref=${referrerId}`,
      currency: account?.iso ?? null,
      rules: { registered: rules.registered, deposited: rules.deposited },
      friends: list,
      earned: earnedRows.reduce((sum, r) => sum + r.earned, 0),
    };
  });
}

/**
 * The referrer's rewards for these friends that are not paid yet, each a
 * `referral_reward` movement keyed by friend and event; the referrer's
 * active account (null: none yet, the rewards wait). The caller holds the
 * referrer's lock.
 */
async function payRewardsDue(
  tx: Queryable,
  referrerId: number,
  friends: readonly { readonly id: number; readonly status: ReferralEvent }[],
  rules: ReferralRules,
  at: number,
): Promise<{ id: number; currency_id: number; iso: string } | null> {
  const [account] = await tx.query<{ id: number; currency_id: number; iso: string }>(
    `SELECT a.id, a.currency_id, c.iso FROM account a JOIN currency c ON c.id = a.currency_id WHERE a.user_id = $1 AND a.is_active`,
    [referrerId],
  );
  if (!account) return null;
  const paid = await tx.query<{ idempotency_key: string }>(
    `SELECT idempotency_key FROM ledger_movement WHERE key_scope = $1 AND kind = 'referral_reward' AND user_id = $2`,
    [REFERRAL_SCOPE, referrerId],
  );
  for (const reward of rewardsDue(friends, rules, new Set(paid.map((p) => p.idempotency_key))))
    await postMovement(tx, {
      kind: 'referral_reward',
      scope: REFERRAL_SCOPE,
      key: reward.key,
      request: { kind: 'referral_reward', key: reward.key },
      userId: referrerId,
      ref: { type: 'referral_friend', id: String(reward.friendId) },
      memo: `referral reward: friend ${reward.event}`,
      legs: [
        { operator: 'promotions', currencyId: account.currency_id, amount: -reward.amount },
        { account: account.id, amount: reward.amount },
      ],
      at,
    });
  return account;
}

/**
 * A friend's first deposit, inside the transaction that credits it: the
 * referrer who brought them is paid what that friend has earned them now,
 * not when they next open the program. The friend's lock is held; the
 * referrer registered earlier, so locks always go from the newer player to
 * the older and two such deposits never wait on each other in a circle.
 */
export async function creditReferrerOfDeposit(tx: Queryable, friendId: number, rules: ReferralRules, at: number): Promise<void> {
  const [row] = await tx.query<{ referrer_id: number }>(
    'SELECT referrer_id FROM player_attribution WHERE user_id = $1 AND referrer_id IS NOT NULL',
    [friendId],
  );
  if (!row) return;
  await lockPlayer(tx, row.referrer_id);
  await payRewardsDue(tx, row.referrer_id, [{ id: friendId, status: 'deposited' }], rules, at);
}
