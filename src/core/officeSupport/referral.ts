import { REFERRAL_EVENTS, type ReferralEvent } from '../../protocol/constants/officeSupport';

/** Minor units the referrer earns per qualifying event of one friend (the server's config). */
export type ReferralRules = Readonly<Record<ReferralEvent, number>>;

/** One reward to pay: its idempotency key names the friend and the event, so each is paid once. */
export interface RewardDue {
  readonly friendId: number;
  readonly event: ReferralEvent;
  readonly amount: number;
  readonly key: string;
}

export const referralRewardKey = (friendId: number, event: ReferralEvent): string => `referral:${friendId}:${event}`;

/** How far a friend got: deposited once they made a first deposit, else registered. */
export const friendStatus = (deposited: boolean): ReferralEvent => (deposited ? 'deposited' : 'registered');

/** The events a friend has reached, in order. */
export function reachedEvents(status: ReferralEvent): ReferralEvent[] {
  return REFERRAL_EVENTS.slice(0, REFERRAL_EVENTS.indexOf(status) + 1);
}

/**
 * The rewards still to pay for these friends: every reached event with a
 * positive amount whose key is not among those already paid.
 */
export function rewardsDue(
  friends: readonly { readonly id: number; readonly status: ReferralEvent }[],
  rules: ReferralRules,
  paidKeys: ReadonlySet<string>,
): RewardDue[] {
  return friends.flatMap((friend) =>
    reachedEvents(friend.status)
      .filter((event) => rules[event] > 0)
      .map((event) => ({ friendId: friend.id, event, amount: rules[event], key: referralRewardKey(friend.id, event) }))
      .filter((due) => !paidKeys.has(due.key)),
  );
}

/** A friend's login as the referrer sees it: the ends kept, the middle hidden. */
export function maskLogin(login: string): string {
  const chars = [...login];
  if (chars.length <= 2) return `${chars[0] ?? ''}*`;
  const keep = chars.length <= 5 ? 1 : 2;
  return `${chars.slice(0, keep).join('')}${'*'.repeat(Math.min(6, chars.length - keep * 2))}${chars.slice(-keep).join('')}`;
}
