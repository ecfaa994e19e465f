// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COUPON_SETTINGS } from '../../../src/protocol/coupon';
import { reject } from '../../../src/protocol/rejections';
import { clearLoginRequest, useLoginRequest, type LoginRequest } from '../../../src/ui/core-access/loginRequest';
import { RECENT_MOVE_MS } from '../../../src/ui/coupon/BetRow';
import { Slip } from '../../../src/ui/coupon/Slip';
import { readyCore } from '../fakeCore';
import { couponBet, slipBet, slipProjection } from '../../support/bets';
import { renderSlip, sent, slipCore } from './slipFixtures';

afterEach(() => {
  cleanup();
  clearLoginRequest();
});

const typeLabels = () =>
  within(screen.getByTestId('slip-types'))
    .getAllByRole('radio')
    .map((r) => r.closest('label')?.textContent);
const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('the slip tabs', () => {
  it('shows a loading state until the worker pushes the slip, then the coupon tab with its count', async () => {
    const empty = readyCore();
    renderSlip(empty);
    expect(screen.getByTestId('slip').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain('Loading the bet slip');
    act(() => empty.push('coupon', slipProjection()));
    expect((screen.getByRole('radio', { name: 'Coupon (2)' }) as HTMLInputElement).checked).toBe(true);
  });

  it('switches to my bets through coupon/selectTab (a native radio group: the browser gives it the arrow keys)', async () => {
    const core = slipCore();
    renderSlip(core);
    expect(screen.getByRole('radiogroup').getAttribute('aria-label')).toBeTruthy();
    fireEvent.click(screen.getByTestId('slip-tab-myBets'));
    await waitFor(() => expect(sent(core, 'coupon/selectTab')).toEqual([{ type: 'coupon/selectTab', payload: { tab: 'myBets' } }]));
    // Clicking the option already shown sends nothing.
    fireEvent.click(screen.getByTestId('slip-tab-coupon'));
    expect(sent(core, 'coupon/selectTab')).toHaveLength(1);
  });

  it('an empty coupon says how to fill it', () => {
    renderSlip(slipCore(slipProjection({ bets: [], allowedTypeIds: [], typeId: 0 })));
    expect(text(screen.getByTestId('slip-empty'))).toContain('Click a coefficient');
    expect(screen.queryByTestId('slip-types')).toBeNull();
    expect(screen.queryByTestId('slip-place')).toBeNull();
  });
});

describe('type selector', () => {
  it('offers only the types the bets allow, named in the player’s language', () => {
    const core = slipCore(slipProjection({ allowedTypeIds: [1, 2, 9], typeId: 1 }));
    renderSlip(core);
    const radios = within(screen.getByTestId('slip-types')).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['Express', 'System', 'Singles']);
    expect((screen.getByRole('radio', { name: 'Express' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: 'Chain' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'System' }));
    expect(sent(core, 'coupon/changeType')).toEqual([{ type: 'coupon/changeType', payload: { typeId: 2 } }]);
  });

  it('in Russian and Arabic too', () => {
    renderSlip(slipCore(slipProjection({ allowedTypeIds: [1, 2] })), 'ru');
    expect(typeLabels()).toEqual(['Экспресс', 'Система']);
    cleanup();
    renderSlip(slipCore(slipProjection({ allowedTypeIds: [1, 2] })), 'ar');
    expect(typeLabels()).toEqual(['إكسبريس', 'نظام']);
  });

  it('a refused change says why, in words', async () => {
    const core = slipCore(slipProjection({ allowedTypeIds: [1, 2] }));
    core.answer = (c) =>
      c.type === 'coupon/changeType' ? reject('coupon.leg_count', { typeId: 2, min: 3, max: 50, count: 2 }) : { accepted: true, seq: 1 };
    renderSlip(core);
    fireEvent.click(screen.getByRole('radio', { name: 'System' }));
    expect(text(await screen.findByTestId('slip-notice'))).toContain('System takes 3 to 50 bets; the coupon has 2.');
  });
});

describe('stake input', () => {
  it('+ and - ask the worker to step the stake from what the field shows; the label names the step', () => {
    const core = slipCore(slipProjection({ amount: 15_000, amountStep: 10_000 }));
    renderSlip(core);
    fireEvent.click(screen.getByTestId('slip-stake-plus'));
    fireEvent.click(screen.getByTestId('slip-stake-minus'));
    const field = { field: 'amount' };
    expect(sent(core, 'coupon/stepStake').map((c) => c.payload)).toEqual([
      { target: field, from: 15_000, direction: 1 },
      { target: field, from: 15_000, direction: -1 },
    ]);
    fireEvent.change(screen.getByTestId('slip-stake'), { target: { value: '12.34' } });
    fireEvent.click(screen.getByTestId('slip-stake-plus'));
    expect(sent(core, 'coupon/stepStake').at(-1)?.payload).toEqual({ target: field, from: 1_234, direction: 1 });
    expect(sent(core, 'coupon/setAmount')).toEqual([]);
    expect(screen.getByLabelText('Increase the stake by RUB 100.00')).toBeTruthy();
  });

  it('typing major units sends minor units exactly, once, on Enter or leaving the field', () => {
    const core = slipCore(slipProjection({ amount: 15_000 }));
    renderSlip(core);
    const input = screen.getByTestId('slip-stake') as HTMLInputElement;
    expect(input.value).toBe('150.00');
    fireEvent.change(input, { target: { value: '1.15' } });
    fireEvent.change(input, { target: { value: '1.1' } });
    fireEvent.change(input, { target: { value: '1.15' } });
    expect(sent(core, 'coupon/setAmount')).toEqual([]);
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: '12,5' } });
    fireEvent.blur(input);
    expect(sent(core, 'coupon/setAmount').map((c) => c.payload)).toEqual([{ amount: 115 }, { amount: 1_250 }]);
  });

  it('refuses more decimals than the currency has, with the reason next to the field, and sends nothing', () => {
    const core = slipCore(slipProjection());
    renderSlip(core);
    const input = screen.getByTestId('slip-stake');
    fireEvent.change(input, { target: { value: '1.155' } });
    fireEvent.blur(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(text(screen.getByTestId('slip-stake-error'))).toBe('This currency takes at most 2 digits after the point.');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByTestId('slip-stake-error').id);
    fireEvent.change(input, { target: { value: 'ten' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(sent(core, 'coupon/setAmount')).toEqual([]);
  });

  it('a currency without decimals takes whole units', () => {
    const core = slipCore(slipProjection({ currencyIso: 'JPY', currencyDigits: 0, amount: 500, amountStep: 100 }));
    renderSlip(core);
    const input = screen.getByTestId('slip-stake') as HTMLInputElement;
    expect(input.value).toBe('500');
    fireEvent.change(input, { target: { value: '1200' } });
    fireEvent.blur(input);
    fireEvent.click(screen.getByTestId('slip-stake-plus'));
    expect(sent(core, 'coupon/setAmount').map((c) => c.payload)).toEqual([{ amount: 1_200 }]);
    expect(sent(core, 'coupon/stepStake').map((c) => c.payload)).toEqual([{ target: { field: 'amount' }, from: 500, direction: 1 }]);
  });

  it('Max stakes the most allowed; the limits are shown in money', () => {
    const core = slipCore(slipProjection({ autoMaxAmount: 150_000 }));
    renderSlip(core);
    expect(text(screen.getByTestId('slip-limits'))).toBe('From RUB 10.00 to RUB 100,000.00');
    fireEvent.click(screen.getByTestId('slip-stake-max'));
    expect(sent(core, 'coupon/setAmount').map((c) => c.payload)).toEqual([{ amount: 150_000 }]);
  });

  it('many singles: each bet has its own stake; the common field sets every one', () => {
    const a = slipBet(couponBet(101, 1.5), { stake: 15_000 });
    const b = slipBet(couponBet(102, 2.2), { stake: 30_000 });
    const core = slipCore(slipProjection({ typeId: 9, bets: [a, b], amountByBetId: { '102': 30_000 }, totalStake: 45_000 }));
    renderSlip(core);
    const rows = screen.getAllByTestId('slip-bet-stake') as HTMLInputElement[];
    expect(rows.map((r) => r.value)).toEqual(['150.00', '300.00']);
    fireEvent.change(rows[1] as HTMLInputElement, { target: { value: '50' } });
    fireEvent.blur(rows[1] as HTMLInputElement);
    expect(sent(core, 'coupon/setAmountByBet')).toEqual([{ type: 'coupon/setAmountByBet', payload: { marketId: 102, amount: 5_000 } }]);
    const all = screen.getByTestId('slip-stake-all');
    fireEvent.change(all, { target: { value: '20' } });
    fireEvent.blur(all);
    // One command: the core moves the singles with a stake of their own too (tests/core/coupon/manySingles.test.ts).
    expect(sent(core, 'coupon/setAmount')).toEqual([{ type: 'coupon/setAmount', payload: { amount: 2_000 } }]);
    expect(sent(core, 'coupon/setAmountByBet')).toHaveLength(1);
    expect(text(screen.getByTestId('slip-total-stake'))).toBe('RUB 450.00');
  });

  it('conditional: blocks in order, the first with its stake, later ones "all winnings" or their own', () => {
    const bets = [
      slipBet(couponBet(101, 1.5, { blockId: 1 })),
      slipBet(couponBet(102, 2.2, { blockId: 2 })),
      slipBet(couponBet(103, 1.9, { blockId: 2 })),
    ];
    const core = slipCore(
      slipProjection({
        typeId: 5,
        bets,
        blocks: [
          { blockId: 1, marketIds: [101], stake: 20_000 },
          { blockId: 2, marketIds: [102, 103], stake: null },
        ],
      }),
    );
    renderSlip(core);
    expect((screen.getByTestId('slip-block-stake-1') as HTMLInputElement).value).toBe('200.00');
    expect(screen.queryByTestId('slip-block-stake-2')).toBeNull();
    const max = screen.getByTestId('slip-block-max') as HTMLInputElement;
    expect(max.checked).toBe(true);
    fireEvent.click(max);
    expect(sent(core, 'coupon/setAmountByBlock')).toEqual([{ type: 'coupon/setAmountByBlock', payload: { blockId: 2, amount: 15_000 } }]);
    fireEvent.change(screen.getByTestId('slip-bet-block-103'), { target: { value: '3' } });
    expect(sent(core, 'coupon/moveToBlock')).toEqual([{ type: 'coupon/moveToBlock', payload: { marketId: 103, blockId: 3 } }]);
  });

  it('system: the sizes with their lines, and bankers into the lobby block', () => {
    const bets = [101, 102, 103, 104].map((id) => slipBet(couponBet(id, 2)));
    const core = slipCore(
      slipProjection({
        typeId: 2,
        bets,
        systemValue: 2,
        systemOptions: [
          { value: 2, offset: 0, minBetAmount: 6, combo: 6 },
          { value: 3, offset: 0, minBetAmount: 4, combo: 4 },
        ],
      }),
    );
    renderSlip(core);
    const select = screen.getByTestId('slip-system') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['2 of 4: 6 lines', '3 of 4: 4 lines']);
    fireEvent.change(select, { target: { value: '3' } });
    expect(sent(core, 'coupon/setSystemValue')).toEqual([{ type: 'coupon/setSystemValue', payload: { value: 3 } }]);
    fireEvent.click(within(screen.getByTestId('slip-bet-101')).getByTestId('slip-bet-banker'));
    expect(sent(core, 'coupon/moveToBlock')).toEqual([{ type: 'coupon/moveToBlock', payload: { marketId: 101, blockId: 0 } }]);
  });
});

describe('bets and coefficient changes', () => {
  it('a moved coefficient shows the clicked one struck through, the new one, words and arrow; accept sends confirmCoefChanges', () => {
    const fell = slipBet(couponBet(101, 1.8, { clickedCoef: 2, isCoefChangePending: true }));
    const rose = slipBet(couponBet(102, 2.5, { clickedCoef: 2.2 }));
    const core = slipCore(
      slipProjection({
        bets: [fell, rose],
        settings: { ...DEFAULT_COUPON_SETTINGS, changeCoefAction: 2 },
        placeRefusal: reject('coupon.coef_change_unconfirmed', { marketId: 101 }),
      }),
    );
    renderSlip(core);
    const row = screen.getByTestId('slip-bet-101');
    expect(row.dataset.move).toBe('fall');
    expect(row.querySelector('s')?.textContent).toBe('2.00');
    expect(within(row).getByTestId('slip-bet-coef').textContent).toBe('1.80');
    expect(within(row).getByTestId('slip-bet-move-text').textContent).toBe('The coefficient fell from 2.00 to 1.80');
    expect(text(within(row).getByTestId('slip-bet-lock'))).toContain('Coefficient changed');
    expect(within(screen.getByTestId('slip-bet-102')).getByTestId('slip-bet-move-text').textContent).toBe(
      'The coefficient rose from 2.20 to 2.50',
    );
    const changes = screen.getByTestId('slip-changes');
    expect(text(changes)).toContain('Your setting: accept rises, confirm falls.');
    fireEvent.click(within(changes).getByRole('button', { name: 'Accept changes' }));
    expect(sent(core, 'coupon/confirmCoefChanges')).toEqual([{ type: 'coupon/confirmCoefChanges', payload: {} }]);
  });

  it('no accept button while nothing waits; a rise accepted by the setting still shows both values', () => {
    const rose = slipBet(couponBet(102, 2.5, { clickedCoef: 2.2 }));
    renderSlip(slipCore(slipProjection({ bets: [rose] })));
    expect(screen.queryByTestId('slip-changes')).toBeNull();
    expect(screen.getByTestId('slip-bet-clicked').textContent).toBe('2.20');
  });

  it('a change the setting accepted stays marked for a while (nothing to confirm), then the row is plain again', () => {
    vi.useFakeTimers();
    try {
      const core = slipCore(slipProjection({ bets: [slipBet(couponBet(101, 2))] }));
      renderSlip(core);
      expect(screen.getByTestId('slip-bet-101').dataset.move).toBe('');
      // Accepted by the setting: the core moved the clicked coefficient along.
      act(() => core.push('coupon', slipProjection({ bets: [slipBet(couponBet(101, 2.3))] })));
      const row = screen.getByTestId('slip-bet-101');
      expect(row.dataset.move).toBe('rise');
      expect(row.dataset.pending).toBe('false');
      expect(within(row).getByTestId('slip-bet-move-text').textContent).toBe('The coefficient rose from 2.00 to 2.30');
      expect(screen.queryByTestId('slip-changes')).toBeNull();
      act(() => vi.advanceTimersByTime(RECENT_MOVE_MS - 1));
      expect(row.dataset.move).toBe('rise');
      act(() => core.push('coupon', slipProjection({ bets: [slipBet(couponBet(101, 1.9))] })));
      expect(within(row).getByTestId('slip-bet-move-text').textContent).toBe('The coefficient fell from 2.30 to 1.90');
      act(() => vi.advanceTimersByTime(RECENT_MOVE_MS));
      expect(row.dataset.move).toBe('');
      expect(within(row).queryByTestId('slip-bet-clicked')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('locks are marked and explained; a bet is removed by its own button; clear empties the coupon', () => {
    const bets = [
      slipBet(couponBet(101, 1.5, { isFinished: true }), { lock: 'finished' }),
      slipBet(couponBet(102, 2.2, { isBlocked: true }), { lock: 'blocked' }),
      slipBet(couponBet(103, 2.2), { lock: 'depend' }),
      slipBet(couponBet(104, 2.2), { lock: 'bannedExpress', isLive: true }),
    ];
    const core = slipCore(slipProjection({ bets }));
    renderSlip(core);
    expect(text(within(screen.getByTestId('slip-bet-101')).getByTestId('slip-bet-lock'))).toContain('The game has finished');
    expect(text(within(screen.getByTestId('slip-bet-102')).getByTestId('slip-bet-lock'))).toContain('suspended');
    expect(text(within(screen.getByTestId('slip-bet-103')).getByTestId('slip-bet-lock'))).toContain('same game');
    expect(text(within(screen.getByTestId('slip-bet-104')).getByTestId('slip-bet-lock'))).toContain('cannot be combined');
    expect(within(screen.getByTestId('slip-bet-104')).getByTestId('slip-bet-live').textContent).toBe('Live');
    expect(screen.getByTestId('slip-bet-101').getAttribute('aria-describedby')).toBe(
      within(screen.getByTestId('slip-bet-101')).getByTestId('slip-bet-lock').id,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove the bet Home 102 – Away 102, Outcome No. 102' }));
    fireEvent.click(screen.getByTestId('slip-clear'));
    expect(sent(core).map((c) => c.type)).toEqual(['coupon/deleteBet', 'coupon/clear']);
    expect(sent(core, 'coupon/deleteBet')[0]?.payload).toEqual({ marketId: 102 });
  });
});

describe('place', () => {
  it('a refusal disables the button and says the exact reason, in money, announced politely', () => {
    const core = slipCore(
      slipProjection({ amount: 500, totalStake: 500, placeRefusal: reject('coupon.amount_below_min', { min: 1_000 }) }),
    );
    renderSlip(core);
    const button = screen.getByTestId('slip-place');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const reason = screen.getByTestId('slip-place-reason');
    expect(text(reason)).toBe('The stake is below the minimum of RUB 10.00.');
    expect(reason.getAttribute('role')).toBe('status');
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    fireEvent.click(button);
    expect(sent(core, 'coupon/place')).toEqual([]);
  });

  it('a placeable coupon places with its stake on the button; the core decides what the promo code pays', () => {
    const core = slipCore(
      slipProjection({
        promoCode: 'FREEBET100',
        promoCodes: ['FREEBET100'],
        availablePrepaidAmount: 10_000,
        prepaid: 10_000,
        balanceDebit: 5_000,
      }),
    );
    renderSlip(core);
    const button = screen.getByTestId('slip-place');
    expect(text(button)).toBe('Place bet: RUB 150.00');
    expect(button.getAttribute('aria-disabled')).toBe('false');
    expect(text(screen.getByTestId('slip-prepaid'))).toBe('The promo code pays RUB 100.00 of the stake.');
    expect(screen.queryByTestId('slip-prepaid-rest')).toBeNull();
    expect(text(screen.getByTestId('slip-from-voucher'))).toBe('RUB 100.00');
    expect(text(screen.getByTestId('slip-from-balance'))).toBe('RUB 50.00');
    fireEvent.click(button);
    expect(sent(core, 'coupon/place')).toEqual([{ type: 'coupon/place', payload: {} }]);
  });

  it('a voucher worth more than the stake pays the stake and says the rest is not kept', () => {
    const core = slipCore(
      slipProjection({
        promoCode: 'WELCOME250',
        promoCodes: ['WELCOME250'],
        availablePrepaidAmount: 25_000,
        prepaid: 15_000,
        balanceDebit: 0,
      }),
    );
    renderSlip(core);
    expect(text(screen.getByTestId('slip-prepaid'))).toContain('The promo code pays RUB 150.00 of the stake.');
    expect(text(screen.getByTestId('slip-prepaid-rest'))).toContain('RUB 100.00 is not kept');
    expect(text(screen.getByTestId('slip-from-balance'))).toBe('RUB 0.00');
  });

  it('a quote that failed is said, with its reason, in the player’s words', () => {
    const core = slipCore(slipProjection({ quoteFailure: { code: 'network_error', params: {} } }));
    renderSlip(core);
    const warning = screen.getByTestId('slip-quote-failed');
    expect(warning.getAttribute('role')).toBe('alert');
    expect(text(warning)).toBe(
      'The limits and offers of this coupon could not be checked with the server, so they may be out of date; ' +
        'the server checks them again when you place. The server could not be reached. Check your connection and try again.',
    );
    act(() => core.push('coupon', slipProjection({ quoteFailure: null })));
    expect(screen.queryByTestId('slip-quote-failed')).toBeNull();
  });

  it('games beyond what live updates follow: a notice with their count and each such bet marked, in every language', () => {
    const followed = slipBet(couponBet(101, 1.5));
    const unfollowed = slipBet(couponBet(102, 2.2), { unfollowed: true });
    const expected = {
      en: ['Games in the coupon without live updates: 1.', 'No live updates'],
      ru: ['1 матч в купоне без обновлений в реальном времени.', 'Без обновлений'],
      ar: ['مباراة واحدة في القسيمة بلا تحديثات مباشرة.', 'بلا تحديثات مباشرة'],
      de: ['1 Spiel im Wettschein erhält keine Live-Updates.', 'Keine Live-Updates'],
    } as const;
    for (const [lang, [notice, badge]] of Object.entries(expected)) {
      const core = slipCore(slipProjection({ bets: [followed, unfollowed], unfollowedGames: 1 }));
      renderSlip(core, lang);
      const warning = screen.getByTestId('slip-unfollowed');
      expect(warning.getAttribute('role')).toBe('status');
      expect(text(warning), lang).toContain(notice);
      const marked = screen.getByTestId('slip-bet-102');
      expect(marked.getAttribute('data-unfollowed')).toBe('true');
      expect(text(within(marked).getByTestId('slip-bet-unfollowed')), lang).toContain(badge);
      // Read out with the bet, not only seen.
      expect(marked.getAttribute('aria-describedby')).toBe(within(marked).getByTestId('slip-bet-unfollowed').id);
      expect(within(screen.getByTestId('slip-bet-101')).queryByTestId('slip-bet-unfollowed')).toBeNull();
      // Back under the feed (an earlier game removed): the notice goes.
      act(() => core.push('coupon', slipProjection({ bets: [followed, { ...unfollowed, unfollowed: false }], unfollowedGames: 0 })));
      expect(screen.queryByTestId('slip-unfollowed')).toBeNull();
      expect(screen.queryByTestId('slip-bet-unfollowed')).toBeNull();
      cleanup();
    }
  });

  it('shows progress, and a lost connection says not to place again', () => {
    const core = slipCore(slipProjection({ phase: 'placing', placing: { refId: 'r1', oneClick: false, retrying: false } }));
    renderSlip(core);
    const button = screen.getByTestId('slip-place');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(text(button)).toBe('Placing the bet…');
    expect(screen.queryByTestId('slip-retrying')).toBeNull();
    act(() => core.push('coupon', slipProjection({ phase: 'placing', placing: { refId: 'r1', oneClick: false, retrying: true } })));
    expect(text(screen.getByTestId('slip-retrying'))).toBe('Connection lost, still trying. Do not place the bet again.');
    expect(screen.getByTestId('slip-retrying').getAttribute('role')).toBe('alert');
    fireEvent.click(button);
    expect(sent(core, 'coupon/place')).toEqual([]);
  });

  it('success: the coupon number and its print link; what became of the bets', () => {
    const core = slipCore(slipProjection({ phase: 'accepted', bets: [], success: { couponId: '123456', singles: [] } }));
    renderSlip(core);
    const success = screen.getByTestId('slip-success');
    expect(text(screen.getByTestId('slip-success-number'))).toBe('Coupon No. 123456');
    expect(screen.getByTestId('slip-print').getAttribute('href')).toBe('/en/print-coupon/123456');
    expect(text(success)).toContain('The coupon is cleared');
    fireEvent.click(screen.getByTestId('slip-repeat'));
    expect(sent(core, 'coupon/repeat')).toHaveLength(1);
    act(() =>
      core.push(
        'coupon',
        slipProjection({
          phase: 'accepted',
          success: { couponId: '123457', singles: [] },
          settings: { ...DEFAULT_COUPON_SETTINGS, isCouponFixed: true },
        }),
      ),
    );
    expect(text(screen.getByTestId('slip-success'))).toContain('Your bets stay in the coupon');
  });

  it('failure: the translated error with its money params; the bets and the stake are kept', () => {
    const core = slipCore(
      slipProjection({ phase: 'failed', lastError: { code: 'insufficient_balance', params: { needed: 200_000, money: 150_000 } } }),
    );
    renderSlip(core);
    expect(text(screen.getByTestId('slip-failure-text'))).toBe(
      'Not enough money: the stake is RUB 2,000.00, the account holds RUB 1,500.00.',
    );
    expect(text(screen.getByTestId('slip-failure'))).toContain('Your bets and stake are still in the coupon.');
    expect(screen.queryByTestId('slip-open-my-bets')).toBeNull();
  });

  it('an unconfirmed placement sends the player to My bets, and says placing the same bets again is safe', () => {
    const core = slipCore(slipProjection({ phase: 'failed', lastError: { code: 'unconfirmed', params: {} } }));
    renderSlip(core);
    expect(text(screen.getByTestId('slip-failure-text'))).toContain('Check My bets; placing the same bets again cannot place them twice.');
    fireEvent.click(screen.getByTestId('slip-open-my-bets'));
    expect(sent(core, 'coupon/selectTab')).toEqual([{ type: 'coupon/selectTab', payload: { tab: 'myBets' } }]);
  });

  it('a guest fills the slip and is asked to sign in to place', () => {
    let request: LoginRequest | null = null;
    function Probe() {
      request = useLoginRequest();
      return null;
    }
    const core = slipCore(
      slipProjection({ player: 'guest', account: null, accounts: [], autoMaxAmount: null, placeRefusal: reject('coupon.no_account') }),
    );
    renderSlip(
      core,
      'en',
      <>
        <Probe />
        <Slip lang="en" />
      </>,
    );
    expect(screen.queryByTestId('slip-place')).toBeNull();
    expect(screen.queryByTestId('slip-stake-max')).toBeNull();
    fireEvent.click(screen.getByTestId('slip-sign-in'));
    expect(request).toEqual({ returnUrl: null, reason: 'bet' });
  });
});

describe('account, promo code and totals', () => {
  it('picks the account with its balance, and hides it when the settings say so', () => {
    const usd = { id: 8, type: 9, iso: 'USD', symbol: '$', money: 2_550, label: 'usd', isActive: false };
    const main = { id: 7, type: 0, iso: 'RUB', symbol: '₽', money: 150_000, label: 'main', isActive: true };
    const core = slipCore(slipProjection({ accounts: [main, usd] }));
    renderSlip(core);
    const select = screen.getByTestId('slip-account-select') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent?.replace(/\s/g, ' '))).toEqual([
      'Main account: RUB 1,500.00',
      'USD account: $25.50',
    ]);
    fireEvent.change(select, { target: { value: '8' } });
    expect(sent(core, 'coupon/selectAccount')).toEqual([
      { type: 'coupon/selectAccount', payload: { accountId: 8, accountType: 9, currencyIso: 'USD', userId: 42 } },
    ]);
    act(() =>
      core.push(
        'coupon',
        slipProjection({
          accounts: [main, usd],
          settings: { ...DEFAULT_COUPON_SETTINGS, isSelectAccountShown: false, isBalanceShown: false },
        }),
      ),
    );
    expect(screen.queryByTestId('slip-account')).toBeNull();
  });

  it('a promo code typed or picked from the list', () => {
    const core = slipCore(slipProjection({ promoCodes: ['WELCOME250'] }));
    renderSlip(core);
    fireEvent.change(screen.getByTestId('slip-promo-input'), { target: { value: ' SPRING ' } });
    fireEvent.click(screen.getByTestId('slip-promo-apply'));
    fireEvent.change(screen.getByTestId('slip-promo-list'), { target: { value: 'WELCOME250' } });
    expect(sent(core, 'coupon/setPromoCode').map((c) => c.payload)).toEqual([
      { code: 'SPRING', source: 'manual' },
      { code: 'WELCOME250', source: 'list' },
    ]);
  });

  it('the possible win, capped by the maximum payout with the reason; the express bonus and its bonus bet', () => {
    const core = slipCore(
      slipProjection({
        possibleWin: { amount: 100_000_000, uncapped: 250_000_000, isCapped: true },
        expressBonus: { eligible: true, applied: true, percent: 3, factor: 1.03, coef: 3.399 },
        expressBonusCoefText: '3.399',
      }),
    );
    renderSlip(core);
    expect(text(screen.getByTestId('slip-possible-win'))).toBe('RUB 1,000,000.00');
    expect(text(screen.getByTestId('slip-capped'))).toBe(
      'Capped at the maximum payout of RUB 1,000,000.00 (without the cap: RUB 2,500,000.00).',
    );
    expect(text(screen.getByTestId('slip-bonus'))).toContain('Express bonus +3%');
    expect(text(screen.getByTestId('slip-bonus-coef'))).toBe('3.399');
    fireEvent.click(screen.getByTestId('slip-bonus-delete'));
    expect(sent(core, 'coupon/deleteBonusBet')).toHaveLength(1);
    act(() =>
      core.push('coupon', slipProjection({ expressBonus: { eligible: true, applied: false, percent: 3, factor: 1.03, coef: 3.3 } })),
    );
    fireEvent.click(screen.getByTestId('slip-bonus-restore'));
    expect(sent(core, 'coupon/restoreBonusBet')).toHaveLength(1);
  });

  it('VIP bet when the coupon allows it, and the hyper bonus when the server offers one', () => {
    const core = slipCore(slipProjection({ vipBetAllowed: true, hyperBonus: { percent: 10, minBet: 50_000, maxBonus: 1_000_000 } }));
    renderSlip(core);
    fireEvent.click(within(screen.getByTestId('slip-vip')).getByRole('checkbox'));
    expect(sent(core, 'coupon/changeSettings')).toEqual([{ type: 'coupon/changeSettings', payload: { changes: { isVipBet: true } } }]);
    expect(text(screen.getByTestId('slip-hyper'))).toContain('For stakes from RUB 500.00, the winnings grow by 10%, up to RUB 10,000.00.');
  });
});
