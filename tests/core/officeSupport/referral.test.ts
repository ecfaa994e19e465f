import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { friendStatus, maskLogin, reachedEvents, referralRewardKey, rewardsDue } from '../../../src/core/officeSupport';

const RULES = { registered: 100, deposited: 1000 };

describe('referral rewards', () => {
  it('a friend reaches the registration, then the deposit', () => {
    expect(reachedEvents(friendStatus(false))).toEqual(['registered']);
    expect(reachedEvents(friendStatus(true))).toEqual(['registered', 'deposited']);
  });

  it('pays every reached event with an amount, keyed by friend and event, and nothing already paid', () => {
    const friends = [
      { id: 7, status: 'deposited' as const },
      { id: 8, status: 'registered' as const },
    ];
    expect(rewardsDue(friends, RULES, new Set()).map((d) => [d.friendId, d.event, d.amount])).toEqual([
      [7, 'registered', 100],
      [7, 'deposited', 1000],
      [8, 'registered', 100],
    ]);
    expect(rewardsDue(friends, RULES, new Set([referralRewardKey(7, 'registered')])).map((d) => d.key)).toEqual([
      'referral:7:deposited',
      'referral:8:registered',
    ]);
    expect(rewardsDue(friends, { registered: 0, deposited: 1000 }, new Set()).map((d) => d.key)).toEqual(['referral:7:deposited']);
  });

  it('paying what is due leaves nothing due: each friend and event is paid once', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 10_000 }), deposited: fc.boolean() }), { selector: (f) => f.id }),
        (raw) => {
          const friends = raw.map((f) => ({ id: f.id, status: friendStatus(f.deposited) }));
          const first = rewardsDue(friends, RULES, new Set());
          expect(new Set(first.map((d) => d.key)).size).toBe(first.length);
          expect(rewardsDue(friends, RULES, new Set(first.map((d) => d.key)))).toEqual([]);
        },
      ),
    );
  });

  it("hides the middle of a friend's login", () => {
    expect(maskLogin('alexander')).toBe('al*****er');
    expect(maskLogin('anna')).toBe('a**a');
    expect(maskLogin('jo')).toBe('j*');
    expect(maskLogin('u30324670')).not.toContain('3032');
  });
});
