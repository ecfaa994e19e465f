import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSseParser, type SseEvent } from '../../../src/worker/feed/sse';

const STREAM =
  'retry: 1000\n\nevent: hello\ndata: {"a":1}\n\n: comment\n' +
  'event: delta\nid: 12\ndata: {"seq":12}\n\nevent: x\r\ndata: a\r\ndata: b\r\n\r\n';

describe('SSE parser', () => {
  it('reads events, ids, multi-line data and CRLF', () => {
    const events: SseEvent[] = [];
    createSseParser((e) => events.push(e)).push(STREAM);
    expect(events).toEqual([
      { event: 'hello', data: '{"a":1}', id: null },
      { event: 'delta', data: '{"seq":12}', id: '12' },
      { event: 'x', data: 'a\nb', id: null },
    ]);
  });

  it('gives the same events however the stream is cut into chunks', () => {
    const whole: SseEvent[] = [];
    createSseParser((e) => whole.push(e)).push(STREAM);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: STREAM.length - 1 }), { maxLength: 8 }), (cuts) => {
        const points = [...new Set(cuts)].sort((a, b) => a - b);
        const events: SseEvent[] = [];
        const parser = createSseParser((e) => events.push(e));
        let at = 0;
        for (const p of [...points, STREAM.length]) {
          parser.push(STREAM.slice(at, p));
          at = p;
        }
        expect(events).toEqual(whole);
      }),
    );
  });
});
