import { LOBBY_BLOCK_ID } from '../../protocol/constants/couponTypes';
import type { BlockStake, CouponSpec } from './spec';
import type { CouponState } from './state';

/**
 * The calculators' view of a coupon state. Legs carry their market ids, so a
 * split stake's remainder goes to the same lines whatever order the bets were
 * added in (and the server, pricing the payload, finds the same split).
 */
export function specOfCoupon(
  state: Pick<CouponState, 'typeId' | 'bets' | 'amount' | 'systemValue' | 'amountByBlockId' | 'amountByBetId' | 'antiExpressCoef'>,
): CouponSpec {
  const blockStakes: Record<number, BlockStake> = {};
  for (const [k, v] of Object.entries(state.amountByBlockId)) blockStakes[Number(k)] = v;
  return {
    typeId: state.typeId,
    legs: state.bets.map((b) => ({
      odds: b.market.coef,
      status: b.statusId,
      banker: b.blockId === LOBBY_BLOCK_ID,
      block: b.blockId,
      id: b.market.id,
    })),
    stake: state.amount,
    systemValue: state.systemValue,
    blockStakes,
    legStakes: state.bets.map((b) => state.amountByBetId[String(b.market.id)] ?? state.amount),
    ...(state.antiExpressCoef !== null ? { antiExpressCoef: state.antiExpressCoef } : {}),
  };
}
