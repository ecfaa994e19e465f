import type { ServerResponse } from 'node:http';

/** A heartbeat comment this often: a proxy keeps the stream open and the client notices a dead one. */
const HEARTBEAT_MS = 15_000;

/**
 * Server-sent events by topic (a casino table, a bingo room): every watcher
 * of a topic gets each message published to it, the current one first.
 * Messages are public: they must carry nobody's own data.
 */
export class EventTopics<Topic, Message> {
  private readonly open = new Map<Topic, Set<ServerResponse>>();

  constructor(
    private readonly event: string,
    private readonly topicOf: (message: Message) => Topic,
    /** The event's id: what a reconnecting client has last seen. */
    private readonly idOf: (message: Message) => string,
  ) {}

  subscribe(
    topic: Topic,
    res: ServerResponse,
    current: Message | null,
    options: { readonly headers?: Readonly<Record<string, string>>; readonly onClose?: () => void } = {},
  ): void {
    res.writeHead(200, {
      ...options.headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.flushHeaders();
    const set = this.open.get(topic) ?? new Set<ServerResponse>();
    this.open.set(topic, set);
    set.add(res);
    if (current) this.send(res, current);
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    res.once('close', () => {
      clearInterval(heartbeat);
      set.delete(res);
      options.onClose?.();
    });
  }

  watchers(topic: Topic): number {
    return this.open.get(topic)?.size ?? 0;
  }

  publish(message: Message): void {
    for (const res of this.open.get(this.topicOf(message)) ?? []) this.send(res, message);
  }

  /** Ends every stream (the server is closing: an open stream would hold it). */
  endAll(): void {
    for (const set of this.open.values()) for (const res of set) res.end();
    this.open.clear();
  }

  private send(res: ServerResponse, message: Message): void {
    if (!res.writableEnded) res.write(`event: ${this.event}\nid: ${this.idOf(message)}\ndata: ${JSON.stringify(message)}\n\n`);
  }
}
