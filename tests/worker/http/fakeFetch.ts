import type { FetchFn } from '../../../src/worker/http/client';
import type { VirtualClock } from '../../support/virtualClock';

export interface RecordedCall {
  readonly url: URL;
  readonly method: string;
  readonly headers: Headers;
  readonly body: string | null;
  /** Virtual time of the call. */
  readonly at: number;
}

export type Answer = Response | Error | ((call: RecordedCall, index: number) => Response | Error | Promise<Response>);

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A fetch that answers from a script (one answer per call, the last one
 * repeating) and records each call with the virtual time it was made at.
 */
export function fakeFetch(clock: VirtualClock, answers: readonly Answer[]): { fetch: FetchFn; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fetch: FetchFn = async (url, init) => {
    const call: RecordedCall = {
      url: new URL(url, 'http://site.test'),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : null,
      at: clock.now(),
    };
    const index = calls.length;
    calls.push(call);
    if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const answer = answers[Math.min(index, answers.length - 1)];
    if (answer === undefined) throw new Error('fakeFetch: no answer scripted');
    const result = typeof answer === 'function' ? await answer(call, index) : answer;
    if (result instanceof Error) throw result;
    // A Response body can be read once: hand out a copy so a repeating answer works.
    return result.clone();
  };
  return { fetch, calls };
}
