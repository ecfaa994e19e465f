import type { CouponCommand, CouponCommandPayload } from '../../protocol/coupon';
import { currencyInfo, stepAmount } from './money';
import type { CouponState } from './state';

/** The +/- step of the coupon's stakes: the player's manual step for the currency, else the currency's own. */
export function amountStepOf(state: Pick<CouponState, 'settings' | 'currencyIso'>): number {
  return state.settings.amountStepByCurrencyIso[state.currencyIso] ?? currencyInfo(state.currencyIso).step;
}

/**
 * The command a + or - on a stake field stands for: the field's own setter
 * with the next amount on the step grid. The manual step itself moves by one
 * major unit of the currency.
 */
export function stepCommand(state: CouponState, id: string, step: CouponCommandPayload<'coupon/stepStake'>): CouponCommand {
  const { target, from, direction } = step;
  const grid = target.field === 'amountStep' ? 10 ** currencyInfo(state.currencyIso).exponent : amountStepOf(state);
  const amount = stepAmount(from, direction, grid);
  switch (target.field) {
    case 'amount':
      return { id, type: 'coupon/setAmount', payload: { amount } };
    case 'block':
      return { id, type: 'coupon/setAmountByBlock', payload: { blockId: target.blockId, amount } };
    case 'bet':
      return { id, type: 'coupon/setAmountByBet', payload: { marketId: target.marketId, amount } };
    case 'oneClick':
      return { id, type: 'coupon/changeSettings', payload: { changes: { oneClickAmount: amount } } };
    case 'bonusOneClick':
      return { id, type: 'coupon/changeSettings', payload: { changes: { bonusAccountOneClickAmount: amount } } };
    case 'amountStep':
      return { id, type: 'coupon/setAmountStep', payload: { step: amount } };
  }
}
