import { isCouponEvent, isSessionEvent, type AppEvent } from '../../protocol/events';
import * as coupon from '../coupon';
import * as preferences from '../preferences';
import * as session from '../session';
import * as betting from '../betting';
import { isBettingEvent } from '../../protocol/live-client';
import type { AppState } from './state';

/** Applies one decoded event. Never throws: the codec has already refused what it cannot read. */
export function evolveApp(state: AppState, event: AppEvent): AppState {
  if (isCouponEvent(event)) {
    const next = coupon.evolve(state.coupon, event);
    return next === state.coupon ? state : { ...state, coupon: next };
  }
  if (isSessionEvent(event)) {
    const next = session.evolve(state.session, event);
    return next === state.session ? state : { ...state, session: next };
  }
  if (isBettingEvent(event)) {
    const next = betting.evolve(state.betting, event);
    return next === state.betting ? state : { ...state, betting: next };
  }
  const next = preferences.evolve(state.preferences, event);
  return next === state.preferences ? state : { ...state, preferences: next };
}
