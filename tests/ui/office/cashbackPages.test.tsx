// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CashbackProjection } from '../../../src/protocol/cashback';
import type { PageResolution } from '../../../src/protocol/routeAnswer';
import type { CashbackAnswer, CashbackProgramView } from '../../../src/protocol/schemas/cashback';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { RewardsPage } from '../../../src/ui/office/cashback/RewardsPage';
import { SportCashbackPage, VipCashbackPage } from '../../../src/ui/office/cashback/CashbackProgramPage';
import { NO_SESSION } from '../../../src/worker/session';
import { readyCore, withCore, type FakeCore } from '../fakeCore';

/** The VIP cashback and rewards pages over the fake core: they ask the worker for their data and paint the projection it pushes. */
afterEach(cleanup);

const NOW = Date.now();
const vip = (over: Partial<CashbackProgramView> = {}): CashbackProgramView => ({
  id: 'vip',
  terms: {
    product: 'casino',
    mode: 'percent',
    percent: 5,
    pointsPer: null,
    period: 'weekly',
    tiers: ['vip'],
    minNetLoss: { RUB: 100_000 },
    cap: { RUB: 5_000_000 },
  },
  member: true,
  period: { start: NOW - 86_400_000, end: NOW + 2 * 86_400_000 },
  // A minute and a half past whole hours: the countdown reads 1 min if the test paints within half a minute.
  nextPayoutAt: NOW + 2 * 86_400_000 + 3 * 3_600_000 + 90_000,
  progress: [{ currencyIso: 'RUB', netLoss: 40_000, amount: 0, points: 0, minNetLoss: 100_000, toMinimum: 60_000, cap: 5_000_000 }],
  history: [
    {
      id: 9,
      periodStart: NOW - 8 * 86_400_000,
      periodEnd: NOW - 86_400_000,
      currencyIso: 'RUB',
      netLoss: 200_000,
      amount: 10_000,
      points: 0,
      paidAt: NOW,
    },
  ],
  nextCursor: null,
  ...over,
});

function coreWith(view: Partial<CashbackProjection>): FakeCore {
  const core = readyCore();
  core.push('session', { ...NO_SESSION, status: 'signedIn', userId: 7 });
  core.push('cashback', {
    player: 'signedIn',
    cashback: null,
    cashbackFailed: false,
    rewards: null,
    rewardsCursor: null,
    rewardsFailed: false,
    exchange: { status: 'idle' },
    ...view,
  });
  return core;
}

function show(core: FakeCore, page: 'vip' | 'sport' | 'rewards', lang = 'en') {
  const resolution = { kind: 'page', routeId: 'officeVipCashback', params: {}, query: {}, language: lang } as unknown as PageResolution;
  const Page = page === 'vip' ? VipCashbackPage : page === 'sport' ? SportCashbackPage : RewardsPage;
  const router = createMemoryRouter([{ path: '*', element: <Page resolution={resolution} /> }]);
  return render(withCore(core, createI18n(lang), <RouterProvider router={router} />));
}

const answer = (program: CashbackProgramView, tier: CashbackAnswer['tier'] = 'vip'): CashbackAnswer => ({
  tier,
  points: 0,
  programs: [program],
});

describe('office/casino/vipcashback', () => {
  it('asks for the programs, then shows the week with its countdown, the bar to the minimum and the payouts', async () => {
    const core = coreWith({ cashback: answer(vip()) });
    show(core, 'vip');
    const page = await screen.findByTestId('office-vip-cashback');
    expect(core.dispatched.map((c) => c.type)).toContain('cashback/reload');
    expect(page.dataset.member).toBe('true');
    expect(screen.getByTestId('cashback-mode').textContent).toBe('Your cashback: 5% of net losses, paid as money.');
    expect(screen.getByTestId('cashback-countdown').textContent).toBe('2 d 3 h 1 min');
    expect(screen.getByTestId('cashback-net-loss').textContent).toMatch(/400\.00/);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(page.textContent).toMatch(/600\.00.*more net loss reaches the minimum/);
    expect(screen.getByTestId('cashback-payout').dataset.amount).toBe('10000');
  });

  it('tells a player outside the tier which tier it is for and how to reach it, in Arabic too', async () => {
    show(coreWith({ cashback: answer(vip({ member: false, progress: [] }), 'standard') }), 'vip', 'ar');
    const card = await screen.findByTestId('cashback-not-member');
    expect(card.textContent).toContain('كبار اللاعبين');
    expect(screen.getByTestId('cashback-contact-support').getAttribute('href')).toBe('/ar/office/support');
    expect(screen.queryByTestId('cashback-countdown')).toBeNull();
  });

  it('offers a retry when the read failed', async () => {
    const core = coreWith({ cashbackFailed: true });
    show(core, 'vip');
    (await screen.findByRole('button', { name: 'Try again' })).click();
    expect(core.dispatched.filter((c) => c.type === 'cashback/reload').length).toBeGreaterThanOrEqual(2);
  });
});

describe('office/cashback: the club points exchange', () => {
  const sport = vip({
    id: 'sport',
    terms: { ...vip().terms, product: 'sport', mode: 'points', percent: null, pointsPer: { RUB: 10_000 }, tiers: ['standard'] },
  });

  it('offers the points held in whole steps, sends the exchange and shows what it bought or why not', async () => {
    const core = coreWith({ cashback: { ...answer(sport, 'standard'), points: 350 } });
    show(core, 'sport');
    await screen.findByTestId('points-exchange');
    expect(screen.getByTestId('points-exchange-rate').textContent).toMatch(/100 points = .*100\.00/);
    expect((screen.getByTestId('points-exchange-amount') as HTMLInputElement).value).toBe('300');
    screen.getByTestId('points-exchange-submit').click();
    expect(core.dispatched.filter((c) => c.type === 'cashback/exchange').map((c) => c.payload)).toEqual([{ points: 300, currency: 'RUB' }]);

    const before = core.getSnapshot('cashback') as CashbackProjection;
    core.push('cashback', { ...before, exchange: { status: 'done', points: 300, amount: 30_000, currency: 'RUB' } });
    expect((await screen.findByTestId('points-exchange-status')).textContent).toMatch(/300 points exchanged: .*300\.00/);
    core.push('cashback', {
      ...before,
      exchange: { status: 'refused', code: 'wallet.bonus_running', params: { currency: 'RUB' } },
    });
    expect((await screen.findByTestId('points-exchange-status')).textContent).toBe(
      'A bonus in RUB is being wagered: finish or forfeit it first.',
    );
  });

  it('says how many points an exchange starts from when the player holds fewer', async () => {
    show(coreWith({ cashback: { ...answer(sport, 'standard'), points: 40 } }), 'sport');
    expect((await screen.findByTestId('points-exchange-none')).textContent).toBe('Points are exchanged from 100.');
    expect(screen.queryByTestId('points-exchange-submit')).toBeNull();
  });
});

describe('office/rewards', () => {
  it('lists the rewards newest first, money and points, and says so when there are none', async () => {
    show(
      coreWith({
        rewards: [
          { id: 'cashback:2', source: 'cashback', program: 'sport', bonusSource: null, at: NOW, currencyIso: 'RUB', amount: 0, points: 50 },
          {
            id: 'bonus:1',
            source: 'bonus',
            program: null,
            bonusSource: 'club_points',
            at: NOW - 1000,
            currencyIso: 'RUB',
            amount: 50_000,
            points: 0,
          },
        ],
      }),
      'rewards',
    );
    const items = await screen.findAllByTestId('reward-item');
    expect(items.map((i) => i.dataset.source)).toEqual(['cashback', 'bonus']);
    expect(items[0]?.textContent).toContain('Cashback (sports)');
    expect(items[0]?.textContent).toContain('50 points');
    expect(items[1]?.textContent).toContain('Club points exchanged');
    cleanup();
    show(coreWith({ rewards: [] }), 'rewards');
    expect((await screen.findByTestId('rewards-empty')).textContent).toContain('No rewards yet');
  });
});
