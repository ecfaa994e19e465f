import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useProjection } from '../core-access/coreContext';
import type { Preferences, PreferencesPatch } from '../../protocol/preferences';
import { isRejection, type Rejection } from '../../protocol/rejections';

interface Draft {
  readonly value: unknown;
  /** The worker accepted it; the next projection push is the truth again. */
  readonly settled: boolean;
}

export interface PreferenceEditor {
  /**
   * What the controls show: the projection, with this tab's unanswered changes on top.
   * Undefined until the worker's first push: the panel shows no guesses. (Type-only
   * import of the protocol on purpose: its value module would pull zod into the UI bundle.)
   */
  readonly values: Preferences | undefined;
  readonly rejection: Rejection | null;
  set<K extends keyof Preferences>(key: K, value: Preferences[K]): void;
  reset(): void;
}

/**
 * The controls are driven by the preferences projection, so a change made in
 * another tab shows here. A change made here is shown at once (a draft) until
 * the projection catches up, so a select does not jump back for a frame while
 * the worker writes the event.
 */
export function usePreferenceEditor(): PreferenceEditor {
  const preferences = useProjection('preferences');
  const dispatch = useDispatch();
  const [drafts, setDrafts] = useState<Readonly<Partial<Record<keyof Preferences, Draft>>>>({});
  const [rejection, setRejection] = useState<Rejection | null>(null);

  // A new push ends every draft it confirms and every draft the worker already accepted.
  useEffect(() => {
    if (!preferences) return;
    setDrafts((current) => {
      const keys = Object.keys(current) as (keyof Preferences)[];
      const kept = keys.filter((key) => {
        const draft = current[key];
        return draft !== undefined && !draft.settled && !Object.is(draft.value, preferences[key]);
      });
      if (kept.length === keys.length) return current;
      return Object.fromEntries(kept.map((key) => [key, current[key]]));
    });
  }, [preferences]);

  const set = useCallback(
    <K extends keyof Preferences>(key: K, value: Preferences[K]) => {
      setRejection(null);
      setDrafts((current) => ({ ...current, [key]: { value, settled: false } }));
      const payload: PreferencesPatch = { [key]: value };
      dispatch({ type: 'preferences/set', payload }).then(
        (answer) => {
          setDrafts((current) => {
            const draft = current[key];
            if (!draft || !Object.is(draft.value, value)) return current; // a newer change owns the key
            if (isRejection(answer)) {
              const { [key]: _dropped, ...rest } = current;
              return rest;
            }
            return { ...current, [key]: { value, settled: true } };
          });
          if (isRejection(answer)) setRejection(answer);
        },
        () => {
          setDrafts((current) => {
            const { [key]: _dropped, ...rest } = current;
            return rest;
          });
          setRejection({ rejected: true, code: 'host_unavailable' });
        },
      );
    },
    [dispatch],
  );

  const reset = useCallback(() => {
    setRejection(null);
    setDrafts({});
    dispatch({ type: 'preferences/reset', payload: {} }).then(
      (answer) => {
        if (isRejection(answer)) setRejection(answer);
      },
      () => setRejection({ rejected: true, code: 'host_unavailable' }),
    );
  }, [dispatch]);

  if (!preferences) return { values: undefined, rejection, set, reset };
  const values = { ...preferences } as Record<keyof Preferences, unknown>;
  for (const key of Object.keys(drafts) as (keyof Preferences)[]) {
    const draft = drafts[key];
    if (draft) values[key] = draft.value;
  }
  return { values: values as Preferences, rejection, set, reset };
}
