import { ACCOUNT_TYPE, COUPON_TYPE } from '../../../protocol/constants/couponTypes';
import { ODDS_FORMAT } from '../../../protocol/constants/oddsFormats';
import { reject } from '../../../protocol/rejections';
import { couponCost } from '../cost';
import { buildPayload, unconfirmedRefId } from '../payload';
import { betRejection, placementRejection } from '../placement';
import { amountLimits, checkAmount, oneClickAmountOf } from '../rules';
import type { CouponState } from '../state';
import { ev, oddsPrecisionRejection, toCouponBet, type CouponDecisions } from './shared';

/** Placing the coupon (or a one-click single) and the worker's report of the server's answer. */
export const PLACEMENT_DECISIONS: CouponDecisions<
  'coupon/place' | 'coupon/placeOneClick' | 'coupon/reportAccepted' | 'coupon/reportError'
> = {
  'coupon/place': (state, p, ctx) => {
    const problem = placementRejection(state, ctx.config);
    if (problem) return problem;
    // A held promo code's voucher pays what it can, at most the stake (cost.ts, as the server checks it):
    // the server uses a code up in one placement, so paying less from it would only lose its value.
    const prepaid = couponCost(state, p.prepaidAmount).prepaid;
    const refId = unconfirmedRefId(state) ?? ctx.newId();
    return [
      ev({
        type: 'coupon/placing',
        payload: { refId, payload: buildPayload(state, refId, prepaid), bets: [...state.bets], oneClick: false },
      }),
    ];
  },
  'coupon/placeOneClick': (state, p, ctx) => {
    if (!ctx.config.bonusSettings.isOneClickShown || !state.settings.isActiveOneClick) return reject('coupon.one_click_inactive');
    if (state.phase === 'placing') return reject('coupon.placing_in_progress');
    if (state.accountId === null) return reject('coupon.no_account');
    const amount = oneClickAmountOf(state);
    const bad = checkAmount(amount, amountLimits(COUPON_TYPE.single, ctx.config.couponTypes, state.accountType === ACCOUNT_TYPE.bonus));
    if (bad) return bad;
    const imprecise = oddsPrecisionRejection(p.bet.market.id, p.bet.market.coef);
    if (imprecise) return imprecise;
    const bet = toCouponBet(p.bet);
    const betBad = betRejection(bet, COUPON_TYPE.single);
    if (betBad) return betBad;
    const single: CouponState = {
      ...state,
      typeId: COUPON_TYPE.single,
      bets: [bet],
      amount,
      coef: bet.market.coef,
      promoCode: null,
      amountByBetId: {},
      amountByBlockId: {},
      expressBonus: { eligible: false, applied: false, percent: 0, factor: 1, coef: bet.market.coef },
    };
    const refId = ctx.newId();
    const payload = { ...buildPayload(single, refId, 0), coefByView: bet.market.coef, coefViewId: ODDS_FORMAT.decimal };
    return [ev({ type: 'coupon/placing', payload: { refId, payload, bets: [bet], oneClick: true } })];
  },
  'coupon/reportAccepted': (state, p) => {
    if (state.pendingPlacement?.refId !== p.refId) return reject('coupon.unknown_ref', { refId: p.refId });
    return [ev({ type: 'coupon/accepted', payload: { refId: p.refId, couponId: p.couponId, singles: p.singles ?? [] } })];
  },
  'coupon/reportError': (state, p) => {
    if (state.pendingPlacement?.refId !== p.refId) return reject('coupon.unknown_ref', { refId: p.refId });
    return [ev({ type: 'coupon/failed', payload: { refId: p.refId, code: p.code, params: p.params ?? {} } })];
  },
};
