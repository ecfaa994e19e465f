// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { LimitsProjection, RealityCheckReminder } from '../../../src/protocol/limits';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { LimitsTimersPart } from '../../../src/ui/limits/timers/LimitsTimersPart';
import { readyCore, withCore, type FakeCore } from '../fakeCore';

/**
 * The reality check's reminder and the session limit's notice over the fake
 * core: they paint the `limits` projection and send the player's answer.
 */
afterEach(cleanup);

const START = Date.UTC(2026, 10, 28, 12, 0);
const text = (el: HTMLElement) => (el.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

const reminder = (over: Partial<RealityCheckReminder> = {}): RealityCheckReminder => ({
  key: 'r1',
  sessionStartedAt: START,
  dueAt: START + 75 * 60_000,
  raisedAt: START + 75 * 60_000,
  results: [{ currencyIso: 'RUB', staked: 500_000, returned: 120_000, net: -380_000 }],
  acknowledgedAt: null,
  ...over,
});
const projection = (patch: Partial<LimitsProjection>): LimitsProjection => ({
  player: 'signedIn',
  limits: null,
  options: null,
  history: null,
  asks: [],
  realityCheck: null,
  sessionLimitEndedAt: null,
  ...patch,
});

function show(core: FakeCore, lang = 'en') {
  const router = createMemoryRouter([{ path: '*', element: <LimitsTimersPart lang={lang} /> }]);
  return render(withCore(core, createI18n(lang), <RouterProvider router={router} />));
}

describe('the reality check', () => {
  it('shows the session time and result, links to the bet history, and only its own answer ends it', () => {
    const core = readyCore();
    core.push('limits', projection({ realityCheck: reminder() }));
    show(core);
    const dialog = screen.getByRole('dialog', { name: 'Reality check' });
    expect(text(screen.getByTestId('reality-check-elapsed'))).toBe('You have been playing for 1 hour 15 minutes this session.');
    const result = text(screen.getByTestId('reality-check-result'));
    expect(result).toContain('RUB 5,000.00');
    expect(result).toContain('Net loss');
    expect(result).toContain('RUB 3,800.00');
    expect(screen.getByRole('link', { name: 'My bets' }).getAttribute('href')).toBe('/en/office/bets-history');
    // No close button, and Escape leaves it open: it waits for an answer.
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByTestId('reality-check')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('reality-check-continue'));

    fireEvent.click(screen.getByTestId('reality-check-continue'));
    expect(core.dispatched).toContainEqual({ type: 'limits/acknowledgeRealityCheck', payload: { key: 'r1' } });
    fireEvent.click(screen.getByTestId('reality-check-logout'));
    expect(core.dispatched).toContainEqual({ type: 'session/request', payload: { kind: 'logout' } });
    // Acknowledged in some tab: the projection has no reminder, and the dialog goes.
    act(() => core.push('limits', projection({})));
    expect(screen.queryByTestId('reality-check')).toBeNull();
  });

  it('says so when nothing was played, and when the result could not be loaded', () => {
    const core = readyCore();
    core.push('limits', projection({ realityCheck: reminder({ results: [] }) }));
    show(core);
    expect(text(screen.getByTestId('reality-check-result'))).toBe('You have not placed any bets this session.');
    act(() => core.push('limits', projection({ realityCheck: reminder({ key: 'r2', results: null }) })));
    expect(screen.getByText(/could not be loaded/)).toBeTruthy();
  });
});

describe('the session limit notice', () => {
  it('tells the player to come back tomorrow, in their language, until dismissed', () => {
    const core = readyCore();
    core.push('limits', projection({ player: 'guest', sessionLimitEndedAt: START }));
    show(core, 'de');
    expect(text(screen.getByTestId('session-limit-notice'))).toContain('Ihr Sitzungslimit ist abgelaufen. Kommen Sie morgen wieder.');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(core.dispatched).toContainEqual({ type: 'limits/dismissSessionLimitNotice', payload: {} });
  });
});
