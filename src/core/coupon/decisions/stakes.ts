import { COUPON_TYPE } from '../../../protocol/constants/couponTypes';
import { reject } from '../../../protocol/rejections';
import { isPromoCodeAllowed } from '../rules';
import { decideSettings } from '../settings';
import { ev, findBet, type CouponDecisions } from './shared';

/** The stakes, the promo code, the account, the odds format and the slip's settings. */
export const STAKE_DECISIONS: CouponDecisions<
  | 'coupon/setAmount'
  | 'coupon/setAmountByBlock'
  | 'coupon/setAmountByBet'
  | 'coupon/setPromoCode'
  | 'coupon/changeSettings'
  | 'coupon/selectAccount'
  | 'coupon/setCoefView'
  | 'coupon/setAmountStep'
> = {
  'coupon/setAmount': (state, p) => {
    const set = p.amount === state.amount ? [] : [ev({ type: 'coupon/amountSet', payload: { amount: p.amount } })];
    if (state.typeId !== COUPON_TYPE.manySingles) return set;
    // Many singles: "every single" means every one, those with a stake of their own too, in the same command.
    const own = Object.entries(state.amountByBetId).filter(([, amount]) => amount !== p.amount);
    return [...set, ...own.map(([id]) => ev({ type: 'coupon/betAmountSet', payload: { marketId: Number(id), amount: p.amount } }))];
  },
  'coupon/setAmountByBlock': (state, p) => {
    const blocks = state.bets.map((b) => b.blockId);
    if (!blocks.includes(p.blockId)) return reject('coupon.block_not_found', { blockId: p.blockId });
    // The first block is paid from the balance, so it needs an amount.
    if (p.amount === 'max' && p.blockId === Math.min(...blocks)) return reject('coupon.first_block_needs_amount');
    return [ev({ type: 'coupon/blockAmountSet', payload: { blockId: p.blockId, amount: p.amount } })];
  },
  'coupon/setAmountByBet': (state, p) =>
    findBet(state, p.marketId)
      ? [ev({ type: 'coupon/betAmountSet', payload: { marketId: p.marketId, amount: p.amount } })]
      : reject('coupon.bet_not_found', { marketId: p.marketId }),
  'coupon/setPromoCode': (state, p) => {
    const code = p.code === null || p.code === '' ? null : p.code;
    if (code !== null && !isPromoCodeAllowed(state.typeId)) return reject('coupon.promo_code_not_allowed');
    if (code !== null && p.source === 'list' && !state.promoCodes.includes(code)) return reject('coupon.promo_code_unknown');
    return [ev({ type: 'coupon/promoCodeSet', payload: { code, source: p.source } })];
  },
  'coupon/changeSettings': (state, p, ctx) => decideSettings(state, p.changes, p.confirmed === true, ctx.config),
  'coupon/selectAccount': (_state, p) => [
    ev({
      type: 'coupon/accountSelected',
      payload: { accountId: p.accountId, accountType: p.accountType, currencyIso: p.currencyIso.toUpperCase(), userId: p.userId ?? null },
    }),
  ],
  'coupon/setAmountStep': (state, p, ctx) => {
    if (p.step === 0) return [];
    const steps = { ...state.settings.amountStepByCurrencyIso, [state.currencyIso]: p.step };
    return decideSettings(state, { amountStepByCurrencyIso: steps }, false, ctx.config);
  },
  'coupon/setCoefView': (state, p) =>
    p.coefViewId === state.coefViewId ? [] : [ev({ type: 'coupon/coefViewSet', payload: { coefViewId: p.coefViewId } })],
};
