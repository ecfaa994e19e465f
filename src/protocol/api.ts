import type { AppCommand } from './catalogue';
import type { Accepted, StoredEvent } from './envelope';
import type { Rejection } from './rejections';
import type { SiteConfig } from './schemas/siteConfig';
import type { Resolution } from './routeAnswer';
import type { Layout, RouteMeta } from './routes';
import type { InfoPageAnswer, SeoPageData } from './schemas/seo';
import type { SupportChatMessage } from './schemas/support';

/** Bumped on any breaking change of CoreApi or TabSink: a tab and a host of different versions refuse each other. */
export const CORE_API_VERSION = 3 as const;

/** A planned maintenance window the site announces (epoch ms; null when the config does not say). */
export interface MaintenanceNoticeView {
  readonly startsAt: number | null;
  readonly finishesAt: number | null;
}

/** Site configuration as the UI sees it while it loads (SPEC 1, 8). */
export type SiteConfigProjection =
  | { readonly status: 'loading'; readonly attempt: number; readonly lang: string | null }
  | {
      readonly status: 'ready';
      readonly config: SiteConfig;
      readonly lang: string | null;
      /** SPEC 8: the planned maintenance the main layout warns of now; absent or null when none is announced. */
      readonly maintenanceNotice?: MaintenanceNoticeView | null;
      /** SPEC 9: the page carries the hidden policy pixel (the config's geo country is listed); absent: false. */
      readonly showPolicyLogo?: boolean;
    }
  /** 'no site config': every retry failed; the UI shows the error page with a retry. */
  | { readonly status: 'failed'; readonly error: 'no_site_config'; readonly message: string; readonly lang: string | null };

export type StorageWarning = 'quota-exceeded' | 'connection-lost' | 'version-change';

/** Facts about the runtime itself that the UI must show (warnings, diagnostics). */
export interface RuntimeProjection {
  /**
   * 'shared': one SharedWorker; 'leader': the fallback, a leader tab's dedicated worker;
   * 'local': the core on the main thread (the benchmark build).
   */
  readonly host: 'shared' | 'leader' | 'local';
  readonly storage: 'indexeddb' | 'memory' | 'closed';
  readonly warning: StorageWarning | null;
  readonly lastSeq: number;
  readonly tabs: number;
  readonly skippedRecords: number;
  /** How long the host took from opening IndexedDB to its first state (snapshot plus tail). */
  readonly bootMs: number;
}

export interface EventLogProjection {
  /** The newest events, oldest first (the debugger shows at most this window). */
  readonly events: readonly StoredEvent[];
  readonly snapshotSeq: number | null;
}

/**
 * What a tab can subscribe to, by name. The host's own views are here; each
 * context's protocol file adds its projections with declaration merging
 * (`declare module './api' { interface ProjectionValues { coupon: CouponProjection } }`).
 */
export interface ProjectionValues {
  readonly siteConfig: SiteConfigProjection;
  readonly runtime: RuntimeProjection;
  readonly eventLog: EventLogProjection;
}
export type ProjectionName = keyof ProjectionValues;

/**
 * Projections pushed as a patch against the last value the same subscription
 * received (the first push is whole), by name: a context adds its own here.
 */
export interface ProjectionPatches {}
export type PatchedProjectionName = keyof ProjectionPatches & ProjectionName;

export interface ProjectionPush<N extends ProjectionName = ProjectionName> {
  readonly subscriptionId: number;
  readonly name: N;
  readonly value: ProjectionValues[N];
}

export interface ProjectionPatchPush<N extends PatchedProjectionName = PatchedProjectionName> {
  readonly subscriptionId: number;
  readonly name: N;
  readonly patch: ProjectionPatches[N];
}
export type ProjectionMessage = ProjectionPush | ProjectionPatchPush;

export interface LanguageQuery {
  readonly pathname: string;
  readonly search: string;
  readonly cookieLanguage: string | null;
  readonly browserLanguages: readonly string[];
}

/** What a tab knows about the URL it is asked to show; the host adds the visitor and the site facts. */
export interface RouteQuery {
  readonly pathname: string;
  readonly search: string;
  /** The cookies the route rules read (lng, maintenance, ua, force_geo_off). */
  readonly cookies: Readonly<Record<string, string>>;
  readonly browserLanguages: readonly string[];
  /** An iPad whose browser presents itself as a desktop Mac (SPEC 1 device detection). */
  readonly isIpadPresentingAsMac: boolean;
  /**
   * A question about a link the page offers (may this visitor open it?), not
   * a navigation: answered from the blocking facts at hand, without the
   * redirect service, whose answer belongs to a URL the tab really visits.
   */
  readonly probe?: boolean;
}

/** Where the tab must go before it paints, or null to stay. */
export type LanguageDecision =
  | { readonly kind: 'stay'; readonly lang: string; readonly dir: 'ltr' | 'rtl' }
  | { readonly kind: 'redirect'; readonly to: string; readonly lang: string }
  | { readonly kind: 'unknown' };

/** An information page of SPEC 2 by its slug (the path without language: `contacts`, `rules/1/2`). */
export interface InfoPageQuery {
  readonly slug: string;
  readonly lang: string;
}
export type InfoPageResult =
  | { readonly status: 'ok'; readonly page: InfoPageAnswer }
  | { readonly status: 'notFound' }
  /** httpStatus: the server's error status (the general error page shows it); absent when the server was not reached. */
  | { readonly status: 'error'; readonly message: string; readonly httpStatus?: number };

/** The page a tab shows, as in its address bar (with the language). */
export interface PageSeoQuery {
  readonly path: string;
  readonly lang: string;
}
/** The support button's forms (SPEC 4): a call back (signed-in players), an e-mail, or a chat message (with a consultant id). */
export interface SupportRequest {
  readonly kind: 'callback' | 'email' | 'chat';
  readonly name: string;
  readonly contact: string;
  readonly message: string;
  readonly lang: string;
  readonly page: string;
  /** A chat message after the first: the conversation the first one's answer named. */
  readonly conversationId?: string;
}
export type SupportRequestResult =
  | { readonly status: 'ok'; readonly id: number; readonly conversationId?: string | null }
  | {
      readonly status: 'error';
      readonly message: string;
      readonly httpStatus?: number;
      /** The server's named reason (`support_rate_limited`: too many requests, wait `retryAfterSeconds`). */
      readonly code?: string;
      readonly retryAfterSeconds?: number;
    };

/** An open support chat asks for the messages after the last one it shows. */
export interface SupportChatQuery {
  readonly conversationId: string;
  readonly afterId: number;
}
export type SupportChatResult =
  { readonly status: 'ok'; readonly messages: readonly SupportChatMessage[] } | { readonly status: 'error'; readonly message: string };

/** httpStatus on an error: the server answered with it (the general error page shows 5xx). */
export type PageSeoResult =
  | { readonly status: 'ok'; readonly seo: SeoPageData }
  | { readonly status: 'error'; readonly message: string; readonly httpStatus?: number };

/**
 * Questions a tab asks the worker and waits for (no event, no projection):
 * input and output by name. The shell's are here; a context adds its own with
 * declaration merging, and the controller that answers it names it in its
 * `queries`.
 */
export interface QueryCatalogue {
  decideLanguage: { input: LanguageQuery; output: LanguageDecision };
  /** The route decision for a URL before it paints (SPEC 1, 2, 5, 6); 'unknown' while there is no site config. */
  resolveRoute: { input: RouteQuery; output: Resolution | { readonly kind: 'unknown' } };
  /** The shell's information page content (GET /web-api/info/page), checked against its schema. */
  loadInfoPage: { input: InfoPageQuery; output: InfoPageResult };
  /** The SEO data of the page a tab shows (GET /web-api/seo/page): the tab keeps its head current. */
  loadPageSeo: { input: PageSeoQuery; output: PageSeoResult };
  /** POST /web-api/shell/support-requests (server/shell). */
  sendSupportRequest: { input: SupportRequest; output: SupportRequestResult };
  /** GET /web-api/shell/support-chat: an open chat's new messages, the operator's answers among them. */
  readSupportChat: { input: SupportChatQuery; output: SupportChatResult };
  /** Loads the site configuration again in this language (the error page's retry, a language switch). */
  reloadSiteConfig: { input: { readonly lang: string | null }; output: void };
  /** The layout and metadata of the route a path names, before the decision: the skeleton to paint while the worker decides. */
  routeShape: { input: { readonly pathname: string }; output: { readonly layout: Layout; readonly meta: RouteMeta } };
}
export type QueryName = keyof QueryCatalogue;
export type QueryInput<Q extends QueryName> = QueryCatalogue[Q]['input'];
export type QueryOutput<Q extends QueryName> = QueryCatalogue[Q]['output'];

/** The worker's face to one tab. Narrow on purpose: commands in, projections out, and named questions. */
export interface CoreApi {
  readonly version: typeof CORE_API_VERSION;
  /** Resolves once the events are durable (IndexedDB transaction complete) and projected. */
  dispatch(command: AppCommand): Promise<Accepted | Rejection>;
  /** Pushes arrive on the tab's sink, batched at most once per frame; the first push carries the current value. */
  subscribe(name: ProjectionName): Promise<number>;
  unsubscribe(subscriptionId: number): Promise<void>;
  /** Rejects with an Error naming the query when no controller answers it. */
  ask<Q extends QueryName>(name: Q, input: QueryInput<Q>): Promise<QueryOutput<Q>>;
  exportLog(): Promise<string>;
  importLog(ndjson: string): Promise<Accepted | Rejection>;
}

/** What the host calls on a tab. */
export interface TabSink {
  push(batch: readonly ProjectionMessage[]): void;
}

export interface HelloAnswer {
  readonly version: typeof CORE_API_VERSION;
  readonly host: RuntimeProjection['host'];
}
