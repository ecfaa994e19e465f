import { maintenanceNoticeAt } from '../../../src/core/routing/maintenance';
import type {
  InfoPageQuery,
  InfoPageResult,
  PageSeoQuery,
  PageSeoResult,
  RouteQuery,
  SupportChatQuery,
  SupportChatResult,
  SupportRequest,
  SupportRequestResult,
} from '../../../src/protocol/api';
import type { Resolution } from '../../../src/protocol/routeAnswer';
import type { SessionRouteFacts } from '../../../src/protocol/session';
import type { SiteConfig } from '../../../src/protocol/schemas/siteConfig';
import { routeFactsOf } from '../../../src/core/session/facts';
import { resolveForTab } from '../../../src/worker/shell/route';
import { FakeCore, TEST_CONFIG, readyCore } from '../fakeCore';

/**
 * The test double of the worker with the shell's calls: routes are decided by
 * the real pure resolver (as the worker does) over the config the test pushes,
 * with the block facts the test sets; the shell's loads answer from scripts.
 */
export class ShellFakeCore extends FakeCore {
  block = { blockReason: null as number | null, forceMaintenance: false };
  config: SiteConfig = TEST_CONFIG;
  infoAnswer: (query: InfoPageQuery) => Promise<InfoPageResult> = () => Promise.resolve({ status: 'notFound' });
  seoAnswer: (query: PageSeoQuery) => Promise<PageSeoResult> = () => Promise.resolve({ status: 'error', message: 'none' });
  supportAnswer: SupportRequestResult = { status: 'ok', id: 1 };
  chatAnswer: (query: SupportChatQuery) => Promise<SupportChatResult> = () => Promise.resolve({ status: 'ok', messages: [] });
  /**
   * What the worker's session says to the route rules (signed in, banned). Unset, it is read from the session
   * projection the test pushed, as the host reads its session controller; null (or no session yet): the ua cookie decides.
   */
  routeSession: SessionRouteFacts | null = null;
  /** A route question that never answers (the worker still deciding). */
  holdRoutes = false;
  readonly chatQueries: SupportChatQuery[] = [];
  readonly infoQueries: InfoPageQuery[] = [];
  readonly seoQueries: PageSeoQuery[] = [];
  readonly supportRequests: SupportRequest[] = [];

  override resolveRoute(query: RouteQuery): Promise<Resolution | { readonly kind: 'unknown' }> {
    this.routeQueries.push(query);
    if (this.holdRoutes) return new Promise(() => undefined);
    const fixed = this.routeAnswers.get(query.pathname);
    // The page's own host name, as the worker reads its origin's for the VIP-domain rule.
    const visit = { session: this.routeSession ?? this.sessionRouteFacts(), hostName: window.location.hostname };
    return Promise.resolve(fixed ?? resolveForTab(query, this.config, false, this.block, visit));
  }
  private sessionRouteFacts(): SessionRouteFacts | null {
    const session = this.getSnapshot('session');
    return session ? routeFactsOf(session) : null;
  }
  loadInfoPage(query: InfoPageQuery): Promise<InfoPageResult> {
    this.infoQueries.push(query);
    return this.infoAnswer(query);
  }
  loadPageSeo(query: PageSeoQuery): Promise<PageSeoResult> {
    this.seoQueries.push(query);
    return this.seoAnswer(query);
  }
  sendSupportRequest(request: SupportRequest): Promise<SupportRequestResult> {
    this.supportRequests.push(request);
    return Promise.resolve(this.supportAnswer);
  }
  readSupportChat(query: SupportChatQuery): Promise<SupportChatResult> {
    this.chatQueries.push(query);
    return this.chatAnswer(query);
  }
}

export function readyShellCore(config: Partial<SiteConfig> = {}): ShellFakeCore {
  const core = new ShellFakeCore();
  const base = readyCore();
  for (const name of ['preferences', 'runtime', 'eventLog'] as const) {
    const value = base.getSnapshot(name);
    if (value !== undefined) core.push(name, value as never);
  }
  core.config = { ...TEST_CONFIG, ...config };
  // As the shell controller does: the maintenance warning due now comes with the config.
  const maintenanceNotice = maintenanceNoticeAt(core.config.maintenance, Date.now());
  core.push('siteConfig', { status: 'ready', config: core.config, lang: 'en', maintenanceNotice });
  return core;
}
