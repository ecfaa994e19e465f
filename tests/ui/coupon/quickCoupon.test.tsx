// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COUPON_SETTINGS } from '../../../src/protocol/coupon';
import { reject } from '../../../src/protocol/rejections';
import type { CouponProjection } from '../../../src/protocol/slip';
import { NO_SESSION } from '../../../src/worker/session';
import { slipProjection } from '../../support/bets';
import { renderApp } from '../fakeCore';
import { readyShellCore } from '../shell/shellFakeCore';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function oneClickSlip(on: boolean, extra: Partial<CouponProjection> = {}): CouponProjection {
  return slipProjection({
    bets: [],
    oneClickAvailable: true,
    oneClickAmount: 5_000,
    settings: { ...DEFAULT_COUPON_SETTINGS, isActiveOneClick: on, oneClickAmount: 5_000 },
    ...extra,
  });
}

function open(path: string, slip: CouponProjection) {
  const core = readyShellCore();
  core.push('session', { ...NO_SESSION, status: 'signedOut' });
  core.push('coupon', slip);
  return { core, ...renderApp(core, path) };
}

/** The page has drawn its layout and the slot has had its chance to fetch the quick coupon. */
async function settled() {
  await screen.findByTestId('layout-main', undefined, { timeout: 5000 });
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
}

describe('the quick coupon (one-click betting, SPEC 5)', () => {
  it('shows on a route that allows it with one-click on: the stake a click places, the switch, the slip count', async () => {
    open('/en/champs', oneClickSlip(true));
    const quick = await screen.findByTestId('quick-coupon', undefined, { timeout: 5000 });
    expect(quick.getAttribute('aria-label')).toBe('Quick coupon');
    expect(screen.getByTestId('quick-coupon-switch').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('quick-coupon-amount').textContent).toMatch(/^A click places \D*50[.,]00/);
    expect(screen.getByTestId('quick-coupon-open').textContent).toBe('Open the slip (0)');
  });

  it('is hidden on a route that does not allow it, however one-click is set', async () => {
    const { router } = open('/en/champs', oneClickSlip(true));
    await screen.findByTestId('quick-coupon', undefined, { timeout: 5000 });
    await act(() => router.navigate('/en/contacts'));
    await waitFor(() => expect(screen.queryByTestId('quick-coupon')).toBeNull());
    expect(screen.getByTestId('layout-main')).toBeTruthy();
    cleanup();
    open('/en/registration', oneClickSlip(true));
    await settled();
    expect(screen.queryByTestId('quick-coupon')).toBeNull();
  });

  it('is hidden where the site does not offer one-click, and before the player turns it on', async () => {
    open('/en/champs', oneClickSlip(true, { oneClickAvailable: false }));
    await settled();
    expect(screen.queryByTestId('quick-coupon')).toBeNull();
    cleanup();
    open('/en/champs', oneClickSlip(false));
    await settled();
    expect(screen.queryByTestId('quick-coupon')).toBeNull();
  });

  it('its switch sends the slip setting, stays to be turned back on, and asks first when turning on would clear bets', async () => {
    const { core } = open('/en/champs', oneClickSlip(true));
    const toggle = await screen.findByTestId('quick-coupon-switch', undefined, { timeout: 5000 });
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(core.dispatched.at(-1)).toEqual({ type: 'coupon/changeSettings', payload: { changes: { isActiveOneClick: false } } }),
    );
    act(() => core.push('coupon', oneClickSlip(false, { bets: slipProjection().bets })));
    expect(screen.getByTestId('quick-coupon-switch').getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('quick-coupon-open').textContent).toBe('Open the slip (2)');

    core.answer = (command) =>
      'confirmed' in (command.payload as object) ? { accepted: true, seq: 9 } : reject('coupon.one_click_clears_coupon', { bets: 2 });
    fireEvent.click(screen.getByTestId('quick-coupon-switch'));
    const yes = await screen.findByTestId('quick-coupon-confirm-yes');
    fireEvent.click(yes);
    await waitFor(() =>
      expect(core.dispatched.at(-1)).toEqual({
        type: 'coupon/changeSettings',
        payload: { changes: { isActiveOneClick: true }, confirmed: true },
      }),
    );
  });
  it('on a phone its slip button opens the slip sheet, where the slip is', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    open('/en/champs', oneClickSlip(true));
    await screen.findByTestId('bottom-nav', undefined, { timeout: 10_000 });
    fireEvent.click(await screen.findByTestId('quick-coupon-open', undefined, { timeout: 5000 }));
    expect(await screen.findByTestId('phone-slip-sheet', undefined, { timeout: 10_000 })).toBeTruthy();
  });
});
