// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { LimitAsk, LimitOption, LimitsProjection, LimitView } from '../../../src/protocol/limits';
import type { PageResolution } from '../../../src/protocol/routeAnswer';
import { visitorDateTimeFormat } from '../../../src/ui/components/visitorTime';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { ResponsiblePage } from '../../../src/ui/limits/ResponsiblePage';
import { readyCore, withCore, type FakeCore } from '../fakeCore';

/**
 * office/responsible over the fake core: it paints the `limits` projection
 * (values, used and left, state, a pending change's hours, the history) and
 * sends the limits context's commands; nothing is decided on the page.
 */
afterEach(cleanup);

const NOW = Date.UTC(2026, 10, 28, 12, 0);
const CLOCK = { timeZoneHours: 3, is12h: false };
/** Text as read, with Intl's no-break spaces as plain ones. */
const text = (el: HTMLElement) => (el.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
const at = (ms: number) => visitorDateTimeFormat('en', CLOCK, 'medium').format(ms);

const option = (limitType: number, over: Partial<LimitOption> = {}): LimitOption => ({
  limitType,
  measure: 'money',
  values: [100_000, 1_000_000],
  custom: true,
  min: 100,
  max: 999_999_999,
  ...over,
});
const deposit: LimitView = {
  id: 1,
  limitType: 20,
  kind: 'deposit',
  measure: 'money',
  label: 'Deposit 24 h',
  currencyIso: 'RUB',
  value: 1_000_000,
  used: 800_000,
  left: 200_000,
  resetsAt: NOW + 3_600_000,
  startedAt: NOW - 3_600_000,
  endsAt: null,
  state: 'active',
  pending: null,
  selfExcludeReason: null,
};
const OPTIONS = [
  option(20),
  option(21),
  option(31, { measure: 'hours', values: [1, 2, 24], custom: false, min: 1, max: 24 }),
  option(33, { measure: 'days', values: [1, 7, 30], custom: false }),
  option(30, { measure: 'days', values: [1, 7, 30], custom: false }),
];

function projection(patch: Partial<LimitsProjection> = {}): LimitsProjection {
  return {
    player: 'signedIn',
    limits: { status: 'ready', value: [deposit] },
    options: { status: 'ready', value: OPTIONS },
    history: {
      status: 'ready',
      value: [
        {
          at: NOW,
          limitType: 20,
          currencyIso: 'RUB',
          actor: 'player',
          action: 'lower',
          oldValue: 2_000_000,
          newValue: 1_000_000,
          state: 'ACTIVE',
        },
      ],
    },
    asks: [],
    realityCheck: null,
    sessionLimitEndedAt: null,
    ...patch,
  };
}

function show(core: FakeCore, lang = 'en') {
  const resolution = { kind: 'page', routeId: 'officeResponsible', params: {}, query: {}, language: lang } as unknown as PageResolution;
  const router = createMemoryRouter([{ path: '*', element: <ResponsiblePage resolution={resolution} /> }]);
  return render(withCore(core, createI18n(lang), <RouterProvider router={router} />));
}

describe('office/responsible', () => {
  it('shows each limit with its value, used and left and when it frees up, and asks the worker for fresh limits', () => {
    const core = readyCore();
    core.push('limits', projection());
    show(core);
    expect(core.dispatched).toContainEqual({ type: 'limitsView/refresh', payload: {} });
    const card = within(screen.getByTestId('limit-20'));
    expect(card.getByText('24-hour deposit limit')).toBeTruthy();
    expect(card.getByText('Active')).toBeTruthy();
    expect(text(card.getByTestId('limit-value'))).toBe('Limit: RUB 10,000.00');
    expect(text(card.getByTestId('limit-used'))).toBe('Used: RUB 8,000.00 · Left: RUB 2,000.00');
    expect(text(screen.getByTestId('limit-20'))).toContain(`Frees up from ${at(NOW + 3_600_000)}.`);
    expect(within(screen.getByTestId('limit-21')).getByText('Not set')).toBeTruthy();
    expect(text(screen.getByTestId('limits-history'))).toContain('Lowered: RUB 20,000.00 → RUB 10,000.00');
  });

  it('sends a new value in minor units and a removal, and shows the server’s answer', () => {
    const core = readyCore();
    core.push('limits', projection());
    show(core);
    const card = within(screen.getByTestId('limit-20'));
    fireEvent.change(card.getByTestId('limit-input'), { target: { value: '5000' } });
    fireEvent.click(card.getByTestId('limit-save'));
    expect(core.dispatched).toContainEqual({
      type: 'limits/change',
      payload: { change: 'set', value: 500_000, currencyIso: 'RUB', limitType: 20 },
    });
    fireEvent.click(card.getByTestId('limit-remove'));
    expect(core.dispatched).toContainEqual({
      type: 'limits/change',
      payload: { change: 'remove', value: null, currencyIso: 'RUB', limitType: 20 },
    });
    fireEvent.change(card.getByTestId('limit-input'), { target: { value: 'abc' } });
    fireEvent.click(card.getByTestId('limit-save'));
    expect(card.getByText('Enter a value above zero.')).toBeTruthy();
  });

  it('shows a pending change with its hours, and one awaiting confirmation with confirm and cancel', () => {
    const core = readyCore();
    const pending = {
      value: 2_000_000,
      requestedAt: NOW,
      effectiveAt: NOW + 20 * 3_600_000,
      confirmBy: null,
      hoursLeft: 20,
      needsConfirmation: true,
    };
    const ripe = { ...pending, effectiveAt: NOW - 1000, confirmBy: NOW + 86_400_000, hoursLeft: 0 };
    core.push(
      'limits',
      projection({
        limits: {
          status: 'ready',
          value: [
            { ...deposit, state: 'pending', pending },
            { ...deposit, id: 2, limitType: 21, state: 'awaitingConfirmation', pending: ripe },
          ],
        },
      }),
    );
    show(core);
    const waiting = within(screen.getByTestId('limit-20'));
    expect(text(waiting.getByTestId('limit-pending'))).toContain(
      `Change to RUB 20,000.00 applies in 20 h, at ${at(NOW + 20 * 3_600_000)}.`,
    );
    expect(waiting.queryByTestId('limit-confirm')).toBeNull();
    const ready = within(screen.getByTestId('limit-21'));
    expect(ready.getByText('Awaiting your confirmation')).toBeTruthy();
    fireEvent.click(ready.getByTestId('limit-confirm'));
    fireEvent.click(waiting.getByTestId('limit-cancel'));
    expect(core.dispatched).toContainEqual({ type: 'limits/confirm', payload: { limitType: 21, currencyIso: 'RUB' } });
    expect(core.dispatched).toContainEqual({ type: 'limits/cancel', payload: { limitType: 20, currencyIso: 'RUB' } });
  });

  it('says what a refused change was refused for, and the success title of a confirmation', () => {
    const core = readyCore();
    const ask = (over: Partial<LimitAsk>): LimitAsk => ({
      key: 'k',
      action: 'raise',
      limitType: 20,
      currencyIso: 'RUB',
      value: 5_000_000,
      reasonId: null,
      phase: 'refused',
      effect: null,
      title: null,
      error: { code: 'limits.change_pending', params: { effectiveAt: NOW + 3_600_000 } },
      at: NOW,
      ...over,
    });
    core.push(
      'limits',
      projection({
        asks: [
          ask({}),
          ask({
            key: 'k2',
            limitType: 21,
            action: 'confirm',
            phase: 'done',
            error: null,
            title: 'responsible_gaming_confirm_limit_success',
          }),
        ],
      }),
    );
    show(core);
    expect(within(screen.getByTestId('limit-20')).getByTestId('limit-outcome').textContent).toBe(
      `Another change of this limit is waiting until ${at(NOW + 3_600_000)}: confirm or cancel it first.`,
    );
    expect(within(screen.getByTestId('limit-21')).getByTestId('limit-outcome').textContent).toBe('The limit change is confirmed.');
  });

  it('asks before a time-out, saying exactly what happens and until when, and sends it only on yes', () => {
    const core = readyCore();
    core.push('limits', projection());
    show(core);
    const panel = within(screen.getByTestId('break-33'));
    fireEvent.change(panel.getByTestId('break-days'), { target: { value: '7' } });
    fireEvent.click(panel.getByTestId('break-start'));
    const dialog = within(screen.getByTestId('break-dialog'));
    expect(dialog.getByText('Take a time-out of 7 days?')).toBeTruthy();
    expect(dialog.getByTestId('break-dialog-body').textContent).toMatch(/^Until .+ you will not be able to deposit or place bets\./);
    expect(dialog.getByText('Once it starts it cannot be cancelled or shortened.')).toBeTruthy();
    fireEvent.click(dialog.getByTestId('break-back'));
    expect(core.dispatched.filter((c) => c.type === 'limits/change')).toEqual([]);
    fireEvent.click(panel.getByTestId('break-start'));
    fireEvent.click(screen.getByTestId('break-confirm'));
    expect(core.dispatched).toContainEqual({
      type: 'limits/change',
      payload: { change: 'set', limitType: 33, currencyIso: null, value: 7, reasonId: null },
    });
  });

  it('has loading, error, empty-history and guest states', () => {
    const core = readyCore();
    core.push('limits', projection({ limits: { status: 'loading' } }));
    const view = show(core);
    expect(screen.getByTestId('limits-loading')).toBeTruthy();
    view.unmount();
    core.push('limits', projection({ limits: { status: 'error', code: 'network_error' } }));
    show(core);
    expect(screen.getByTestId('limits-error').textContent).toContain('Your limits could not be loaded.');
    fireEvent.click(within(screen.getByTestId('limits-error')).getByRole('button'));
    expect(core.dispatched.filter((c) => c.type === 'limitsView/refresh').length).toBeGreaterThanOrEqual(2);
    cleanup();
    core.push('limits', projection({ history: { status: 'ready', value: [] } }));
    show(core);
    expect(screen.getByTestId('limits-history-empty')).toBeTruthy();
    cleanup();
    core.push('limits', { ...projection(), player: 'guest' });
    show(core);
    expect(screen.getByTestId('responsible-page').dataset.state).toBe('guest');
  });

  it.each(['ru', 'de', 'ar'])('reads in %s', (lang) => {
    const core = readyCore();
    core.push('limits', projection());
    show(core, lang);
    expect(screen.getByTestId('responsible-page').textContent).not.toMatch(/limits\.\w/);
  });
});
