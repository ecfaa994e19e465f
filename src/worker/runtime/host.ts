import { APP_REGISTRY, decideIn, decodeIn, type AppState, type Registry } from '../../core/app';
import { isRejection } from '../../core/shared/decision';
import type { CommandSpec } from '../../protocol/catalogue';
import type {
  CoreApi,
  EventLogProjection,
  ProjectionMessage,
  ProjectionName,
  ProjectionPush,
  ProjectionValues,
  QueryName,
  RuntimeProjection,
  StorageWarning,
  TabSink,
} from '../../protocol/api';
import { CORE_API_VERSION } from '../../protocol/api';
import type { Accepted, CommandEnvelope, StoredEvent } from '../../protocol/envelope';
import { invalidCommand, reject, type Rejection } from '../../protocol/rejections';
import type { SiteConfig } from '../../protocol/schemas/siteConfig';
import type { Clock } from '../scheduler/clock';
import type { Controller, ControllerLink, ProjectionSource, QueryHandlers } from './controller';
import type { HostStore, Logger } from './ports';
import { BoundedWindow, serializedSize } from './boundedWindow';
import { createPushBatcher } from './pushBatcher';
import { createSerialQueue } from './serial';

/** How many recent events the debugger projection keeps, and at most how much of their JSON text. */
const RECENT_EVENTS = 500;
const RECENT_EVENT_CHARS = 300_000;
/** How many command origins the duplicate-command check keeps, and at most how much of their text (a tab chooses ids). */
const RECENT_ORIGINS = 500;
const RECENT_ORIGIN_CHARS = 100_000;
const FRAME_MS = 16;
/** Where a command comes from: a tab (only tab commands), or a controller of this host (system commands too). */
type Source = { readonly kind: 'tab'; readonly tabId: string } | { readonly kind: 'controller'; readonly name: string };

export interface HostOptions {
  readonly kind: RuntimeProjection['host'];
  readonly store: HostStore;
  readonly clock: Clock;
  readonly log: Logger;
  readonly newId: () => string;
  /** The effects of the contexts and the shell (src/worker/controllers.ts), in the order they start. */
  readonly controllers: readonly Controller[];
  /** The domain contexts (default: the app's, src/core/app/contexts.ts). */
  readonly registry?: Registry;
  /** Announces appended sequence numbers to other hosts (a hint: receivers read the store). */
  readonly announce?: (seq: number) => void;
  /** Resolves when the tab's lifetime lock is released, i.e. the tab is gone. */
  readonly whenTabGone?: (tabId: string) => Promise<void>;
}

interface Connection {
  readonly tabId: string;
  readonly sink: TabSink;
  readonly subscriptions: Map<number, ProjectionName>;
}

/** Thrown at start-up when two owners claim one command, projection or query. */
export class WiringError extends Error {}

/**
 * The store's one owner for every tab, and nothing else: transport (tabs,
 * subscriptions, pushes at most once per frame), the store, and the loop
 * (decide with the pure core, append, fold, tell whoever follows). What a
 * context does is in its core module and its controller; the host knows
 * them only through the registry and the Controller interface.
 */
export class Host {
  private skippedRecords = 0;
  private bootMs = 0;
  private warning: StorageWarning | null = null;
  private storageMode: RuntimeProjection['storage'];
  private readonly recent = new BoundedWindow<StoredEvent>({ maxCount: RECENT_EVENTS, maxBytes: RECENT_EVENT_CHARS });
  /** Origin to seq, for the duplicate check; `originOrder` bounds it, oldest first. */
  private readonly recentOrigins = new Map<string, number>();
  private readonly originOrder = new BoundedWindow<string>({ maxCount: RECENT_ORIGINS, maxBytes: RECENT_ORIGIN_CHARS });
  private readonly connections = new Map<number, Connection>();
  private readonly initialPushes = new Set<number>();
  /** The value each patched subscription last received, to patch against. */
  private readonly pushed = new Map<number, unknown>();
  private nextConnectionId = 1;
  private nextSubscriptionId = 1;
  private readonly serial = createSerialQueue();
  private readonly batcher;
  private readonly registry: Registry;
  private readonly projections = new Map<ProjectionName, ProjectionSource>();
  private readonly effects = new Map<string, { readonly controller: Controller; readonly spec: CommandSpec }>();
  private readonly queries = new Map<
    string,
    { readonly controller: Controller; readonly handler: NonNullable<QueryHandlers[QueryName]> }
  >();
  private readonly followers = new Map<ProjectionName, Controller[]>();
  private readonly configSource: Controller | null;

  private constructor(private readonly opts: HostOptions) {
    this.storageMode = opts.store.mode;
    this.registry = opts.registry ?? APP_REGISTRY;
    this.batcher = createPushBatcher(opts.clock, FRAME_MS, (dirty) => this.flush(dirty));
    this.wire();
    this.configSource = opts.controllers.find((c) => c.currentConfig) ?? null;
  }

  static async start(opts: HostOptions): Promise<Host> {
    const host = new Host(opts);
    const started = opts.clock.now();
    const booted = await opts.store.boot();
    host.bootMs = opts.clock.now() - started;
    host.skippedRecords = booted.skipped.length;
    await host.loadRecent();
    for (const controller of opts.controllers) controller.attach(host.linkFor(controller));
    for (const controller of opts.controllers) void controller.start?.();
    return host;
  }

  /** Who answers what: every command, projection and query has exactly one owner. */
  private wire(): void {
    const own = (kind: string, name: string, taken: { has(key: string): boolean }): void => {
      if (taken.has(name)) throw new WiringError(`${kind} ${name} has two owners`);
    };
    const hostViews: { [N in 'runtime' | 'eventLog']: ProjectionSource<N> } = {
      runtime: { value: () => this.runtimeProjection() },
      eventLog: {
        value: (): EventLogProjection => ({ events: this.recent.values(), snapshotSeq: this.opts.store.current().snapshotSeq || null }),
      },
    };
    for (const [name, source] of Object.entries(hostViews)) this.projections.set(name as ProjectionName, source as ProjectionSource);
    for (const [projection, context] of Object.entries(this.registry.stateProjections)) {
      own('projection', projection, this.projections);
      this.projections.set(
        projection as ProjectionName,
        { value: () => (this.state as Readonly<Record<string, unknown>>)[context] } as ProjectionSource,
      );
    }
    for (const controller of this.opts.controllers) {
      for (const [name, source] of Object.entries(controller.projections ?? {})) {
        own('projection', name, this.projections);
        this.projections.set(name as ProjectionName, source as ProjectionSource);
      }
      for (const [type, spec] of Object.entries(controller.commands ?? {})) {
        if (this.registry.commandOwner(type)) throw new WiringError(`command ${type} has two owners`);
        own('command', type, this.effects);
        this.effects.set(type, { controller, spec });
      }
      for (const [name, handler] of Object.entries(controller.queries ?? {})) {
        own('query', name, this.queries);
        if (handler) this.queries.set(name, { controller, handler: handler as NonNullable<QueryHandlers[QueryName]> });
      }
      for (const name of controller.follows ?? []) this.followers.set(name, [...(this.followers.get(name) ?? []), controller]);
    }
    if (this.opts.controllers.filter((c) => c.currentConfig).length > 1) throw new WiringError('two controllers keep the site config');
  }

  private get state(): AppState {
    return this.opts.store.current().state;
  }
  private get lastSeq(): number {
    return this.opts.store.current().lastSeq;
  }
  private config(): SiteConfig | null {
    return this.configSource?.currentConfig?.() ?? null;
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

  /**
   * `release` frees what carries the tab (its ports) once the tab is gone, so a
   * long-lived SharedWorker does not keep every closed tab's ports.
   */
  attach(tabId: string, sink: TabSink, release?: () => void): { api: CoreApi; detach: () => void } {
    const id = this.nextConnectionId++;
    this.connections.set(id, { tabId, sink, subscriptions: new Map() });
    this.batcher.mark('runtime');
    const detach = () => {
      const conn = this.connections.get(id);
      if (!conn) return;
      for (const sub of conn.subscriptions.keys()) this.forget(sub);
      for (const controller of this.opts.controllers) controller.releaseTab?.(tabId);
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
      dispatch: (command) => this.dispatch(tabId, command),
      subscribe: async (name) => this.subscribe(connectionId, name),
      unsubscribe: async (subscriptionId) => {
        this.connections.get(connectionId)?.subscriptions.delete(subscriptionId);
        this.forget(subscriptionId);
      },
      ask: (name, input) => {
        const query = this.queries.get(name);
        if (!query) return Promise.reject(new Error(`no controller answers the query ${name}`));
        return (query.handler as (input: unknown, tabId: string) => Promise<never>)(input, tabId);
      },
      exportLog: () => this.opts.store.exportLog(),
      importLog: (ndjson) => this.importLog(ndjson),
    };
  }

  /** A command from a tab: system commands are refused, everything else goes to its owner. */
  dispatch(tabId: string, command: CommandEnvelope): Promise<Accepted | Rejection> {
    return this.route({ kind: 'tab', tabId }, command);
  }

  /**
   * The one rule for every command: a controller's command is answered by it
   * at once; a context's is decided one at a time and stored; anything else
   * is refused as unknown.
   */
  private route(source: Source, command: CommandEnvelope): Promise<Accepted | Rejection> {
    if (source.kind !== 'tab') return this.routeFrom(source, command);
    // A player's own command: what it changed goes out before its answer, in this turn, not at the feed's next frame.
    return this.routeFrom(source, command).then((answer) => {
      this.batcher.flushNow();
      return answer;
    });
  }

  private routeFrom(source: Source, command: CommandEnvelope): Promise<Accepted | Rejection> {
    if (!isCommandShape(command)) return Promise.resolve(reject('invalid_command'));
    const effect = this.effects.get(command.type);
    const spec = effect?.spec ?? this.registry.commandOwner(command.type)?.spec;
    if (!spec) return Promise.resolve(reject('unknown_command', { type: command.type }));
    if (source.kind === 'tab' && spec.from === 'system') return Promise.resolve(reject('invalid_command', { type: command.type }));
    if (!effect) return this.decideAndStore(source, command, spec);
    if (spec.schema) {
      const parsed = spec.schema.safeParse(command.payload);
      if (!parsed.success) return Promise.resolve(invalidCommand(parsed.error));
    }
    const from = source.kind === 'tab' ? source.tabId : source.name;
    const handle = effect.controller.handle;
    if (!handle) return Promise.resolve(reject('unknown_command', { type: command.type }));
    return Promise.resolve(handle.call(effect.controller, from, command));
  }

  private decideAndStore(source: Source, received: CommandEnvelope, spec: CommandSpec): Promise<Accepted | Rejection> {
    return this.serial(async () => {
      const origin = `${source.kind === 'tab' ? source.tabId : source.name}/${received.id}`;
      // A tab re-sends commands that were in flight when its host changed; the first copy may already be durable.
      const seen = this.recentOrigins.get(origin);
      if (seen !== undefined) return { accepted: true, seq: seen } as const;
      let command = received;
      for (const controller of this.opts.controllers) {
        if (!controller.prepare) continue;
        const prepared = controller.prepare(command);
        if ('rejected' in prepared) return prepared;
        command = prepared;
      }
      const decision = decideIn(this.registry, this.state, command, {
        now: this.opts.clock.now(),
        newId: this.opts.newId,
        config: this.config(),
      });
      if (isRejection(decision)) return decision;
      if (decision.length === 0) return { accepted: true, seq: this.lastSeq } as const;
      const before = this.state;
      if (spec.acknowledge === 'applied') return this.applyThenWrite(decision, { at: this.opts.clock.now(), origin }, before);
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

  /**
   * A command that moves no money: its events are folded and pushed in this
   * turn and answered before they are written; the write follows in order. Other
   * hosts read the store, so they hear of it only once it is written.
   */
  private applyThenWrite(
    events: Parameters<HostStore['appendApplied']>[0],
    meta: { at: number; origin: string },
    before: AppState,
  ): Accepted | Rejection {
    let applied: ReturnType<HostStore['appendApplied']>;
    try {
      applied = this.opts.store.appendApplied(events, meta);
    } catch (error) {
      this.opts.log.error('append failed', error);
      return reject('storage_unavailable');
    }
    this.noteRecords(applied.stored, before);
    applied.committed.then(
      (commit) => this.written(commit),
      // Only a closed or outdated store refuses: this host is going away, and with it these events.
      (error: unknown) => this.opts.log.error('applied events were not written', error),
    );
    return { accepted: true, seq: this.lastSeq };
  }

  /** An applied command's events are written (or kept in memory after a storage fault): other hosts may read them now. */
  private written(commit: Awaited<ReturnType<HostStore['appendApplied']>['committed']>): void {
    this.storageMode = this.opts.store.mode;
    this.batcher.mark('runtime');
    if (commit.rebasedFrom) {
      // Another host wrote first: its events are folded in and ours renumbered after them.
      this.noteState(commit.rebasedFrom);
      void this.serial(() => this.loadRecent());
    }
    const last = commit.stored.at(-1)?.seq;
    if (last !== undefined) this.opts.announce?.(last);
  }

  /** The store has folded these records; keep them for the debugger and tell the subscribers what changed. */
  private noteRecords(records: readonly unknown[], before: AppState): void {
    for (const record of records) this.remember(record);
    this.noteState(before);
  }

  /** The player's state moved from `before`: mark what the tabs see of it and tell every controller. */
  private noteState(before: AppState): void {
    const after = this.state;
    for (const [projection, context] of Object.entries(this.registry.stateProjections)) {
      const key = context as keyof AppState;
      if (after[key] !== before[key]) this.batcher.mark(projection);
    }
    for (const controller of this.opts.controllers) controller.stateChanged?.(before, after);
    this.batcher.mark('eventLog');
    this.batcher.mark('runtime');
  }

  private linkFor(controller: Controller): ControllerLink {
    return {
      state: () => this.state,
      config: () => this.config(),
      projection: (name) => (this.projections.has(name) ? this.projectionValue(name) : undefined),
      dispatch: (draft) =>
        this.route({ kind: 'controller', name: controller.name }, { ...draft, id: this.opts.newId() } as CommandEnvelope),
      changed: (name) => {
        // Followers first: what they queue for this turn runs before the push the mark schedules, and goes with it.
        for (const follower of this.followers.get(name) ?? []) if (follower !== controller) follower.projectionChanged?.(name);
        this.batcher.mark(name);
      },
      newId: this.opts.newId,
    };
  }

  private remember(record: unknown): void {
    const decoded = decodeIn(this.registry, record);
    const event = decoded.ok ? decoded.event : (record as StoredEvent);
    if (typeof event?.seq !== 'number') return;
    this.recent.push(event, serializedSize(event));
    const origin = event.origin;
    if (typeof origin !== 'string') return;
    // One command's events share an origin: the check keeps it once, with its last seq.
    const known = this.recentOrigins.has(origin);
    this.recentOrigins.set(origin, event.seq);
    if (known) return;
    for (const old of this.originOrder.push(origin, origin.length)) this.recentOrigins.delete(old);
  }

  private async loadRecent(): Promise<void> {
    this.recent.clear();
    this.recentOrigins.clear();
    this.originOrder.clear();
    const records = await this.opts.store.readSince(Math.max(0, this.lastSeq - RECENT_EVENTS));
    for (const record of records) this.remember(record);
  }

  private subscribe(connectionId: number, name: ProjectionName): number {
    const conn = this.connections.get(connectionId);
    if (!conn) throw new Error('connection closed');
    if (!this.projections.has(name)) throw new Error(`unknown projection ${String(name)}`);
    const id = this.nextSubscriptionId++;
    conn.subscriptions.set(id, name);
    this.initialPushes.add(id);
    this.batcher.mark(name);
    return id;
  }

  private forget(subscriptionId: number): void {
    this.initialPushes.delete(subscriptionId);
    this.pushed.delete(subscriptionId);
  }

  private projectionValue<N extends ProjectionName>(name: N): ProjectionValues[N] {
    const source = this.projections.get(name);
    if (!source) throw new Error(`unknown projection ${name}`);
    return source.value() as ProjectionValues[N];
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
    const values = new Map<ProjectionName, unknown>();
    const valueOf = (name: ProjectionName): unknown => {
      if (!values.has(name)) values.set(name, this.projectionValue(name));
      return values.get(name);
    };
    // Subscriptions that received the same value get the same patch, computed once.
    const patches = new Map<unknown, unknown>();
    for (const conn of this.connections.values()) {
      const batch: ProjectionMessage[] = [];
      for (const [subscriptionId, name] of conn.subscriptions) {
        const initial = this.initialPushes.has(subscriptionId);
        if (!dirty.has(name) && !initial) continue;
        this.initialPushes.delete(subscriptionId);
        const next = valueOf(name);
        const diff = this.projections.get(name)?.diff;
        if (diff) {
          const sent = initial ? undefined : this.pushed.get(subscriptionId);
          this.pushed.set(subscriptionId, next);
          if (sent !== undefined) {
            if (!patches.has(sent)) patches.set(sent, diff(sent as never, next as never));
            const patch = patches.get(sent);
            if (patch) batch.push({ subscriptionId, name, patch } as ProjectionMessage);
            continue;
          }
        }
        batch.push({ subscriptionId, name, value: next } as ProjectionPush);
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

  close(): void {
    for (const controller of this.opts.controllers) controller.stop?.();
    this.opts.store.close();
    this.connections.clear();
  }
}

function isCommandShape(command: unknown): command is CommandEnvelope {
  return (
    typeof command === 'object' &&
    command !== null &&
    typeof (command as { id?: unknown }).id === 'string' &&
    typeof (command as { type?: unknown }).type === 'string'
  );
}
