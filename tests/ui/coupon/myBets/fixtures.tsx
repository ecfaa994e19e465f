import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router';
import { DEFAULT_COUPON_SETTINGS, type CouponRequestOutcome, type PendingCouponRequest } from '../../../../src/protocol/coupon';
import type { CashoutOffer, CouponView, LegView } from '../../../../src/protocol/schemas/bets';
import { EMPTY_MY_BETS, type CouponProjection, type MyBetsProjection } from '../../../../src/protocol/slip';
import { createI18n } from '../../../../src/ui/i18n';
import { readyCore, withCore, type FakeCore } from '../../fakeCore';

/** 2023-11-14 22:13:20 UTC. */
export const PLACED_AT = 1_700_000_000_000;

export function leg(position: number, extra: Partial<LegView> = {}): LegView {
  return {
    position,
    market: { id: 9000 + position, sportId: 1, typeId: 1, coef: 1.8, kind: 1, isLive: false, champId: 77, gameId: 500 + position, param: null },
    blockId: 1,
    statusId: -2,
    sportName: 'Football',
    champName: 'Premier League',
    opponent1: `Home ${position}`,
    opponent2: `Away ${position}`,
    marketName: 'Match result',
    outcomeName: 'Home win',
    startTime: PLACED_AT + 3_600_000,
    score: null,
    gameStatus: 1,
    currentCoef: 1.9,
    ...extra,
  };
}

export function offer(couponId: string, extra: Partial<Pick<CashoutOffer, 'cashout' | 'insurance'>> = {}): CashoutOffer {
  return {
    couponId,
    cashout: { available: true, amount: 12_345 },
    insurance: { available: true, maxAmount: 10_000, premiumPercent: 23 },
    currentReturn: 0,
    maxReturn: 32_400,
    quotedAt: PLACED_AT,
    ...extra,
  };
}

/** An open express of two legs, 100.00 RUB at 3.24. */
export function coupon(id: string, extra: Partial<CouponView> = {}): CouponView {
  return {
    id,
    refId: `ref-${id}`,
    typeId: 1,
    placedTypeId: 1,
    systemValue: null,
    accountId: 1,
    accountType: 0,
    currencyIso: 'RUB',
    amount: 10_000,
    stake: 10_000,
    prepaidAmount: 0,
    amountByBlockId: {},
    coef: 3.24,
    antiExpressCoef: null,
    expressBonusCoef: null,
    hyperBonusPercent: 0,
    promoCode: null,
    isVipBet: false,
    status: 'open',
    placedAt: PLACED_AT,
    settledAt: null,
    legs: [leg(0), leg(1)],
    currentReturn: 0,
    maxReturn: 32_400,
    payout: null,
    hyperBonusAmount: null,
    soldAmount: null,
    soldAt: null,
    insuredAmount: null,
    insurancePremium: null,
    insuranceRefund: null,
    offer: offer(id),
    ...extra,
  };
}

export function myBets(items: CouponView[], extra: Partial<MyBetsProjection> = {}): MyBetsProjection {
  return { ...EMPTY_MY_BETS, status: 'ready', items, total: items.length, updatedAt: PLACED_AT, ...extra };
}

/**
 * The slip as the worker pushes it, with the sell and insure requests a test
 * sets. "My bets" reads only those two fields; the rest is a plain empty slip,
 * cast so that fields the slip adds later do not have to be repeated here.
 */
export function slip(requests: { pending?: PendingCouponRequest[]; outcomes?: Record<string, CouponRequestOutcome> } = {}): CouponProjection {
  const value: Partial<CouponProjection> = {
    player: 'signedIn',
    tab: 'myBets',
    typeId: 0,
    allowedTypeIds: [0],
    bets: [],
    account: null,
    accounts: [],
    currencyIso: 'RUB',
    amountStep: 10_000,
    currencyDigits: 2,
    amount: 15_000,
    amountByBlockId: {},
    amountByBetId: {},
    blocks: [],
    minBetAmount: null,
    maxBetAmount: null,
    maxPayout: null,
    autoMaxAmount: null,
    coef: 1,
    coefText: '1',
    systemValue: 2,
    systemOptions: [],
    antiExpressCoef: null,
    expressBonus: { eligible: false, applied: false, percent: 0, factor: 1, coef: 1 },
    possibleWin: null,
    promoCode: null,
    manualPromoCode: '',
    promoCodes: [],
    availablePrepaidAmount: 0,
    hyperBonus: null,
    vipBetAllowed: false,
    oneClickAvailable: false,
    settings: DEFAULT_COUPON_SETTINGS,
    placeRefusal: null,
    phase: 'editing',
    placing: null,
    lastError: null,
    success: null,
    pendingRequests: requests.pending ?? [],
    placedCouponStatus: Object.fromEntries(
      Object.entries(requests.outcomes ?? {}).map(([id, lastOutcome]) => [
        id,
        { soldAmount: lastOutcome.status === 'sold' ? lastOutcome.amount : null, insuredAmount: lastOutcome.status === 'insured' ? lastOutcome.amount : null, lastOutcome },
      ]),
    ),
    quoting: false,
  };
  return value as CouponProjection;
}

/** A started worker with the player's bets and slip pushed. */
export function betsCore(view: MyBetsProjection, coupon: CouponProjection = slip()): FakeCore {
  const core = readyCore();
  core.push('myBets', view);
  core.push('coupon', coupon);
  return core;
}

/** Renders `element` at `path` in a memory router, in `lang`. */
export function renderAt(core: FakeCore, element: ReactNode, path = '/en', lang = 'en'): RenderResult & { router: DataRouter } {
  const router = createMemoryRouter(
    [
      { path: '/:lng', element },
      { path: '/:lng/*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(withCore(core, createI18n(lang), <RouterProvider router={router} />));
  return Object.assign(result, { router });
}
