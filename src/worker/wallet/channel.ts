import {
  PLAYER_CHANNEL_EVENTS,
  PLAYER_EVENTS_PATH,
  channelHelloSchema,
  channelResetSchema,
  playerEventSchema,
  type PlayerEvent,
} from '../../protocol/schemas/wallet';
import { backoffDelay } from '../feed/backoff';
import type { SseEvent } from '../feed/sse';
import type { FeedStream, FeedTransport } from '../feed/transport';
import type { Clock, TimerHandle } from '../scheduler/clock';

/** No hello this long after opening: the connection is dead. */
export const CHANNEL_CONNECT_TIMEOUT_MS = 10_000;
/** Silence longer than twice the heartbeat, and this slack, means a dead connection. */
export const CHANNEL_HEARTBEAT_SLACK_MS = 1000;

export interface ChannelState {
  readonly status: 'idle' | 'connecting' | 'live' | 'offline';
  readonly attempt: number;
  readonly retryAt: number | null;
  /** The last event applied: a reconnect resumes after it. */
  readonly lastEventId: number | null;
  readonly opened: number;
}

export interface PlayerChannelDeps {
  readonly transport: FeedTransport;
  readonly clock: Clock;
  readonly random: () => number;
  readonly log: { warn(message: string, data?: unknown): void };
  readonly onEvent: (event: PlayerEvent) => void;
  /** The server could not resume (too much was missed): reload what is shown. */
  readonly onReset: () => void;
  readonly onStatus: () => void;
}

/**
 * The player's event channel (GET /web-api/player/events), one connection in
 * the host for every tab while the player is signed in. A drop reconnects
 * with jittered exponential backoff on the injected clock and resumes after
 * the last event applied (lastEventId); silence past twice the heartbeat is a
 * drop. Events are handed on once each, in order.
 */
export class PlayerChannel {
  private stream: FeedStream | null = null;
  private generation = 0;
  private status: ChannelState['status'] = 'idle';
  private attempt = 0;
  private retryAt: number | null = null;
  private lastEventId: number | null = null;
  private heartbeatMs = 15_000;
  private watchdog: TimerHandle | null = null;
  private retryTimer: TimerHandle | null = null;
  private wanted = false;
  private opened = 0;

  constructor(private readonly deps: PlayerChannelDeps) {}

  get state(): ChannelState {
    return { status: this.status, attempt: this.attempt, retryAt: this.retryAt, lastEventId: this.lastEventId, opened: this.opened };
  }

  /** Signed in: keep a connection open. */
  open(): void {
    if (this.wanted) return;
    this.wanted = true;
    this.connect();
  }

  /** Signed out (or stopping): no connection, and a new player starts without a resume point. */
  close(): void {
    this.wanted = false;
    this.closeStream();
    this.clearRetry();
    this.lastEventId = null;
    this.attempt = 0;
    this.setStatus('idle');
  }

  /** Drops the connection as the network would (tests). */
  dropForTest(): void {
    if (this.stream) this.drop('test');
  }

  private connect(): void {
    if (!this.wanted) return;
    this.clearRetry();
    if (this.status !== 'offline') this.setStatus('connecting');
    const generation = ++this.generation;
    const query = this.lastEventId !== null ? `?lastEventId=${this.lastEventId}` : '';
    this.opened += 1;
    this.stream = this.deps.transport.open(`${PLAYER_EVENTS_PATH}${query}`, {
      onEvent: (event) => {
        if (generation === this.generation) this.onEvent(event);
      },
      onEnd: (reason) => {
        if (generation === this.generation) this.drop(reason);
      },
    });
    this.arm(CHANNEL_CONNECT_TIMEOUT_MS);
  }

  private onEvent(event: SseEvent): void {
    this.arm(this.heartbeatMs * 2 + CHANNEL_HEARTBEAT_SLACK_MS);
    let json: unknown;
    try {
      json = JSON.parse(event.data);
    } catch {
      this.deps.log.warn(`wallet channel: ${event.event} is not JSON`);
      return;
    }
    if (event.event === PLAYER_CHANNEL_EVENTS.hello) {
      const hello = channelHelloSchema.safeParse(json);
      if (!hello.success) return;
      this.heartbeatMs = hello.data.heartbeatMs;
      this.lastEventId ??= hello.data.lastEventId;
      this.attempt = 0;
      this.setStatus('live');
      this.arm(this.heartbeatMs * 2 + CHANNEL_HEARTBEAT_SLACK_MS);
      return;
    }
    if (event.event === PLAYER_CHANNEL_EVENTS.heartbeat) return;
    if (event.event === PLAYER_CHANNEL_EVENTS.reset) {
      const reset = channelResetSchema.safeParse(json);
      if (reset.success) this.lastEventId = reset.data.lastEventId;
      this.deps.onReset();
      return;
    }
    const parsed = playerEventSchema.safeParse(json);
    if (!parsed.success) {
      this.deps.log.warn(`wallet channel: ${event.event} does not fit its schema`);
      return;
    }
    if (this.lastEventId !== null && parsed.data.id <= this.lastEventId) return;
    this.lastEventId = parsed.data.id;
    this.deps.onEvent(parsed.data);
  }

  private drop(reason: string): void {
    this.closeStream();
    if (!this.wanted) return;
    this.attempt += 1;
    const wait = backoffDelay(this.attempt, this.deps.random());
    this.retryAt = this.deps.clock.now() + wait;
    this.deps.log.warn(`wallet channel dropped (${reason}); again in ${wait} ms`);
    this.setStatus('offline');
    this.retryTimer = this.deps.clock.setTimeout(() => {
      this.retryTimer = null;
      this.retryAt = null;
      this.connect();
    }, wait);
  }

  private arm(ms: number): void {
    if (this.watchdog !== null) this.deps.clock.clearTimeout(this.watchdog);
    this.watchdog = this.deps.clock.setTimeout(() => {
      this.watchdog = null;
      if (this.stream) this.drop('silent');
    }, ms);
  }

  private closeStream(): void {
    this.generation += 1;
    this.stream?.close();
    this.stream = null;
    if (this.watchdog !== null) this.deps.clock.clearTimeout(this.watchdog);
    this.watchdog = null;
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) this.deps.clock.clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.retryAt = null;
  }

  private setStatus(status: ChannelState['status']): void {
    if (this.status === status) return;
    this.status = status;
    this.deps.onStatus();
  }
}
