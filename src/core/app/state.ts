import { initialCouponState, type CouponState } from '../coupon';
import { initialPreferences, type PreferencesState } from '../preferences';
import { initialSessionState, type SessionState } from '../session';

/** The player's own state: everything that is rebuilt from the event log. */
export interface AppState {
  readonly preferences: PreferencesState;
  readonly coupon: CouponState;
  readonly session: SessionState;
}

export const initialAppState: AppState = {
  preferences: initialPreferences,
  coupon: initialCouponState,
  session: initialSessionState,
};

/**
 * Bump a context's number whenever the shape of its state changes: snapshots
 * are keyed by the hash of this table, so an old snapshot is ignored and the
 * state is rebuilt from the log instead of being migrated.
 */
export const STATE_SHAPE_VERSIONS = {
  preferences: 1,
  coupon: 1,
  session: 1,
} as const;
