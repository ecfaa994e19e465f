import { decideApp, decodeEvent, type AppState } from '../../core/app';
import { isRejection } from '../../core/shared/decision';
import type {
  CoreApi,
  EventLogProjection,
  LanguageDecision,
  LanguageQuery,
  ProjectionMessage,
  ProjectionName,
  ProjectionPush,
  ProjectionValues,
  RuntimeProjection,
  SiteConfigProjection,
  StorageWarning,
  TabSink,
} from '../../protocol/api';
import { CORE_API_VERSION } from '../../protocol/api';
import type { Accepted } from '../../protocol/command';
import type { AppCommand } from '../../protocol/commands';
import type { NewBet } from '../../protocol/coupon';
import type { StoredEvent } from '../../protocol/envelope';
import type { SiteConfig } from '../../protocol/schemas/siteConfig';
import { reject, type Rejection } from '../../protocol/rejections';
import type { Clock } from '../scheduler/clock';
import { OFFLINE_LANGUAGE_CONFIG } from './language';
import type { CouponController } from '../coupon/controller';
import { slipOfState } from '../coupon/view';
import { EMPTY_MY_BETS, isMyBetsCommand } from '../../protocol/slip';
import { CONFIG_REFRESH_CHECK_MS, mergeConfigGroups } from '../config/refresh';
import type { HostEffects, HostStore, Logger } from './ports';
import { createPushBatcher } from './pushBatcher';
import { createSerialQueue } from './serial';
import { NO_SESSION, type SessionController } from '../session';
import { SESSION_REQUEST_COMMAND, SESSION_SYSTEM_COMMANDS, type SessionRequest } from '../../protocol/session';
import { EMPTY_LIVE_PROJECTION, isLiveCommand, type LiveProjection, type LiveProjectionPatch } from '../../protocol/live-client';
import type { LiveController } from '../live/controller';
import { diffLiveProjection } from '../live/patch';

/** How many recent events the debugger projection and the duplicate-command check keep. */
const RECENT_EVENTS = 500;
const FRAME_MS = 16;
/** The origin of coupon commands the live feed causes (a coefficient moved, a game finished). */
const LIVE_FEED_ORIGIN = 'live-feed';
/** The origin of coupon commands that report what the server answered (placement, sale, quote). */
const COUPON_EFFECTS_ORIGIN = 'coupon-effects';

export interface HostOptions {
  readonly kind: RuntimeProjection['host'];
  readonly store: HostStore;
  readonly clock: Clock;
  readonly effects: HostEffects;
  readonly log: Logger;
  readonly newId: () => string;
  /** Announces appended sequence numbers to other hosts (a hint: receivers read the store). */
  readonly announce?: (seq: number) => void;
  /** Resolves when the tab's lifetime lock is released, i.e. the tab is gone. */
  readonly whenTabGone?: (tabId: string) => Promise<void>;
  /** The session's effects and timers (src/worker/session); without it the session projection stays signed out. */
  readonly session?: SessionController;
  /** Live and line betting: the feed, the live projection, coupon facts (src/worker/live). */
  readonly live?: LiveController;
  /** The bet slip's effects and views (src/worker/coupon); without it the slip is built from the state alone. */
  readonly coupon?: CouponController;
}

interface Connection {
  readonly tabId: string;
  readonly sink: TabSink;
  readonly subscriptions: Map<number, ProjectionName>;
}

/**
 * The store's one owner for every tab: decides commands with the pure core,
 * appends their events, keeps the projections and pushes them to subscribed
 * tabs at most once per frame.
 */
export class Host {
  private skippedRecords = 0;
  private bootMs = 0;
  private warning: StorageWarning | null = null;
  private storageMode: RuntimeProjection['storage'];
  private siteConfig: SiteConfigProjection = { status: 'loading', attempt: 0, lang: null };
  private configGeneration = 0;
  private configLoad: Promise<void> | null = null;
  private configRefreshing = false;
  private closed = false;
  private recent: StoredEvent[] = [];
  private readonly recentOrigins = new Map<string, number>();
  private readonly connections = new Map<number, Connection>();
  private readonly initialPushes = new Set<number>();
  /** The live projection each live subscription holds (the last one pushed to it), to patch against. */
  private readonly livePushed = new Map<number, LiveProjection>();
  private nextConnectionId = 1;
  private nextSubscriptionId = 1;
  private readonly serial = createSerialQueue();
  private readonly batcher;

  private constructor(private readonly opts: HostOptions) {
    this.storageMode = opts.store.mode;
    this.batcher = createPushBatcher(opts.clock, FRAME_MS, (dirty) => this.flush(dirty));
  }

  static async start(opts: HostOptions): Promise<Host> {
    const host = new Host(opts);
    const started = opts.clock.now();
    const booted = await opts.store.boot();
    host.bootMs = opts.clock.now() - started;
    host.skippedRecords = booted.skipped.length;
    await host.loadRecent();
    void host.ensureSiteConfig(host.state.preferences.language);
    host.attachSession();
    host.attachLive();
    host.attachCoupon();
    return host;
  }

  private get state(): AppState {
    return this.opts.store.current().state;
  }
  private get lastSeq(): number {
    return this.opts.store.current().lastSeq;
  }

  /** Storage trouble reported by the store: shown to every tab. */
  noteStorageFault(kind: StorageWarning | 'corrupt-record'): void {
    if (kind === 'corrupt-record') this.skippedRecords += 1;
    else this.warning = kind;
    this.storageMode = kind === 'version-change' ? 'closed' : this.opts.store.mode;
    this.batcher.mark('runtime');
  }

  /** Another host appended (a hint on the broadcast channel): read what this one missed. */
  catchUp(seq: number): Promise<void> {
    return this.serial(async () => {
      if (seq <= this.lastSeq) return;
      const before = this.state;
      this.noteRecords(await this.opts.store.catchUp(), before);
    });
  }

  /** `release` frees what carries the tab (its ports) once the tab is gone, so a long-lived SharedWorker does not keep every closed tab's ports. */
  attach(tabId: string, sink: TabSink, release?: () => void): { api: CoreApi; detach: () => void } {
    const id = this.nextConnectionId++;
    this.connections.set(id, { tabId, sink, subscriptions: new Map() });
    this.batcher.mark('runtime');
    const detach = () => {
      const conn = this.connections.get(id);
      if (!conn) return;
      for (const sub of conn.subscriptions.keys()) {
        this.initialPushes.delete(sub);
        this.livePushed.delete(sub);
      }
      this.opts.session?.tabGone(tabId);
      this.opts.live?.releaseTab(tabId);
      this.opts.coupon?.releaseTab(tabId);
      this.connections.delete(id);
      this.batcher.mark('runtime');
      release?.();
    };
    void this.opts.whenTabGone?.(tabId).then(detach);
    return { api: this.apiFor(id, tabId), detach };
  }

  private apiFor(connectionId: number, tabId: string): CoreApi {
    return {
      version: CORE_API_VERSION,
      dispatch: (command) => this.sessionRequest(tabId, command) ?? this.dispatch(tabId, command),
      subscribe: async (name) => this.subscribe(connectionId, name),
      unsubscribe: async (subscriptionId) => {
        this.connections.get(connectionId)?.subscriptions.delete(subscriptionId);
        this.initialPushes.delete(subscriptionId);
        this.livePushed.delete(subscriptionId);
      },
      reloadSiteConfig: (lang) => this.reloadSiteConfig(lang),
      decideLanguage: (query) => this.decideLanguage(query),
      resolveRoute: async (query) => {
        const config = await this.readyConfig();
        const asking = query.probe ? undefined : tabId;
        return config
          ? this.opts.effects.resolveRoute(query, config, asking, this.opts.session?.routeFacts() ?? null)
          : { kind: 'unknown' as const };
      },
      loadInfoPage: (query) =>
        this.opts.effects.loadInfoPage?.(query) ??
        Promise.resolve({ status: 'error' as const, message: 'information pages are not wired' }),
      loadPageSeo: (query) =>
        this.opts.effects.loadPageSeo?.(query) ?? Promise.resolve({ status: 'error' as const, message: 'page SEO is not wired' }),
      sendSupportRequest: (request) =>
        this.opts.effects.sendSupportRequest?.(request) ??
        Promise.resolve({ status: 'error' as const, message: 'support requests are not wired' }),
      readSupportChat: (query) =>
        this.opts.effects.readSupportChat?.(query) ?? Promise.resolve({ status: 'error' as const, message: 'support chat is not wired' }),
      loadCoupon: (query) =>
        this.opts.coupon?.loadCoupon(query) ?? Promise.resolve({ status: 'error' as const, message: 'the bet slip is not wired' }),
      exportLog: () => this.opts.store.exportLog(),
      importLog: (ndjson) => this.importLog(ndjson),
    };
  }

  dispatch(tabId: string, command: AppCommand): Promise<Accepted | Rejection> {
    if (!isCommandShape(command)) return Promise.resolve(reject('invalid_command'));
    // Watching live topics is no event: the live controller keeps it in memory per tab.
    if (isLiveCommand(command)) return Promise.resolve(this.opts.live ? this.opts.live.handle(tabId, command) : reject('unknown_command'));
    // A page of "my bets" is server data the coupon controller keeps per watching tab: no event either.
    if (isMyBetsCommand(command))
      return Promise.resolve(this.opts.coupon ? this.opts.coupon.handle(tabId, command) : reject('unknown_command'));
    return this.serial(async () => {
      const origin = `${tabId}/${command.id}`;
      // A tab re-sends commands that were in flight when its host changed; the first copy may already be durable.
      const seen = this.recentOrigins.get(origin);
      if (seen !== undefined) return { accepted: true, seq: seen } as const;
      const config = this.siteConfig.status === 'ready' ? this.siteConfig.config : null;
      // A clicked bet is checked against the feed first: the click may race a suspension or the final whistle.
      const checked = this.checkLiveBet(command);
      if ('rejected' in checked) return checked;
      const decision = decideApp(this.state, checked, { now: this.opts.clock.now(), newId: this.opts.newId, config });
      if (isRejection(decision)) return decision;
      if (decision.length === 0) return { accepted: true, seq: this.lastSeq } as const;
      const before = this.state;
      let stored: readonly StoredEvent[];
      try {
        stored = await this.opts.store.append(decision, { at: this.opts.clock.now(), origin });
      } catch (error) {
        this.opts.log.error('append failed', error);
        return reject('storage_unavailable');
      }
      this.noteRecords(stored, before);
      this.storageMode = this.opts.store.mode;
      const seq = this.lastSeq;
      this.opts.announce?.(seq);
      return { accepted: true, seq } as const;
    });
  }

  /** The store has folded these records; keep them for the debugger and tell the subscribers what changed. */
  private noteRecords(records: readonly unknown[], before: AppState): void {
    for (const record of records) this.remember(record);
    this.noteState(before);
  }

  /** The player's state moved from `before`: mark what the tabs see of it and tell the controllers that follow it. */
  private noteState(before: AppState): void {
    if (this.state.preferences !== before.preferences) this.batcher.mark('preferences');
    if (this.state.session !== before.session) {
      this.batcher.mark('session');
      this.opts.session?.stateChanged();
    }
    if (this.state.coupon !== before.coupon) this.opts.live?.couponChanged();
    if (this.state.coupon !== before.coupon || this.state.preferences !== before.preferences || this.state.session !== before.session)
      this.opts.coupon?.stateChanged();
    if (this.state.preferences !== before.preferences) this.opts.live?.preferencesChanged();
    if (this.state.betting !== before.betting) {
      this.batcher.mark('betting');
      this.opts.live?.bettingChanged?.();
    }
    this.batcher.mark('eventLog');
    this.batcher.mark('runtime');
  }

  private remember(record: unknown): void {
    const decoded = decodeEvent(record);
    const event = decoded.ok ? decoded.event : (record as StoredEvent);
    if (typeof event?.seq !== 'number') return;
    this.recent.push(event);
    if (typeof event.origin === 'string') this.recentOrigins.set(event.origin, event.seq);
    if (this.recent.length > RECENT_EVENTS) {
      const dropped = this.recent.splice(0, this.recent.length - RECENT_EVENTS);
      for (const old of dropped) if (this.recentOrigins.get(old.origin) === old.seq) this.recentOrigins.delete(old.origin);
    }
  }

  private async loadRecent(): Promise<void> {
    this.recent = [];
    this.recentOrigins.clear();
    const records = await this.opts.store.readSince(Math.max(0, this.lastSeq - RECENT_EVENTS));
    for (const record of records) this.remember(record);
  }

  private subscribe(connectionId: number, name: ProjectionName): number {
    const conn = this.connections.get(connectionId);
    if (!conn) throw new Error('connection closed');
    if (!isProjectionName(name)) throw new Error(`unknown projection ${String(name)}`);
    const id = this.nextSubscriptionId++;
    conn.subscriptions.set(id, name);
    this.initialPushes.add(id);
    this.batcher.mark(name);
    return id;
  }

  private projection<N extends ProjectionName>(name: N): ProjectionValues[N] {
    const values: { [K in ProjectionName]: () => ProjectionValues[K] } = {
      preferences: () => this.state.preferences,
      siteConfig: () => this.siteConfig,
      runtime: () => this.runtimeProjection(),
      eventLog: (): EventLogProjection => ({ events: this.recent.slice(), snapshotSeq: this.opts.store.current().snapshotSeq || null }),
      session: () => this.opts.session?.projection() ?? NO_SESSION,
      live: () => this.opts.live?.projection() ?? EMPTY_LIVE_PROJECTION,
      betting: () => this.state.betting,
      coupon: () => this.opts.coupon?.projection() ?? slipOfState(this.state),
      myBets: () => this.opts.coupon?.myBetsProjection() ?? EMPTY_MY_BETS,
    };
    return values[name]();
  }

  private runtimeProjection(): RuntimeProjection {
    return {
      host: this.opts.kind,
      storage: this.storageMode,
      warning: this.warning,
      lastSeq: this.lastSeq,
      tabs: this.connections.size,
      skippedRecords: this.skippedRecords,
      bootMs: this.bootMs,
    };
  }

  private flush(dirty: ReadonlySet<string>): void {
    const cache = new Map<ProjectionName, ProjectionValues[ProjectionName]>();
    const valueOf = (name: ProjectionName) => {
      if (!cache.has(name)) cache.set(name, this.projection(name));
      return cache.get(name)!;
    };
    const patches = new Map<LiveProjection, LiveProjectionPatch | null>();
    for (const conn of this.connections.values()) {
      const batch: ProjectionMessage[] = [];
      for (const [subscriptionId, name] of conn.subscriptions) {
        const initial = this.initialPushes.has(subscriptionId);
        if (!dirty.has(name) && !initial) continue;
        this.initialPushes.delete(subscriptionId);
        if (name === 'live') {
          // The live projection goes out whole once, then as patches: a frame carries the games that moved, not all of them.
          const next = valueOf('live') as LiveProjection;
          const sent = initial ? undefined : this.livePushed.get(subscriptionId);
          this.livePushed.set(subscriptionId, next);
          if (sent) {
            if (!patches.has(sent)) patches.set(sent, diffLiveProjection(sent, next));
            const patch = patches.get(sent);
            if (patch) batch.push({ subscriptionId, name: 'live', patch });
            continue;
          }
        }
        batch.push({ subscriptionId, name, value: valueOf(name) } as ProjectionPush);
      }
      if (batch.length === 0) continue;
      try {
        // A tab that is gone never answers; its lifetime lock detaches it.
        void Promise.resolve(conn.sink.push(batch)).catch(() => undefined);
      } catch (error) {
        this.opts.log.warn('push failed', error);
      }
    }
  }

  private reloadSiteConfig(lang: string | null): Promise<void> {
    if (this.siteConfig.status !== 'failed' && this.siteConfig.lang === lang && this.configLoad) return this.configLoad;
    return this.ensureSiteConfig(lang, true);
  }

  private ensureSiteConfig(lang: string | null, force = false): Promise<void> {
    if (!force && this.configLoad) return this.configLoad;
    const generation = ++this.configGeneration;
    const setConfig = (next: SiteConfigProjection) => {
      if (generation === this.configGeneration) this.configChanged(next);
    };
    // Keep showing the config we have while another language loads; the error page only replaces nothing.
    if (this.siteConfig.status !== 'ready') setConfig({ status: 'loading', attempt: 1, lang });
    const load = this.opts.effects
      .loadSiteConfig(lang, (attempt) => {
        if (this.siteConfig.status !== 'ready') setConfig({ status: 'loading', attempt, lang });
      })
      .then((result) => {
        if (result.ok) setConfig({ status: 'ready', config: result.config, lang });
        if (result.ok) this.startConfigRefresh();
        else if (this.siteConfig.status !== 'ready')
          setConfig({ status: 'failed', error: 'no_site_config', message: result.message, lang });
      });
    this.configLoad = load;
    return load;
  }

  /**
   * Everything that reads the config hears of a new one, loaded or refreshed:
   * the tabs, the coupon (limits, bonus settings), and the session's timers
   * (group 3 carries the auto log-off switch and minutes).
   */
  private configChanged(next: SiteConfigProjection): void {
    this.siteConfig = next;
    this.batcher.mark('siteConfig');
    this.opts.coupon?.stateChanged();
    if (next.status === 'ready') this.opts.session?.reconcile();
  }

  /**
   * Keeps the loaded config current (a maintenance window announced after the
   * tab opened must reach it): asks every minute, and the group cache turns
   * that into one request per 600 to 900 s.
   */
  private startConfigRefresh(): void {
    const refresh = this.opts.effects.refreshSiteConfig;
    if (!refresh || this.configRefreshing) return;
    this.configRefreshing = true;
    const tick = (): void => {
      if (this.closed) return;
      const current = this.siteConfig;
      if (current.status !== 'ready') return void this.opts.clock.setTimeout(tick, CONFIG_REFRESH_CHECK_MS);
      const generation = this.configGeneration;
      void refresh(current.lang ?? current.config.defaultLanguage)
        .then((fresh) => {
          const now = this.siteConfig;
          if (!fresh || generation !== this.configGeneration || now.status !== 'ready') return;
          const merged = mergeConfigGroups(now.config, fresh);
          if (!merged) return;
          this.configChanged({ ...now, config: merged });
        })
        .catch((error: unknown) => this.opts.log.warn('config refresh failed', error))
        .finally(() => this.opts.clock.setTimeout(tick, CONFIG_REFRESH_CHECK_MS));
    };
    this.opts.clock.setTimeout(tick, CONFIG_REFRESH_CHECK_MS);
  }

  /** The site config, waiting for a load in progress; null when it failed. */
  private async readyConfig(): Promise<SiteConfig | null> {
    if (this.siteConfig.status !== 'ready') await this.ensureSiteConfig(this.siteConfig.lang);
    return this.siteConfig.status === 'ready' ? this.siteConfig.config : null;
  }

  private async decideLanguage(query: LanguageQuery): Promise<LanguageDecision> {
    const config = await this.readyConfig();
    // Without a config the visitor's own language (URL, cookie, browser) still decides among the bundled ones.
    return this.opts.effects.decideLanguage(query, config ?? OFFLINE_LANGUAGE_CONFIG);
  }

  private importLog(ndjson: string): Promise<Accepted | Rejection> {
    return this.serial(async () => {
      const before = this.state;
      try {
        const outcome = await this.opts.store.importLog(ndjson);
        this.skippedRecords = outcome.skipped.length;
        await this.loadRecent();
      } catch (error) {
        this.opts.log.warn('import refused', error);
        return reject('invalid_command', { reason: error instanceof Error ? error.message : String(error) });
      }
      // The whole state was replaced: every view of it and every controller following it must hear.
      this.noteState(before);
      this.opts.announce?.(this.lastSeq);
      return { accepted: true, seq: this.lastSeq } as const;
    });
  }

  /** coupon/addBet and coupon/placeOneClick with the bet as the feed has it now, or the feed's refusal. */
  private checkLiveBet(command: AppCommand): AppCommand | Rejection {
    const live = this.opts.live;
    if (!live || (command.type !== 'coupon/addBet' && command.type !== 'coupon/placeOneClick')) return command;
    const bet = (command.payload as { bet?: NewBet } | null)?.bet;
    // A malformed bet is the coupon's to refuse, with its own field in the reason.
    if (typeof bet?.market?.gameId !== 'number' || typeof bet.market.id !== 'number') return command;
    const checked = live.checkNewBet?.(bet);
    if (!checked) return command;
    return 'rejected' in checked ? checked : ({ ...command, payload: { ...command.payload, bet: checked.bet } } as AppCommand);
  }

  private attachLive(): void {
    this.opts.live?.attach({
      state: () => this.state,
      changed: () => this.batcher.mark('live'),
      dispatch: (command) => this.dispatch(LIVE_FEED_ORIGIN, command),
      newId: this.opts.newId,
    });
  }

  private attachCoupon(): void {
    const session = this.opts.session;
    this.opts.coupon?.attach({
      state: () => this.state,
      session: () => session?.projection() ?? NO_SESSION,
      config: () => (this.siteConfig.status === 'ready' ? this.siteConfig.config : null),
      dispatch: (command) => this.dispatch(COUPON_EFFECTS_ORIGIN, { ...command, id: this.opts.newId() } as AppCommand),
      changed: (name) => this.batcher.mark(name),
      moneyMoved: () => void session?.request(COUPON_EFFECTS_ORIGIN, { kind: 'refreshAccounts' }),
    });
  }

  private attachSession(): void {
    const session = this.opts.session;
    if (!session) return;
    session.attach({
      state: () => this.state.session,
      config: () => (this.siteConfig.status === 'ready' ? this.siteConfig.config : null),
      dispatchSystem: (command) => this.dispatch('system', { ...command, id: this.opts.newId() } as AppCommand),
      changed: () => {
        this.batcher.mark('session');
        // The slip shows the accounts and who is signed in.
        this.opts.coupon?.stateChanged();
      },
    });
    void session.start();
  }

  /**
   * `session/request` needs the server, so the session controller answers it
   * outside the one-at-a-time command queue (a captcha may wait on the
   * player). The session's system commands come only from the controller.
   */
  private sessionRequest(tabId: string, command: AppCommand): Promise<Accepted | Rejection> | null {
    if (!isCommandShape(command) || !command.type.startsWith('session/')) return null;
    if (SESSION_SYSTEM_COMMANDS.includes(command.type)) return Promise.resolve(reject('invalid_command'));
    if (command.type !== SESSION_REQUEST_COMMAND) return null;
    if (!this.opts.session) return Promise.resolve(reject('session.unavailable'));
    return this.opts.session.request(tabId, command.payload as SessionRequest);
  }

  close(): void {
    this.closed = true;
    this.opts.live?.stop();
    this.opts.coupon?.stop();
    this.opts.session?.dispose();
    this.opts.store.close();
    this.connections.clear();
  }
}

const PROJECTION_NAMES: readonly ProjectionName[] = [
  'preferences',
  'siteConfig',
  'runtime',
  'eventLog',
  'session',
  'live',
  'betting',
  'coupon',
  'myBets',
];
function isProjectionName(name: unknown): name is ProjectionName {
  return PROJECTION_NAMES.includes(name as ProjectionName);
}

function isCommandShape(command: unknown): command is AppCommand {
  return (
    typeof command === 'object' &&
    command !== null &&
    typeof (command as { id?: unknown }).id === 'string' &&
    typeof (command as { type?: unknown }).type === 'string'
  );
}
