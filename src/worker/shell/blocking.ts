import { z } from 'zod';
import { blockLightReferral } from '../../core/referral';
import { blockPageFor, blockReasonFrom, type RedirectServiceFacts } from '../../core/routing';
import { COOKIES } from '../../protocol/routes';
import { API_PATH } from '../../protocol/schemas/siteConfig';
import type { HttpClient } from '../http/client';
import type { Logger } from '../http/logger';

/** POST /blocks-api/api/v2/block (SPEC 7): body {auth, url}; the first attempt and 2 retries, 100 ms apart (policy 'blocking'). */
export const BLOCK_PATH = `${API_PATH}/blocks-api/api/v2/block`;

export const blockAnswerSchema = z.object({
  data: z.object({
    displayTypeId: z.number().int(),
    templateTypeId: z.number().int().nullable().optional(),
  }),
});
export type BlockCallAnswer = z.infer<typeof blockAnswerSchema>;

/** What the route decision needs from the blocking call. */
export interface BlockFacts {
  /** templateTypeId when the visitor is blocked (SPEC 4), else null. */
  readonly blockReason: number | null;
  /** The call failed: maintenance is forced on until a later check succeeds (SPEC 4). */
  readonly forceMaintenance: boolean;
  /** The call could not go out because the browser is offline: nothing is known, and it is asked again soon. */
  readonly offline?: boolean;
}

/** The start-up checks' facts for one route question: blocking, and the redirect service's answer for its URL. */
export interface StartupFacts extends BlockFacts {
  /** RoutingEnv.redirectService: null when the service did not run or did not answer. */
  readonly redirectService: RedirectServiceFacts | null;
}

/** The redirect-service half of the start-up checks (RedirectServiceChecks). */
export interface RedirectCheck {
  forTab(tabId: string, query: { readonly pathname: string; readonly search: string }): Promise<RedirectServiceFacts | null>;
  forget(tabId: string): void;
}

export const NOT_BLOCKED: BlockFacts = { blockReason: null, forceMaintenance: false };

export interface BlockQuery {
  readonly auth: boolean;
  readonly url: string;
  readonly forceGeoOffCookie: string | null;
  /** 'start': a tab's first check; 'recheck': a stale answer asked again (the light call says which). */
  readonly stage: 'start' | 'recheck';
  /** The landing's referral, else the one a cookie remembers (the light call's referralParams, referralWHNMobile). */
  readonly referral: { readonly referralParams: string; readonly whn: boolean };
}

/** Whether the browser says it has no network at all (WorkerNavigator.onLine); a test gives its own answer. */
export type OfflineSignal = () => boolean;
const browserOffline: OfflineSignal = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * One blocking call: the reason, or maintenance forced on when every attempt
 * failed (SPEC 4: a server that cannot answer is held to be in maintenance).
 * A browser with no network at all is not a failing server: the installed
 * app starts from its cache with what the player kept, and asks again later.
 */
export async function checkBlocking(
  http: HttpClient,
  query: BlockQuery,
  log: Logger,
  isOffline: OfflineSignal = browserOffline,
): Promise<BlockFacts> {
  const result = await http.post(BLOCK_PATH, { auth: query.auth, url: query.url }, { schema: blockAnswerSchema, policy: 'blocking' });
  if (!result.ok) {
    if (result.failure.status === 'network-error' && isOffline()) {
      log.warn('blocking check: the browser is offline; no maintenance forced', result.failure);
      return { blockReason: null, forceMaintenance: false, offline: true };
    }
    if (result.failure.status !== 'closed') log.warn('blocking check failed; maintenance forced on', result.failure);
    return { blockReason: null, forceMaintenance: true };
  }
  return { blockReason: blockReasonFrom(result.value.data, query.forceGeoOffCookie), forceMaintenance: false };
}

/** How long a blocking answer holds before a tab's next route question asks again (one call a host, not a tab). */
export const BLOCK_RECHECK_MS = 5 * 60_000;
/** After a failed check (maintenance forced on) the next route question asks again sooner. */
export const BLOCK_RETRY_AFTER_FAILURE_MS = 60_000;

type TabQuery = { readonly pathname: string; readonly search: string; readonly cookies: Readonly<Record<string, string>> };

/**
 * The start-up checks of SPEC 1 that need the server. The blocking check runs
 * when a tab starts (its first route question), as the page load of a
 * classic site would: one host serves every tab, so each new tab checks
 * again and the newest answer holds for all; calls for the same tab are
 * shared while in flight. A block set or lifted while tabs stay open is
 * noticed on the next route question once the answer is BLOCK_RECHECK_MS
 * old: one check for the host, which every tab asking meanwhile waits for.
 * A failed check forces maintenance on until a later check answers, asked
 * again after BLOCK_RETRY_AFTER_FAILURE_MS. The redirect service, when
 * given, is asked about every URL a tab asks for (its answer is per URL).
 */
export class BlockingChecks {
  private facts: BlockFacts = NOT_BLOCKED;
  private readonly started = new Map<string, Promise<BlockFacts>>();
  /** The newest check, answered or not, and when it was asked. */
  private latest: Promise<BlockFacts> = Promise.resolve(NOT_BLOCKED);
  private checkedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly run: (query: BlockQuery) => Promise<BlockFacts>,
    private readonly redirects: RedirectCheck | null,
    private readonly now: () => number,
  ) {}

  /** Facts for this tab's question: blocking checked at the tab's start and when stale, then the redirect service for this URL. */
  async forTab(tabId: string, query: TabQuery): Promise<StartupFacts> {
    const block = await this.blockingFor(tabId, query);
    // A blocked visitor, or one held by maintenance, sees that page: asking the service would only cost time.
    if (blockPageFor(block.blockReason) !== null || block.forceMaintenance || !this.redirects) return { ...block, redirectService: null };
    return { ...block, redirectService: await this.redirects.forTab(tabId, query) };
  }

  private async blockingFor(tabId: string, query: TabQuery): Promise<BlockFacts> {
    const start = this.started.get(tabId);
    if (!start) this.started.set(tabId, this.check(query, 'start'));
    else if (this.isStale()) this.check(query, 'recheck');
    await this.started.get(tabId);
    await this.latest;
    return this.facts;
  }

  private isStale(): boolean {
    const holdsFor = this.facts.forceMaintenance || this.facts.offline === true ? BLOCK_RETRY_AFTER_FAILURE_MS : BLOCK_RECHECK_MS;
    return this.now() - this.checkedAt >= holdsFor;
  }

  private check(query: TabQuery, stage: BlockQuery['stage']): Promise<BlockFacts> {
    this.checkedAt = this.now();
    const pending = this.run({
      auth: Boolean(query.cookies[COOKIES.userAuth]),
      url: `${query.pathname}${query.search}`,
      forceGeoOffCookie: query.cookies[COOKIES.forceGeoOff] ?? null,
      stage,
      referral: blockLightReferral(query.search, query.cookies),
    }).then((facts) => (this.facts = facts));
    this.latest = pending;
    return pending;
  }

  /** A tab that is gone checks again if it ever comes back (a reload gets a new id anyway). */
  forget(tabId: string): void {
    this.started.delete(tabId);
    this.redirects?.forget(tabId);
  }

  /** For a question without a tab: the newest blocking answer; the redirect service is per tab. */
  current(): StartupFacts {
    return { ...this.facts, redirectService: null };
  }
}
