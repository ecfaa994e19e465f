import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Resolution } from '../../protocol/routeAnswer';
import type { RouteQuery, SiteConfigProjection } from '../../protocol/api';
import type { SessionProjection } from '../../protocol/session';
import { useCore, useProjectionSelector } from '../core-access/coreContext';
import { browserLanguages, isExternal, isIpadPresentingAsMac, readCookies } from './browserFacts';

export type RouteAnswer = Resolution | { readonly kind: 'unknown' };

export type RouteDecision =
  { readonly status: 'pending'; readonly previous: RouteAnswer | null } | { readonly status: 'decided'; readonly answer: RouteAnswer };

function selectConfig(site: SiteConfigProjection) {
  return site.status === 'ready' ? site.config : null;
}

/** What of the session the route decision reads (SPEC 6, a running break): a change of any asks again. */
function selectRouteFacts(session: SessionProjection): string {
  return `${session.status}|${session.banLevel}|${session.banVersion}|${session.termsRequired}|${!session.playBlock}`;
}

/**
 * Asks the worker about the current location (and again when the site config
 * changes: maintenance switched on, a language reloaded). An answer about
 * another location is never acted on.
 */
export function useRouteDecision(): RouteDecision {
  const core = useCore();
  const { pathname, search } = useLocation();
  const config = useProjectionSelector('siteConfig', selectConfig);
  // Signing in or out, a ban, changed terms: the same location may now be decided otherwise.
  const sessionFacts = useProjectionSelector('session', selectRouteFacts) ?? null;
  const key = `${pathname}${search}`;
  const [state, setState] = useState<{ key: string; config: unknown; answer: RouteAnswer } | null>(null);

  useEffect(() => {
    let cancelled = false;
    const settle = (answer: RouteAnswer) => {
      if (!cancelled) setState({ key, config, answer });
    };
    const ask = (query: RouteQuery) => core.resolveRoute(query);
    const query: RouteQuery = {
      pathname,
      search,
      cookies: readCookies(),
      browserLanguages: browserLanguages(),
      isIpadPresentingAsMac: isIpadPresentingAsMac(),
    };
    ask(query)
      .then((answer) =>
        // The mobile site is another origin; a path answer means none is configured here, so the desktop page
        // is decided without the device facts (as the reference server does), instead of redirecting in place.
        answer.kind === 'mobileSite' && !isExternal(answer.to)
          ? ask({ ...query, search: withoutPlatformType(search), isIpadPresentingAsMac: false })
          : answer,
      )
      .then(settle, () => settle({ kind: 'unknown' }));
    return () => {
      cancelled = true;
    };
  }, [core, key, pathname, search, config, sessionFacts]);

  // After a new session fact the last answer for this location stands until the next one comes (no flash of loading).
  if (state && state.key === key && state.config === config) return { status: 'decided', answer: state.answer };
  return { status: 'pending', previous: state?.answer ?? null };
}

function withoutPlatformType(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('platform_type');
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}
