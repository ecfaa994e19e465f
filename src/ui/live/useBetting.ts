import { useCallback } from 'react';
import type { BettingPatch, BettingState } from '../../protocol/live-client';
import { DEFAULT_BETTING_STATE } from '../../protocol/live-client';
import { useDispatch, useProjection } from '../app/coreContext';

/**
 * The player's betting state (SPEC 3) and a setter. It lives in the worker
 * as events, so every tab shows the same filters and a replay reproduces them.
 */
export function useBetting(): { betting: BettingState; ready: boolean; set: (changes: BettingPatch) => void; reset: () => void } {
  const betting = useProjection('betting');
  const dispatch = useDispatch();
  const set = useCallback((changes: BettingPatch) => void dispatch({ type: 'betting/set', payload: { changes } }), [dispatch]);
  const reset = useCallback(() => void dispatch({ type: 'betting/reset', payload: {} }), [dispatch]);
  return { betting: betting ?? DEFAULT_BETTING_STATE, ready: betting !== undefined, set, reset };
}
