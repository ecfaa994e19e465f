import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountRefusal,
  applyPaymentEvent,
  applyWithdrawalStep,
  depositSplit,
  depositBonus,
  needsVerification,
  withdrawableOf,
  type AmountRules,
} from '../../../src/core/wallet';
import { INTENT_STATUSES, MAX_MINOR_AMOUNT, WITHDRAWAL_STATUSES } from '../../../src/protocol/constants/wallet';
import { PAYMENT_EVENT_TYPES, PAYOUT_EVENT_TYPES } from '../../../src/protocol/schemas/wallet';

const RUB = { currencyIso: 'RUB', min: 10_000, max: 10_000_000, step: 1 };

describe('the one amount check', () => {
  it('names every bad amount with its own code', () => {
    const code = (value: unknown, rules: AmountRules = RUB) => amountRefusal(value, rules)?.code ?? null;
    expect(code(Number.NaN)).toBe('wallet.amount_invalid');
    expect(code('100')).toBe('wallet.amount_invalid');
    expect(code(null)).toBe('wallet.amount_invalid');
    expect(code(Number.POSITIVE_INFINITY)).toBe('wallet.amount_invalid');
    expect(code(0)).toBe('wallet.amount_not_positive');
    expect(code(-500)).toBe('wallet.amount_not_positive');
    expect(code(15_000.5)).toBe('wallet.amount_too_precise');
    expect(amountRefusal(15_000.5, RUB)?.params).toEqual({ digits: 2 });
    expect(code(1e300)).toBe('wallet.amount_too_large');
    expect(code(MAX_MINOR_AMOUNT + 1, { currencyIso: 'RUB', min: 1, max: Number.MAX_SAFE_INTEGER, step: 1 })).toBe(
      'wallet.amount_too_large',
    );
    expect(code(9_999)).toBe('wallet.amount_below_min');
    expect(code(10_000_001)).toBe('wallet.amount_above_max');
    expect(code(15_050, { ...RUB, step: 100 })).toBe('wallet.amount_step');
    expect(code(100, { currencyIso: 'XXX' })).toBe('wallet.unknown_currency');
    expect(code(10_000)).toBeNull();
    // A currency without minor digits: a fraction of a yen is a fraction of its minor unit.
    expect(code(100.5, { currencyIso: 'JPY' })).toBe('wallet.amount_too_precise');
  });

  it('accepts exactly the integers within the limits (property)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (value) => {
        const ok = amountRefusal(value, RUB) === null;
        expect(ok).toBe(Number.isInteger(value) && value >= RUB.min && value <= RUB.max);
      }),
    );
  });
});

describe('the payment intent state machine', () => {
  it('credits once, never undoes a success, and ignores a late pending', () => {
    expect(applyPaymentEvent('created', 'payment.succeeded')).toEqual({ next: 'succeeded', effect: 'credit', note: 'applied' });
    expect(applyPaymentEvent('succeeded', 'payment.succeeded')).toMatchObject({ next: 'succeeded', effect: 'none', note: 'stale' });
    expect(applyPaymentEvent('succeeded', 'payment.pending')).toMatchObject({ next: 'succeeded', effect: 'none' });
    expect(applyPaymentEvent('succeeded', 'payment.failed')).toMatchObject({ next: 'succeeded', note: 'refused_by_state' });
    expect(applyPaymentEvent('failed', 'payment.succeeded')).toMatchObject({ next: 'failed', effect: 'none', note: 'refused_by_state' });
    expect(applyPaymentEvent('processing', 'payment.succeeded').effect).toBe('credit');
    expect(applyPaymentEvent('requires_action', 'payment.failed').next).toBe('failed');
  });

  it('credits at most once along any order of events (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PAYMENT_EVENT_TYPES), { maxLength: 12 }), (events) => {
        let status: (typeof INTENT_STATUSES)[number] = 'created';
        let credits = 0;
        let final: string | null = null;
        for (const event of events) {
          const step = applyPaymentEvent(status, event);
          if (step.effect === 'credit') credits += 1;
          status = step.next;
          if (['succeeded', 'failed', 'cancelled'].includes(status)) final ??= status;
          // A final state never changes.
          if (final) expect(status).toBe(final);
        }
        expect(credits).toBe(status === 'succeeded' ? 1 : 0);
      }),
    );
  });
});

describe('the withdrawal state machine', () => {
  it('refunds or pays each withdrawal at most once, and never refunds an approved one by guess', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('cancel', 'approve', 'refuse', ...PAYOUT_EVENT_TYPES), { maxLength: 10 }), (steps) => {
        let status: (typeof WITHDRAWAL_STATUSES)[number] = 'pending';
        let moves = 0;
        for (const step of steps) {
          const next = applyWithdrawalStep(status, step);
          if (status === 'approved' && (step === 'cancel' || step === 'refuse')) expect(next.effect).toBe('none');
          if (next.effect !== 'none') moves += 1;
          status = next.next;
        }
        expect(moves).toBe(['paid', 'refused', 'cancelled'].includes(status) ? 1 : 0);
      }),
    );
  });
});

describe('withdrawable amount, fees, bonus', () => {
  it('holds back bonus money and, with the turnover rule, deposits not staked yet', () => {
    expect(withdrawableOf({ accountType: 4, balance: 5000, deposited: 0, staked: 0, turnoverRequired: false })).toEqual({
      withdrawable: 0,
      reasons: [{ code: 'bonus_account', amount: 5000 }],
    });
    expect(withdrawableOf({ accountType: 0, balance: 10_000, deposited: 10_000, staked: 3_000, turnoverRequired: true })).toEqual({
      withdrawable: 3_000,
      reasons: [{ code: 'turnover_required', amount: 7_000 }],
    });
    expect(
      withdrawableOf({ accountType: 0, balance: 10_000, deposited: 10_000, staked: 3_000, turnoverRequired: false }).withdrawable,
    ).toBe(10_000);
    expect(withdrawableOf({ accountType: 9, balance: 500, deposited: 10_000, staked: 0, turnoverRequired: true }).withdrawable).toBe(0);
    expect(needsVerification(5_000_001, 5_000_000, false)).toBe(true);
    expect(needsVerification(5_000_001, 5_000_000, true)).toBe(false);
    expect(needsVerification(5_000_000, 5_000_000, false)).toBe(false);
    expect(needsVerification(10 ** 9, null, false)).toBe(false);
  });

  it('splits a fee off a deposit, rounding the percentage up', () => {
    expect(depositSplit(10_000, { fixed: 0, percentBp: 0 })).toEqual({ fee: 0, credited: 10_000 });
    expect(depositSplit(10_001, { fixed: 30, percentBp: 250 })).toEqual({ fee: 30 + 251, credited: 10_001 - 281 });
    expect(depositSplit(30, { fixed: 30, percentBp: 0 })).toBeNull();
  });

  it('gives the first-deposit bonus within its cap, with its wagering terms', () => {
    const setting = { percent: 100, capByCurrency: { RUB: 1_000_000 }, wageringMultiplier: 5, days: 30, maxConversionMultiplier: 1 };
    expect(depositBonus(50_000, 'RUB', setting, 1000)).toEqual({
      amount: 50_000,
      wageringRequirement: 250_000,
      deadline: 1000 + 30 * 86_400_000,
      maxConversion: 50_000,
    });
    expect(depositBonus(5_000_000, 'RUB', setting, 0)?.amount).toBe(1_000_000);
    expect(depositBonus(5_000, 'USD', setting, 0)).toBeNull();
    expect(depositBonus(5_000, 'RUB', null, 0)).toBeNull();
  });
});
