import { useLayoutEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LanguageDecision } from '../../protocol/api';
import { LoadingState } from '../components/LoadingState';
import { NotFoundPage } from '../shell/pages/NotFoundPage';
import { FALLBACK_LANGUAGE, firstSegment, isLanguageSegment, withLanguage } from '../core-access/languagePath';
import { useLanguageDecision } from './useLanguageDecision';

interface Here {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/**
 * Where a location without a language goes. The worker's redirect wins when it
 * leads to a language path; 'stay' and 'unknown' cannot keep a path that has
 * no language, so the same path gets the decided language (or en, SPEC 9).
 * Returns null when there is nowhere better to go (no redirect loops).
 */
export function targetWithoutLanguage(decision: LanguageDecision, here: Here): string | null {
  const current = `${here.pathname}${here.search}${here.hash}`;
  let target: string;
  if (decision.kind === 'redirect' && isLanguageSegment(firstSegment(decision.to))) {
    target = decision.to.includes('#') ? decision.to : `${decision.to}${here.hash}`;
  } else {
    const lang = decision.kind === 'unknown' ? FALLBACK_LANGUAGE : decision.lang;
    target = withLanguage(here.pathname, isLanguageSegment(lang) ? lang : FALLBACK_LANGUAGE, here.search, here.hash);
  }
  return target === current ? null : target;
}

/** For a path whose language the site does not list: follow only a real redirect. */
export function targetForUnlistedLanguage(decision: LanguageDecision, here: Here): string | null {
  if (decision.kind !== 'redirect' || !isLanguageSegment(firstSegment(decision.to))) return null;
  const target = decision.to.includes('#') ? decision.to : `${decision.to}${here.hash}`;
  return target === `${here.pathname}${here.search}${here.hash}` ? null : target;
}

/**
 * Shown at `/` and at any path whose first segment is not a language: nothing
 * but the loading state paints until the worker has decided, then the tab
 * replaces the location (no history entry for the wrong URL).
 */
export function LanguageGate() {
  return <DecideThenGo pick={targetWithoutLanguage} otherwise={<NotFoundPage />} />;
}

/** Wraps a page whose language segment is well formed but missing from the config's list. */
export function UnlistedLanguageGate({ children }: { children: ReactNode }) {
  return <DecideThenGo pick={targetForUnlistedLanguage} otherwise={children} />;
}

function DecideThenGo(props: { pick: (d: LanguageDecision, here: Here) => string | null; otherwise: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useLanguageDecision();
  const target = state.status === 'decided' ? props.pick(state.decision, location) : null;

  useLayoutEffect(() => {
    if (target !== null) navigate(target, { replace: true });
  }, [navigate, target]);

  if (state.status === 'pending' || target !== null) return <LoadingState />;
  return <>{props.otherwise}</>;
}
