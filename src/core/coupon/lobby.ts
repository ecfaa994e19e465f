import { LOBBY_BLOCK_ID } from '../../protocol/constants/couponTypes';
import type { CouponState } from './state';

/** How many bets sit outside the lobby block (the bankers of a system, the lobby of a multibet): the system part. */
export function freeBetCount(state: Pick<CouponState, 'bets'>): number {
  return state.bets.filter((b) => b.blockId !== LOBBY_BLOCK_ID).length;
}
