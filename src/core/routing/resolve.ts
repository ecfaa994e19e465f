import {
  AUTH_REQUIREMENTS,
  BAN_LEVEL_RULES,
  BLOCK_REASON_KEEPS_ORIGIN,
  PAYMENT_ROUTE_NUMBER,
  REDIRECTED_FROM_QUERY,
  REDIRECTS,
  RETURN_URL_QUERY,
  ROUTES,
  ROUTE_REQUIREMENTS,
  RULES_ROUTE_NUMBER,
  SECTION_ROUTE,
  type RedirectCondition,
  type RedirectDef,
  type RouteDef,
  type RouteId,
} from '../../protocol/routes';
import type { SiteConfig } from '../../protocol/schemas/siteConfig';
import { type NotFoundReason, type PageResolution, type Resolution, type BareResolution } from '../../protocol/routeAnswer';
import type { KeptReturn, PlayBlockFact } from '../../protocol/session';
import { allowedWhileBanned } from '../session/facts';
import { NO_RETURN, returnTarget } from '../session/returns';
import { blockPageFor, isBlockPage } from './block';
import { chooseDevice, deviceChoiceOf, type Device } from './device';
import { chooseLanguage, classifyFirstSegment, joinPath, normaliseSearch, textDirection } from './language';
import { isMaintenanceActive, maintenanceWindow } from './maintenance';
import { buildPath, compilePatterns, matchSegments, splitPath, type Compiled, type Match } from './match';
import { decideServiceRedirect, type RedirectServiceFacts } from './redirectService';
import { isRegistrationOpen } from './registration';
import { openWhilePlayBlocked, PLAY_PAUSED_PATH } from './playBlock';
import { loginRequiredAnswer } from './signIn';
import { safeReturnPath } from './safePath';
import { withOffers } from './offers';

/**
 * The route decision for one URL, before the page paints (SPEC 1, 2, 4, 5, 6).
 * Pure: the worker, the UI and the reference server feed it the same facts and
 * get the same answer. docs/routing.md lists the decision order.
 */

export interface Visitor {
  readonly isAuthenticated: boolean;
  /** ban_level above 0 (SPEC 6). */
  readonly isBanned: boolean;
  readonly banLevel: number;
  readonly banVersion: number;
  /** The visit is on the site's main VIP domain. */
  readonly isVipDomain: boolean;
  /** An iPad whose browser presents itself as a desktop Mac (SPEC 1). */
  readonly isIpadPresentingAsMac?: boolean;
  /** The device chosen earlier in the visit (the worker's shell keeps it), or null/absent before any choice. */
  readonly keptDevice?: Device | null;
  /** Value of the `lng` cookie. */
  readonly cookieLanguage?: string | null;
  readonly browserLanguages?: readonly string[];
  /** A running time-out or self-exclusion of the signed-in player (src/core/session/facts.ts); absent or null: none. */
  readonly playBlock?: PlayBlockFact | null;
}

export interface RoutingEnv {
  readonly config: SiteConfig;
  readonly isProduction: boolean;
  /** Value of the `maintenance` cookie. */
  readonly maintenanceCookie?: string | null;
  /** Maintenance forced on because the blocking call failed (SPEC 4). */
  readonly forceMaintenance?: boolean;
  /** The block reason (templateTypeId) the blocking call set, or null. See blockReasonFrom. */
  readonly blockReason: number | null;
  /** Terms status answer for a signed-in player: true when the terms changed since they accepted. */
  readonly termsChanged?: boolean;
  /** What the session kept for the way back (route_from to confirm-terms): where accepting the terms leads. */
  readonly keptReturn?: KeptReturn;
  /** What the redirect service said about a URL (src/worker/shell); applied only to that URL. */
  readonly redirectService?: RedirectServiceFacts | null;
}

export interface RouteUrl {
  readonly pathname: string;
  readonly search: string;
}

export type { RedirectReason, NotFoundReason, PageResolution, Resolution } from '../../protocol/routeAnswer';

type AnyRoute = RouteDef<RouteId>;

function conditionHolds(when: RedirectCondition | undefined, config: SiteConfig): boolean {
  switch (when) {
    case undefined:
      return true;
    case 'promoBonusToOffer':
      return config.promoBonusToOffer;
    case 'promoOfferToBonus':
      return !config.promoBonusToOffer;
    case 'slotFirstDepositRedirect':
      return config.isSlotFirstDepositRedirect;
  }
}

// Compiled once per combination of the three conditions, so a config change needs no cache.
const COMPILED_REDIRECTS = new Map<string, ReturnType<typeof compilePatterns<RedirectDef>>>();
function redirectsFor(config: SiteConfig): ReturnType<typeof compilePatterns<RedirectDef>> {
  const key = `${config.promoBonusToOffer}|${config.isSlotFirstDepositRedirect}`;
  let compiled = COMPILED_REDIRECTS.get(key);
  if (!compiled) {
    compiled = compilePatterns(REDIRECTS.filter((r) => conditionHolds(r.when, config)).map((r) => ({ pattern: r.from, value: r })));
    COMPILED_REDIRECTS.set(key, compiled);
  }
  return compiled;
}

function parseQuery(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(search)) {
    if (!(k in out)) out[k] = v;
  }
  return out;
}

function withQuery(path: string, search: string, add?: Readonly<Record<string, string>>): string {
  let s = normaliseSearch(search);
  if (add) {
    const present = new URLSearchParams(s);
    for (const [k, v] of Object.entries(add)) {
      if (present.has(k)) continue;
      s += `${s === '' ? '?' : '&'}${encodeURIComponent(k)}=${encodeURIComponent(v)}`;
    }
  }
  return path + s;
}

const KNOWN_AUTH: ReadonlySet<string> = new Set(AUTH_REQUIREMENTS);
const KNOWN_REQUIREMENTS: ReadonlySet<string> = new Set(ROUTE_REQUIREMENTS);
const KNOWN_BAN_RULES: ReadonlySet<string> = new Set(BAN_LEVEL_RULES);

/**
 * Every guard value of a route is one the resolver knows. The table is data
 * (a new entry may name a requirement before its rule exists); an unknown one
 * must not silently open the page, so it answers 500 (SPEC 8 "unknown
 * middleware gives 500").
 */
function guardIsKnown(route: AnyRoute): boolean {
  const g = route.guard;
  return (
    KNOWN_AUTH.has(g.auth) &&
    (g.requires === undefined || KNOWN_REQUIREMENTS.has(g.requires)) &&
    (g.banLevelRule === undefined || KNOWN_BAN_RULES.has(g.banLevelRule)) &&
    (g.availableRoute === undefined || Number.isInteger(g.availableRoute))
  );
}

/** The route's own 404 rules (SPEC 5): available-routes numbers and site switches. */
function unavailableReason(route: AnyRoute, visitor: Visitor, env: RoutingEnv): NotFoundReason | null {
  const { config } = env;
  const g = route.guard;
  if (g.availableRoute !== undefined && !config.availableRoutes.includes(g.availableRoute)) return 'availableRoute';
  switch (g.requires) {
    case 'rulesRoute':
      return config.availableRoutes.includes(RULES_ROUTE_NUMBER) ? null : 'rulesRoute';
    case 'paymentPage':
      return config.availableRoutes.includes(PAYMENT_ROUTE_NUMBER) ? null : 'paymentPage';
    case 'registrationAllowed':
      return isRegistrationOpen(config, visitor.isVipDomain) ? null : 'registrationNotAllowed';
    case 'identificationEnabled':
      return config.isShowIdentification ? null : 'identificationDisabled';
    case 'nonProduction':
      return env.isProduction ? 'production' : null;
    case undefined:
      return null;
  }
}

function needsSignIn(route: AnyRoute, config: SiteConfig): boolean {
  return route.guard.auth === 'required' || (route.guard.requires === 'paymentPage' && config.isShowPaymentPageOnlyAuth);
}

/**
 * Unknown paths go to the page-type application: SPEC 9 numbers the path parts
 * language 1, stream 2, section 3, so after the language the first segment is
 * the stream and the second ("the second path segment", SPEC 2) the section.
 */
function sectionParams(segments: readonly string[], match: Match<AnyRoute> | null): Record<string, string> {
  if (match) return { ...match.params };
  const decode = (s: string): string => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  const params: Record<string, string> = { stream: decode(segments[0] ?? '') };
  if (segments[1] !== undefined) params.section = decode(segments[1]);
  if (segments.length > 2) params['*'] = segments.slice(2).map(decode).join('/');
  return params;
}

export type RouteResolver = (url: RouteUrl, visitor: Visitor, env: RoutingEnv) => Resolution;

/**
 * A resolver over a route table. The app has one (`resolveRoute`, over
 * ROUTES); tests build others to see how the rules treat entries the real
 * table does not have (an unknown guard value).
 */
export function createResolver(routes: readonly AnyRoute[]): RouteResolver {
  const compiled: readonly Compiled<AnyRoute>[] = compilePatterns<AnyRoute>(
    routes.map((r) => ({ pattern: r.path, constraints: r.constraints, value: r })),
  );
  return (url, visitor, env) => {
    const query = new URLSearchParams(normaliseSearch(url.search));
    const device = deviceChoiceOf(visitor.keptDevice ?? null, query, visitor.isIpadPresentingAsMac ?? false);
    return withOffers(resolveWith(compiled, routes, url, visitor, env), env.config, { ...visitor, device });
  };
}

function resolveWith(
  compiledRoutes: readonly Compiled<AnyRoute>[],
  routes: readonly AnyRoute[],
  url: RouteUrl,
  visitor: Visitor,
  env: RoutingEnv,
): BareResolution {
  const { config } = env;
  const search = normaliseSearch(url.search);
  const query = new URLSearchParams(search);
  const original = url.pathname + search;

  // 1. Device detection: a mobile site to send to where the config names one; elsewhere the phone layout (offers.device).
  if (config.mobileSiteOrigin && chooseDevice(query, visitor.isIpadPresentingAsMac ?? false) === 'mobile') {
    // The same path and query on the mobile origin (the config schema makes it a bare origin).
    return { kind: 'mobileSite', to: config.mobileSiteOrigin + original };
  }

  // 2. Language segment.
  const allSegments = splitPath(url.pathname);
  const first = classifyFirstSegment(allSegments[0]);
  const visitorLanguage = (pathLanguage: string | null): string =>
    chooseLanguage({
      pathLanguage,
      cookieLanguage: visitor.cookieLanguage,
      browserLanguages: visitor.browserLanguages,
      config,
      isAuthenticated: visitor.isAuthenticated,
    });
  if (first === 'malformedLanguage') {
    return { kind: 'notFound', reason: 'languageSegment', language: visitorLanguage(null) };
  }
  if (first === 'none') {
    return { kind: 'redirect', to: withQuery(joinPath([visitorLanguage(null), ...allSegments]), search), status: 302, reason: 'language' };
  }
  const pathLanguage = allSegments[0] as string;
  const lng = visitorLanguage(pathLanguage);
  if (lng !== pathLanguage) {
    return { kind: 'redirect', to: withQuery(joinPath([lng, ...allSegments.slice(1)]), search), status: 302, reason: 'language' };
  }
  const segments = allSegments.slice(1);
  const root = joinPath([lng]);
  const to = (path: string): string => joinPath([lng, ...splitPath(path)]);

  const outcome = matchSegments(compiledRoutes, segments);
  const route: AnyRoute | null = outcome.match?.value ?? null;
  const routeId: string = route?.id ?? SECTION_ROUTE.id;

  const page = (httpStatus: 200 | 503 = 200): Omit<PageResolution, 'offers'> => {
    const def: RouteDef = route ?? SECTION_ROUTE;
    const query = parseQuery(search);
    return {
      kind: 'page',
      routeId: route?.id ?? SECTION_ROUTE.id,
      group: def.group,
      params: sectionParams(segments, outcome.match),
      layout: def.layout,
      meta: def.meta,
      query,
      language: lng,
      direction: textDirection(lng, config),
      httpStatus,
      returnUrl: safeReturnPath(query[RETURN_URL_QUERY]),
      redirectedFrom: safeReturnPath(query[REDIRECTED_FROM_QUERY]),
      maintenance: routeId === 'maintenance' ? maintenanceWindow(config.maintenance, lng) : null,
    };
  };

  // 3. Maintenance: every route goes to the maintenance page; off, that page sends home.
  const maintenance = isMaintenanceActive(config.maintenance, env.maintenanceCookie, env.forceMaintenance ?? false);
  if (maintenance) {
    return routeId === 'maintenance' ? page(503) : { kind: 'redirect', to: to('maintenance'), status: 302, reason: 'maintenance' };
  }
  if (routeId === 'maintenance') return { kind: 'redirect', to: root, status: 302, reason: 'maintenanceOver' };

  // 4. Blocking.
  const blockPage = blockPageFor(env.blockReason);
  if (blockPage !== null && !route?.guard.blockExempt) {
    if (routeId === blockPage) return page();
    const blockPath = routes.find((r) => r.id === blockPage)?.path ?? 'block';
    const target =
      env.blockReason === BLOCK_REASON_KEEPS_ORIGIN ? withQuery(to(blockPath), '', { [REDIRECTED_FROM_QUERY]: original }) : to(blockPath);
    return { kind: 'redirect', to: target, status: 302, reason: 'block' };
  }
  // A block page without a reason returns home, except for a banned player, whose page it is.
  if (blockPage === null && isBlockPage(routeId) && !(routeId === 'block' && visitor.isBanned)) {
    return { kind: 'redirect', to: root, status: 302, reason: 'blockLifted' };
  }

  // 4b. The redirect service, for the URL it was asked about (a loop is not followed).
  if (env.redirectService && env.redirectService.forUrl === original) {
    const moved = decideServiceRedirect(env.redirectService);
    if (moved.kind === 'redirect') return { kind: 'redirect', to: moved.to, status: moved.status, reason: 'redirectService' };
  }

  // 5. Terms confirmation (signed-in players, when the site asks for it).
  const termsRequired = config.isAvailableConfirmTerms && visitor.isAuthenticated && env.termsChanged === true;
  if (routeId === 'confirmTerms' && !termsRequired) {
    // Accepted (or never asked): back where confirm-terms interrupted the player, by the one return rule, else home.
    const back = returnTarget('terms', { here: original, kept: env.keptReturn ?? NO_RETURN, requested: null, lang: lng }).path;
    return { kind: 'redirect', to: back ?? root, status: 302, reason: 'termsAccepted' };
  }
  if (termsRequired && !route?.guard.gateExempt) {
    return { kind: 'redirect', to: to('confirm-terms'), status: 302, reason: 'terms' };
  }

  // 6. VIP-domain (and geo) sign-in requirement.
  const vipGate = visitor.isVipDomain && !visitor.isAuthenticated && (config.isMainVipDomainAuthNeed || config.geoAuthReqVip);
  if (vipGate && !route?.guard.gateExempt) {
    // Always the language root: with the modal query it would be gated again ('login'), and the site stays the visitor's ('auth').
    return loginRequiredAnswer(config, lng, original, 'home');
  }

  // 7. Configured 404 fragments anywhere in the URL.
  if (config.notFoundFragments.some((f) => f !== '' && original.includes(f))) {
    return { kind: 'notFound', reason: 'notFoundFragment', language: lng };
  }

  // 8. Redirects of the table (old URLs, swaps by site setting).
  const redirect = matchSegments(redirectsFor(config), segments).match;
  if (redirect) {
    const target = buildPath(redirect.value.to, redirect.raw);
    if (target !== null) {
      return {
        kind: 'redirect',
        to: withQuery(to(target), search, redirect.value.addQuery),
        status: redirect.value.status,
        reason: 'table',
      };
    }
  }

  // 9. The route itself: error pages, parameter rules, availability.
  if (route?.errorStatus === 404) return { kind: 'notFound', reason: 'notFoundPage', language: lng };
  if (route?.errorStatus !== undefined) return { kind: 'error', status: route.errorStatus, language: lng, reason: 'errorRoute' };
  if (route && !guardIsKnown(route)) return { kind: 'error', status: 500, language: lng, reason: 'unknownGuard' };
  if (!route && outcome.refusedBy.some((r) => r.invalidParamIsNotFound)) {
    return { kind: 'notFound', reason: 'invalidParam', language: lng };
  }
  const def: AnyRoute | typeof SECTION_ROUTE = route ?? SECTION_ROUTE;
  if (route) {
    const unavailable = unavailableReason(route, visitor, env);
    if (unavailable) return { kind: 'notFound', reason: unavailable, language: lng };
  }

  // 10. Guards (SPEC 6).
  if (!visitor.isAuthenticated && route && needsSignIn(route, config)) {
    return loginRequiredAnswer(config, lng, original);
  }
  if (visitor.isAuthenticated && !visitor.isBanned && def.guard.auth === 'guestOnly') {
    return { kind: 'redirect', to: root, status: 302, reason: 'guestOnly' };
  }
  // The ban rule is the session context's (src/core/session/facts.ts): one rule, one place.
  if (visitor.isBanned && !allowedWhileBanned(def.guard, visitor.banLevel, visitor.banVersion)) {
    return { kind: 'redirect', to: to('block'), status: 302, reason: 'banned' };
  }
  // The play-paused page itself stays open without a break too: it says so (the facts may not have loaded yet).
  if (visitor.isAuthenticated && visitor.playBlock && !openWhilePlayBlocked(def.id, def.group)) {
    return { kind: 'redirect', to: to(PLAY_PAUSED_PATH), status: 302, reason: 'playBlocked' };
  }
  return page();
}

/** The route decision over the app's route table (src/protocol/routes.ts). */
export const resolveRoute: RouteResolver = createResolver(ROUTES);
