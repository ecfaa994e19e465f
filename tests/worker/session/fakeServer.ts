import type { FetchFn } from '../../../src/worker/http/client';
import { createHttpClient } from '../../../src/worker/http/client';
import type { Clock } from '../../../src/worker/scheduler/clock';
import type { CaptchaPrompt, FingerprintSource, TokenSource } from '../../../src/worker/http';

export interface Reply {
  readonly status?: number;
  readonly json: unknown;
  readonly headers?: Record<string, string>;
}
export type Handler = (request: { body: unknown; headers: Record<string, string>; url: string }) => Reply;

/** A scripted server for the worker's HTTP client: `METHOD /path` to a handler; every call is recorded. */
export class FakeServer {
  readonly calls: { method: string; path: string; body: unknown; headers: Record<string, string> }[] = [];
  private readonly routes = new Map<string, Handler>();

  on(method: string, path: string, handler: Handler | Reply): this {
    this.routes.set(`${method} ${path}`, typeof handler === 'function' ? handler : () => handler);
    return this;
  }

  count(method: string, path: string): number {
    return this.calls.filter((c) => c.method === method && c.path === path).length;
  }

  readonly fetch: FetchFn = async (url, init) => {
    const path = url.split('?')[0] ?? url;
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    this.calls.push({ method, path, body, headers });
    const handler = this.routes.get(`${method} ${path}`);
    const reply = handler ? handler({ body, headers, url }) : { status: 404, json: { error: { code: 'not_found', message: path } } };
    return new Response(JSON.stringify(reply.json), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  };

  client(clock: Clock, hooks: { tokens?: TokenSource; fingerprint?: FingerprintSource; captcha?: CaptchaPrompt } = {}) {
    return createHttpClient({ fetch: this.fetch, clock, appVersion: 'test', ...hooks });
  }
}
