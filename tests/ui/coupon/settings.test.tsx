// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_COUPON_SETTINGS, type CouponSettings } from '../../../src/protocol/coupon';
import { reject } from '../../../src/protocol/rejections';
import { slipProjection } from '../../support/bets';
import { renderSlip, sent, slipCore } from './slipFixtures';

afterEach(cleanup);

const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

function openSettings(settings: Partial<CouponSettings> = {}, extra: Parameters<typeof slipProjection>[0] = {}) {
  const core = slipCore(slipProjection({ settings: { ...DEFAULT_COUPON_SETTINGS, ...settings }, ...extra }));
  renderSlip(core);
  const toggle = screen.getByTestId('slip-settings-toggle');
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  expect(toggle.getAttribute('aria-controls')).toBe(screen.getByTestId('slip-settings').id);
  return core;
}

describe('slip settings', () => {
  it('every field of SPEC 3 Coupon settings is there and sends coupon/changeSettings', () => {
    const core = openSettings({}, { vipBetAllowed: true });
    const panel = screen.getByTestId('slip-settings');
    fireEvent.click(within(panel).getByTestId('slip-setting-coef-0'));
    for (const key of [
      'exactCoef',
      'isAutoMax',
      'isVipBet',
      'isBalanceShown',
      'isPossibleWinShown',
      'isSelectAccountShown',
      'isCouponFixed',
    ]) {
      fireEvent.click(within(panel).getByTestId(`slip-setting-${key}`));
    }
    expect(sent(core, 'coupon/changeSettings').map((c) => c.payload)).toEqual([
      { changes: { changeCoefAction: 0 } },
      { changes: { exactCoef: true } },
      { changes: { isAutoMax: true } },
      { changes: { isVipBet: true } },
      { changes: { isBalanceShown: false } },
      { changes: { isPossibleWinShown: false } },
      { changes: { isSelectAccountShown: false } },
      { changes: { isCouponFixed: true } },
    ]);
  });

  it('one-click amounts and the manual stake step are typed in money and sent in minor units', () => {
    const core = openSettings();
    const one = screen.getByTestId('slip-setting-oneClickAmount');
    fireEvent.change(one, { target: { value: '25.5' } });
    fireEvent.blur(one);
    const bonus = screen.getByTestId('slip-setting-bonusAccountOneClickAmount');
    fireEvent.change(bonus, { target: { value: '10' } });
    fireEvent.keyDown(bonus, { key: 'Enter' });
    fireEvent.click(screen.getByTestId('slip-setting-isManualAmountStep'));
    expect(sent(core, 'coupon/changeSettings').map((c) => c.payload)).toEqual([
      { changes: { oneClickAmount: 2_550 } },
      { changes: { bonusAccountOneClickAmount: 1_000 } },
      { changes: { isManualAmountStep: true } },
    ]);
  });

  it('the manual step: its own field for the account currency, sent as a step; off is only the switch (the core drops it)', () => {
    const core = openSettings({ isManualAmountStep: true, amountStepByCurrencyIso: { RUB: 5_000, USD: 200 } }, { amountStep: 5_000 });
    const step = screen.getByTestId('slip-setting-step') as HTMLInputElement;
    expect(step.value).toBe('50.00');
    expect(screen.getByLabelText('Step of the stake buttons (RUB)')).toBe(step);
    fireEvent.change(step, { target: { value: '20' } });
    fireEvent.blur(step);
    fireEvent.click(screen.getByTestId('slip-setting-step-plus'));
    fireEvent.click(screen.getByTestId('slip-setting-isManualAmountStep'));
    expect(sent(core, 'coupon/setAmountStep').map((c) => c.payload)).toEqual([{ step: 2_000 }]);
    expect(sent(core, 'coupon/stepStake').map((c) => c.payload)).toEqual([{ target: { field: 'amountStep' }, from: 5_000, direction: 1 }]);
    expect(sent(core, 'coupon/changeSettings').map((c) => c.payload)).toEqual([{ changes: { isManualAmountStep: false } }]);
  });

  it('one-click with bets in the coupon asks first; confirming resends with confirmed: true', async () => {
    const core = openSettings();
    core.answer = (c) => {
      const payload = c.payload as { confirmed?: boolean };
      return c.type === 'coupon/changeSettings' && !payload.confirmed
        ? reject('coupon.one_click_clears_coupon', { bets: 2 })
        : { accepted: true, seq: 1 };
    };
    fireEvent.click(screen.getByTestId('slip-setting-isActiveOneClick'));
    const dialog = await screen.findByTestId('slip-one-click-confirm');
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(text(dialog)).toContain('Turn on one-click betting?');
    expect(text(dialog)).toContain('The coupon will be cleared (bets in it: 2).');
    // The question is the dialog's, not an error line as well.
    expect(screen.queryByTestId('slip-settings-error')).toBeNull();
    fireEvent.click(within(dialog).getByTestId('slip-one-click-confirm-yes'));
    await waitFor(() =>
      expect(sent(core, 'coupon/changeSettings').map((c) => c.payload)).toEqual([
        { changes: { isActiveOneClick: true } },
        { changes: { isActiveOneClick: true }, confirmed: true },
      ]),
    );
    expect(screen.queryByTestId('slip-one-click-confirm')).toBeNull();
  });

  it('cancelling the question changes nothing', async () => {
    const core = openSettings();
    core.answer = () => reject('coupon.one_click_clears_coupon', { bets: 2 });
    fireEvent.click(screen.getByTestId('slip-setting-isActiveOneClick'));
    fireEvent.click(within(await screen.findByTestId('slip-one-click-confirm')).getByTestId('slip-one-click-confirm-no'));
    expect(screen.queryByTestId('slip-one-click-confirm')).toBeNull();
    expect(sent(core, 'coupon/changeSettings')).toHaveLength(1);
  });

  it('a conflicting change is refused with both settings named', async () => {
    const core = openSettings();
    core.answer = () => reject('coupon.settings_conflict', { setting: 'isActiveOneClick', with: 'isDropOnScoreChange' });
    fireEvent.click(screen.getByTestId('slip-setting-isDropOnScoreChange'));
    const error = await screen.findByTestId('slip-settings-error');
    expect(text(error)).toBe('“One-click betting” cannot be on together with “Remove a bet when the score changes”.');
    expect(error.getAttribute('role')).toBe('alert');
  });

  it('shows what the core decided: drop-on-score-change turned one-click off', () => {
    const core = openSettings({ isActiveOneClick: true });
    expect((screen.getByTestId('slip-setting-isActiveOneClick') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('slip-one-click-on')).toBeTruthy();
    core.push(
      'coupon',
      slipProjection({ settings: { ...DEFAULT_COUPON_SETTINGS, isDropOnScoreChange: true, exactCoef: true, isActiveOneClick: false } }),
    );
    return waitFor(() => {
      expect((screen.getByTestId('slip-setting-isActiveOneClick') as HTMLInputElement).checked).toBe(false);
      expect((screen.getByTestId('slip-setting-exactCoef') as HTMLInputElement).checked).toBe(true);
      expect(screen.queryByTestId('slip-one-click-on')).toBeNull();
    });
  });

  it('closes with its button or Escape, and the keyboard goes back to the settings button', () => {
    openSettings();
    fireEvent.click(screen.getByTestId('slip-settings-close'));
    expect(screen.queryByTestId('slip-settings')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('slip-settings-toggle'));
    fireEvent.click(screen.getByTestId('slip-settings-toggle'));
    fireEvent.keyDown(screen.getByTestId('slip-setting-exactCoef'), { key: 'Escape' });
    expect(screen.queryByTestId('slip-settings')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('slip-settings-toggle'));
  });

  it('one-click is not offered where the site does not show it', () => {
    openSettings({}, { oneClickAvailable: false });
    expect(screen.queryByTestId('slip-setting-isActiveOneClick')).toBeNull();
  });
});
