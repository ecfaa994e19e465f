import { DEFAULT_COUPON_SETTINGS, type CouponBet, type CouponPayload } from '../../src/protocol/coupon';
import type { CashoutOffer, CouponInfo, CouponView, LegView } from '../../src/protocol/schemas/bets';
import type { CouponProjection, SlipBet } from '../../src/protocol/slip';
import { typeFactsOf } from '../../src/worker/coupon/view';

/**
 * Builders of the bet shapes the tests exchange with the server, the worker
 * and the UI, each valid as it stands; `over` (or `extra`) replaces any field.
 */

/** A placement (POST bets/place) of 100.00 on the player's active account, taking every coefficient change. */
export function couponPayload(over: Partial<CouponPayload> & Pick<CouponPayload, 'bets' | 'refId'>): CouponPayload {
  return {
    id: null,
    accountId: null,
    amount: 10_000,
    amountByBlockId: {},
    amountByBetId: {},
    changeCoefAction: 2,
    coef: 0,
    coefByView: 0,
    coefViewId: 0,
    exactCoef: false,
    isDropOnScoreChange: false,
    prepaidAmount: 0,
    systemValue: 2,
    typeId: 0,
    userId: null,
    promoCode: null,
    isVipBet: false,
    hyperBonusPercent: 0,
    minHyperBonusBetLimit: 0,
    maxHyperBonusLimit: 0,
    ...over,
  };
}

/** The server's quote for a draft: limits and promotions of account 11 (EUR), nothing about its bets. */
export function couponInfo(over: Partial<CouponInfo> = {}): CouponInfo {
  return {
    typeId: 0,
    accountId: 11,
    accountType: 0,
    currencyIso: 'EUR',
    balance: 100_000,
    minBetAmount: 100,
    maxBetAmount: 50_000,
    maxPayout: 1_000_000,
    availablePrepaidAmount: 0,
    promoCodeValid: null,
    promoCodes: ['FREEBET100'],
    promoCodeDetails: [{ code: 'FREEBET100', amount: 10_000, expiresAt: null }],
    antiExpressCoef: null,
    systemValues: [],
    expressId: null,
    expressBonusCoef: null,
    hyperBonusPercent: 0,
    minHyperBonusBetLimit: 0,
    maxHyperBonusLimit: 0,
    bets: [],
    ...over,
  };
}

/** 2023-11-14 22:13:20 UTC. */
export const PLACED_AT = 1_700_000_000_000;

/** Leg `position` of a coupon: a not-started football match, 1.8 when placed, 1.9 now. */
export function legView(position: number, extra: Partial<LegView> = {}): LegView {
  return {
    position,
    market: {
      id: 9000 + position,
      sportId: 1,
      typeId: 1,
      coef: 1.8,
      kind: 1,
      isLive: false,
      champId: 77,
      gameId: 500 + position,
      param: null,
    },
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

/** The server's cash-out and insurance offer for a coupon. */
export function cashoutOffer(couponId: string, extra: Partial<Pick<CashoutOffer, 'cashout' | 'insurance'>> = {}): CashoutOffer {
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

/** An open express of two legs, 100.00 RUB at 3.24, with the server's offer. */
export function couponView(id: string, extra: Partial<CouponView> = {}): CouponView {
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
    legs: [legView(0), legView(1)],
    currentReturn: 0,
    maxReturn: 32_400,
    payout: null,
    hyperBonusAmount: null,
    soldAmount: null,
    soldAt: null,
    insuredAmount: null,
    insurancePremium: null,
    insuranceRefund: null,
    offer: cashoutOffer(id),
    ...extra,
  };
}

/** A bet on outcome `marketId` (of game `marketId` × 10) as the core keeps it: clicked at `coef`, which the feed still says. */
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
    unfollowed: false,
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
    autoMaxOn: false,
    ...typeFactsOf(extra.typeId ?? 1),
    oneClickAmount: DEFAULT_COUPON_SETTINGS.oneClickAmount,
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
    prepaid: 0,
    balanceDebit: extra.totalStake ?? 15_000,
    hyperBonus: null,
    vipBetAllowed: false,
    oneClickAvailable: true,
    settings: DEFAULT_COUPON_SETTINGS,
    placeRefusal: null,
    stakeRoom: null,
    phase: 'editing',
    placing: null,
    lastError: null,
    success: null,
    pendingRequests: [],
    placedCouponStatus: {},
    quoting: false,
    quoteFailure: null,
    unfollowedGames: 0,
    ...extra,
  };
}
