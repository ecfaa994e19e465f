import type { Clock, TimerHandle } from '../scheduler/clock';
import type { FeedStream, FeedTransport, SseEvent } from './transport';

/** After a stream ended, it is opened again this much later while a tab still watches. */
export const STREAM_RECONNECT_MS = 2_000;

export interface WatchedStreamsDeps {
  readonly clock: Clock;
  readonly transport: FeedTransport;
  /** The stream's path of a key, or null when it cannot be opened now (its calls did not load). */
  path(key: string): Promise<string | null>;
  /** One event of a key's stream. */
  onEvent(key: string, event: SseEvent): void;
}

interface Open {
  stream: FeedStream | null;
  retry: TimerHandle | null;
}

/**
 * What tabs watch (a bingo room, a TV show), each followed over one
 * server-sent stream for every tab that watches it: opened with the first
 * tab, opened again STREAM_RECONNECT_MS after it ends while a tab still
 * watches, closed with the last. The controller keeps what the stream tells;
 * this keeps who watches and the stream.
 */
export class WatchedStreams {
  private readonly tabs = new Map<string, Set<string>>();
  private readonly open = new Map<string, Open>();

  constructor(private readonly deps: WatchedStreamsDeps) {}

  /** The keys watched now. */
  keys(): string[] {
    return [...this.open.keys()];
  }

  /** A tab watches `key`; true when no tab did before (its stream opens now). */
  watch(tabId: string, key: string): boolean {
    const keys = this.tabs.get(tabId) ?? new Set<string>();
    this.tabs.set(tabId, keys);
    keys.add(key);
    if (this.open.has(key)) return false;
    this.open.set(key, { stream: null, retry: null });
    void this.connect(key);
    return true;
  }

  /** A tab lets `key` go; true when no tab watches it any more (its stream is closed). */
  unwatch(tabId: string, key: string): boolean {
    this.tabs.get(tabId)?.delete(key);
    if ([...this.tabs.values()].some((keys) => keys.has(key))) return false;
    return this.close(key);
  }

  /** A tab closed: the keys only it watched, their streams closed. */
  releaseTab(tabId: string): string[] {
    const dropped = [...(this.tabs.get(tabId) ?? [])].filter((key) => this.unwatch(tabId, key));
    this.tabs.delete(tabId);
    return dropped;
  }

  /** Every stream closed (the worker stops). */
  stop(): void {
    for (const key of this.keys()) this.close(key);
    this.tabs.clear();
  }

  private close(key: string): boolean {
    const open = this.open.get(key);
    if (!open) return false;
    open.stream?.close();
    if (open.retry !== null) this.deps.clock.clearTimeout(open.retry);
    this.open.delete(key);
    return true;
  }

  private async connect(key: string): Promise<void> {
    const path = await this.deps.path(key);
    const open = this.open.get(key);
    if (path === null || !open) return;
    open.stream = this.deps.transport.open(path, {
      onEvent: (event) => {
        if (this.open.has(key)) this.deps.onEvent(key, event);
      },
      onEnd: () => {
        const now = this.open.get(key);
        if (!now) return;
        now.stream = null;
        now.retry = this.deps.clock.setTimeout(() => {
          const again = this.open.get(key);
          if (!again) return;
          again.retry = null;
          void this.connect(key);
        }, STREAM_RECONNECT_MS);
      },
    });
  }
}
