import { REDIRECT_SERVICE_QUERY } from '../../protocol/routes';
import type { RedirectResult } from '../../protocol/schemas/redirect';

/**
 * The redirect service's part of the start-up (SPEC 1, 5, 7). The worker asks
 * the service about a URL; these rules decide whether to ask and what the
 * answer means. resolveRoute applies the decision right after blocking.
 */

/** SPEC 5: only in production, or for a URL that carries the redirect-service query parameter. */
export function isRedirectServiceOn(isProduction: boolean, search: string): boolean {
  return isProduction || new URLSearchParams(search).has(REDIRECT_SERVICE_QUERY);
}

/** What the service said about one URL, and which URLs it already moved this tab away from. */
export interface RedirectServiceFacts {
  /** The URL that was asked (path and query, as the tab showed it). */
  readonly forUrl: string;
  readonly answer: RedirectResult;
  /** URLs this tab was already sent away from by the service, oldest first. */
  readonly visited: readonly string[];
}

export type RedirectServiceDecision =
  | { readonly kind: 'none' }
  | { readonly kind: 'redirect'; readonly to: string; readonly status: 301 | 302 }
  /** The target would lead back to where the visitor is or has been: not followed, logged as a cyclic-redirect error. */
  | { readonly kind: 'suppressed'; readonly reason: 'cyclic'; readonly to: string };

/** Same-site targets compare as path and query; `/en/a/` and `/en/a` are the same page. */
function comparable(url: string): string {
  const hash = url.indexOf('#');
  const bare = hash < 0 ? url : url.slice(0, hash);
  const query = bare.indexOf('?');
  const path = query < 0 ? bare : bare.slice(0, query);
  const search = query < 0 ? '' : bare.slice(query);
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed + (search === '?' ? '' : search);
}

export function decideServiceRedirect(facts: RedirectServiceFacts): RedirectServiceDecision {
  const { answer } = facts;
  if (!answer.redirect || answer.url === null || answer.code === null) return { kind: 'none' };
  // A target that is the asked URL, one the tab was already sent away from, or a step of the service's own chain is a loop.
  const seen = new Set([facts.forUrl, ...facts.visited, ...answer.breadcrumbs].map(comparable));
  if (seen.has(comparable(answer.url))) return { kind: 'suppressed', reason: 'cyclic', to: answer.url };
  return { kind: 'redirect', to: answer.url, status: answer.code };
}
