import type { CouponCommandPayload, CouponEvent } from '../../protocol/coupon';
import { reject } from '../../protocol/rejections';
import type { Decision } from '../shared/decision';
import { hasAtMost3Decimals } from './factor';
import { isGameFinished } from './betPredicates';
import type { CouponBet, CouponState } from './state';
import { CHANGE_COEF_ACTION, type ChangeCoefAction } from '../../protocol/constants/couponTypes';

/**
 * Whether a new coefficient needs the player's confirmation under
 * changeCoefAction (0 confirm every change, 1 accept every change, 2 accept rises),
 * compared with the odds the player clicked or last confirmed.
 */
export function needsCoefConfirmation(action: ChangeCoefAction, clicked: number, next: number): boolean {
  if (next === clicked) return false;
  if (action === CHANGE_COEF_ACTION.acceptAny) return false;
  if (action === CHANGE_COEF_ACTION.acceptRise) return next < clicked;
  return true;
}

type Payload<T extends 'coupon/liveCoef' | 'coupon/liveBlock' | 'coupon/liveScore' | 'coupon/liveGameFinished'> = CouponCommandPayload<T>;

const byMarket = (state: CouponState, id: number): CouponBet | undefined => state.bets.find((b) => b.market.id === id);
const ofGame = (state: CouponState, id: number): CouponBet[] => state.bets.filter((b) => b.market.gameId === id);

/**
 * What the live feed reports about bets in the coupon. A report about a bet
 * no longer in the coupon is no error (the feed lags): it causes nothing.
 */
export const LIVE_DECISIONS = {
  'coupon/liveCoef': (state: CouponState, { marketId, coef }: Payload<'coupon/liveCoef'>): Decision<CouponEvent> => {
    const bet = byMarket(state, marketId);
    if (!bet || bet.market.coef === coef) return [];
    // A coefficient the coupon cannot price without rounding a leg is a feed fault, not a new price.
    if (!hasAtMost3Decimals(coef)) return reject('coupon.odds_precision', { marketId, coef });
    const needsConfirmation = needsCoefConfirmation(state.settings.changeCoefAction, bet.clickedCoef, coef);
    return [{ type: 'coupon/coefChanged', v: 1, payload: { marketId, coef, needsConfirmation } }];
  },
  'coupon/liveBlock': (state: CouponState, { marketId, isBlocked }: Payload<'coupon/liveBlock'>): Decision<CouponEvent> => {
    const bet = byMarket(state, marketId);
    if (!bet || bet.isBlocked === isBlocked) return [];
    return [
      isBlocked ? { type: 'coupon/betBlocked', v: 1, payload: { marketId } } : { type: 'coupon/betUnblocked', v: 1, payload: { marketId } },
    ];
  },
  'coupon/liveScore': (state: CouponState, { gameId, score }: Payload<'coupon/liveScore'>): Decision<CouponEvent> => {
    const bets = ofGame(state, gameId).filter((b) => b.fullScore !== score);
    if (bets.length === 0) return [];
    if (state.settings.isDropOnScoreChange) {
      return bets.map((b) => ({ type: 'coupon/betDeleted', v: 1, payload: { marketId: b.market.id, reason: 'score_changed' } }) as const);
    }
    return [{ type: 'coupon/scoreChanged', v: 1, payload: { gameId, score } }];
  },
  'coupon/liveGameFinished': (state: CouponState, { gameId }: Payload<'coupon/liveGameFinished'>): Decision<CouponEvent> =>
    ofGame(state, gameId).some((b) => !isGameFinished(b)) ? [{ type: 'coupon/gameFinished', v: 1, payload: { gameId } }] : [],
};
