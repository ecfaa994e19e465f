// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../../../src/protocol/preferences';
import { EMPTY_MY_BETS } from '../../../../src/protocol/slip';
import { clearLoginRequest, useLoginRequest } from '../../../../src/ui/core-access/loginRequest';
import { MyBets } from '../../../../src/ui/coupon/myBets/MyBets';
import { createI18n } from '../../../../src/ui/i18n/allTexts';
import { NO_SESSION } from '../../../../src/worker/session';
import { withCore } from '../../fakeCore';
import { cashoutOffer, couponView, legView, PLACED_AT } from '../../../support/bets';
import { betsCore, myBets, renderAt, slip } from './fixtures';

afterEach(() => {
  cleanup();
  clearLoginRequest();
});

const commands = (core: ReturnType<typeof betsCore>, type: string) => core.dispatched.filter((c) => c.type === type);
const card = (id: string) => screen.getAllByTestId('my-bet').find((el) => el.dataset.couponId === id) as HTMLElement;

describe('my bets: watching the page', () => {
  it("watches the projection's page in the tab's language on mount and stops watching on unmount", async () => {
    const core = betsCore(myBets([], { filter: 'open', page: 2, total: 30 }));
    const view = renderAt(core, <MyBets lang="ru" />, '/ru', 'ru');
    await waitFor(() =>
      expect(commands(core, 'myBets/watch')).toEqual([{ type: 'myBets/watch', payload: { filter: 'open', page: 2, lang: 'ru' } }]),
    );
    view.unmount();
    expect(commands(core, 'myBets/unwatch')).toHaveLength(1);
  });

  it('waits for the projection before its first watch, so a later tab joins the page the others show', async () => {
    const core = betsCore(myBets([]));
    const fresh = new (core.constructor as new () => typeof core)();
    fresh.push('preferences', DEFAULT_PREFERENCES);
    renderAt(fresh, <MyBets lang="en" />);
    expect(screen.getByTestId('my-bets-loading')).toBeTruthy();
    expect(commands(fresh, 'myBets/watch')).toEqual([]);
    act(() => fresh.push('myBets', myBets([], { filter: 'settled' })));
    await waitFor(() =>
      expect(commands(fresh, 'myBets/watch')).toEqual([{ type: 'myBets/watch', payload: { filter: 'settled', page: 1, lang: 'en' } }]),
    );
  });

  it('filter tabs and paging ask the worker for another page', async () => {
    const items = Array.from({ length: 10 }, (_, i) => couponView(String(100 + i)));
    const core = betsCore(myBets(items, { total: 25 }));
    renderAt(core, <MyBets lang="en" />);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByTestId('my-bets-filter-all').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('my-bets-filter-settled'));
    fireEvent.click(screen.getByTestId('my-bets-next'));
    expect((screen.getByTestId('my-bets-prev') as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() =>
      expect(commands(core, 'myBets/watch').slice(-2)).toEqual([
        { type: 'myBets/watch', payload: { filter: 'settled', page: 1, lang: 'en' } },
        { type: 'myBets/watch', payload: { filter: 'all', page: 2, lang: 'en' } },
      ]),
    );
  });
});

describe('my bets: states', () => {
  it('loading until the first answer', () => {
    renderAt(betsCore({ ...EMPTY_MY_BETS, status: 'loading' }), <MyBets lang="en" />);
    expect(screen.getByTestId('my-bets-loading').textContent).toContain('Loading your bets');
    expect(screen.queryByTestId('my-bet')).toBeNull();
  });

  it('empty: no bets yet, with a way to the live games', () => {
    const view = renderAt(betsCore(myBets([])), <MyBets lang="en" />);
    const empty = screen.getByTestId('my-bets-empty');
    expect(empty.textContent).toContain('No bets yet.');
    fireEvent.click(within(empty).getByRole('link', { name: 'Go to live betting' }));
    expect(view.router.state.location.pathname).toBe('/en/live');
  });

  it('empty per filter says which bets there are none of', () => {
    renderAt(betsCore(myBets([], { filter: 'open' })), <MyBets lang="en" />);
    expect(screen.getByTestId('my-bets-empty').textContent).toContain('No open bets.');
  });

  it('error: says so and retries with myBets/refresh', () => {
    const core = betsCore({ ...EMPTY_MY_BETS, status: 'error', error: 'network' });
    renderAt(core, <MyBets lang="en" />);
    expect(screen.getByRole('alert').textContent).toContain('Your bets could not be loaded.');
    fireEvent.click(screen.getByTestId('my-bets-retry'));
    expect(commands(core, 'myBets/refresh')).toEqual([{ type: 'myBets/refresh', payload: {} }]);
  });

  it('an error after a good load keeps the coupons and says they may be out of date', () => {
    renderAt(betsCore(myBets([couponView('7')], { status: 'error', error: 'network' })), <MyBets lang="en" />);
    expect(screen.getByRole('alert').textContent).toContain('may be out of date');
    expect(screen.getAllByTestId('my-bet')).toHaveLength(1);
  });

  it('guest: asks to sign in and opens the login', () => {
    let request: ReturnType<typeof useLoginRequest> = null;
    function Probe() {
      request = useLoginRequest();
      return null;
    }
    const core = betsCore({ ...EMPTY_MY_BETS, status: 'guest' });
    render(withCore(core, createI18n('en'), <Probe />));
    renderAt(core, <MyBets lang="en" />);
    expect(screen.getByTestId('my-bets-guest').textContent).toContain('Sign in to see your bets.');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(request).toEqual({ returnUrl: null, reason: 'button' });
  });

  it('guest: a visitor who has not signed in is asked to, whatever the list says', () => {
    const core = betsCore(EMPTY_MY_BETS);
    core.push('session', { ...NO_SESSION, status: 'signedOut' });
    renderAt(core, <MyBets lang="en" />);
    expect(screen.getByTestId('my-bets-guest')).toBeTruthy();
    expect(screen.queryByTestId('my-bets-loading')).toBeNull();
  });

  it('is translated: Russian and Arabic', () => {
    renderAt(betsCore(myBets([])), <MyBets lang="ru" />, '/ru', 'ru');
    expect(screen.getByTestId('my-bets-empty').textContent).toContain('Ставок пока нет.');
    cleanup();
    renderAt(betsCore(myBets([couponView('5')])), <MyBets lang="ar" />, '/ar', 'ar');
    expect(screen.getByTestId('my-bet-status').textContent).toBe('مفتوح');
  });
});

describe('my bets: a coupon card', () => {
  it('carries id and status for the slip, and shows type, time, stake, coefficient, returns and legs', () => {
    const core = betsCore(
      myBets([
        couponView('41', {
          legs: [
            legView(0, { statusId: 1, score: '2:1', gameStatus: 4, currentCoef: null }),
            legView(1, { statusId: -1, opponent1: 'Lions', opponent2: 'Tigers', marketName: 'Total 2.5', outcomeName: 'Over 2.5' }),
          ],
          currentReturn: 18_000,
        }),
      ]),
    );
    core.push('preferences', { ...DEFAULT_PREFERENCES, timeZone: 3, is12h: true });
    renderAt(core, <MyBets lang="en" />);
    const el = card('41');
    expect(el.dataset.status).toBe('open');
    expect(within(el).getByRole('heading').textContent).toBe('Coupon № 41');
    expect(el.textContent).toContain('Express');
    expect(within(el).getByText(/Nov 15, 2023, 1:13\sAM \(UTC\+3\)/)).toBeTruthy();
    expect(within(el).getByTestId('my-bet-stake').textContent).toContain('RUB\u00a0100.00');
    expect(el.textContent).toContain('3.24');
    expect(within(el).getByTestId('my-bet-current-return').textContent).toContain('RUB\u00a0180.00');
    expect(within(el).getByTestId('my-bet-max-return').textContent).toContain('RUB\u00a0324.00');
    const legs = within(el).getAllByTestId('my-bet-leg');
    expect(legs.map((l) => within(l).getByTestId('my-bet-leg-status').textContent)).toEqual(['Won', 'Not started']);
    expect(legs[0]?.textContent).toContain('2:1');
    expect(legs[1]?.textContent).toContain('Lions – Tigers');
    expect(legs[1]?.textContent).toContain('Total 2.5: Over 2.5');
  });

  it('marks a VIP bet, and only a VIP bet', () => {
    const core = betsCore(myBets([couponView('51', { isVipBet: true }), couponView('52')]));
    renderAt(core, <MyBets lang="en" />);
    expect(within(card('51')).getByTestId('my-bet-vip').textContent).toBe('VIP bet');
    expect(within(card('52')).queryByTestId('my-bet-vip')).toBeNull();
  });

  it('names every leg status of SPEC 4 (-2..6)', () => {
    const statuses = [-2, -1, 0, 1, 2, 3, 4, 5, 6] as const;
    renderAt(betsCore(myBets([couponView('1', { legs: statuses.map((statusId, i) => legView(i, { statusId })) })])), <MyBets lang="en" />);
    expect(screen.getAllByTestId('my-bet-leg-status').map((b) => b.textContent)).toEqual([
      'Not settled',
      'Not started',
      'Lost',
      'Won',
      'Returned',
      'Forced return',
      'Half won, half returned',
      'Half lost, half returned',
      'Half lost, half won',
    ]);
  });

  it('shows settled coupons with their payout and no cash-out, sold ones with the sale, insured ones with the refund', () => {
    renderAt(
      betsCore(
        myBets([
          couponView('1', { status: 'won', payout: 32_400, offer: null, settledAt: PLACED_AT + 1 }),
          couponView('2', { status: 'sold', soldAmount: 9_000, soldAt: PLACED_AT + 5, offer: null }),
          couponView('3', {
            status: 'lost',
            payout: 0,
            insuredAmount: 5_000,
            insurancePremium: 1_150,
            insuranceRefund: 5_000,
            offer: null,
          }),
          couponView('4', {
            typeId: 2,
            placedTypeId: 2,
            systemValue: 2,
            legs: [legView(0), legView(1), legView(2)],
            status: 'partial',
            payout: 4_000,
            offer: null,
          }),
        ]),
      ),
      <MyBets lang="en" />,
    );
    expect(within(card('1')).getByTestId('my-bet-payout').textContent).toContain('RUB\u00a0324.00');
    expect(within(card('1')).queryByTestId('my-bet-sell')).toBeNull();
    expect(within(card('1')).getByTestId('my-bet-status').textContent).toBe('Won');
    expect(within(card('2')).getByTestId('my-bet-sold').textContent).toContain('RUB\u00a090.00');
    expect(within(card('2')).getByTestId('my-bet-status').textContent).toBe('Sold');
    expect(within(card('3')).getByTestId('my-bet-insured').textContent).toContain('RUB\u00a050.00');
    expect(within(card('3')).getByTestId('my-bet-insured').textContent).toContain('premium RUB\u00a011.50');
    expect(within(card('3')).getByTestId('my-bet-refund').textContent).toContain('RUB\u00a050.00');
    expect(card('4').textContent).toContain('System 2 of 3');
    expect(within(card('4')).getByTestId('my-bet-status').textContent).toBe('Partly returned');
  });
});

describe('my bets: cash-out', () => {
  it('sells at the offer after a confirmation naming the amount, shows the request on its way and then the sale', async () => {
    const core = betsCore(myBets([couponView('77')]));
    renderAt(core, <MyBets lang="en" />);
    const el = card('77');
    expect(within(el).getByTestId('my-bet-cashout-amount').textContent).toBe('RUB\u00a0123.45');
    fireEvent.click(within(el).getByTestId('my-bet-sell'));
    const dialog = screen.getByRole('dialog', { name: 'Sell coupon № 77?' });
    expect(dialog.textContent).toContain('RUB\u00a0123.45 will be credited to your account now');
    expect(commands(core, 'coupon/sell')).toEqual([]);
    fireEvent.click(within(dialog).getByTestId('my-bet-sell-confirm-button'));
    await waitFor(() =>
      expect(commands(core, 'coupon/sell')).toEqual([{ type: 'coupon/sell', payload: { couponId: '77', amount: 12_345 } }]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => core.push('coupon', slip({ pending: [{ requestId: 'r1', kind: 'sell', couponId: '77', amount: 12_345 }] })));
    expect(within(card('77')).getByTestId('my-bet-request-pending').textContent).toContain('Selling for RUB\u00a0123.45');
    const sell = within(card('77')).getByTestId('my-bet-sell');
    expect(sell.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(sell);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => core.push('coupon', slip({ outcomes: { '77': { status: 'sold', requestId: 'r1', amount: 12_345 } } })));
    expect(within(card('77')).getByTestId('my-bet-request-done').textContent).toContain('Sold for RUB\u00a0123.45.');
  });

  it('Escape or Cancel closes the confirmation without selling', () => {
    const core = betsCore(myBets([couponView('77')]));
    renderAt(core, <MyBets lang="en" />);
    fireEvent.click(screen.getByTestId('my-bet-sell'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByTestId('my-bet-sell'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(commands(core, 'coupon/sell')).toEqual([]);
  });

  it('a moved offer shows the new amount and sells at it when the player agrees', async () => {
    const core = betsCore(myBets([couponView('77')]));
    renderAt(core, <MyBets lang="en" />);
    fireEvent.click(screen.getByTestId('my-bet-sell'));
    fireEvent.click(screen.getByTestId('my-bet-sell-confirm-button'));
    await waitFor(() => expect(commands(core, 'coupon/sell')).toHaveLength(1));
    act(() =>
      core.push(
        'coupon',
        slip({
          outcomes: {
            '77': { status: 'sellFailed', requestId: 'r1', code: 'cashout_offer_changed', params: { couponId: '77', offer: 11_000 } },
          },
        }),
      ),
    );
    const ask = screen.getByTestId('my-bet-offer-changed');
    expect(ask.textContent).toContain('The cash-out offer has changed to RUB\u00a0110.00');
    fireEvent.click(within(ask).getByTestId('my-bet-sell-again'));
    await waitFor(() =>
      expect(commands(core, 'coupon/sell')[1]).toEqual({ type: 'coupon/sell', payload: { couponId: '77', amount: 11_000 } }),
    );
  });

  it('another refusal is translated, with the reason when the server gave one', async () => {
    const core = betsCore(myBets([couponView('77')]));
    renderAt(core, <MyBets lang="en" />);
    fireEvent.click(screen.getByTestId('my-bet-sell'));
    fireEvent.click(screen.getByTestId('my-bet-sell-confirm-button'));
    await waitFor(() => expect(commands(core, 'coupon/sell')).toHaveLength(1));
    act(() =>
      core.push(
        'coupon',
        slip({
          outcomes: {
            '77': {
              status: 'sellFailed',
              requestId: 'r1',
              code: 'cashout_unavailable',
              params: { couponId: '77', reason: 'leg_suspended' },
            },
          },
        }),
      ),
    );
    const failed = screen.getByTestId('my-bet-request-failed');
    expect(failed.textContent).toContain('Cash-out is not available for this coupon right now.');
    expect(failed.textContent).toContain('Reason: betting on an event of the coupon is suspended.');
    fireEvent.click(within(failed).getByRole('button', { name: 'Hide this message' }));
    expect(screen.queryByTestId('my-bet-request-failed')).toBeNull();
  });

  it('a request the slip refuses at once says why', async () => {
    const core = betsCore(myBets([couponView('77')]));
    core.answer = (command) =>
      command.type === 'coupon/sell'
        ? { rejected: true, code: 'coupon.request_pending', params: { couponId: '77' } }
        : { accepted: true, seq: 1 };
    renderAt(core, <MyBets lang="en" />);
    fireEvent.click(screen.getByTestId('my-bet-sell'));
    fireEvent.click(screen.getByTestId('my-bet-sell-confirm-button'));
    expect((await screen.findByTestId('my-bet-request-failed')).textContent).toContain(
      'A request for this coupon is still being processed.',
    );
  });

  it("another tab's sale shows its progress and outcome here too; an old outcome from before does not", () => {
    const old = slip({ outcomes: { '77': { status: 'sellFailed', requestId: 'r0', code: 'coupon_not_open', params: {} } } });
    const core = betsCore(myBets([couponView('77')]), old);
    renderAt(core, <MyBets lang="en" />);
    expect(screen.queryByTestId('my-bet-request-failed')).toBeNull();
    act(() => core.push('coupon', { ...old, pendingRequests: [{ requestId: 'r9', kind: 'sell', couponId: '77', amount: 12_345 }] }));
    expect(screen.getByTestId('my-bet-request-pending')).toBeTruthy();
    act(() => core.push('coupon', slip({ outcomes: { '77': { status: 'sold', requestId: 'r9', amount: 12_345 } } })));
    expect(screen.getByTestId('my-bet-request-done').textContent).toContain('Sold for RUB\u00a0123.45.');
  });

  it('an offer that is not available says why, translated', () => {
    renderAt(
      betsCore(
        myBets([
          couponView('5', {
            offer: cashoutOffer('5', {
              cashout: { available: false, reason: 'bonus_account' },
              insurance: { available: false, reason: 'bonus_account' },
            }),
          }),
        ]),
      ),
      <MyBets lang="en" />,
    );
    expect(screen.getByTestId('my-bet-cashout-unavailable').textContent).toBe(
      'Cash-out is not available: the coupon was placed from a bonus account.',
    );
    // The same reason is not said twice for insurance.
    expect(screen.queryByTestId('my-bet-insurance-unavailable')).toBeNull();
    expect(screen.queryByTestId('my-bet-sell')).toBeNull();
  });
});

describe('my bets: insurance', () => {
  it('offers the whole stake by default, shows the premium rounded up, and insures the amount chosen', async () => {
    const core = betsCore(myBets([couponView('9')]));
    renderAt(core, <MyBets lang="en" />);
    fireEvent.click(screen.getByTestId('my-bet-insure'));
    const dialog = screen.getByRole('dialog', { name: 'Insure coupon № 9' });
    const input = within(dialog).getByLabelText('Amount to insure') as HTMLInputElement;
    expect(input.value).toBe('100.00');
    expect(document.activeElement).toBe(input);
    // The worker prices the amount typed (its offer, rounded up).
    await waitFor(() => expect(within(dialog).getByTestId('my-bet-insure-premium').textContent).toBe('Premium: RUB\u00a023.00 (23%)'));
    fireEvent.change(input, { target: { value: '10.01' } });
    // 1001 x 23% = 230.23 minor units, rounded up to 231.
    await waitFor(() => expect(within(dialog).getByTestId('my-bet-insure-premium').textContent).toBe('Premium: RUB\u00a02.31 (23%)'));
    fireEvent.click(within(dialog).getByTestId('my-bet-insure-confirm'));
    await waitFor(() =>
      expect(commands(core, 'coupon/insure')).toEqual([{ type: 'coupon/insure', payload: { couponId: '9', amount: 1_001 } }]),
    );
    act(() => core.push('coupon', slip({ pending: [{ requestId: 'i1', kind: 'insure', couponId: '9', amount: 1_001 }] })));
    expect(screen.getByTestId('my-bet-request-pending').textContent).toContain('Insuring RUB\u00a010.01');
    act(() => core.push('coupon', slip({ outcomes: { '9': { status: 'insured', requestId: 'i1', amount: 1_001 } } })));
    expect(screen.getByTestId('my-bet-request-done').textContent).toContain('Insured RUB\u00a010.01.');
  });

  it('refuses amounts outside 1 minor unit to the stake before sending anything', async () => {
    const core = betsCore(myBets([couponView('9')]));
    renderAt(core, <MyBets lang="en" />);
    fireEvent.click(screen.getByTestId('my-bet-insure'));
    const input = screen.getByLabelText('Amount to insure');
    const confirm = screen.getByTestId('my-bet-insure-confirm') as HTMLButtonElement;
    for (const value of ['100.01', '0', 'abc', '1.234']) {
      fireEvent.change(input, { target: { value } });
      expect(confirm.disabled, value).toBe(true);
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Enter an amount from RUB\u00a00.01 to RUB\u00a0100.00.'));
    }
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(commands(core, 'coupon/insure')).toEqual([]);
  });

  it('reads a typed amount as the stake field does: a decimal comma, grouped digits, Arabic-Indic digits', async () => {
    renderAt(betsCore(myBets([couponView('9')])), <MyBets lang="en" />);
    fireEvent.click(screen.getByTestId('my-bet-insure'));
    const input = screen.getByLabelText('Amount to insure');
    for (const value of ['10,01', ' 10.010 ', '\u0661\u0660\u066b\u0660\u0661']) {
      fireEvent.change(input, { target: { value } });
      await waitFor(() => expect(screen.getByTestId('my-bet-insure-premium').textContent, value).toBe('Premium: RUB\u00a02.31 (23%)'));
    }
  });

  it('moved terms reopen the dialog on the new premium', async () => {
    const core = betsCore(myBets([couponView('9')]));
    renderAt(core, <MyBets lang="en" />);
    fireEvent.click(screen.getByTestId('my-bet-insure'));
    await waitFor(() => expect((screen.getByTestId('my-bet-insure-confirm') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('my-bet-insure-confirm'));
    await waitFor(() => expect(commands(core, 'coupon/insure')).toHaveLength(1));
    act(() => {
      core.push(
        'myBets',
        myBets([couponView('9', { offer: cashoutOffer('9', { insurance: { available: true, maxAmount: 10_000, premiumPercent: 30 } }) })]),
      );
      core.push(
        'coupon',
        slip({ outcomes: { '9': { status: 'insureFailed', requestId: 'i1', code: 'insurance_terms_changed', params: {} } } }),
      );
    });
    expect(screen.getByTestId('my-bet-request-failed').textContent).toContain('The insurance terms changed.');
    fireEvent.click(screen.getByRole('button', { name: 'See the new terms' }));
    await waitFor(() => expect(screen.getByTestId('my-bet-insure-premium').textContent).toBe('Premium: RUB\u00a030.00 (30%)'));
  });

  it('an insured coupon offers no insurance; an unavailable one says why', () => {
    renderAt(
      betsCore(
        myBets([
          couponView('1', {
            insuredAmount: 5_000,
            insurancePremium: 1_150,
            offer: cashoutOffer('1', { insurance: { available: false, reason: 'already_insured' } }),
          }),
          couponView('2', { offer: cashoutOffer('2', { insurance: { available: false, reason: 'cannot_lose' } }) }),
        ]),
      ),
      <MyBets lang="en" />,
    );
    expect(within(card('1')).queryByTestId('my-bet-insure')).toBeNull();
    expect(within(card('1')).queryByTestId('my-bet-insurance-unavailable')).toBeNull();
    expect(within(card('2')).getByTestId('my-bet-insurance-unavailable').textContent).toBe(
      'Insurance is not available: the coupon returns money whatever happens.',
    );
  });
});

describe('my bets: repeat', () => {
  it("adds the legs offered now at today's coefficients and opens the slip", async () => {
    const core = betsCore(
      myBets([
        couponView('3', {
          status: 'lost',
          offer: null,
          legs: [legView(0, { currentCoef: 2.05 }), legView(1, { gameStatus: 2, score: '0:1', currentCoef: 1.5 })],
        }),
      ]),
    );
    renderAt(core, <MyBets lang="en" />);
    fireEvent.click(screen.getByTestId('my-bet-repeat'));
    await waitFor(() => expect(commands(core, 'coupon/selectTab')).toEqual([{ type: 'coupon/selectTab', payload: { tab: 'coupon' } }]));
    const added = commands(core, 'coupon/addBet').map(
      (c) => (c.payload as { bet: { market: { id: number; coef: number; isLive: boolean }; fullScore: string } }).bet,
    );
    expect(added.map((b) => [b.market.id, b.market.coef, b.market.isLive, b.fullScore])).toEqual([
      [9000, 2.05, false, ''],
      [9001, 1.5, true, '0:1'],
    ]);
  });

  it('skips legs not offered now, names them, and opens the slip only when asked', async () => {
    const core = betsCore(
      myBets([
        couponView('3', {
          legs: [
            legView(0),
            legView(1, { currentCoef: null, opponent1: 'Gone', opponent2: 'Away', outcomeName: 'Draw' }),
            legView(2, { gameStatus: 4, opponent1: 'Over', opponent2: 'Done' }),
          ],
        }),
      ]),
    );
    renderAt(core, <MyBets lang="en" />);
    fireEvent.click(screen.getByTestId('my-bet-repeat'));
    const notice = await screen.findByTestId('my-bet-repeat-notice');
    expect(commands(core, 'coupon/addBet').map((c) => (c.payload as { bet: { market: { id: number } } }).bet.market.id)).toEqual([9000]);
    expect(notice.textContent).toContain('Bets added to the slip: 1.');
    expect(notice.textContent).toContain('Gone – Away: Draw');
    expect(notice.textContent).toContain('Over – Done');
    expect(commands(core, 'coupon/selectTab')).toEqual([]);
    expect(document.activeElement).toBe(within(notice).getByTestId('my-bet-repeat-open-slip'));
    fireEvent.click(within(notice).getByTestId('my-bet-repeat-open-slip'));
    expect(commands(core, 'coupon/selectTab')).toEqual([{ type: 'coupon/selectTab', payload: { tab: 'coupon' } }]);
  });

  it('with nothing offered adds nothing and stays', async () => {
    const core = betsCore(myBets([couponView('3', { legs: [legView(0, { currentCoef: null })] })]));
    renderAt(core, <MyBets lang="en" />);
    fireEvent.click(screen.getByTestId('my-bet-repeat'));
    expect((await screen.findByTestId('my-bet-repeat-notice')).textContent).toContain('None of these bets is offered now');
    expect(commands(core, 'coupon/addBet')).toEqual([]);
    expect(screen.queryByTestId('my-bet-repeat-open-slip')).toBeNull();
  });

  it('says why when the slip refuses the bets (a placement in progress), instead of calling them not offered', async () => {
    const core = betsCore(myBets([couponView('3')]));
    core.answer = (command) =>
      command.type === 'coupon/addBet' ? { rejected: true, code: 'coupon.placing_in_progress' } : { accepted: true, seq: 1 };
    renderAt(core, <MyBets lang="en" />);
    fireEvent.click(screen.getByTestId('my-bet-repeat'));
    const notice = await screen.findByTestId('my-bet-repeat-notice');
    expect(notice.textContent).toContain('The slip did not take these bets.');
    expect(notice.textContent).toContain('A bet is being placed. Wait for the answer before changing the coupon.');
    expect(notice.textContent).not.toContain('Not offered now');
    expect(commands(core, 'coupon/selectTab')).toEqual([]);
  });

  it('links each coupon to its print page', () => {
    renderAt(betsCore(myBets([couponView('3')])), <MyBets lang="en" />);
    expect(screen.getByTestId('my-bet-print').getAttribute('href')).toBe('/en/print-coupon/3');
  });
});
