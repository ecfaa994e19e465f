import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DEFAULT_COUPON_SETTINGS, type CouponBet } from '../../../src/protocol/coupon';
import type { CouponProjection, SlipBet } from '../../../src/protocol/slip';
import { CoreProvider } from '../../../src/ui/app/coreContext';
import { createI18n } from '../../../src/ui/i18n';
import { Slip } from '../../../src/ui/coupon/Slip';
import { FakeCore, readyCore } from '../fakeCore';

/** A bet of the coupon as the core keeps it: game `gameId`, the player clicked `clicked`, the feed says `coef`. */
export function couponBet(marketId: number, coef: number, extra: Partial<CouponBet> = {}): CouponBet {
  return {
    market: { id: marketId, sportId: 1, typeId: 1, coef, kind: 1, isLive: false, champId: 10, gameId: marketId * 10, param: null },
    blockId: 1,
    statusId: -2,
    gameNumber: null,
    gameStatus: null,
    isFinished: false,
    isLiveInLive: false,
    startTime: 1_800_000_000_000,
    timeSec: null,
    opponent1: `Home ${marketId}`,
    opponent2: `Away ${marketId}`,
    fullScore: '',
    isBlocked: false,
    isDepend: false,
    isDependByServer: false,
    isBannedExpress: false,
    isDisabledBanker: false,
    statisticId: null,
    playersDuel: false,
    pageType: null,
    clickedCoef: coef,
    isCoefChangePending: false,
    ...extra,
  };
}

/** The slip's row of a bet, the way the worker formats it (decimal odds). */
export function slipBet(bet: CouponBet, extra: Partial<SlipBet> = {}): SlipBet {
  const current = bet.market.coef;
  return {
    bet,
    coefText: current.toFixed(2),
    clickedCoefText: bet.clickedCoef.toFixed(2),
    move: current > bet.clickedCoef ? 'rise' : current < bet.clickedCoef ? 'fall' : null,
    isLive: false,
    lock: bet.isCoefChangePending ? 'coefChanged' : null,
    stake: null,
    ...extra,
  };
}

export const RUB_MAIN = { id: 7, type: 0, iso: 'RUB', symbol: '₽', money: 150_000, label: 'main', isActive: true };

/** A signed-in player's slip with two bets of an express, ready to place; tests override what they look at. */
export function slipProjection(extra: Partial<CouponProjection> = {}): CouponProjection {
  const bets = [slipBet(couponBet(101, 1.5)), slipBet(couponBet(102, 2.2))];
  return {
    player: 'signedIn',
    tab: 'coupon',
    typeId: 1,
    allowedTypeIds: [1, 3, 5, 6, 7, 9],
    bets,
    account: RUB_MAIN,
    accounts: [RUB_MAIN],
    currencyIso: 'RUB',
    amountStep: 10_000,
    currencyDigits: 2,
    amount: 15_000,
    amountByBlockId: {},
    amountByBetId: {},
    blocks: [],
    minBetAmount: 1_000,
    maxBetAmount: 10_000_000,
    maxPayout: 100_000_000,
    autoMaxAmount: 150_000,
    coef: 3.3,
    coefText: '3.30',
    systemValue: 2,
    systemOptions: [],
    antiExpressCoef: null,
    expressBonus: { eligible: false, applied: false, percent: 0, factor: 1, coef: 3.3 },
    expressBonusCoefText: '',
    totalStake: 15_000,
    possibleWin: { amount: 49_500, uncapped: 49_500, isCapped: false },
    promoCode: null,
    manualPromoCode: '',
    promoCodes: [],
    availablePrepaidAmount: 0,
    hyperBonus: null,
    vipBetAllowed: false,
    oneClickAvailable: true,
    settings: DEFAULT_COUPON_SETTINGS,
    placeRefusal: null,
    phase: 'editing',
    placing: null,
    lastError: null,
    success: null,
    pendingRequests: [],
    placedCouponStatus: {},
    quoting: false,
    ...extra,
  };
}

/** A worker double with the slip pushed; the test changes `answer` to refuse commands. */
export function slipCore(slip: CouponProjection = slipProjection()): FakeCore {
  const core = readyCore();
  core.push('coupon', slip);
  core.push('session', { status: slip.player === 'signedIn' ? 'signedIn' : 'signedOut', userId: 42 } as never);
  return core;
}

export function renderSlip(core: FakeCore, lang = 'en', element: ReactNode = <Slip lang={lang} />) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [`/${lang}`] });
  return render(
    <I18nextProvider i18n={createI18n(lang)}>
      <CoreProvider client={core}>
        <RouterProvider router={router} />
      </CoreProvider>
    </I18nextProvider>,
  );
}

/** The coupon commands the slip sent, as type and payload. */
export function sent(core: FakeCore, type?: string): { type: string; payload: unknown }[] {
  return core.dispatched.filter((c) => type === undefined || c.type === type).map((c) => ({ type: c.type, payload: c.payload }));
}
