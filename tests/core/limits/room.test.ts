import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roomLeft, roomRefusal } from '../../../src/core/limits';
import { LIMIT_KIND_OF, NO_LIMIT, type LimitType } from '../../../src/protocol/constants/limits';
import type { LimitView } from '../../../src/protocol/limits';

function limit(limitType: LimitType, value: number, left: number, over: Partial<LimitView> = {}): LimitView {
  return {
    id: limitType,
    limitType,
    kind: LIMIT_KIND_OF[limitType],
    measure: 'money',
    label: '',
    currencyIso: 'EUR',
    value,
    used: value - left,
    left,
    resetsAt: 1_000 * limitType,
    startedAt: null,
    endsAt: null,
    state: 'active',
    pending: null,
    selfExcludeReason: null,
    ...over,
  };
}

describe('roomLeft', () => {
  it.each([
    { name: 'no limits', limits: [], purpose: 'deposit', want: null },
    {
      name: 'one deposit limit',
      limits: [limit(20, 10_000, 4_000)],
      purpose: 'deposit',
      want: { limitType: 20, left: 4_000, upTo: false },
    },
    {
      name: 'tightest of three deposit windows',
      limits: [limit(20, 10_000, 9_000), limit(21, 50_000, 3_000), limit(22, 90_000, 5_000)],
      purpose: 'deposit',
      want: { limitType: 21, left: 3_000, upTo: false },
    },
    { name: 'a stake ignores deposit limits', limits: [limit(20, 10_000, 1)], purpose: 'stake', want: null },
    { name: 'a deposit ignores wagering and loss', limits: [limit(1, 10_000, 1), limit(10, 10_000, 1)], purpose: 'deposit', want: null },
    {
      name: 'stake: a loss limit tighter than wagering is an upper bound',
      limits: [limit(1, 10_000, 8_000), limit(11, 10_000, 2_000)],
      purpose: 'stake',
      want: { limitType: 11, left: 2_000, upTo: true },
    },
    {
      name: 'stake: on a tie the exact wagering room is named',
      limits: [limit(10, 10_000, 2_000), limit(3, 10_000, 2_000)],
      purpose: 'stake',
      want: { limitType: 3, left: 2_000, upTo: false },
    },
    { name: 'another currency does not count', limits: [limit(20, 10_000, 1, { currencyIso: 'USD' })], purpose: 'deposit', want: null },
    { name: 'no limit (999999999) does not count', limits: [limit(20, NO_LIMIT, NO_LIMIT)], purpose: 'deposit', want: null },
    { name: 'an inactive limit does not count', limits: [limit(20, 10_000, 1, { state: 'inactive' })], purpose: 'deposit', want: null },
    { name: 'only a first value pending does not count', limits: [limit(20, 10_000, 1, { value: null })], purpose: 'deposit', want: null },
    {
      name: 'a raise waiting keeps the value in force',
      limits: [limit(20, 10_000, 500, { state: 'pending' })],
      purpose: 'deposit',
      want: { limitType: 20, left: 500, upTo: false },
    },
  ] as const)('$name', ({ limits, purpose, want }) => {
    const room = roomLeft(limits, purpose, 'EUR');
    if (want === null) expect(room).toBeNull();
    else expect(room).toMatchObject(want);
  });

  it('carries when the room comes back', () => {
    expect(roomLeft([limit(21, 10_000, 1)], 'deposit', 'EUR')?.resetsAt).toBe(21_000);
  });
});

describe('roomRefusal', () => {
  const room = roomLeft([limit(20, 10_000, 4_000)], 'deposit', 'EUR');
  it('lets an amount within the room through', () => {
    expect(roomRefusal(4_000, room, 'wallet.limit_exceeded')).toBeNull();
    expect(roomRefusal(99_999, null, 'wallet.limit_exceeded')).toBeNull();
  });
  it("refuses more with the server's params", () => {
    expect(roomRefusal(4_001, room, 'wallet.limit_exceeded')).toEqual({
      rejected: true,
      code: 'wallet.limit_exceeded',
      params: { limitType: 20, limit: 10_000, used: 6_000, left: 4_000, currency: 'EUR', resetsAt: 20_000 },
    });
  });
});

const moneyTypes: LimitType[] = [1, 2, 3, 10, 11, 12, 20, 21, 22];
const anyLimit = fc
  .record({
    limitType: fc.constantFrom(...moneyTypes),
    value: fc.integer({ min: 1, max: 1_000_000 }),
    spent: fc.integer({ min: 0, max: 1_200_000 }),
    currencyIso: fc.constantFrom('EUR', 'USD'),
    state: fc.constantFrom('active', 'pending', 'awaitingConfirmation', 'inactive'),
  })
  .map(({ limitType, value, spent, currencyIso, state }) =>
    limit(limitType, value, Math.max(0, value - spent), { currencyIso, state: state as LimitView['state'] }),
  );

describe('roomLeft, property', () => {
  it('never allows more than the tightest limit that counts the amount', () => {
    fc.assert(
      fc.property(
        fc.array(anyLimit, { maxLength: 8 }),
        fc.constantFrom('deposit', 'stake'),
        fc.integer({ min: 0, max: 2_000_000 }),
        (limits, purpose, amount) => {
          const kinds = purpose === 'deposit' ? ['deposit'] : ['wagering', 'loss'];
          const counting = limits.filter((l) => l.currencyIso === 'EUR' && l.state !== 'inactive' && kinds.includes(l.kind ?? ''));
          const room = roomLeft(limits, purpose, 'EUR');
          const allowed = roomRefusal(amount, room, 'wallet.limit_exceeded') === null;
          if (counting.length === 0) return room === null && allowed;
          const tightest = Math.min(...counting.map((l) => l.left ?? 0));
          return room?.left === tightest && allowed === amount <= tightest;
        },
      ),
    );
  });
});
