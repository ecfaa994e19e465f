import { useCallback, useLayoutEffect, useRef } from 'react';
import type { FunnelReport } from '../../protocol/analytics';
import { useDispatch } from '../core-access/coreContext';

/**
 * Reports a funnel step only the page sees (SPEC 4: a form opened, a type or
 * bonus chosen, a form left) to the worker, whose analytics decides whether
 * it is collected at all (consent, privacy signals). Never waits, never fails the form.
 */
export function useFunnelReport(): (report: FunnelReport) => void {
  const dispatch = useDispatch();
  return useCallback(
    (report: FunnelReport) => {
      dispatch({ type: 'analytics/funnel', payload: report }).catch(() => undefined);
    },
    [dispatch],
  );
}

/**
 * A form's life as funnel steps: `opened` when it mounts, and `onLeave` (if
 * given) when it unmounts, read at that moment so it sees the form's last
 * state. The worker tells a finished form from a left one. A layout effect:
 * a passive one may still wait when the player's first choice in the form
 * is reported (a form that mounted after a lazy part loaded), and the
 * funnel would read "type" before "opened".
 */
export function useFormReports(form: 'login' | 'registration' | 'recovery', onLeave?: () => FunnelReport | null): void {
  const report = useFunnelReport();
  const leave = useRef(onLeave);
  leave.current = onLeave;
  useLayoutEffect(() => {
    report({ step: 'opened', form });
    return () => {
      const left = leave.current?.() ?? null;
      if (left !== null) report(left);
    };
  }, [form, report]);
}
