import { decideGameState } from '../gameState';
import { LIVE_DECISIONS } from '../live';
import { antiExpressRejection } from '../placement';
import { ev, type CouponDecisions } from './shared';

/** What the server's quote and the live feed say of the bets in the coupon, and the player's answer to moved odds. */
export const FEED_DECISIONS: CouponDecisions<
  | 'coupon/serverInfo'
  | 'coupon/confirmCoefChanges'
  | 'coupon/liveCoef'
  | 'coupon/liveBlock'
  | 'coupon/liveScore'
  | 'coupon/liveGameFinished'
  | 'coupon/liveGameState'
> = {
  'coupon/serverInfo': (state, p) => {
    // A quote that cannot be right for these bets is refused whole, like an answer failing its schema.
    const implausible = typeof p.antiExpressCoef === 'number' ? antiExpressRejection(p.antiExpressCoef, state.bets) : null;
    return implausible ?? [ev({ type: 'coupon/serverInfoReceived', payload: p })];
  },
  'coupon/confirmCoefChanges': (state) =>
    state.bets.some((b) => b.isCoefChangePending) ? [ev({ type: 'coupon/coefChangesConfirmed', payload: {} })] : [],
  ...LIVE_DECISIONS,
  'coupon/liveGameState': decideGameState,
};
