import type { Remote } from 'comlink';
import type {
  CoreApi,
  LanguageDecision,
  LanguageQuery,
  ProjectionMessage,
  ProjectionName,
  ProjectionValues,
  QueryInput,
  QueryName,
  QueryOutput,
  RouteQuery,
  RuntimeProjection,
  TabSink,
} from '../../protocol/api';
import type { Resolution } from '../../protocol/routeAnswer';
import type {
  InfoPageQuery,
  InfoPageResult,
  PageSeoQuery,
  PageSeoResult,
  SupportChatQuery,
  SupportChatResult,
  SupportRequest,
  SupportRequestResult,
} from '../../protocol/api';
import type { PrintCouponQuery, PrintCouponResult } from '../../protocol/slip';
import type { Accepted } from '../../protocol/envelope';
import type { AppCommand } from '../../protocol/catalogue';
import { reject, type Rejection } from '../../protocol/rejections';
import type { LiveProjection } from '../../protocol/live-client';
import { applyLivePatch } from './livePatch';
import { structuralShare } from './structuralShare';

/** A live connection to whichever host serves this tab now. */
export interface Link {
  readonly api: Remote<CoreApi>;
  readonly host: RuntimeProjection['host'];
}

export type CommandInput = { [C in AppCommand as C['type']]: { type: C['type']; payload: C['payload'] } }[AppCommand['type']];

export interface CoreClient {
  dispatch(command: CommandInput): Promise<Accepted | Rejection>;
  /** A named question to the worker (QueryCatalogue in src/protocol/api.ts). */
  ask<Q extends QueryName>(name: Q, input: QueryInput<Q>): Promise<QueryOutput<Q>>;
  reloadSiteConfig(lang: string | null): Promise<void>;
  decideLanguage(query: LanguageQuery): Promise<LanguageDecision>;
  resolveRoute(query: RouteQuery): Promise<Resolution | { readonly kind: 'unknown' }>;
  exportLog(): Promise<string>;
  importLog(ndjson: string): Promise<Accepted | Rejection>;
}

/** The shell's calls: information pages, the head of each page, the support button. */
export interface ShellCalls {
  loadInfoPage(query: InfoPageQuery): Promise<InfoPageResult>;
  loadPageSeo(query: PageSeoQuery): Promise<PageSeoResult>;
  sendSupportRequest(request: SupportRequest): Promise<SupportRequestResult>;
  readSupportChat(query: SupportChatQuery): Promise<SupportChatResult>;
}

/** The bet slip's calls: a placed coupon for the print page. */
export interface SlipCalls {
  loadCoupon(query: PrintCouponQuery): Promise<PrintCouponResult>;
}

export interface ProjectionSource {
  subscribe(name: ProjectionName, listener: () => void): () => void;
  getSnapshot<N extends ProjectionName>(name: N): ProjectionValues[N] | undefined;
  /**
   * Follows one part of the live projection (livePart: a game, a list, a
   * field): the listener runs only when that part changed, so a frame that
   * moved ten games wakes ten rows, not every row on the page.
   */
  subscribePart?(name: 'live', part: string, listener: () => void): () => void;
}

interface ProjectionSlot {
  subscriptionId: number | null;
  value: unknown;
  /** The subscription whose whole value this is: patches of another (an older subscription still in flight) do not apply to it. */
  valueFrom: number | null;
  readonly listeners: Set<() => void>;
  readonly parts: Map<string, Set<() => void>>;
  /** Readers of parts hold the subscription as whole-projection readers do. */
  partReaders: number;
  releaseTimer: ReturnType<typeof setTimeout> | null;
}

interface PendingCommand {
  readonly command: AppCommand;
  readonly resolve: (answer: Accepted | Rejection) => void;
  /** The link it was last sent on; null while it waits for a link. */
  sentOn: Link | null;
}

/** StrictMode mounts twice and routes swap quickly: keep a worker subscription briefly after its last reader leaves. */
const RELEASE_DELAY_MS = 1000;
/** rAF never fires in a hidden tab; this bounds how stale a background tab can get. */
const HIDDEN_FLUSH_MS = 100;
const FRAME_MS = 16;
const now = () => performance.now();

/**
 * The tab's side of the worker connection. It survives host changes (a new
 * leader tab): on a new link it subscribes again and re-sends the commands
 * still in flight, which the host recognises by id.
 */
export class CoreClientImpl implements CoreClient, ShellCalls, SlipCalls, ProjectionSource {
  private link: Link | null = null;
  private linkWaiters: ((link: Link) => void)[] = [];
  private readonly slots = new Map<ProjectionName, ProjectionSlot>();
  private readonly namesBySubscription = new Map<number, ProjectionName>();
  private readonly pending = new Map<string, PendingCommand>();
  private queue: ProjectionMessage[] = [];
  private flushScheduled = false;
  private lastApplied = -Infinity;
  private commandCounter = 0;
  readonly sink: TabSink = { push: (batch) => this.enqueue(batch) };

  constructor(private readonly tabId: string) {}

  attachLink(link: Link): void {
    this.link = link;
    this.namesBySubscription.clear();
    for (const [name, slot] of this.slots) {
      slot.subscriptionId = null;
      if (this.readers(slot) > 0) void this.subscribeRemote(name, slot);
    }
    // Commands sent on an old link are sent again; those still waiting for a link go with the waiters.
    for (const pending of this.pending.values()) if (pending.sentOn !== null && pending.sentOn !== link) void this.send(pending.command);
    for (const waiter of this.linkWaiters.splice(0)) waiter(link);
  }

  /** The link is known dead (its channel closed): calls wait for the next link instead of failing. */
  detachLink(): void {
    this.link = null;
  }

  private currentLink(): Promise<Link> {
    return this.link ? Promise.resolve(this.link) : new Promise((resolve) => this.linkWaiters.push(resolve));
  }

  dispatch(input: CommandInput): Promise<Accepted | Rejection> {
    const command = { ...input, id: `${this.tabId}-${++this.commandCounter}` } as AppCommand;
    return new Promise((resolve) => {
      this.pending.set(command.id, { command, resolve, sentOn: null });
      void this.send(command);
    });
  }

  private async send(command: AppCommand): Promise<void> {
    const link = await this.currentLink();
    const entry = this.pending.get(command.id);
    if (!entry) return;
    entry.sentOn = link;
    let answer: Accepted | Rejection;
    try {
      answer = await link.api.dispatch(command);
    } catch {
      // The link broke; a new link re-sends this command.
      if (link === this.link) answer = reject('host_unavailable');
      else return;
    }
    const pending = this.pending.get(command.id);
    if (!pending) return;
    this.pending.delete(command.id);
    pending.resolve(answer);
  }

  async ask<Q extends QueryName>(name: Q, input: QueryInput<Q>): Promise<QueryOutput<Q>> {
    const link = await this.currentLink();
    return (link.api.ask as (name: Q, input: QueryInput<Q>) => Promise<QueryOutput<Q>>)(name, input);
  }
  reloadSiteConfig(lang: string | null): Promise<void> {
    return this.ask('reloadSiteConfig', { lang });
  }
  decideLanguage(query: LanguageQuery): Promise<LanguageDecision> {
    return this.ask('decideLanguage', query);
  }
  resolveRoute(query: RouteQuery): Promise<Resolution | { readonly kind: 'unknown' }> {
    return this.ask('resolveRoute', query);
  }
  loadInfoPage(query: InfoPageQuery): Promise<InfoPageResult> {
    return this.ask('loadInfoPage', query);
  }
  loadPageSeo(query: PageSeoQuery): Promise<PageSeoResult> {
    return this.ask('loadPageSeo', query);
  }
  sendSupportRequest(request: SupportRequest): Promise<SupportRequestResult> {
    return this.ask('sendSupportRequest', request);
  }
  readSupportChat(query: SupportChatQuery): Promise<SupportChatResult> {
    return this.ask('readSupportChat', query);
  }
  loadCoupon(query: PrintCouponQuery): Promise<PrintCouponResult> {
    return this.ask('loadCoupon', query);
  }
  async exportLog(): Promise<string> {
    return (await this.currentLink()).api.exportLog();
  }
  async importLog(ndjson: string): Promise<Accepted | Rejection> {
    return (await this.currentLink()).api.importLog(ndjson);
  }

  subscribe(name: ProjectionName, listener: () => void): () => void {
    const slot = this.hold(name);
    slot.listeners.add(listener);
    return () => {
      slot.listeners.delete(listener);
      this.letGo(slot);
    };
  }

  subscribePart(name: 'live', part: string, listener: () => void): () => void {
    const slot = this.hold(name);
    let set = slot.parts.get(part);
    if (!set) slot.parts.set(part, (set = new Set()));
    set.add(listener);
    slot.partReaders += 1;
    return () => {
      set.delete(listener);
      if (set.size === 0 && slot.parts.get(part) === set) slot.parts.delete(part);
      slot.partReaders -= 1;
      this.letGo(slot);
    };
  }

  private readers(slot: ProjectionSlot): number {
    return slot.listeners.size + slot.partReaders;
  }

  /** The slot of a projection, subscribed at the host once it has a first reader. */
  private hold(name: ProjectionName): ProjectionSlot {
    let slot = this.slots.get(name);
    if (!slot) {
      slot = {
        subscriptionId: null,
        value: undefined,
        valueFrom: null,
        listeners: new Set(),
        parts: new Map(),
        partReaders: 0,
        releaseTimer: null,
      };
      this.slots.set(name, slot);
    }
    if (slot.releaseTimer) {
      clearTimeout(slot.releaseTimer);
      slot.releaseTimer = null;
    }
    if (this.readers(slot) === 0 && slot.subscriptionId === null && this.link) void this.subscribeRemote(name, slot);
    return slot;
  }

  private letGo(slot: ProjectionSlot): void {
    if (this.readers(slot) > 0) return;
    slot.releaseTimer = setTimeout(() => {
      slot.releaseTimer = null;
      if (this.readers(slot) > 0 || slot.subscriptionId === null) return;
      const id = slot.subscriptionId;
      slot.subscriptionId = null;
      this.namesBySubscription.delete(id);
      void this.link?.api.unsubscribe(id).catch(() => undefined);
    }, RELEASE_DELAY_MS);
  }

  getSnapshot<N extends ProjectionName>(name: N): ProjectionValues[N] | undefined {
    return this.slots.get(name)?.value as ProjectionValues[N] | undefined;
  }

  private async subscribeRemote(name: ProjectionName, slot: ProjectionSlot): Promise<void> {
    const link = this.link;
    if (!link) return;
    try {
      const id = await link.api.subscribe(name);
      if (link !== this.link) return;
      slot.subscriptionId = id;
      this.namesBySubscription.set(id, name);
    } catch {
      // The next link subscribes again.
    }
  }

  private enqueue(batch: readonly ProjectionMessage[]): void {
    this.queue.push(...batch);
    // While a command of this tab awaits its answer, what it changed is what the player waits for: applied on arrival.
    // A flush it overtakes finds the queue empty.
    const urgent = this.pending.size > 0;
    if (this.flushScheduled && !urgent) return;
    this.flushScheduled = true;
    // The first push after a quiet frame is applied at once; pushes arriving within the same frame wait for the next one.
    if (urgent || now() - this.lastApplied >= FRAME_MS) {
      queueMicrotask(() => this.runFlush());
      return;
    }
    let done = false;
    const run = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      this.runFlush();
    };
    const timer = setTimeout(run, HIDDEN_FLUSH_MS);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
  }

  private runFlush(): void {
    this.flushScheduled = false;
    this.lastApplied = now();
    this.applyQueue();
  }

  private applyQueue(): void {
    const batch = this.queue;
    this.queue = [];
    const changed = new Map<ProjectionSlot, Set<string> | 'all'>();
    for (const push of batch) {
      // A push may arrive before subscribe() answered with its id.
      const name = this.namesBySubscription.get(push.subscriptionId) ?? push.name;
      const slot = this.slots.get(name);
      if (!slot) continue;
      if ('patch' in push) {
        // A patch applies only to the value it was made against: the whole value of the same subscription.
        if (slot.valueFrom !== push.subscriptionId || slot.value === undefined) continue;
        const { value, parts } = applyLivePatch(slot.value as LiveProjection, push.patch);
        if (value === slot.value) continue;
        slot.value = value;
        const seen = changed.get(slot);
        if (seen === 'all') continue;
        const set = seen ?? new Set<string>();
        for (const part of parts) set.add(part);
        changed.set(slot, set);
        continue;
      }
      slot.valueFrom = push.subscriptionId;
      const next = structuralShare(slot.value, push.value as unknown);
      if (next === slot.value) continue;
      slot.value = next;
      changed.set(slot, 'all');
    }
    for (const [slot, parts] of changed) {
      for (const listener of slot.listeners) listener();
      if (parts === 'all') {
        for (const set of slot.parts.values()) for (const listener of set) listener();
      } else {
        for (const part of parts) for (const listener of slot.parts.get(part) ?? []) listener();
      }
    }
  }
}
