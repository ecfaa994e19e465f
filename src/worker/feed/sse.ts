/** One Server-Sent Event as the feed sends it. */
export interface SseEvent {
  readonly event: string;
  readonly data: string;
  /** The SSE id (the feed's resume token), when the event has one. */
  readonly id: string | null;
}

/**
 * Incremental text/event-stream parser (the WHATWG rules the feed uses:
 * `event:`, `data:`, `id:`, `retry:`, comments, CRLF or LF). Feed it chunks
 * as they arrive; it calls `onEvent` for every complete event.
 */
export function createSseParser(onEvent: (event: SseEvent) => void): { push(chunk: string): void } {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | null = null;
  let sawField = false;

  const dispatch = () => {
    if (sawField && data.length > 0) onEvent({ event: event || 'message', data: data.join('\n'), id });
    event = '';
    data = [];
    id = null;
    sawField = false;
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    sawField = true;
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
  };

  return {
    push(chunk: string): void {
      buffer += chunk;
      let start = 0;
      for (;;) {
        const nl = buffer.indexOf('\n', start);
        if (nl < 0) break;
        const end = nl > start && buffer.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
        line(buffer.slice(start, end));
        start = nl + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}
