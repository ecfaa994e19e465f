import type { Layout, RouteGroup, RouteId, RouteMeta, SECTION_ROUTE_ID } from './routes';
import type { SiteConfig } from './schemas/siteConfig';
import type { TextLanguageCode } from './constants/languages';

/**
 * What a route decision answers (src/core/routing/resolve.ts decides it). It is
 * part of the contract: the UI renders it and the server turns it into an
 * HTTP status.
 */
export type TextDirection = 'ltr' | 'rtl';

/** The layout a visit is drawn in (SPEC 1 device detection; src/core/routing/device.ts decides it). */
export type Device = 'desktop' | 'mobile';

export type LoginRequiredTarget = NonNullable<SiteConfig['loginRequiredTarget']>;

export type RedirectReason =
  | 'language'
  | 'maintenance'
  | 'maintenanceOver'
  | 'block'
  | 'blockLifted'
  | 'terms'
  | 'termsAccepted'
  | 'table'
  | 'guestOnly'
  | 'banned'
  /** A time-out or self-exclusion runs: only the pages of PLAY_BLOCK_OPEN's open, the rest go to play-paused. */
  | 'playBlocked'
  /** The redirect service (POST redirect-light) moved this URL. */
  | 'redirectService';

export type NotFoundReason =
  | 'languageSegment'
  | 'notFoundFragment'
  | 'availableRoute'
  | 'rulesRoute'
  | 'paymentPage'
  | 'registrationNotAllowed'
  | 'identificationDisabled'
  | 'production'
  | 'invalidParam'
  | 'notFoundPage';

/**
 * What the site offers this visitor where the answer lands (SPEC 2, 4, 5, 6):
 * the chrome around any page in a language reads it, so the UI applies no rule.
 */
export interface VisitorOffers {
  /** The languages the header offers: the site's list, without those hidden from guests for a guest. */
  readonly languages: SiteConfig['languages'];
  /** Registration links and widgets: the registration route's own rule (allowed, not a VIP domain). */
  readonly registration: boolean;
  /** The support chat: a consultant is configured. */
  readonly chat: boolean;
  /** The call back: for signed-in players, where the site offers it in this language. */
  readonly callback: boolean;
  /** The device the visit chose (platform_type, the iPad rule, kept across the visit's links): 'mobile' draws the phone layout. */
  readonly device: Device;
}

/** Nothing is offered until the worker has answered. */
export const NO_OFFERS: VisitorOffers = { languages: [], registration: false, chat: false, callback: false, device: 'desktop' };

/** The answers that paint the site's chrome in a language carry its offers. */
export interface Offered {
  readonly offers: VisitorOffers;
}

/** What the maintenance page states (SPEC 4, 8): the language of its texts, and the planned window in epoch ms (null: not said). */
export interface MaintenanceWindow {
  readonly textLanguage: TextLanguageCode;
  readonly startsAt: number | null;
  readonly finishesAt: number | null;
}

export interface PageResolution extends Offered {
  readonly kind: 'page';
  readonly routeId: RouteId | typeof SECTION_ROUTE_ID;
  readonly group: RouteGroup;
  readonly params: Readonly<Record<string, string>>;
  readonly layout: Layout;
  readonly meta: RouteMeta;
  readonly query: Readonly<Record<string, string>>;
  readonly language: string;
  readonly direction: TextDirection;
  /** 503 for the maintenance page while maintenance is on; 200 otherwise. */
  readonly httpStatus: 200 | 503;
  /** The query's return_url when it is a path of this site, else null: where the login modal the URL asks for comes back to. */
  readonly returnUrl: string | null;
  /** The query's redirectedFrom when it is a path of this site, else null: the page a status page may link back to. */
  readonly redirectedFrom: string | null;
  /** The maintenance page's texts and window; null on every other page. */
  readonly maintenance: MaintenanceWindow | null;
}

/** A resolution before its offers are added (the resolver adds them once, at its exit). */
export type BareResolution = Resolution extends infer R ? (R extends Offered ? Omit<R, 'offers'> : R) : never;

export type Resolution =
  | PageResolution
  | { readonly kind: 'redirect'; readonly to: string; readonly status: 301 | 302; readonly reason: RedirectReason }
  | ({ readonly kind: 'notFound'; readonly reason: NotFoundReason; readonly language: string } & Offered)
  /**
   * The general error page with a status. `unknownGuard`: the route names a
   * guard value the resolver does not know (SPEC 8 "unknown middleware gives
   * 500"); it is answered, never thrown.
   */
  | ({
      readonly kind: 'error';
      readonly status: number;
      readonly language: string;
      readonly reason?: 'errorRoute' | 'unknownGuard';
    } & Offered)
  | ({
      readonly kind: 'loginRequired';
      /** Where the guest goes (site setting loginRequiredTarget; the VIP-domain gate is always 'home'). */
      readonly target: LoginRequiredTarget;
      /**
       * Where to go: the language root ('home'); the language root with the
       * login modal query and return_url ('login'); the auth application's
       * absolute URL with return_url ('auth').
       */
      readonly redirectTo: string;
      /** The page to come back to after signing in. */
      readonly returnUrl: string;
      /** This site opens its login form (not when the auth application takes over). */
      readonly openLogin: boolean;
      readonly language: string;
    } & Offered)
  /** The mobile site serves this URL (device detection, SPEC 1): an absolute URL on the configured mobile origin. */
  | { readonly kind: 'mobileSite'; readonly to: string };
