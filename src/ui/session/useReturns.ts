import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ReturnOccasion } from '../../protocol/session';
import { useDispatch } from '../core-access/coreContext';
import { useSessionRequest } from './useSession';

/** The last page a header saw; module state, so it outlives the header's remounts between layouts. */
let lastPage: string | null = null;

/**
 * Tells the worker each page the player opens and the one before it: the
 * core keeps what SPEC 2 and 4 say to keep for after sign-in or registration
 * (redirect_url, from_url, and route_from when a page leads to registration
 * or confirm-terms). Durable, so a reload keeps it. Analytics hears the page
 * as a fact of its own (a page view, when the visitor agreed to it).
 */
export function useNotePages(): void {
  const { pathname, search } = useLocation();
  const dispatch = useDispatch();
  useEffect(() => {
    const here = `${pathname}${search}`;
    if (here === lastPage) return;
    const previous = lastPage;
    lastPage = here;
    dispatch({ type: 'session/note-page', payload: { here, previous } }).catch(() => undefined);
    // Analytics' own fact: the worker keeps no query of it.
    dispatch({ type: 'analytics/page-view', payload: { here: pathname } }).catch(() => undefined);
  }, [pathname, search, dispatch]);
}

/**
 * Where the core's return rule says to go after signing in, registering or
 * confirming the terms (return-url, the guard's page, redirect_url / from_url,
 * route_from), asked from the page the player is on now; null stays.
 */
function useReturnTarget(lang: string): (after: ReturnOccasion, requested?: string | null) => Promise<string | null> {
  const request = useSessionRequest();
  const { pathname, search } = useLocation();
  return useCallback(
    async (after, requested = null) => {
      const here = `${pathname}${search}`;
      const answer = await request({ kind: 'returnTarget', after, here, requested, lang });
      const fallback = after === 'signIn' ? null : `/${lang}`;
      const path = 'outcome' in answer && answer.outcome.kind === 'returnTo' ? answer.outcome.path : fallback;
      return path === null || path === here ? null : path;
    },
    [request, pathname, search, lang],
  );
}

/** Goes where useReturnTarget says. Answers where it went, or null. */
export function useReturnAfter(lang: string): (after: ReturnOccasion, requested?: string | null) => Promise<string | null> {
  const target = useReturnTarget(lang);
  const navigate = useNavigate();
  return useCallback(
    async (after, requested = null) => {
      const path = await target(after, requested);
      if (path !== null) navigate(path, { replace: true });
      return path;
    },
    [target, navigate],
  );
}
