import { PLAYER_EVENTS_PATH } from '../../../src/protocol/schemas/wallet';
import { createSseParser, type SseEvent } from '../../../src/worker/feed/sse';

export interface Channel {
  /** The next SSE event (of `name`, when given), or a failure after `withinMs` of real time. */
  next(name?: string, withinMs?: number): Promise<SseEvent>;
  close(): void;
}

/** The player's channel as a browser's fetch reads it, on the server at `base`, with the session `cookie`. */
export async function openPlayerChannel(base: string, cookie: string, lastEventId?: number): Promise<Channel & { status: number }> {
  const abort = new AbortController();
  const res = await fetch(new URL(PLAYER_EVENTS_PATH, base), {
    signal: abort.signal,
    headers: {
      accept: 'text/event-stream',
      cookie,
      ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}),
    },
  });
  const queue: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  const parser = createSseParser((event) => {
    queue.push(event);
    waiters.splice(0).forEach((w) => w());
  });
  if (res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          parser.push(value);
        }
      } catch {
        // aborted
      }
    })();
  }
  return {
    status: res.status,
    async next(name, withinMs = 1_000) {
      const deadline = Date.now() + withinMs;
      for (;;) {
        const index = queue.findIndex((e) => name === undefined || e.event === name);
        if (index >= 0) return queue.splice(index, 1)[0] as SseEvent;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${name ?? 'event'} within ${withinMs} ms; got ${queue.map((e) => e.event).join(', ')}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, left).unref();
        });
      }
    },
    close: () => abort.abort(),
  };
}
