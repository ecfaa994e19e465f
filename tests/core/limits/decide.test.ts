import { describe, expect, it } from 'vitest';
import { CHANGE_RULES, LIMIT_KINDS, NO_LIMIT, SESSION_NOT_SET } from '../../../src/protocol/constants/limits';
import { isRejection } from '../../../src/protocol/rejections';
import { decideLimit, mature, stateOf, type LimitAction, type LimitConfig, type LimitRecord } from '../../../src/core/limits';

const H = 3_600_000;
const D = 24 * H;
const NOW = 1_800_000_000_000;
const CONFIG: LimitConfig = {
  customValueLimitTypes: [1, 2, 3],
  coolingOffMs: D,
  confirmWithinMs: 7 * D,
  extraLimitsEnabled: true,
  isLimitLockEnabled: false,
};
const ctx = (over: Partial<{ now: number; config: Partial<LimitConfig>; others: LimitRecord[] }> = {}) => ({
  now: over.now ?? NOW,
  config: { ...CONFIG, ...over.config },
  others: over.others ?? [],
});

const money = (type: number, value: number, pending: LimitRecord['pending'] = null): LimitRecord => ({
  type: type as LimitRecord['type'],
  currencyIso: 'RUB',
  value,
  startedAt: NOW - D,
  endsAt: null,
  reasonId: null,
  pending,
});
const span = (type: number, days: number, startedAt = NOW - D): LimitRecord => ({
  type: type as LimitRecord['type'],
  currencyIso: null,
  value: days,
  startedAt,
  endsAt: startedAt + days * D,
  reasonId: null,
  pending: null,
});
const set = (type: number, value: unknown, currencyIso: string | null = 'RUB'): LimitAction => ({ kind: 'set', type, value, currencyIso });
const act = (kind: 'remove' | 'confirm' | 'cancel', type: number, currencyIso: string | null = 'RUB'): LimitAction => ({
  kind,
  type,
  currencyIso,
});

describe('the change table', () => {
  it('has a rule for every kind and change, and never lets a stricter change wait', () => {
    for (const kind of LIMIT_KINDS) {
      expect(CHANGE_RULES[kind].lower === 'now' || CHANGE_RULES[kind].lower === 'refused').toBe(true);
      expect(CHANGE_RULES[kind].set).toBe('now');
    }
    expect(CHANGE_RULES.deposit.raise).toBe('coolingOffThenConfirm');
    expect(CHANGE_RULES.loss.raise).toBe('coolingOff');
    expect(CHANGE_RULES.wagering.remove).toBe('coolingOff');
  });
});

type Row = [string, LimitRecord | null, LimitAction, { effect?: string; change?: string; code?: string; value?: number | null }];

const PENDING_DEPOSIT = { value: 5_000_000, requestedAt: NOW - 2 * D, effectiveAt: NOW - D, confirmBy: NOW + 6 * D };
const WAITING_DEPOSIT = { value: 5_000_000, requestedAt: NOW - H, effectiveAt: NOW + 23 * H, confirmBy: NOW + 23 * H + 7 * D };

const TRANSITIONS: Row[] = [
  // a first limit of every money kind applies at once
  ['set a deposit limit', null, set(20, 1_000_000), { change: 'set', effect: 'applied', value: 1_000_000 }],
  ['set a loss limit', null, set(11, 500_000), { change: 'set', effect: 'applied', value: 500_000 }],
  ['set a wagering limit (custom value allowed)', null, set(3, 123_456), { change: 'set', effect: 'applied', value: 123_456 }],
  // lowering applies at once
  ['lower a deposit limit', money(20, 1_000_000), set(20, 500_000), { change: 'lower', effect: 'applied', value: 500_000 }],
  ['lower a loss limit', money(10, 1_000_000), set(10, 100_000), { change: 'lower', effect: 'applied', value: 100_000 }],
  ['lower a wagering limit', money(1, 1_000_000), set(1, 100_000), { change: 'lower', effect: 'applied', value: 100_000 }],
  ['lower replaces a waiting raise', money(20, 1_000_000, WAITING_DEPOSIT), set(20, 500_000), { change: 'lower', value: 500_000 }],
  // raising waits
  ['raise a deposit limit', money(21, 1_000_000), set(21, 5_000_000), { change: 'raise', effect: 'pending', value: 1_000_000 }],
  ['deposit "no limit" is a removal', money(22, 1_000_000), set(22, NO_LIMIT), { change: 'remove', effect: 'pending', value: 1_000_000 }],
  ['remove a deposit limit', money(20, 1_000_000), act('remove', 20), { change: 'remove', effect: 'pending', value: 1_000_000 }],
  ['raise a loss limit', money(12, 100_000), set(12, 500_000), { change: 'raise', effect: 'pending', value: 100_000 }],
  ['raise a wagering limit', money(2, 100_000), set(2, 500_000), { change: 'raise', effect: 'pending', value: 100_000 }],
  ['remove a loss limit', money(10, 100_000), act('remove', 10), { change: 'remove', effect: 'pending', value: 100_000 }],
  // confirm and cancel
  [
    'confirm a deposit raise past its cooling-off',
    money(20, 1_000_000, PENDING_DEPOSIT),
    act('confirm', 20),
    { effect: 'confirmed', value: 5_000_000 },
  ],
  ['cancel a pending deposit raise', money(20, 1_000_000, WAITING_DEPOSIT), act('cancel', 20), { effect: 'cancelled', value: 1_000_000 }],
  // time limits
  ['set a session limit', null, set(31, 4, null), { change: 'set', effect: 'applied', value: 4 }],
  [
    'session -1 removes it, after the cooling-off',
    { ...span(31, 4), endsAt: null },
    set(31, SESSION_NOT_SET, null),
    { change: 'remove', effect: 'pending' },
  ],
  [
    'raise a reality check at once',
    { ...span(32, 15), endsAt: null },
    set(32, 60, null),
    { change: 'raise', effect: 'applied', value: 60 },
  ],
  [
    'self-exclude for a year',
    null,
    { kind: 'set', type: 30, value: 365, currencyIso: null, reasonId: 2 },
    { effect: 'applied', value: 365 },
  ],
  ['extend a running self-exclusion', span(30, 30), set(30, 365, null), { change: 'raise', effect: 'applied', value: 365 }],
  ['take a time-out', null, set(33, 7, null), { change: 'set', effect: 'applied', value: 7 }],
  ['an extra limit where the jurisdiction has them', null, set(37, 7, null), { change: 'set', effect: 'applied', value: 7 }],
  // refusals: nothing changes
  ['a value outside the bounds', null, set(31, 25, null), { code: 'limits.value_out_of_range' }],
  ['a custom value the config forbids', null, set(20, 123_456), { code: 'limits.custom_value_forbidden' }],
  ['a reality check between options', null, set(32, 7, null), { code: 'limits.custom_value_forbidden' }],
  ['a negative value', null, set(20, -100), { code: 'limits.value_invalid' }],
  ['zero', null, set(1, 0), { code: 'limits.value_invalid' }],
  ['text', null, set(20, '1000'), { code: 'limits.value_invalid' }],
  ['NaN', null, set(20, Number.NaN), { code: 'limits.value_invalid' }],
  ['a fraction', null, set(1, 10.5), { code: 'limits.value_invalid' }],
  ['an unknown type', null, set(99, 1), { code: 'limits.unknown_type' }],
  ['a money limit without its currency', null, set(20, 1_000_000, null), { code: 'limits.currency_required' }],
  ['a raise while another waits', money(20, 1_000_000, WAITING_DEPOSIT), set(20, 10_000_000), { code: 'limits.change_pending' }],
  [
    'a removal while a raise waits',
    money(10, 100_000, { ...WAITING_DEPOSIT, confirmBy: null }),
    act('remove', 10),
    { code: 'limits.change_pending' },
  ],
  ['confirm with nothing pending', money(20, 1_000_000), act('confirm', 20), { code: 'limits.not_pending' }],
  ['confirm before the cooling-off lapses', money(20, 1_000_000, WAITING_DEPOSIT), act('confirm', 20), { code: 'limits.cooling_off' }],
  [
    'confirm a loss raise (it applies on its own)',
    money(10, 100_000, { ...WAITING_DEPOSIT, confirmBy: null }),
    act('confirm', 10),
    { code: 'limits.confirm_not_needed' },
  ],
  ['cancel with nothing pending', money(20, 1_000_000), act('cancel', 20), { code: 'limits.not_pending' }],
  ['cancel a running self-exclusion', span(30, 30), act('cancel', 30, null), { code: 'limits.not_cancellable' }],
  ['remove a running time-out', span(33, 7), act('remove', 33, null), { code: 'limits.not_cancellable' }],
  ['shorten a running self-exclusion', span(30, 365), set(30, 7, null), { code: 'limits.not_cancellable' }],
  ['the same value again', money(20, 1_000_000), set(20, 1_000_000), { code: 'limits.unchanged' }],
  ['remove what is not set', null, act('remove', 21), { code: 'limits.not_set' }],
];

describe('decideLimit: every transition', () => {
  it.each(TRANSITIONS)('%s', (_name, record, action, expected) => {
    const decided = decideLimit(record, action, ctx());
    if (expected.code) {
      expect(isRejection(decided) ? decided.code : decided).toBe(expected.code);
      return;
    }
    if (isRejection(decided)) throw new Error(`refused: ${decided.code}`);
    if (expected.change) expect(decided.change).toBe(expected.change);
    if (expected.effect) expect(decided.effect).toBe(expected.effect);
    if (expected.value !== undefined) expect(decided.next?.value ?? null).toBe(expected.value);
  });

  it('a pending deposit raise carries its cooling-off and its confirmation deadline', () => {
    const decided = decideLimit(money(20, 1_000_000), set(20, 5_000_000), ctx({ config: { coolingOffMs: 72 * H } }));
    if (isRejection(decided)) throw new Error(decided.code);
    expect(decided.next?.pending).toEqual({
      value: 5_000_000,
      requestedAt: NOW,
      effectiveAt: NOW + 72 * H,
      confirmBy: NOW + 72 * H + 7 * D,
    });
    expect(stateOf(decided.next as LimitRecord, NOW)).toBe('PENDING');
  });

  it('the lock of the config refuses even a lower value while a change waits', () => {
    const decided = decideLimit(money(20, 1_000_000, WAITING_DEPOSIT), set(20, 500_000), ctx({ config: { isLimitLockEnabled: true } }));
    expect(isRejection(decided) && decided.code).toBe('limits.change_pending');
  });

  it('extra limits: off by jurisdiction, off during a self-exclusion or another extra', () => {
    const off = decideLimit(null, set(37, 7, null), ctx({ config: { extraLimitsEnabled: false } }));
    expect(isRejection(off) && off.params).toEqual({ reason: 'jurisdiction' });
    const excluded = decideLimit(null, set(37, 7, null), ctx({ others: [span(30, 30)] }));
    expect(isRejection(excluded) && excluded.params?.reason).toBe('selfExclusion');
    const another = decideLimit(null, set(37, 7, null), ctx({ others: [span(37, 30)] }));
    expect(isRejection(another) && another.params?.reason).toBe('extra');
  });

  it('a self-exclusion keeps its reason and starts now', () => {
    const decided = decideLimit(null, { kind: 'set', type: 30, value: 1825, currencyIso: null, reasonId: 3 }, ctx());
    if (isRejection(decided)) throw new Error(decided.code);
    expect(decided.next).toMatchObject({ reasonId: 3, startedAt: NOW, endsAt: NOW + 1825 * D });
  });
});

describe('mature: what time alone does', () => {
  it('a loss raise applies once its cooling-off lapses', () => {
    const record = money(10, 100_000, { value: 500_000, requestedAt: NOW, effectiveAt: NOW + D, confirmBy: null });
    expect(mature(record, NOW + D - 1).happened).toBeNull();
    expect(mature(record, NOW + D)).toEqual({
      record: { ...record, value: 500_000, startedAt: NOW + D, pending: null },
      happened: 'applied',
    });
  });

  it('a removal that lapses drops the record', () => {
    const record = money(1, 100_000, { value: null, requestedAt: NOW, effectiveAt: NOW + D, confirmBy: null });
    expect(mature(record, NOW + D)).toEqual({ record: null, happened: 'applied' });
  });

  it('a deposit raise never applies by itself, and lapses unconfirmed after its week', () => {
    const record = money(20, 1_000_000, WAITING_DEPOSIT);
    expect(mature(record, NOW + 2 * D).record).toBe(record);
    expect(mature(record, WAITING_DEPOSIT.confirmBy)).toEqual({ record: { ...record, pending: null }, happened: 'expired' });
    expect(decideLimit(record, act('confirm', 20), ctx({ now: WAITING_DEPOSIT.confirmBy })).valueOf()).toMatchObject({
      code: 'limits.not_pending',
    });
  });

  it('a span ends by itself', () => {
    const record = span(33, 1, NOW);
    expect(stateOf(record, NOW + D - 1)).toBe('ACTIVE');
    expect(stateOf(record, NOW + D)).toBe('INACTIVE');
  });
});
