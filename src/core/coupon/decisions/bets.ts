import { LOBBY_BLOCK_ID, MAX_COUPON_BETS, MIN_FREE_SYSTEM_LEGS, MIN_SYSTEM_VALUE } from '../../../protocol/constants/couponTypes';
import { reject } from '../../../protocol/rejections';
import { freeBetCount } from '../lobby';
import { isSystemValueAllowed } from '../system';
import { typeRejection } from '../allowedTypes';
import { hasBankers } from '../typeFamilies';
import { ev, findBet, oddsPrecisionRejection, toCouponBet, type CouponDecisions } from './shared';

/** Which bets the coupon holds, in which blocks, and as what type. */
export const BET_DECISIONS: CouponDecisions<
  | 'coupon/addBet'
  | 'coupon/deleteBet'
  | 'coupon/clear'
  | 'coupon/changeType'
  | 'coupon/setSystemValue'
  | 'coupon/setBankers'
  | 'coupon/moveToBlock'
  | 'coupon/deleteBonusBet'
  | 'coupon/restoreBonusBet'
  | 'coupon/repeat'
  | 'coupon/selectTab'
> = {
  'coupon/addBet': (state, p) => {
    if (findBet(state, p.bet.market.id)) return reject('coupon.bet_already_added', { marketId: p.bet.market.id });
    if (state.bets.length >= MAX_COUPON_BETS) return reject('coupon.too_many_bets', { max: MAX_COUPON_BETS });
    return (
      oddsPrecisionRejection(p.bet.market.id, p.bet.market.coef) ?? [ev({ type: 'coupon/betAdded', payload: { bet: toCouponBet(p.bet) } })]
    );
  },
  'coupon/deleteBet': (state, p) =>
    findBet(state, p.marketId)
      ? [ev({ type: 'coupon/betDeleted', payload: { marketId: p.marketId, reason: 'player' } })]
      : reject('coupon.bet_not_found', { marketId: p.marketId }),
  'coupon/clear': (state) => (state.bets.length === 0 ? [] : [ev({ type: 'coupon/cleared', payload: { reason: 'player' } })]),
  'coupon/changeType': (state, p) => {
    if (p.typeId === state.typeId) return [];
    return typeRejection(state, p.typeId) ?? [ev({ type: 'coupon/typeChanged', payload: { typeId: p.typeId } })];
  },
  'coupon/setSystemValue': (state, p) => {
    const free = freeBetCount(state);
    if (!isSystemValueAllowed(p.value, free))
      return reject('coupon.system_value', { min: MIN_SYSTEM_VALUE, max: Math.max(MIN_SYSTEM_VALUE, free - 1) });
    return p.value === state.systemValue ? [] : [ev({ type: 'coupon/systemValueSet', payload: { value: p.value } })];
  },
  'coupon/setBankers': (state, p) => {
    for (const id of p.marketIds) {
      const bet = findBet(state, id);
      if (!bet) return reject('coupon.bet_not_found', { marketId: id });
      if (bet.isDisabledBanker) return reject('coupon.banker_not_allowed', { marketId: id });
    }
    const ids = [...new Set(p.marketIds)];
    if (state.bets.length - ids.length < MIN_FREE_SYSTEM_LEGS)
      return reject('coupon.too_many_bankers', { max: Math.max(0, state.bets.length - MIN_FREE_SYSTEM_LEGS) });
    return [ev({ type: 'coupon/bankersSet', payload: { marketIds: ids } })];
  },
  'coupon/moveToBlock': (state, p) => {
    const bet = findBet(state, p.marketId);
    if (!bet) return reject('coupon.bet_not_found', { marketId: p.marketId });
    if (bet.blockId === p.blockId) return [];
    if (p.blockId === LOBBY_BLOCK_ID && bet.isDisabledBanker) return reject('coupon.banker_not_allowed', { marketId: p.marketId });
    // A system or multibet keeps 3 legs outside the lobby, as setBankers does.
    if (p.blockId === LOBBY_BLOCK_ID && hasBankers(state.typeId) && freeBetCount(state) - 1 < MIN_FREE_SYSTEM_LEGS) {
      return reject('coupon.too_many_bankers', { max: Math.max(0, state.bets.length - MIN_FREE_SYSTEM_LEGS) });
    }
    return [ev({ type: 'coupon/betMovedToBlock', payload: { marketId: p.marketId, blockId: p.blockId } })];
  },
  'coupon/deleteBonusBet': (state) => {
    if (!state.expressBonus.eligible) return reject('coupon.no_bonus_bet');
    return state.manuallyDeletedBonusBet ? [] : [ev({ type: 'coupon/bonusBetDeleted', payload: {} })];
  },
  'coupon/restoreBonusBet': (state) => {
    if (!state.expressBonus.eligible) return reject('coupon.no_bonus_bet');
    return state.manuallyDeletedBonusBet ? [ev({ type: 'coupon/bonusBetRestored', payload: {} })] : [];
  },
  'coupon/repeat': (state) => {
    const placed = state.successCoupon;
    if (!placed) return reject('coupon.nothing_to_repeat');
    const bets = placed.bets.map((b) => ({ ...b, statusId: -2 as const, clickedCoef: b.market.coef, isCoefChangePending: false }));
    const { typeId, amount, systemValue, amountByBlockId, amountByBetId } = placed.payload;
    return [ev({ type: 'coupon/repeated', payload: { bets, typeId, amount, systemValue, amountByBlockId, amountByBetId } })];
  },
  'coupon/selectTab': (state, p) => (p.tab === state.tab ? [] : [ev({ type: 'coupon/tabSelected', payload: { tab: p.tab } })]),
};
