import { initialCouponState, type CouponState } from '../coupon';
import { initialPreferences, type PreferencesState } from '../preferences';
import { initialSessionState, type SessionState } from '../session';
import { initialBettingState, type BettingState } from '../betting';

/** The player's own state: everything that is rebuilt from the event log. */
export interface AppState {
  readonly preferences: PreferencesState;
  readonly coupon: CouponState;
  readonly session: SessionState;
  /** The player's choices on the betting pages (SPEC 3 betting state, time filters). */
  readonly betting: BettingState;
}

export const initialAppState: AppState = {
  preferences: initialPreferences,
  coupon: initialCouponState,
  session: initialSessionState,
  betting: initialBettingState,
};

/**
 * Bump a context's number whenever the shape of its state changes, and add
 * the upgrade from the old shape to SNAPSHOT_UPGRADES (carryOver.ts):
 * compaction deletes old events, so a snapshot of another shape is carried
 * over context by context, and a context without its upgrade starts afresh.
 */
export const STATE_SHAPE_VERSIONS = {
  preferences: 1,
  coupon: 2,
  session: 2,
  betting: 1,
} as const;
