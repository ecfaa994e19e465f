// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { currencyDigits, formatMoney } from '../../../src/core/format';
import type { LimitRoom } from '../../../src/protocol/limits';
import type { PageResolution } from '../../../src/protocol/routeAnswer';
import { EMPTY_WALLET_HISTORY, type WalletProjection } from '../../../src/protocol/wallet';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { RechargePage } from '../../../src/ui/wallet/RechargePage';
import { slipProjection } from '../../support/bets';
import { renderSlip, slipCore } from '../coupon/slipFixtures';
import { readyCore, withCore } from '../fakeCore';

/**
 * The deposit form and the slip say what the player's limits still leave
 * before anything is sent, and the refusal of more reads at the field (the
 * deposit) or at the Place button (the slip), with the limit's name.
 */
afterEach(cleanup);

const money = (minor: number) => formatMoney(minor, 'RUB', currencyDigits('RUB'), 'en');
const ROOM: LimitRoom = {
  limitType: 21,
  kind: 'deposit',
  currencyIso: 'RUB',
  left: 30_000,
  limit: 100_000,
  used: 70_000,
  resetsAt: Date.UTC(2026, 10, 28, 21, 0),
  upTo: false,
};
const CARD = {
  id: 'card',
  name: 'Bank card',
  direction: 'deposit' as const,
  currencyIso: 'RUB',
  min: 10_000,
  max: 50_000_000,
  step: 1,
  fee: { fixed: 0, percentBp: 0 },
  processing: { minMinutes: 0, maxMinutes: 0 },
};

function wallet(depositRoom: WalletProjection['depositRoom']): WalletProjection {
  return {
    player: 'signedIn',
    accounts: [{ id: 11, type: 0, currencyIso: 'RUB', money: 150_000, isActive: true }],
    channel: { status: 'live', retryAt: null, attempt: 0 },
    deposit: null,
    withdrawals: { status: 'ready', value: [] },
    asks: [],
    methods: { 'deposit:RUB': { status: 'ready', value: [CARD] } },
    withdrawable: {},
    history: EMPTY_WALLET_HISTORY,
    notices: [],
    depositRoom,
  };
}

function showRecharge(depositRoom: WalletProjection['depositRoom'], answer?: () => unknown) {
  const core = readyCore();
  if (answer) core.answer = answer as typeof core.answer;
  core.push('wallet', wallet(depositRoom));
  const resolution = { kind: 'page', routeId: 'recharge', params: {}, query: {}, language: 'en' } as unknown as PageResolution;
  const router = createMemoryRouter([{ path: '*', element: <RechargePage resolution={resolution} /> }]);
  render(withCore(core, createI18n('en'), <RouterProvider router={router} />));
  return core;
}

describe('the deposit form', () => {
  it('says what the deposit limit leaves and when more frees up, tied to the amount field', () => {
    showRecharge({ RUB: ROOM });
    const note = screen.getByTestId('deposit-room');
    expect(note.textContent).toContain(`Your 7-day deposit limit leaves ${money(30_000)} to deposit.`);
    expect(note.textContent).toContain('More frees up from');
    expect(screen.getByTestId('deposit-amount').getAttribute('aria-describedby')).toContain(note.id);
  });

  it('says nothing where no deposit limit counts the currency', () => {
    showRecharge({});
    expect(screen.queryByTestId('deposit-room')).toBeNull();
  });

  it("sends the room with the deposit, and shows the core's refusal of more at the field", async () => {
    const refusal = { rejected: true, code: 'wallet.limit_exceeded', params: { ...ROOM, currency: 'RUB' } };
    const core = showRecharge({ RUB: ROOM }, () => refusal);
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '500' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() =>
      expect(core.dispatched).toContainEqual(
        expect.objectContaining({ type: 'wallet/startDeposit', payload: expect.objectContaining({ room: ROOM }) }),
      ),
    );
    const error = await screen.findByTestId('deposit-error');
    expect(error.textContent).toContain('This deposit is more than your 7-day deposit limit allows');
    expect(screen.getByTestId('deposit-amount').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the slip', () => {
  const stakeRoom: LimitRoom = { ...ROOM, limitType: 11, kind: 'loss', upTo: true, resetsAt: null };

  it('says a loss limit leaves up to so much to stake', () => {
    renderSlip(slipCore(slipProjection({ stakeRoom })));
    expect(screen.getByTestId('slip-stake-room').textContent).toBe(`Your 7-day loss limit leaves up to ${money(30_000)} to stake.`);
  });

  it('keeps Place disabled with the limit as the reason when the stake is over the room', () => {
    const placeRefusal = {
      rejected: true as const,
      code: 'coupon.limit_exceeded' as const,
      params: { limitType: 2, limit: 100_000, used: 70_000, left: 30_000, currency: 'RUB' },
    };
    renderSlip(slipCore(slipProjection({ stakeRoom: { ...stakeRoom, limitType: 2, kind: 'wagering', upTo: false }, placeRefusal })));
    expect(screen.getByTestId('slip-place').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('slip-place-reason').textContent).toContain('This stake is more than your 7-day wagering limit allows');
  });
});
