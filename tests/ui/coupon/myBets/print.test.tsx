// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../../../src/protocol/preferences';
import type { PageResolution } from '../../../../src/protocol/routeAnswer';
import type { PrintCouponQuery, PrintCouponResult } from '../../../../src/protocol/slip';
import { clearLoginRequest, useLoginRequest } from '../../../../src/ui/core-access/loginRequest';
import { PrintCouponPage } from '../../../../src/ui/coupon/print/PrintCouponPage';
import { createI18n } from '../../../../src/ui/i18n/allTexts';
import { app as printApp } from '../../../../src/ui/coupon/print/printApp';
import { appOfPage } from '../../../../src/ui/apps/routeApps';
import { tablePage } from '../../apps/tablePage';
import { NO_SESSION } from '../../../../src/worker/session';
import { FakeCore, renderApp, withCore } from '../../fakeCore';
import { readyShellCore } from '../../shell/shellFakeCore';
import { couponView, legView, PLACED_AT } from '../../../support/bets';
import { renderAt } from './fixtures';

afterEach(() => {
  cleanup();
  clearLoginRequest();
  vi.restoreAllMocks();
});

/** A core that forwards the slip's loadCoupon call, answered by the test. */
class PrintCore extends FakeCore {
  readonly queries: PrintCouponQuery[] = [];
  answers: PrintCouponResult[] = [];
  private resolvers: ((value: PrintCouponResult) => void)[] = [];
  /** When true, calls wait for `settle`. */
  hold = false;

  loadCoupon(query: PrintCouponQuery): Promise<PrintCouponResult> {
    this.queries.push(query);
    if (this.hold) return new Promise((resolve) => this.resolvers.push(resolve));
    return Promise.resolve(this.answers.shift() ?? { status: 'error', message: 'no answer' });
  }

  settle(value: PrintCouponResult): void {
    this.resolvers.shift()?.(value);
  }
}

function printCore(...answers: PrintCouponResult[]): PrintCore {
  const core = new PrintCore();
  core.push('preferences', { ...DEFAULT_PREFERENCES, timeZone: 0, is12h: false });
  core.push('session', { ...NO_SESSION, status: 'signedIn', userId: 42, login: 'demo' });
  core.answers = answers;
  return core;
}

const resolution = (couponId: string, language = 'en'): PageResolution =>
  ({
    kind: 'page',
    routeId: 'printCoupon',
    group: 'other',
    params: { couponId },
    layout: 'main',
    meta: { remoteApp: null, preloader: 'none' },
    query: {},
    language,
    direction: language === 'ar' ? 'rtl' : 'ltr',
    httpStatus: 200,
  }) as unknown as PageResolution;

const ticket = (extra: Parameters<typeof couponView>[1] = {}): PrintCouponResult => ({
  status: 'ok',
  coupon: {
    coupon: couponView('41', {
      legs: [
        legView(0, { opponent1: 'Lions', opponent2: 'Tigers', outcomeName: 'Lions win', market: { ...legView(0).market, coef: 2.1 } }),
        legView(1),
      ],
      ...extra,
    }),
    print: { companyName: 'Test Bet Ltd', login: 'demo', userId: 42, printedAt: PLACED_AT + 86_400_000 },
  },
});

const page = (core: FakeCore, couponId = '41', lang = 'en') =>
  renderAt(core, <PrintCouponPage resolution={resolution(couponId, lang)} />, `/${lang}`, lang);

describe('print-coupon/{id}', () => {
  it("is the page of the printCoupon route, reached through the app's route gate", async () => {
    expect(appOfPage(tablePage('printCoupon'))).toBe('print');
    expect(printApp.pages?.printCoupon).toBe(PrintCouponPage);
    const queries: PrintCouponQuery[] = [];
    const core = Object.assign(readyShellCore(), {
      loadCoupon: (query: PrintCouponQuery): Promise<PrintCouponResult> => {
        queries.push(query);
        return Promise.resolve(ticket());
      },
    });
    renderApp(core, '/en/print-coupon/41');
    expect((await screen.findByTestId('print-ticket')).dataset.couponId).toBe('41');
    expect(queries).toEqual([{ couponId: '41', lang: 'en' }]);
  });

  it('loads the coupon in the page language, showing loading until it comes', async () => {
    const core = printCore();
    core.hold = true;
    page(core, '41', 'ru');
    expect(screen.getByTestId('print-coupon-loading').textContent).toContain('Загружаем купон');
    await waitFor(() => expect(core.queries).toEqual([{ couponId: '41', lang: 'ru' }]));
    act(() => core.settle(ticket()));
    expect(await screen.findByTestId('print-ticket')).toBeTruthy();
  });

  it('shows the ticket: company, number, player, times, type, legs with coefficients, stake, potential payout, status', async () => {
    page(printCore(ticket()));
    const el = await screen.findByTestId('print-ticket');
    expect(el.dataset.couponId).toBe('41');
    expect(within(el).getByTestId('print-ticket-company').textContent).toBe('Test Bet Ltd');
    expect(within(el).getByRole('heading', { level: 1 }).textContent).toBe('Coupon № 41');
    expect(within(el).getByTestId('print-ticket-player').textContent).toBe('demo (ID 42)');
    expect(el.textContent).toContain('Nov 14, 2023, 22:13 (UTC)');
    expect(el.textContent).toContain('Nov 15, 2023, 22:13 (UTC)');
    expect(within(el).getByTestId('print-ticket-type').textContent).toBe('Express');
    const legs = within(el).getAllByTestId('print-ticket-leg');
    expect(legs).toHaveLength(2);
    expect(legs[0]?.textContent).toContain('Lions – Tigers');
    expect(legs[0]?.textContent).toContain('Match result: Lions win');
    expect(legs[0]?.textContent).toContain('2.1');
    expect(within(el).getByTestId('print-ticket-stake').textContent).toBe('RUB\u00a0100.00');
    expect(el.textContent).toContain('Potential payout');
    expect(within(el).getByTestId('print-ticket-payout').textContent).toBe('RUB\u00a0324.00');
    expect(within(el).getByTestId('print-ticket-status').textContent).toBe('Open');
  });

  it('a settled ticket shows what it paid, a sold one the sale', async () => {
    page(printCore(ticket({ status: 'won', payout: 32_400, offer: null, legs: [legView(0, { statusId: 1, score: '3:0' })] })));
    const el = await screen.findByTestId('print-ticket');
    expect(el.textContent).toContain('Paid out');
    expect(within(el).getByTestId('print-ticket-payout').textContent).toBe('RUB\u00a0324.00');
    expect(within(el).getByTestId('print-ticket-status').textContent).toBe('Won');
    expect(within(el).getByTestId('print-ticket-leg').textContent).toContain('3:0');
    cleanup();
    page(printCore(ticket({ status: 'sold', soldAmount: 9_000, offer: null })));
    expect(within(await screen.findByTestId('print-ticket')).getByTestId('print-ticket-payout').textContent).toBe('RUB\u00a090.00');
  });

  it('the Print button prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    page(printCore(ticket()));
    fireEvent.click(await screen.findByTestId('print-coupon-print'));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("a coupon that is not the player's is not found, in the 404 page's style", async () => {
    page(printCore({ status: 'notFound' }), '999');
    const el = await screen.findByTestId('print-coupon-not-found');
    expect(el.textContent).toContain('404');
    expect(el.textContent).toContain('There is no coupon № 999 among your bets.');
    expect(within(el).getByRole('link').getAttribute('href')).toBe('/en');
  });

  it('signed out: asks to sign in, and loads the ticket once the player has', async () => {
    let request: ReturnType<typeof useLoginRequest> = null;
    function Probe() {
      request = useLoginRequest();
      return null;
    }
    const core = printCore({ status: 'signedOut' }, ticket());
    core.push('session', { ...NO_SESSION, status: 'signedOut' });
    render(withCore(core, createI18n('en'), <Probe />));
    page(core);
    const el = await screen.findByTestId('print-coupon-signed-out');
    fireEvent.click(within(el).getByRole('button', { name: 'Sign in' }));
    expect(request).toEqual({ returnUrl: '/en', reason: 'guard' });
    act(() => core.push('session', { ...NO_SESSION, status: 'signedIn', userId: 42, login: 'demo' }));
    expect(await screen.findByTestId('print-ticket')).toBeTruthy();
    expect(core.queries).toHaveLength(2);
  });

  it('an error offers a retry that loads again', async () => {
    const core = printCore({ status: 'error', message: 'network' }, ticket());
    page(core);
    const el = await screen.findByTestId('print-coupon-error');
    expect(within(el).getByRole('alert').textContent).toContain('The coupon could not be loaded');
    fireEvent.click(within(el).getByTestId('print-coupon-retry'));
    expect(await screen.findByTestId('print-ticket')).toBeTruthy();
  });

  it('a core that does not forward the slip calls gives the error state, not a crash', async () => {
    const core = new FakeCore();
    core.push('preferences', DEFAULT_PREFERENCES);
    page(core);
    expect(await screen.findByTestId('print-coupon-error')).toBeTruthy();
  });

  it('is translated: Arabic', async () => {
    page(printCore(ticket()), '41', 'ar');
    const el = await screen.findByTestId('print-ticket');
    expect(within(el).getByRole('heading', { level: 1 }).textContent).toBe('القسيمة رقم 41');
    expect(screen.getByTestId('print-coupon-print').textContent).toBe('اطبع');
  });
});
