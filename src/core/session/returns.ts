import { RETURN_URL_QUERY } from '../../protocol/routes';
import type { KeptReturn, ReturnOccasion } from '../../protocol/session';
import { safeReturnPath } from '../routing/safePath';

/**
 * Where a player goes after signing in, registering or confirming the terms
 * (SPEC 2 Login and registration, SPEC 4 Auth start): the return-url query
 * parameter first, then what was kept for the occasion, else stay (sign-in)
 * or the language's home (registration, terms). Kept values live in the
 * event log, so a reload of the registration page (or an activation link
 * opened later) still knows them.
 */

export const REDIRECT_URL_QUERY = 'redirect_url';
export const FROM_URL_QUERY = 'from_url';

export const NO_RETURN: KeptReturn = { redirectUrl: null, fromUrl: null, routeFrom: null, routeTo: null };

/** The path part of `path?query#hash`, without a trailing slash. */
function pathOf(location: string): string {
  const cut = location.search(/[?#]/);
  const path = cut < 0 ? location : location.slice(0, cut);
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function queryOf(location: string): URLSearchParams {
  const start = location.indexOf('?');
  if (start < 0) return new URLSearchParams();
  const end = location.indexOf('#', start);
  return new URLSearchParams(location.slice(start + 1, end < 0 ? undefined : end));
}

/** SPEC 2: redirect_url and from_url of a landing link, kept for after registration. */
export function keptFromQuery(location: string): Partial<KeptReturn> | null {
  const query = queryOf(location);
  const redirectUrl = safeReturnPath(query.get(REDIRECT_URL_QUERY));
  const fromUrl = safeReturnPath(query.get(FROM_URL_QUERY));
  if (redirectUrl === null && fromUrl === null) return null;
  return { ...(redirectUrl !== null ? { redirectUrl } : {}), ...(fromUrl !== null ? { fromUrl } : {}) };
}

/** The pages a player is sent to and comes back from (route_to): registration and confirm-terms, after the language. */
export const RETURN_TARGET_PAGES = ['registration', 'confirm-terms'] as const;

export function isReturnTargetPage(location: string): boolean {
  const segment = pathOf(location).split('/').filter(Boolean)[1];
  return (RETURN_TARGET_PAGES as readonly string[]).includes(segment ?? '');
}

/**
 * What a page change keeps: the landing link's redirect_url and from_url, and
 * on arriving at a route_to page from another page, that page as route_from.
 * Null when nothing is to be kept.
 */
export function keptForPage(here: string, previous: string | null): Partial<KeptReturn> | null {
  if (safeReturnPath(here) === null) return null;
  const kept: { -readonly [K in keyof KeptReturn]?: string | null } = { ...(keptFromQuery(here) ?? {}) };
  const from = safeReturnPath(previous);
  if (isReturnTargetPage(here) && from !== null && !isReturnTargetPage(from) && pathOf(from) !== pathOf(here)) {
    kept.routeFrom = from;
    kept.routeTo = pathOf(here);
  }
  return Object.keys(kept).length === 0 ? null : kept;
}

/** SPEC 4 route_from to route_to: back to the earlier page while the player is still on the page it led to. */
export function returnFromRoute(kept: KeptReturn, here: string): string | null {
  if (kept.routeFrom === null || kept.routeTo === null) return null;
  return pathOf(kept.routeTo) === pathOf(here) ? kept.routeFrom : null;
}

export interface ReturnInput {
  /** Path and query of the page the player is on. */
  readonly here: string;
  readonly kept: KeptReturn;
  /** The page a guard asked to come back to (the login request's return URL). */
  readonly requested: string | null;
  readonly lang: string;
}

export interface ReturnDecision {
  /** Where to go; null stays on the page. */
  readonly path: string | null;
  /** The kept values served their purpose: forget them. */
  readonly usedKept: boolean;
}

export function returnTarget(occasion: ReturnOccasion, input: ReturnInput): ReturnDecision {
  const query = queryOf(input.here);
  const returnUrl = safeReturnPath(query.get(RETURN_URL_QUERY));
  if (returnUrl !== null) return { path: returnUrl, usedKept: occasion !== 'signIn' };
  const home = `/${input.lang}`;
  switch (occasion) {
    case 'signIn': {
      const requested = safeReturnPath(input.requested);
      if (requested !== null) return { path: requested, usedKept: false };
      const back = returnFromRoute(input.kept, input.here);
      return { path: back, usedKept: back !== null };
    }
    case 'registration': {
      const kept = input.kept.redirectUrl ?? input.kept.fromUrl ?? returnFromRoute(input.kept, input.here);
      return { path: kept ?? home, usedKept: true };
    }
    case 'terms': {
      const back = safeReturnPath(query.get('from')) ?? returnFromRoute(input.kept, input.here);
      return { path: back ?? home, usedKept: back !== null };
    }
  }
}
