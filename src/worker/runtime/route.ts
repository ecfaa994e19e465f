import { resolveRoute } from '../../core/routing';
import type { RouteQuery } from '../../protocol/api';
import type { Resolution } from '../../protocol/routeAnswer';
import type { SiteConfig } from '../../protocol/schemas/siteConfig';

/**
 * Feeds the pure route decision with what the host knows. Until the session
 * context exists (issue 4) a visitor counts as signed in when the `ua` cookie
 * is present (SPEC 6), and is neither banned nor on a VIP domain. `block` is
 * what the blocking call answered at the tab's start (src/worker/shell).
 */
export function resolveForTab(
  query: RouteQuery,
  config: SiteConfig,
  isProduction: boolean,
  block: { readonly blockReason: number | null; readonly forceMaintenance: boolean } = { blockReason: null, forceMaintenance: false },
): Resolution {
  return resolveRoute(
    { pathname: query.pathname, search: query.search },
    {
      isAuthenticated: Boolean(query.cookies.ua),
      isBanned: false,
      banLevel: 0,
      banVersion: 0,
      isVipDomain: false,
      isIpadPresentingAsMac: query.isIpadPresentingAsMac,
      cookieLanguage: query.cookies.lng ?? null,
      browserLanguages: query.browserLanguages,
    },
    { config, isProduction, maintenanceCookie: query.cookies.maintenance ?? null, blockReason: block.blockReason, forceMaintenance: block.forceMaintenance },
  );
}
