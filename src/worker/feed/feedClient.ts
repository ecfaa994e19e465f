import type { z } from 'zod';
import { applyDeltas, checkBatch, gamesFromSnapshot, shareGames, type LiveGames } from '../../core/live';
import {
  FEED_EVENT,
  LIVE_FEED_PATH,
  MAX_TOPICS,
  closingMessageSchema,
  deltaMessageSchema,
  heartbeatMessageSchema,
  helloMessageSchema,
  snapshotMessageSchema,
  type FeedDelta,
} from '../../protocol/schemas/live';
import type { FeedStatus } from '../../protocol/live-client';
import type { Clock, TimerHandle } from '../scheduler/clock';
import { backoffDelay } from './backoff';
import { TopicCounts, sameTopics } from './refCount';
import type { SseEvent } from './sse';
import type { FeedStream, FeedTransport } from './transport';

export type SubscribeResult = 'ok' | 'unknown_connection' | 'failed';

export interface FeedLogger {
  warn(message: string, data?: unknown): void;
}

export interface FeedClientDeps {
  readonly transport: FeedTransport;
  readonly clock: Clock;
  /** POST /subscribe: new topics for the open connection. */
  readonly subscribe: (connectionId: string, topics: readonly string[]) => Promise<SubscribeResult>;
  readonly lang: () => string;
  readonly log?: FeedLogger;
  /** Places each reconnect within its backoff window (jitter); Math.random unless a test fixes it. */
  readonly random?: () => number;
  /** What the held games became, and why. */
  readonly onChange: (change: FeedChange) => void;
}

export type FeedChange =
  | { readonly kind: 'snapshot'; readonly games: LiveGames; readonly serverTs: number }
  | { readonly kind: 'deltas'; readonly games: LiveGames; readonly deltas: readonly FeedDelta[]; readonly serverTs: number }
  | { readonly kind: 'status' };

export interface FeedState {
  readonly status: FeedStatus;
  /** Reconnect attempts since the last successful hello. */
  readonly attempt: number;
  readonly connectionId: string | null;
  readonly lastSeq: number | null;
  /** Epoch ms of the next reconnect while offline. */
  readonly retryAt: number | null;
  /** How many streams this client has opened (diagnostics, tests). */
  readonly opened: number;
}

/** No hello within this long after opening: the connection is dead. */
export const CONNECT_TIMEOUT_MS = 10_000;
/** Silence longer than heartbeat x this (plus slack) means the stream is dead though no error came. */
export const HEARTBEAT_GRACE_FACTOR = 2;
export const HEARTBEAT_SLACK_MS = 1000;
/** With nothing watched, keep the connection this long: a page change unwatches and watches again at once. */
export const IDLE_CLOSE_MS = 10_000;

/**
 * The one feed connection of the host (so of every tab). Watchers add and
 * remove topics; the client keeps one SSE stream carrying their union,
 * changes topics in place (POST /subscribe), resumes after a drop from the
 * last sequence it applied (only the missed batches come back), reconnects
 * with jittered exponential backoff on the injected clock, and treats silence longer
 * than twice the heartbeat as a drop.
 */
export class FeedClient {
  private readonly counts = new TopicCounts();
  private stream: FeedStream | null = null;
  private streamGeneration = 0;
  private connectionId: string | null = null;
  /** Topics the server says this connection carries. */
  private serverTopics: readonly string[] = [];
  /** Topics of the games we hold (the last snapshot's); a resume is only valid for the same set. */
  private heldTopics: readonly string[] | null = null;
  private lastSeq: number | null = null;
  private heartbeatMs = 15_000;
  private games: LiveGames = {};
  private status: FeedStatus = 'idle';
  private attempt = 0;
  private retryAt: number | null = null;
  private opened = 0;
  private networkUp = true;
  private watchdog: TimerHandle | null = null;
  private retryTimer: TimerHandle | null = null;
  private syncTimer: TimerHandle | null = null;
  private idleTimer: TimerHandle | null = null;
  private subscribing = false;

  constructor(private readonly deps: FeedClientDeps) {}

  get state(): FeedState {
    return {
      status: this.status,
      attempt: this.attempt,
      connectionId: this.connectionId,
      lastSeq: this.lastSeq,
      retryAt: this.retryAt,
      opened: this.opened,
    };
  }
  get heldGames(): LiveGames {
    return this.games;
  }
  /** The topics of the last snapshot: lists of these topics are complete. */
  get snapshotTopics(): readonly string[] | null {
    return this.heldTopics;
  }
  /** The topics the watchers hold now. */
  get topics(): string[] {
    return this.counts.topics();
  }
  topicCount(topic: string): number {
    return this.counts.count(topic);
  }

  acquire(topics: readonly string[]): void {
    if (this.counts.add(topics)) this.scheduleSync();
  }

  release(topics: readonly string[]): void {
    if (this.counts.remove(topics)) this.scheduleSync();
  }

  /** The browser's online/offline signal: offline drops at once, online retries at once. */
  setNetwork(up: boolean): void {
    if (this.networkUp === up) return;
    this.networkUp = up;
    if (!up) {
      this.closeStream();
      this.clearRetry();
      if (this.counts.topics().length > 0) this.setStatus('offline');
      return;
    }
    this.attempt = 0;
    this.clearRetry();
    this.scheduleSync();
  }

  /** Starts again from a snapshot (the language changed: names come only in snapshots and added games). */
  restart(): void {
    this.lastSeq = null;
    this.heldTopics = null;
    if (this.stream) this.drop('restart', 0);
  }

  /** Drops the stream as if the network had failed (used by tests and the fault switch). */
  dropForTest(reason = 'test'): void {
    if (this.stream) this.drop(reason);
  }

  stop(): void {
    this.closeStream();
    this.clearRetry();
    for (const t of [this.syncTimer, this.idleTimer]) if (t !== null) this.deps.clock.clearTimeout(t);
    this.syncTimer = null;
    this.idleTimer = null;
  }

  // -------------------------------------------------------------------------

  private scheduleSync(): void {
    if (this.syncTimer !== null) return;
    // Coalesce: a page change releases and acquires in the same turn.
    this.syncTimer = this.deps.clock.setTimeout(() => {
      this.syncTimer = null;
      this.sync();
    }, 0);
  }

  private sync(): void {
    const desired = this.counts.topics().slice(0, MAX_TOPICS);
    if (desired.length === 0) {
      this.clearRetry();
      if (this.stream && this.idleTimer === null) {
        this.idleTimer = this.deps.clock.setTimeout(() => {
          this.idleTimer = null;
          if (this.counts.topics().length > 0) return;
          this.closeStream();
          this.games = {};
          this.heldTopics = null;
          this.lastSeq = null;
          this.setStatus('idle');
        }, IDLE_CLOSE_MS);
      }
      if (!this.stream) this.setStatus('idle');
      return;
    }
    if (this.idleTimer !== null) {
      this.deps.clock.clearTimeout(this.idleTimer);
      this.idleTimer = null;
    }
    if (!this.networkUp) return this.setStatus('offline');
    if (!this.stream) {
      if (this.retryTimer === null) this.connect();
      return;
    }
    if (this.connectionId === null || this.subscribing || sameTopics(this.serverTopics, desired)) return;
    const connectionId = this.connectionId;
    const generation = this.streamGeneration;
    this.subscribing = true;
    void this.deps.subscribe(connectionId, desired).then((result) => {
      this.subscribing = false;
      if (generation !== this.streamGeneration) return;
      if (result === 'ok') this.serverTopics = desired;
      else if (result === 'unknown_connection') return this.drop('unknown connection', 0);
      else this.deps.log?.warn('feed subscribe failed; retrying on the next change');
      this.scheduleSync();
    });
  }

  private connect(): void {
    const topics = this.counts.topics().slice(0, MAX_TOPICS);
    if (topics.length === 0) return;
    if (this.status !== 'offline') this.setStatus('connecting');
    const params = new URLSearchParams({ topics: topics.join(','), lang: this.deps.lang() });
    const resume = this.lastSeq !== null && this.heldTopics !== null && sameTopics(this.heldTopics, topics);
    if (resume) params.set('resume', String(this.lastSeq));
    else {
      this.lastSeq = null;
      this.heldTopics = null;
    }
    const generation = ++this.streamGeneration;
    this.connectionId = null;
    this.serverTopics = [];
    this.opened += 1;
    this.stream = this.deps.transport.open(`${LIVE_FEED_PATH}?${params.toString()}`, {
      onEvent: (event) => {
        if (generation === this.streamGeneration) this.onEvent(event);
      },
      onEnd: (reason) => {
        if (generation === this.streamGeneration) this.drop(reason);
      },
    });
    this.armWatchdog(CONNECT_TIMEOUT_MS);
  }

  private onEvent(event: SseEvent): void {
    this.armWatchdog(this.heartbeatMs * HEARTBEAT_GRACE_FACTOR + HEARTBEAT_SLACK_MS);
    switch (event.event) {
      case FEED_EVENT.hello: {
        const hello = this.parse(helloMessageSchema, event);
        if (!hello) return;
        this.connectionId = hello.connectionId;
        this.serverTopics = hello.topics;
        this.heartbeatMs = hello.heartbeatMs;
        this.attempt = 0;
        this.retryAt = null;
        this.armWatchdog(this.heartbeatMs * HEARTBEAT_GRACE_FACTOR + HEARTBEAT_SLACK_MS);
        this.setStatus('online');
        this.sync();
        return;
      }
      case FEED_EVENT.snapshot: {
        const snapshot = this.parse(snapshotMessageSchema, event);
        if (!snapshot) return;
        // Games that did not change keep their objects: a topic added or a resume expired does not repaint the page.
        this.games = shareGames(this.games, gamesFromSnapshot(snapshot.games));
        this.lastSeq = snapshot.seq;
        this.heldTopics = snapshot.topics;
        this.deps.onChange({ kind: 'snapshot', games: this.games, serverTs: snapshot.serverTs });
        return;
      }
      case FEED_EVENT.delta: {
        const batch = this.parse(deltaMessageSchema, event);
        if (!batch) return;
        if (this.lastSeq === null) return this.drop('delta before snapshot', 0);
        const check = checkBatch(this.lastSeq, batch);
        if (check.kind === 'stale') return;
        // A missed batch: reconnect at once with resume; the server replays exactly what is missing.
        if (check.kind === 'gap') return this.drop(`gap: expected prev ${check.expected}, got ${batch.prev}`, 0);
        this.games = applyDeltas(this.games, batch.deltas);
        this.lastSeq = batch.seq;
        this.deps.onChange({ kind: 'deltas', games: this.games, deltas: batch.deltas, serverTs: batch.serverTs });
        return;
      }
      case FEED_EVENT.heartbeat: {
        const beat = this.parse(heartbeatMessageSchema, event);
        // A heartbeat with an id says the connection is caught up to it: the next batch names it as prev.
        if (beat && event.id !== null && this.lastSeq !== null && /^\d+$/.test(event.id))
          this.lastSeq = Math.max(this.lastSeq, Number(event.id));
        return;
      }
      case FEED_EVENT.closing: {
        const closing = this.parse(closingMessageSchema, event);
        this.drop(`server closing: ${closing?.reason ?? 'unknown'}`);
        return;
      }
      default:
        return;
    }
  }

  private parse<S extends z.ZodType>(schema: S, event: SseEvent): z.output<S> | null {
    let json: unknown;
    try {
      json = JSON.parse(event.data);
    } catch {
      json = undefined;
    }
    const parsed = schema.safeParse(json);
    if (parsed.success) return parsed.data;
    this.deps.log?.warn(`feed ${event.event} fails its schema`, parsed.error.issues.slice(0, 2));
    // What we hold can no longer be trusted: start again from a snapshot.
    this.lastSeq = null;
    this.heldTopics = null;
    this.drop(`malformed ${event.event}`, 0);
    return null;
  }

  /** The stream is gone: reconnect after `delay` (the backoff unless given). */
  private drop(reason: string, delay?: number): void {
    this.closeStream();
    this.clearRetry();
    if (this.counts.topics().length === 0) return this.setStatus('idle');
    if (!this.networkUp) return this.setStatus('offline');
    this.deps.log?.warn(`feed dropped: ${reason}`);
    let wait = delay;
    if (wait === undefined) {
      this.attempt += 1;
      wait = backoffDelay(this.attempt, (this.deps.random ?? Math.random)());
      this.setStatus('offline');
    }
    this.retryAt = this.deps.clock.now() + wait;
    this.retryTimer = this.deps.clock.setTimeout(() => {
      this.retryTimer = null;
      this.retryAt = null;
      this.connect();
    }, wait);
    this.deps.onChange({ kind: 'status' });
  }

  private armWatchdog(ms: number): void {
    if (this.watchdog !== null) this.deps.clock.clearTimeout(this.watchdog);
    const generation = this.streamGeneration;
    this.watchdog = this.deps.clock.setTimeout(() => {
      this.watchdog = null;
      if (generation === this.streamGeneration && this.stream) this.drop('heartbeat timeout');
    }, ms);
  }

  private closeStream(): void {
    this.streamGeneration += 1;
    if (this.watchdog !== null) this.deps.clock.clearTimeout(this.watchdog);
    this.watchdog = null;
    const stream = this.stream;
    this.stream = null;
    this.connectionId = null;
    this.subscribing = false;
    stream?.close();
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) this.deps.clock.clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.retryAt = null;
  }

  private setStatus(status: FeedStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.deps.onChange({ kind: 'status' });
  }
}
