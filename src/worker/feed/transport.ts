import { createSseParser, type SseEvent } from './sse';

/** An open feed stream. `close` ends it from our side; no callback follows. */
export interface FeedStream {
  close(): void;
}

export interface FeedStreamHandlers {
  onEvent(event: SseEvent): void;
  /** The stream ended or failed (network, HTTP error, server closed it). Called at most once. */
  onEnd(reason: string): void;
}

/** Opens the SSE feed. The browser uses fetch; tests use a fake stream. */
export interface FeedTransport {
  open(url: string, handlers: FeedStreamHandlers): FeedStream;
}

/**
 * The feed over fetch with a ReadableStream reader: works in a SharedWorker
 * and a dedicated worker alike, and lets us pass the resume token in the URL
 * and abort at once on a heartbeat timeout.
 */
export function fetchTransport(fetchFn: typeof fetch, baseUrl = ''): FeedTransport {
  return {
    open(url, handlers) {
      const abort = new AbortController();
      let ended = false;
      const end = (reason: string) => {
        if (ended) return;
        ended = true;
        handlers.onEnd(reason);
      };
      const parser = createSseParser((event) => {
        if (!ended) handlers.onEvent(event);
      });
      void (async () => {
        try {
          const res = await fetchFn(baseUrl + url, { signal: abort.signal, headers: { accept: 'text/event-stream' }, cache: 'no-store' });
          if (!res.ok || !res.body) return end(`http ${res.status}`);
          const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
          for (;;) {
            const { value, done } = await reader.read();
            if (done) return end('closed');
            if (ended) return void reader.cancel().catch(() => undefined);
            parser.push(value);
          }
        } catch (error) {
          end(error instanceof Error ? error.message : String(error));
        }
      })();
      return {
        close() {
          ended = true;
          abort.abort();
        },
      };
    },
  };
}

export type { SseEvent };
