// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteId } from '../../../src/protocol/routes';
import type { PageResolution } from '../../../src/protocol/routeAnswer';
import type { IntentView, PaymentMethod } from '../../../src/protocol/schemas/wallet';
import { EMPTY_WALLET_HISTORY, type WalletProjection } from '../../../src/protocol/wallet';
import type { PageProps } from '../../../src/ui/core-access/pageProps';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { DeducePage } from '../../../src/ui/wallet/DeducePage';
import { HistoryPage } from '../../../src/ui/wallet/HistoryPage';
import { OnpayPage } from '../../../src/ui/wallet/OnpayPage';
import { RechargePage } from '../../../src/ui/wallet/RechargePage';
import { readyCore, withCore, type FakeCore } from '../fakeCore';

afterEach(cleanup);

const CARD: PaymentMethod = {
  id: 'card',
  name: 'Bank card',
  direction: 'deposit',
  currencyIso: 'RUB',
  min: 10_000,
  max: 50_000_000,
  step: 1,
  fee: { fixed: 0, percentBp: 0 },
  processing: { minMinutes: 0, maxMinutes: 0 },
};

function wallet(patch: Partial<WalletProjection> = {}): WalletProjection {
  return {
    player: 'signedIn',
    accounts: [{ id: 11, type: 0, currencyIso: 'RUB', money: 150_000, isActive: true }],
    channel: { status: 'live', retryAt: null, attempt: 0 },
    deposit: null,
    withdrawals: { status: 'ready', value: [] },
    asks: [],
    methods: {
      'deposit:RUB': { status: 'ready', value: [CARD] },
      'withdrawal:RUB': { status: 'ready', value: [{ ...CARD, direction: 'withdrawal' }] },
    },
    withdrawable: {},
    history: EMPTY_WALLET_HISTORY,
    notices: [],
    depositRoom: {},
    ...patch,
  };
}

function resolution(routeId: RouteId, query: Record<string, string> = {}): PageResolution {
  return { kind: 'page', routeId, params: {}, query, language: 'en' } as unknown as PageResolution;
}

function show(core: FakeCore, Page: ComponentType<PageProps>, routeId: RouteId, query: Record<string, string> = {}) {
  const i18n = createI18n('en');
  const router = createMemoryRouter([{ path: '*', element: <Page resolution={resolution(routeId, query)} /> }]);
  return render(withCore(core, i18n, <RouterProvider router={router} />));
}

let core: FakeCore;
beforeEach(() => {
  core = readyCore();
});

describe('the recharge page', () => {
  it('asks for the methods of the account currency and shows each with its limits', async () => {
    core.push('wallet', wallet());
    show(core, RechargePage, 'officeRecharge');
    expect(core.dispatched).toContainEqual({ type: 'walletView/loadMethods', payload: { direction: 'deposit', currencyIso: 'RUB' } });
    expect(screen.getByTestId('method-card').textContent).toMatch(/100\.00.*500,000\.00.*No fee.*Instant/);
  });

  it("writes a method's fee as it is made: a percentage alone, a fixed part alone, or both", () => {
    const methods = [
      { ...CARD, id: 'ewallet', fee: { fixed: 0, percentBp: 150 } },
      { ...CARD, id: 'sbp', fee: { fixed: 5_000, percentBp: 0 }, processing: { minMinutes: 0, maxMinutes: 15 } },
      { ...CARD, id: 'bank_transfer', fee: { fixed: 5_000, percentBp: 100 } },
    ];
    core.push('wallet', wallet({ methods: { 'deposit:RUB': { status: 'ready', value: methods } } }));
    show(core, RechargePage, 'recharge');
    expect(screen.getByTestId('method-ewallet').textContent).toContain('Fee: 1.5%');
    expect(screen.getByTestId('method-sbp').textContent).toMatch(/Fee: RUB\s50\.00.*0 to 15 minutes/);
    expect(screen.getByTestId('method-bank_transfer').textContent).toMatch(/Fee: RUB\s50\.00 \+ 1%/);
  });

  it('refuses a badly typed amount in words without asking the worker, and sends a good one with the method limits', async () => {
    core.push('wallet', wallet());
    show(core, RechargePage, 'recharge');
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '12.345' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByTestId('deposit-error')).textContent).toMatch(/2 digits/);
    expect(core.dispatched.some((c) => c.type === 'wallet/startDeposit')).toBe(false);

    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '250' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() =>
      expect(core.dispatched).toContainEqual({
        type: 'wallet/startDeposit',
        payload: {
          accountId: 11,
          methodId: 'card',
          amount: 25_000,
          currencyIso: 'RUB',
          lang: 'en',
          limits: { min: 10_000, max: 50_000_000, step: 1 },
        },
      }),
    );
  });

  it("shows the worker's refusal with its limit as money", async () => {
    core.answer = () => ({ rejected: true, code: 'wallet.amount_below_min', params: { min: 10_000 } });
    core.push('wallet', wallet());
    show(core, RechargePage, 'recharge');
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByTestId('deposit-error')).textContent).toContain('100.00');
  });

  it("goes to the provider's page once the worker has this tab's intent, not for an older flow", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/en/recharge', search: '' });
    try {
      const old = { key: 'k0', accountId: 11, methodId: 'card', amount: 100, currencyIso: 'RUB', lang: 'en', startedAt: 1 } as const;
      const flow = { ...old, phase: 'redirect', intentId: 'pi_0', redirectUrl: '/pay-provider/checkout/pi_0', status: 'created' } as const;
      core.push('wallet', wallet({ deposit: { ...flow, reason: null, error: null, intent: null } }));
      show(core, RechargePage, 'recharge');
      // An older flow waiting at the provider is offered, never followed by itself.
      expect(screen.getByTestId('deposit-waiting')).toBeTruthy();
      expect(assign).not.toHaveBeenCalled();
      fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '250' } });
      fireEvent.click(screen.getByTestId('deposit-submit'));
      await waitFor(() => expect(core.dispatched.some((c) => c.type === 'wallet/startDeposit')).toBe(true));
      const next = { ...flow, key: 'k1', intentId: 'pi_1', redirectUrl: '/pay-provider/checkout/pi_1', amount: 25_000 };
      act(() => core.push('wallet', wallet({ deposit: { ...next, reason: null, error: null, intent: null } })));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay-provider/checkout/pi_1'));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('asks a guest to sign in', () => {
    core.push('wallet', wallet({ player: 'guest', accounts: [] }));
    show(core, RechargePage, 'recharge');
    expect(screen.getByTestId('recharge-page').getAttribute('data-state')).toBe('guest');
  });
});

describe('the withdrawal page', () => {
  it('shows what may be withdrawn and why not more, and cancels a held withdrawal', async () => {
    core.push(
      'wallet',
      wallet({
        withdrawable: {
          '11': {
            status: 'ready',
            value: {
              accountId: 11,
              currencyIso: 'RUB',
              balance: 150_000,
              withdrawable: 50_000,
              reasons: [{ code: 'turnover_required', amount: 100_000 }],
              verificationThreshold: null,
              verified: false,
            },
          },
        },
        withdrawals: {
          status: 'ready',
          value: [
            {
              id: 5,
              accountId: 11,
              methodId: 'card',
              currencyIso: 'RUB',
              amount: 20_000,
              status: 'pending',
              reason: null,
              createdAt: 1,
              updatedAt: 1,
            },
          ],
        },
      }),
    );
    show(core, DeducePage, 'officeDeduce');
    expect(core.dispatched).toContainEqual({ type: 'walletView/loadWithdrawable', payload: { accountId: 11 } });
    expect(screen.getByTestId('withdrawable-amount').textContent).toContain('500.00');
    expect(screen.getByTestId('withdrawable-reason-turnover_required').textContent).toContain('1,000.00');
    fireEvent.click(screen.getByTestId('withdrawal-cancel'));
    expect(core.dispatched).toContainEqual({ type: 'wallet/cancelWithdrawal', payload: { withdrawalId: 5 } });
  });
});

describe('the history page', () => {
  it('watches the history, paints each movement with the balance after it, and pages on', async () => {
    core.push(
      'wallet',
      wallet({
        history: {
          status: 'ready',
          query: {},
          items: [
            {
              entryId: 2,
              movementId: 2,
              kind: 'withdrawal_request',
              accountId: 11,
              accountType: 0,
              currencyIso: 'RUB',
              amount: -20_000,
              balanceAfter: 130_000,
              createdAt: 2,
              reference: null,
              memo: null,
            },
          ],
          nextCursor: '2',
          error: null,
          csvUrl: '/web-api/wallet/history.csv',
        },
      }),
    );
    const { unmount } = show(core, HistoryPage, 'officeHistoryPay');
    expect(core.dispatched).toContainEqual({ type: 'walletView/watchHistory', payload: {} });
    expect(screen.getByTestId('history-row').textContent).toContain(screen.getByTestId('history-balance').textContent ?? 'x');
    expect(screen.getByTestId('history-balance').textContent).toContain('1,300.00');
    expect(screen.getByTestId('history-csv').getAttribute('href')).toBe('/web-api/wallet/history.csv');
    fireEvent.change(screen.getByTestId('history-kind'), { target: { value: 'deposits' } });
    fireEvent.click(screen.getByTestId('history-apply'));
    expect(core.dispatched).toContainEqual({ type: 'walletView/watchHistory', payload: { kind: 'deposit' } });
    fireEvent.click(screen.getByTestId('history-more'));
    expect(core.dispatched).toContainEqual({ type: 'walletView/loadMoreHistory', payload: {} });
    unmount();
    expect(core.dispatched).toContainEqual({ type: 'walletView/unwatchHistory', payload: {} });
  });
});

describe('the onpay pages', () => {
  const intent = (status: IntentView['status']): IntentView => ({
    id: 'pi_1',
    status,
    accountId: 11,
    methodId: 'card',
    currencyIso: 'RUB',
    amount: 25_000,
    fee: 0,
    credited: 25_000,
    failureReason: status === 'failed' ? 'card_declined' : null,
    movementId: null,
    createdAt: 1,
    updatedAt: status === 'processing' ? 1 : 2,
  });

  it("show the server's outcome, not the URL's, and a pending one turns when the channel tells of it", async () => {
    let answer = intent('processing');
    const asked: unknown[] = [];
    Object.assign(core, {
      walletIntent: (input: unknown) => {
        asked.push(input);
        return Promise.resolve({ status: 'ok', value: answer });
      },
    });
    core.push('wallet', wallet());
    show(core, OnpayPage, 'onpaySuccess', { intent: 'pi_1' });
    await waitFor(() => expect(screen.getByTestId('onpay-page').getAttribute('data-outcome')).toBe('pending'));
    expect(core.dispatched).toContainEqual({ type: 'wallet/returnFromProvider', payload: { intentId: 'pi_1' } });
    answer = intent('succeeded');
    act(() =>
      core.push(
        'wallet',
        wallet({ notices: [{ id: 9, at: 3, event: { type: 'deposit_status', intentId: 'pi_1', status: 'succeeded', reason: null } }] }),
      ),
    );
    await waitFor(() => expect(screen.getByTestId('onpay-page').getAttribute('data-outcome')).toBe('success'));
    expect(screen.getByTestId('onpay-text').textContent).toContain('250.00');
    expect(asked).toHaveLength(2);
  });

  it('a declined card says why', async () => {
    Object.assign(core, { walletIntent: () => Promise.resolve({ status: 'ok', value: intent('failed') }) });
    core.push('wallet', wallet());
    show(core, OnpayPage, 'onpayFail', { intent: 'pi_1' });
    expect((await screen.findByTestId('onpay-reason')).textContent).toBe('The card was declined by its bank.');
  });

  it('an intent the server does not know reads as an error with a retry', async () => {
    Object.assign(core, { walletIntent: () => Promise.resolve({ status: 'error', code: 'wallet.intent_not_found' }) });
    core.push('wallet', wallet());
    show(core, OnpayPage, 'onpaySuccess', { intent: 'pi_x' });
    expect((await screen.findByTestId('onpay-error')).textContent).toContain('not found');
  });
});
