import { useCallback, useEffect, useRef, useState } from 'react';
import type { BettingPatch, BettingState } from '../../protocol/live-client';
import { DEFAULT_BETTING_STATE } from '../../protocol/constants/betting';
import { useDispatch, useProjection } from '../core-access/coreContext';
import { isRejection } from '../../protocol/rejections';

/** A change made here and not yet seen back from the worker: its value, and the worker state it was made over. */
interface Draft {
  readonly value: unknown;
  readonly over: number;
  /** The worker accepted it: the next worker state, whatever it says, replaces it. */
  readonly accepted?: boolean;
}
type Drafts = Partial<Record<keyof BettingState, Draft>>;

const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The player's betting state (SPEC 3) and a setter. It lives in the worker
 * as events, so every tab shows the same filters and a replay reproduces
 * them. A change shows at once in the control that made it (a controlled
 * radio would jump back until the worker's push arrives) and gives way to
 * the worker's state once that shows it, once any newer worker state has
 * arrived after the answer, or at once when the change is refused.
 */
export function useBetting(): { betting: BettingState; ready: boolean; set: (changes: BettingPatch) => void; reset: () => void } {
  const held = useProjection('betting');
  const dispatch = useDispatch();
  const [drafts, setDrafts] = useState<Drafts>({});
  /** Counts the worker states this component has seen. */
  const seen = useRef(0);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  useEffect(() => {
    seen.current += 1;
    if (!held) return;
    setDrafts((current) => {
      const keys = Object.keys(current) as (keyof BettingState)[];
      const kept = keys.filter((key) => {
        const draft = current[key];
        return draft !== undefined && !same(held[key], draft.value) && !(draft.accepted && draft.over < seen.current);
      });
      if (kept.length === keys.length) return current;
      return Object.fromEntries(kept.map((key) => [key, current[key]])) as Drafts;
    });
  }, [held]);

  const set = useCallback(
    (changes: BettingPatch) => {
      const keys = Object.keys(changes) as (keyof BettingState)[];
      const over = seen.current;
      setDrafts((current) => ({ ...current, ...Object.fromEntries(keys.map((key) => [key, { value: changes[key], over }])) }));
      void dispatch({ type: 'betting/set', payload: { changes } }).then((answer) => {
        if (!mounted.current) return;
        // Refused: the worker's state now. Accepted: the worker's state once one newer than the change is here.
        const settled = isRejection(answer) || seen.current > over;
        setDrafts((current) => {
          const next: Drafts = { ...current };
          for (const key of keys) {
            const draft = next[key];
            if (draft?.over !== over) continue;
            if (settled) delete next[key];
            else next[key] = { ...draft, accepted: true };
          }
          return next;
        });
      });
    },
    [dispatch],
  );
  const reset = useCallback(() => void dispatch({ type: 'betting/reset', payload: {} }), [dispatch]);

  const base = held ?? DEFAULT_BETTING_STATE;
  const overlay = Object.entries(drafts) as [keyof BettingState, Draft][];
  const betting =
    overlay.length === 0 ? base : ({ ...base, ...Object.fromEntries(overlay.map(([key, draft]) => [key, draft.value])) } as BettingState);
  return { betting, ready: held !== undefined, set, reset };
}
