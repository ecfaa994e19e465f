import { resolveRoute, type RedirectServiceFacts } from '../../core/routing';
import { isVipHost } from '../../core/session/facts';
import type { RouteQuery } from '../../protocol/api';
import type { Device, Resolution } from '../../protocol/routeAnswer';
import type { SiteConfig } from '../../protocol/schemas/siteConfig';
import type { SessionRouteFacts } from '../../protocol/session';
import type { BlockFacts } from './blocking';
import type { ShellEffects } from './controller';

/** The blocking answer for a route question, and the redirect service's where it ran (./blocking.ts). */
type RouteBlockFacts = BlockFacts & { readonly redirectService?: RedirectServiceFacts | null };

/** What the host knows about the visit beyond the URL: the session's facts and the host name. */
export interface VisitFacts {
  /** The session controller's facts; null while the auth start has not answered. */
  readonly session?: SessionRouteFacts | null;
  /** The site's host name, for the VIP-domain rule. */
  readonly hostName?: string;
  /** The device the visit chose earlier (the shell controller keeps it across navigations). */
  readonly keptDevice?: Device | null;
}

/**
 * Feeds the pure route decision with what the host knows (SPEC 6). Signed
 * in, banned and terms-changed come from the session; only while the auth
 * start has not answered does the `ua` cookie stand in for "signed in". A
 * VIP domain is the host name against the site config's list; whether a
 * guest must then sign in is the config of the visitor's country
 * (isMainVipDomainAuthNeed, geoAuthReqVip: the server answers the config for
 * the visitor's geo). `block` is what the blocking call answered at the
 * tab's start (src/worker/shell).
 */
export function resolveForTab(
  query: RouteQuery,
  config: SiteConfig,
  isProduction: boolean,
  block: RouteBlockFacts = { blockReason: null, forceMaintenance: false },
  visit: VisitFacts = {},
): Resolution {
  const session = visit.session ?? null;
  return resolveRoute(
    { pathname: query.pathname, search: query.search },
    {
      isAuthenticated: session ? session.isAuthenticated : Boolean(query.cookies.ua),
      isBanned: session?.isBanned ?? false,
      banLevel: session?.banLevel ?? 0,
      banVersion: session?.banVersion ?? 0,
      isVipDomain: isVipHost(visit.hostName ?? '', config.vipDomains ?? []),
      isIpadPresentingAsMac: query.isIpadPresentingAsMac,
      keptDevice: visit.keptDevice ?? null,
      cookieLanguage: query.cookies.lng ?? null,
      browserLanguages: query.browserLanguages,
      playBlock: session?.playBlock ?? null,
    },
    {
      config,
      isProduction,
      maintenanceCookie: query.cookies.maintenance ?? null,
      blockReason: block.blockReason,
      forceMaintenance: block.forceMaintenance,
      redirectService: block.redirectService ?? null,
      termsChanged: session?.termsChanged ?? false,
      keptReturn: session?.keptReturn,
    },
  );
}

/**
 * The host's resolveRoute effect: the tab's blocking check, then the
 * decision with the session facts the host passes (its 4th argument).
 */
export function routeEffect(deps: {
  readonly isProduction: boolean;
  readonly hostName: string;
  /** The blocking answer for a tab's start, or the current one when no tab asks. */
  readonly blockFor: (tabId: string | undefined, query: RouteQuery) => RouteBlockFacts | Promise<RouteBlockFacts>;
}): ShellEffects['resolveRoute'] {
  return async (query, config, tabId, session, device) =>
    resolveForTab(query, config, deps.isProduction, await deps.blockFor(tabId, query), {
      session: session ?? null,
      hostName: deps.hostName,
      keptDevice: device ?? null,
    });
}
