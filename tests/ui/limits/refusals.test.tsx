// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { currencyDigits, formatMoney } from '../../../src/core/format';
import { LIMIT_ERROR_CODES } from '../../../src/protocol/schemas/limits';
import type { Rejection } from '../../../src/protocol/rejections';
import type { SessionAccepted, SessionRequest } from '../../../src/protocol/session';
import type { PageResolution } from '../../../src/protocol/routeAnswer';
import { EMPTY_WALLET_HISTORY, type WalletProjection } from '../../../src/protocol/wallet';
import { createRemoteApps } from '../../../src/ui/apps/createRemoteApps';
import { RemoteAppsProvider } from '../../../src/ui/apps/RemoteAppsContext';
import { visitorDateTimeFormat } from '../../../src/ui/components/visitorTime';
import { clearLoginRequest } from '../../../src/ui/core-access/loginRequest';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { limitRefusalText, type LimitTextFormat } from '../../../src/ui/limits/limitRefusal';
import { HeaderSession } from '../../../src/ui/session/HeaderSession';
import { RechargePage } from '../../../src/ui/wallet/RechargePage';
import { NO_SESSION } from '../../../src/worker/session';
import { slipProjection } from '../../support/bets';
import { renderSlip, slipCore } from '../coupon/slipFixtures';
import { readyCore, withCore } from '../fakeCore';
import { FakeSessionCore, withCore as withSessionCore } from '../session/fakeSessionCore';

/**
 * A refusal a responsible-gaming limit causes reads, wherever the player
 * meets it (the deposit form, the slip, the sign-in form), as one sentence:
 * which limit, what it leaves as money, and when it frees up or ends in the
 * player's time zone (UTC+3 by default, as every other time on the site).
 */
afterEach(() => {
  cleanup();
  clearLoginRequest();
});

const LANGS = ['en', 'ru', 'de', 'ar'] as const;
/** 21:00 UTC: midnight of the next day in the default zone, UTC+3. */
const RESETS = Date.UTC(2026, 10, 28, 21, 0);
const DEPOSIT = { limitType: 20, limit: 1_000_000, used: 800_000, left: 200_000, resetsAt: RESETS, currency: 'RUB' };
const CLOCK = { timeZoneHours: 3, is12h: false };
const format = (lang: string): LimitTextFormat => ({ lang, clock: CLOCK, now: Date.UTC(2026, 10, 28, 12, 0) });
const money = (minor: number, lang: string) => formatMoney(minor, 'RUB', currencyDigits('RUB'), lang);
const when = (ms: number, lang: string) => visitorDateTimeFormat(lang, CLOCK, 'medium').format(ms);

describe('the sentence of a limit refusal', () => {
  it.each(LANGS)('names the limit, what is left of it and when it frees up (%s)', (lang) => {
    const t = createI18n(lang).getFixedT(lang);
    const text = limitRefusalText(t, { code: 'wallet.limit_exceeded', params: DEPOSIT }, format(lang)) ?? '';
    expect(text).toContain(t('limits.type.20'));
    expect(text).toContain(money(200_000, lang));
    expect(text).toContain(money(1_000_000, lang));
    expect(text).toContain(when(RESETS, lang));
    expect(text).not.toMatch(/\{\{|limits\.\w/);
    const stake = limitRefusalText(t, { code: 'limit_exceeded', params: { ...DEPOSIT, limitType: 10 } }, format(lang)) ?? '';
    expect(stake).toContain(t('limits.type.10'));
    expect(stake).not.toBe(text);
  });

  it('says until when a time-out or self-exclusion blocks deposits and bets, in the player time zone', () => {
    const t = createI18n('en').getFixedT('en');
    const params = { limitType: 33, endsAt: RESETS };
    expect(limitRefusalText(t, { code: 'wallet.play_blocked', params }, format('en'))).toBe(
      `Your time-out runs until ${when(RESETS, 'en')}: no deposits until then. You can still view your account and withdraw.`,
    );
    expect(when(RESETS, 'en')).toContain('00:00');
    expect(limitRefusalText(t, { code: 'play_blocked', params: { limitType: 30, endsAt: RESETS } }, format('en'))).toContain(
      'Your self-exclusion runs until',
    );
  });

  it('turns the sign-in refusal’s wait into the time sign-in opens again', () => {
    const t = createI18n('en').getFixedT('en');
    const text = limitRefusalText(t, { code: 'session.session_limit_reached', params: { retryAfter: 9 * 3600 } }, format('en'));
    expect(text).toBe(`You have used today's session limit. You can sign in again from ${when(RESETS, 'en')}.`);
  });

  it.each(LANGS)('has a sentence for every code of the limit service, and leaves other refusals to their forms (%s)', (lang) => {
    const t = createI18n(lang).getFixedT(lang);
    for (const code of LIMIT_ERROR_CODES) {
      const text = limitRefusalText(
        t,
        { code, params: { effectiveAt: RESETS, endsAt: RESETS, limitType: 33, min: 1, max: 24, currency: 'USD', until: RESETS } },
        format(lang),
      );
      expect(text, code).toBeTruthy();
      expect(text, code).not.toMatch(/\{\{|limits\.\w/);
    }
    expect(limitRefusalText(t, { code: 'limits.something_new' }, format(lang))).toBe(t('limits.errors.generic'));
    expect(limitRefusalText(t, { code: 'wallet.amount_below_min', params: { min: 1 } }, format(lang))).toBeNull();
    expect(limitRefusalText(t, { code: 'insufficient_balance' }, format(lang))).toBeNull();
  });
});

function wallet(): WalletProjection {
  const card = {
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
  return {
    player: 'signedIn',
    accounts: [{ id: 11, type: 0, currencyIso: 'RUB', money: 150_000, isActive: true }],
    channel: { status: 'live', retryAt: null, attempt: 0 },
    deposit: null,
    withdrawals: { status: 'ready', value: [] },
    asks: [],
    methods: { 'deposit:RUB': { status: 'ready', value: [card] } },
    withdrawable: {},
    history: EMPTY_WALLET_HISTORY,
    notices: [],
    depositRoom: {},
  };
}

describe('where the player meets it', () => {
  it('the deposit form on /en/recharge says which limit, how much is left and when it frees up', async () => {
    const core = readyCore();
    core.answer = () => ({ rejected: true, code: 'wallet.limit_exceeded', params: DEPOSIT });
    core.push('wallet', wallet());
    const resolution = { kind: 'page', routeId: 'recharge', params: {}, query: {}, language: 'en' } as unknown as PageResolution;
    const router = createMemoryRouter([{ path: '*', element: <RechargePage resolution={resolution} /> }]);
    render(withCore(core, createI18n('en'), <RouterProvider router={router} />));
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '2500' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    const text = (await screen.findByTestId('deposit-error')).textContent ?? '';
    expect(text).toContain('24-hour deposit limit');
    expect(text).toContain(`${money(200_000, 'en')} of ${money(1_000_000, 'en')} is left`);
    expect(text).toContain(`More becomes available from ${when(RESETS, 'en')}.`);
  });

  it("the slip's placement error names the wagering limit and what it leaves", () => {
    const params = { ...DEPOSIT, limitType: 1 };
    renderSlip(slipCore(slipProjection({ phase: 'failed', lastError: { code: 'limit_exceeded', params } })));
    const text = screen.getByTestId('slip-failure-text').textContent ?? '';
    expect(text).toContain('This stake is more than your 24-hour wagering limit allows');
    expect(text).toContain(money(200_000, 'en'));
    expect(text).toContain(when(RESETS, 'en'));
  });

  it('the sign-in form says the session limit is used and from when sign-in opens again', async () => {
    const core = new FakeSessionCore();
    core.push('session', { ...NO_SESSION, status: 'signedOut' });
    const refusal: Rejection = { rejected: true, code: 'session.session_limit_reached' as Rejection['code'], params: { retryAfter: 3600 } };
    core.answer = (command) => {
      const request = command.payload as SessionRequest;
      if (command.type === 'session/request' && request.kind === 'login') return refusal;
      const done: SessionAccepted = { accepted: true, seq: 0, outcome: { kind: 'done' } };
      return done;
    };
    const i18n = createI18n('en');
    const router = createMemoryRouter([{ path: '*', element: <HeaderSession lang="en" /> }], { initialEntries: ['/en'] });
    render(
      withSessionCore(
        core,
        i18n,
        <RemoteAppsProvider apps={createRemoteApps(i18n)}>
          <RouterProvider router={router} />
        </RemoteAppsProvider>,
      ),
    );
    fireEvent.click(screen.getByTestId('login-button'));
    fireEvent.change(await screen.findByTestId('field-login'), { target: { value: 'demo' } });
    fireEvent.change(screen.getByTestId('field-password'), { target: { value: 'demo-password-1' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    const text = (await screen.findByTestId('form-error')).textContent ?? '';
    expect(text).toMatch(/^You have used today's session limit\. You can sign in again from .+\.$/);
  });
});
