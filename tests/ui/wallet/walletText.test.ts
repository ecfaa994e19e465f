import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import {
  EMPTY_HISTORY_FILTER,
  errorTextName,
  historyQueryOf,
  moneyAccounts,
  typedAmount,
  walletErrorText,
} from '../../../src/ui/wallet/walletText';
import type { WalletAccountView } from '../../../src/protocol/wallet';

const i18n = createI18n('en');
const t = i18n.getFixedT('en');

describe('wallet texts and rules of the pages', () => {
  it('names every refusal: a server code, a worker code, and an unknown one as the generic text', () => {
    expect(errorTextName('wallet.amount_below_min')).toBe('amount_below_min');
    expect(errorTextName('network_error')).toBe('network_error');
    expect(errorTextName('wallet.something_new')).toBe('generic');
    expect(walletErrorText(t, { code: 'wallet.something_new' }, null, 'en')).toBe(t('wallet.errors.generic'));
  });

  it("writes a refusal's amounts as money of the page's currency, and its reason and status in words", () => {
    expect(walletErrorText(t, { code: 'wallet.amount_below_min', params: { min: 10_000 } }, 'RUB', 'en')).toMatch(/100\.00/);
    const over = walletErrorText(
      t,
      { code: 'wallet.insufficient_withdrawable', params: { withdrawable: 250, reason: 'turnover_required' } },
      'USD',
      'en',
    );
    expect(over).toContain('$2.50');
    expect(over).toContain(t('wallet.withdraw.reason.turnover_required'));
    expect(walletErrorText(t, { code: 'wallet.withdrawal_not_pending', params: { status: 'paid' } }, null, 'en')).toContain(
      t('wallet.withdraw.status.paid'),
    );
    expect(walletErrorText(t, { code: 'wallet.amount_too_precise', params: { digits: 2 } }, 'RUB', 'en')).toContain('2');
  });

  it('reads a typed amount in the currency digits, refusing what the amount rule would refuse by its code', () => {
    expect(typedAmount('12.5', 'RUB')).toEqual({ ok: true, minor: 1250 });
    expect(typedAmount('1 000,00', 'RUB')).toEqual({ ok: true, minor: 100_000 });
    expect(typedAmount('12.345', 'RUB')).toEqual({ ok: false, code: 'wallet.amount_too_precise', params: { digits: 2 } });
    expect(typedAmount('', 'RUB')).toMatchObject({ ok: false, code: 'wallet.amount_invalid' });
    expect(typedAmount('abc', 'RUB')).toMatchObject({ ok: false, code: 'wallet.amount_invalid' });
    expect(typedAmount('-5', 'RUB')).toMatchObject({ ok: false, code: 'wallet.amount_invalid' });
    expect(typedAmount('99999999999999999', 'RUB')).toMatchObject({ ok: false, code: 'wallet.amount_too_large' });
  });

  it('pays in and out of real-money accounts only, the active one first', () => {
    const account = (id: number, type: number, isActive: boolean): WalletAccountView => ({
      id,
      type,
      currencyIso: 'RUB',
      money: 0,
      isActive,
    });
    expect(moneyAccounts([account(1, 0, false), account(2, 4, true), account(3, 9, true)]).map((a) => a.id)).toEqual([3, 1]);
  });

  it("asks the history for the player's days in the site's time zone, the last day included", () => {
    const asked = historyQueryOf({ from: '2026-11-01', to: '2026-11-02', group: 'deposits', accountId: 7 }, 3);
    expect(asked).toEqual({
      ok: true,
      query: { from: Date.UTC(2026, 10, 1) - 3 * 3_600_000, to: Date.UTC(2026, 10, 3) - 3 * 3_600_000, kind: 'deposit', accountId: 7 },
    });
    expect(historyQueryOf(EMPTY_HISTORY_FILTER, 0)).toEqual({ ok: true, query: {} });
    expect(historyQueryOf({ ...EMPTY_HISTORY_FILTER, group: 'withdrawals' }, 0)).toMatchObject({
      query: { kind: 'withdrawal_request,withdrawal_paid,withdrawal_refused,withdrawal_cancelled' },
    });
    expect(historyQueryOf({ ...EMPTY_HISTORY_FILTER, from: '2026-11-03', to: '2026-11-01' }, 0)).toEqual({ ok: false, code: 'range' });
    // One day alone is a range.
    expect(historyQueryOf({ ...EMPTY_HISTORY_FILTER, from: '2026-11-03', to: '2026-11-03' }, 0).ok).toBe(true);
  });
});
