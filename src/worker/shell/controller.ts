import { deviceChoiceOf } from '../../core/routing/device';
import { maintenanceNoticeAt, nextNoticeChange } from '../../core/routing/maintenance';
import { routeShapeOf } from '../../core/routing/meta';
import { showsPolicyLogo } from '../../core/routing/policyLogo';
import { isProbablySignedIn, routeFactsOf } from '../../core/session/facts';
import type { LanguageConfig } from '../../core/routing/language';
import type {
  InfoPageQuery,
  InfoPageResult,
  LanguageDecision,
  LanguageQuery,
  PageSeoQuery,
  PageSeoResult,
  RouteQuery,
  SiteConfigProjection,
  SupportChatQuery,
  SupportChatResult,
  SupportRequest,
  SupportRequestResult,
} from '../../protocol/api';
import type { Device, Resolution } from '../../protocol/routeAnswer';
import type { SiteConfig } from '../../protocol/schemas/siteConfig';
import type { SessionRouteFacts } from '../../protocol/session';
import { SiteConfigService, type ConfigLoadResult } from '../config/siteConfigService';
import type { Controller, ControllerLink } from '../runtime/controller';
import type { Clock, TimerHandle } from '../scheduler/clock';
import { OFFLINE_LANGUAGE_CONFIG } from './language';

/** The shell's calls to the outside world; tests give their own. */
export interface ShellEffects {
  loadSiteConfig(lang: string | null, onAttempt: (attempt: number) => void): Promise<ConfigLoadResult>;
  /** The config groups a running site must notice (src/worker/config/refresh.ts); null when they could not be had. */
  refreshSiteConfig?(lang: string): Promise<Partial<SiteConfig> | null>;
  /** `config` is the site config, or OFFLINE_LANGUAGE_CONFIG while there is none. */
  decideLanguage(query: LanguageQuery, config: LanguageConfig, signedIn: boolean): LanguageDecision;
  /**
   * `tabId`: who asks (the blocking check runs once per tab start), absent for a probe; a promise while that check runs.
   * `device`: the device the visit chose so far (kept by the controller), for the layout the answer offers.
   */
  resolveRoute(
    query: RouteQuery,
    config: SiteConfig,
    tabId?: string,
    session?: SessionRouteFacts | null,
    device?: Device | null,
  ): Resolution | Promise<Resolution>;
  loadInfoPage?(query: InfoPageQuery): Promise<InfoPageResult>;
  loadPageSeo?(query: PageSeoQuery): Promise<PageSeoResult>;
  sendSupportRequest?(request: SupportRequest): Promise<SupportRequestResult>;
  readSupportChat?(query: SupportChatQuery): Promise<SupportChatResult>;
}

/** Timers cannot wait longer than this (about 24.8 days); a later boundary is simply looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const notWired = (what: string) => Promise.resolve({ status: 'error' as const, message: `${what} is not wired` });

/**
 * The shell's duties in the worker (SPEC 1): the site configuration, the
 * language and route decisions a tab asks before it paints, the information
 * pages, the page heads and the support forms.
 */
export class ShellController implements Controller {
  readonly name = 'shell';
  private link: ControllerLink | null = null;
  private readonly config: SiteConfigService;
  private readonly clock: Clock;
  /** The projection with the maintenance notice as of the last config change or notice boundary. */
  private view: SiteConfigProjection;
  private noticeTimer: TimerHandle | null = null;
  /**
   * The device the visit chose (SPEC 1): platform_type=mobile once keeps the phone layout on the links that
   * drop the query, in every tab of the browser, as the site's own cookie of it would. Null until a URL is asked.
   */
  private keptDevice: Device | null = null;

  constructor(
    private readonly effects: ShellEffects,
    deps: { readonly clock: Clock; readonly log: { warn(message: string, data?: unknown): void } },
  ) {
    this.clock = deps.clock;
    this.config = new SiteConfigService({
      clock: deps.clock,
      log: deps.log,
      load: (lang, onAttempt) => effects.loadSiteConfig(lang, onAttempt),
      ...(effects.refreshSiteConfig ? { refresh: (lang: string) => effects.refreshSiteConfig!(lang) } : {}),
      changed: () => this.configChanged(),
    });
    this.view = this.config.projection();
  }

  readonly projections = { siteConfig: { value: () => this.view } };

  readonly queries = {
    reloadSiteConfig: async ({ lang }: { readonly lang: string | null }) => this.config.reload(lang),
    routeShape: async ({ pathname }: { readonly pathname: string }) => routeShapeOf(pathname),
    decideLanguage: async (query: LanguageQuery) => {
      const config = await this.config.ready();
      // Without a config the visitor's own language (URL, cookie, browser) still decides among the bundled ones.
      return this.effects.decideLanguage(query, config ?? OFFLINE_LANGUAGE_CONFIG, this.signedIn());
    },
    resolveRoute: async (query: RouteQuery, tabId: string) => {
      const config = await this.config.ready();
      if (!config) return { kind: 'unknown' as const };
      const known = this.link?.projection('session');
      const session = known ? routeFactsOf(known) : null;
      this.keptDevice = deviceChoiceOf(this.keptDevice, new URLSearchParams(query.search), query.isIpadPresentingAsMac);
      return this.effects.resolveRoute(query, config, query.probe ? undefined : tabId, session, this.keptDevice);
    },
    loadInfoPage: (query: InfoPageQuery) => this.effects.loadInfoPage?.(query) ?? notWired('information pages'),
    loadPageSeo: (query: PageSeoQuery) => this.effects.loadPageSeo?.(query) ?? notWired('page SEO'),
    sendSupportRequest: (request: SupportRequest) => this.effects.sendSupportRequest?.(request) ?? notWired('support requests'),
    readSupportChat: (query: SupportChatQuery) => this.effects.readSupportChat?.(query) ?? notWired('support chat'),
  };

  attach(link: ControllerLink): void {
    this.link = link;
  }

  start(): void {
    void this.config.ensure(this.link?.state().preferences.language ?? null);
  }

  currentConfig(): SiteConfig | null {
    return this.config.current();
  }

  stop(): void {
    this.config.close();
    if (this.noticeTimer !== null) this.clock.clearTimeout(this.noticeTimer);
  }

  /**
   * A new or refreshed config, or a notice boundary passed: the maintenance
   * warning is worked out here once for every tab, on the host's clock, and
   * looked at again at the next moment it may change (a page left open shows
   * and hides it on time).
   */
  private configChanged(): void {
    if (this.noticeTimer !== null) this.clock.clearTimeout(this.noticeTimer);
    this.noticeTimer = null;
    const loaded = this.config.projection();
    if (loaded.status !== 'ready') this.view = loaded;
    else {
      const now = this.clock.now();
      const info = loaded.config.maintenance;
      this.view = {
        ...loaded,
        maintenanceNotice: maintenanceNoticeAt(info, now),
        showPolicyLogo: showsPolicyLogo(loaded.config.geoCountryId),
      };
      const next = nextNoticeChange(info, now);
      if (next !== null) this.noticeTimer = this.clock.setTimeout(() => this.configChanged(), Math.min(next - now, MAX_TIMER_MS));
    }
    this.link?.changed('siteConfig');
  }

  /** Languages hidden from guests (langHiddenUnauthorized) are offered only to a signed-in player. */
  private signedIn(): boolean {
    const session = this.link?.projection('session');
    return session && this.link ? isProbablySignedIn(session, this.link.state().session.userId) : false;
  }
}
