/**
 * # The worker's HTTP client
 *
 * Every call the worker makes to the server goes through `createHttpClient`,
 * which applies SPEC section 7 "HTTP behaviour for all calls" and section 8 in
 * one place. A call never throws: it answers `{ok:true, value}` or
 * `{ok:false, failure}` (`HttpFailure` in src/protocol/http.ts).
 *
 * Headers on every call: `X-Requested-With: XMLHttpRequest`, the app marker
 * `X-App: betting-web` with `X-App-Version`, the device fingerprint
 * (`X-Fingerprint`) when the fingerprint hook has one, `X-Language` and the
 * country header when the call gives them, and `Authorization: Bearer <token>`
 * only for calls flagged `auth: true`.
 *
 * Recoveries inside one call (they do not spend retry attempts, and each runs
 * at most as often as listed, for the whole call):
 * - 401 on an `auth` call: ask `tokens.get({force:true})` and repeat, once.
 * - 400 with code FINGERPRINT_ERROR_CODE: `fingerprint.get({force:true})` and
 *   repeat, once.
 * - 400 with code 100, 111, 112 or 113: `captcha.challenge({code, url})` (the
 *   runtime shows it to the user) and repeat with `X-Captcha-Answer`; a null
 *   answer is the typed failure `captcha-cancelled`. At most
 *   MAX_CAPTCHA_ROUNDS challenges per call (a wrong answer asks again).
 *
 * Retries: a named policy per call (src/worker/http/policies.ts; default
 * the first attempt and 3 retries, 1000 ms doubling) on the injected clock, only for network
 * errors and 5xx answers.
 *
 * Each attempt is bounded by the policy's `timeoutMs` on the injected clock
 * (the body included): one that runs over is aborted and counts as a
 * `network-error` ("timed out after N ms"), which the policy may retry.
 *
 * Failures: an aborted signal gives `{status:'closed', code:499, notify:false}`
 * whenever it happens (before, during the fetch, during a retry wait or a
 * captcha); a fetch that throws gives `network-error`; a non-2xx answer gives
 * `http-error` with the status and the server's error body read safely; a 2xx
 * answer that is not JSON or fails the call's zod schema gives `malformed`
 * with a message naming the call and the first wrong field.
 */
import type { z } from 'zod';
import {
  APP_MARKER,
  CLOSED_CODE,
  FINGERPRINT_ERROR_CODE,
  HTTP_HEADERS,
  REQUESTED_WITH,
  isCaptchaErrorCode,
  type CaptchaChallenge,
  type HttpFailure,
  type HttpResult,
} from '../../protocol/http';
import { COUNTRY_HEADER } from '../../protocol/schemas/siteConfig';
import type { Clock } from '../scheduler/clock';
import { retry, type RetryPolicy } from '../scheduler/retry';
import { parseAnswer } from './answer';
import { describeServerError, parseServerError } from './errorBody';
import { silentLogger, type Logger } from './logger';
import { DEFAULT_ATTEMPT_TIMEOUT_MS, resolvePolicy, type RetryPolicyName } from './policies';

/** How many captcha challenges one call may raise before it gives up with the server's 400. */
export const MAX_CAPTCHA_ROUNDS = 3;

export type FetchFn = (url: string, init: RequestInit) => Promise<Response>;

/** Gives the bearer token; `force` asks for a fresh one (after a 401). Null: none available. */
export interface TokenSource {
  get(options: { force: boolean }): Promise<string | null>;
}

/** Gives the device fingerprint; `force` asks for a fresh one (after a fingerprint error). */
export interface FingerprintSource {
  get(options: { force: boolean }): Promise<string | null>;
}

/** Shows a captcha to the user and resolves with the answer, or null when the user cancels. */
export interface CaptchaPrompt {
  challenge(challenge: CaptchaChallenge): Promise<string | null>;
}

export interface HttpClientDeps {
  readonly fetch: FetchFn;
  readonly clock: Clock;
  readonly appVersion: string;
  /** Prefix of every path: '' in the browser (same origin), `http://host:port` in Node. */
  readonly baseUrl?: string;
  readonly tokens?: TokenSource;
  readonly fingerprint?: FingerprintSource;
  readonly captcha?: CaptchaPrompt;
  readonly logger?: Logger;
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions<S extends z.ZodType> {
  /** Every answer is parsed with it; a mismatch is a `malformed` failure. */
  readonly schema: S;
  /** Undefined and null values are left out; arrays become comma lists. */
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly policy?: RetryPolicyName | RetryPolicy;
  /** Send `Authorization: Bearer <token>` and refresh it once on 401. */
  readonly auth?: boolean;
  readonly signal?: AbortSignal;
  /** Sent as X-Language. */
  readonly language?: string;
  /** Sent as the country header. */
  readonly country?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface HttpClient {
  get<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<HttpResult<z.output<S>>>;
  post<S extends z.ZodType>(path: string, body: unknown, options: RequestOptions<S>): Promise<HttpResult<z.output<S>>>;
  put<S extends z.ZodType>(path: string, body: unknown, options: RequestOptions<S>): Promise<HttpResult<z.output<S>>>;
  delete<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<HttpResult<z.output<S>>>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What one call may still do to recover, shared by all its attempts. */
interface CallState {
  tokenRefreshed: boolean;
  fingerprintRefreshed: boolean;
  captchaRounds: number;
  forceToken: boolean;
  forceFingerprint: boolean;
  captchaAnswer: string | null;
}

export function buildUrl(baseUrl: string, path: string, query?: Readonly<Record<string, QueryValue>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    params.append(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? (path.includes('?') ? '&' : '?') + search : ''}`;
}

function encodeBody(body: unknown): { body: BodyInit | undefined; contentType: string | null } {
  if (body === undefined) return { body: undefined, contentType: null };
  if (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob ||
    body instanceof ArrayBuffer
  ) {
    return { body, contentType: null }; // fetch sets the right type (and the multipart boundary) itself
  }
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Retry-After as seconds: delta-seconds or an HTTP date (RFC 9110); anything else is left out. */
function retryAfterOf(response: Response, now: number): { retryAfterSeconds?: number } {
  const value = response.headers.get('retry-after')?.trim();
  if (!value) return {};
  if (/^\d+$/.test(value)) return { retryAfterSeconds: Number(value) };
  const at = Date.parse(value);
  return Number.isNaN(at) ? {} : { retryAfterSeconds: Math.max(0, Math.ceil((at - now) / 1000)) };
}

/** The transient failures a retry may cure. */
function isTransient(result: HttpResult<unknown>): boolean {
  if (result.ok) return false;
  const f = result.failure;
  return f.status === 'network-error' || (f.status === 'http-error' && f.code >= 500);
}

type Raced<T> = { readonly aborted: false; readonly value: T } | { readonly aborted: true };

/** Resolves with the promise, or with `aborted` as soon as the signal fires. */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<Raced<T>> {
  const wrapped = promise.then((value) => ({ aborted: false as const, value }));
  if (!signal) return wrapped;
  if (signal.aborted) return Promise.resolve({ aborted: true });
  return new Promise((resolve, reject) => {
    const onAbort = (): void => resolve({ aborted: true });
    signal.addEventListener('abort', onAbort, { once: true });
    wrapped.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const logger = deps.logger ?? silentLogger;
  const baseUrl = deps.baseUrl ?? '';

  async function ask(source: TokenSource | FingerprintSource | undefined, force: boolean, what: string): Promise<string | null> {
    if (!source) return null;
    try {
      return await source.get({ force });
    } catch (error) {
      // The call goes on without the header; the server then says what it lacks.
      logger.error(`${what} fetch failed`, error);
      return null;
    }
  }

  async function headersFor(
    options: RequestOptions<z.ZodType>,
    state: CallState,
    contentType: string | null,
  ): Promise<Record<string, string>> {
    const headers: Record<string, string> = {
      [HTTP_HEADERS.requestedWith]: REQUESTED_WITH,
      [HTTP_HEADERS.app]: APP_MARKER,
      [HTTP_HEADERS.appVersion]: deps.appVersion,
    };
    if (contentType) headers['content-type'] = contentType;
    if (options.language) headers[HTTP_HEADERS.language] = options.language;
    if (options.country) headers[COUNTRY_HEADER] = options.country;

    const fingerprint = await ask(deps.fingerprint, state.forceFingerprint, 'fingerprint');
    state.forceFingerprint = false;
    if (fingerprint) headers[HTTP_HEADERS.fingerprint] = fingerprint;

    if (options.auth) {
      const token = await ask(deps.tokens, state.forceToken, 'token');
      state.forceToken = false;
      if (token) headers[HTTP_HEADERS.authorization] = `Bearer ${token}`;
    }
    if (state.captchaAnswer !== null) headers[HTTP_HEADERS.captchaAnswer] = state.captchaAnswer;
    for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
    return headers;
  }

  /** One attempt: a fetch plus the 401 / fingerprint / captcha recoveries it may need. */
  /** fetch plus the body, aborted by the caller's signal or by the attempt's time limit. */
  async function fetchBounded(
    url: string,
    init: RequestInit,
    signal: AbortSignal | undefined,
    timeoutMs: number,
  ): Promise<{ response: Response; text: string } | 'closed' | 'timeout'> {
    const attempt = new AbortController();
    const onAbort = (): void => attempt.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    let timedOut = false;
    const timer = deps.clock.setTimeout(() => {
      timedOut = true;
      attempt.abort(new DOMException(`timed out after ${timeoutMs} ms`, 'TimeoutError'));
    }, timeoutMs);
    try {
      const raced = await raceAbort(
        (async () => {
          const response = await deps.fetch(url, { ...init, signal: attempt.signal });
          return { response, text: await response.text() };
        })(),
        attempt.signal,
      );
      if (raced.aborted) return timedOut ? 'timeout' : 'closed';
      return raced.value;
    } catch (error) {
      if (timedOut) return 'timeout';
      if (signal?.aborted) return 'closed';
      throw error;
    } finally {
      deps.clock.clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  async function exchange<S extends z.ZodType>(
    method: Method,
    path: string,
    url: string,
    request: string,
    body: unknown,
    options: RequestOptions<S>,
    state: CallState,
  ): Promise<HttpResult<z.output<S>>> {
    const timeoutMs = resolvePolicy(options.policy).timeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS;
    const { signal } = options;
    const closed: HttpResult<never> = { ok: false, failure: { status: 'closed', code: CLOSED_CODE, notify: false, request } };
    const encoded = encodeBody(body);

    for (;;) {
      if (signal?.aborted) return closed;
      const headers = await headersFor(options, state, encoded.contentType);
      if (signal?.aborted) return closed;

      let response: Response;
      let text: string;
      try {
        const answer = await fetchBounded(url, { method, headers, body: encoded.body }, signal, timeoutMs);
        if (answer === 'closed') return closed;
        if (answer === 'timeout') {
          return {
            ok: false,
            failure: { status: 'network-error', notify: true, request, message: `${request}: timed out after ${timeoutMs} ms` },
          };
        }
        ({ response, text } = answer);
      } catch (error) {
        if (signal?.aborted) return closed;
        const message = error instanceof Error ? error.message : String(error);
        return { ok: false, failure: { status: 'network-error', notify: true, request, message: `${request}: ${message}` } };
      }
      if (signal?.aborted) return closed;

      if (response.ok) {
        const result = parseAnswer(request, text, options.schema);
        if (!result.ok) logger.error('malformed answer', result.failure);
        return result;
      }

      const error = parseServerError(text);
      const status = response.status;

      if (status === 401 && options.auth && deps.tokens && !state.tokenRefreshed) {
        state.tokenRefreshed = true;
        state.forceToken = true;
        continue;
      }
      if (status === 400 && error?.code === FINGERPRINT_ERROR_CODE && deps.fingerprint && !state.fingerprintRefreshed) {
        state.fingerprintRefreshed = true;
        state.forceFingerprint = true;
        continue;
      }
      const code = error?.code;
      if (status === 400 && isCaptchaErrorCode(code) && deps.captcha && state.captchaRounds < MAX_CAPTCHA_ROUNDS) {
        state.captchaRounds++;
        let outcome: Raced<string | null>;
        try {
          outcome = await raceAbort(deps.captcha.challenge({ code, url: buildUrl('', path, options.query) }), signal);
        } catch (cause) {
          logger.error(`${request}: captcha challenge failed`, cause);
          outcome = { aborted: false, value: null };
        }
        if (outcome.aborted) return closed;
        if (outcome.value === null) return { ok: false, failure: { status: 'captcha-cancelled', code, notify: false, request } };
        state.captchaAnswer = outcome.value;
        continue;
      }
      return {
        ok: false,
        failure: {
          status: 'http-error',
          code: status,
          notify: true,
          request,
          error,
          message: `${request}: ${describeServerError(status, error)}`,
          body: jsonOrNull(text),
          ...retryAfterOf(response, deps.clock.now()),
        },
      };
    }
  }

  async function call<S extends z.ZodType>(
    method: Method,
    path: string,
    body: unknown,
    options: RequestOptions<S>,
  ): Promise<HttpResult<z.output<S>>> {
    const url = buildUrl(baseUrl, path, options.query);
    const request = `${method} ${path.split('?')[0] ?? path}`;
    const state: CallState = {
      tokenRefreshed: false,
      fingerprintRefreshed: false,
      captchaRounds: 0,
      forceToken: false,
      forceFingerprint: false,
      captchaAnswer: null,
    };
    const result = await retry(
      deps.clock,
      () => exchange(method, path, url, request, body, options, state),
      resolvePolicy(options.policy),
      {
        shouldRetry: isTransient,
        signal: options.signal,
      },
    );
    if (!result.ok && options.signal?.aborted) {
      const closed: HttpFailure = { status: 'closed', code: CLOSED_CODE, notify: false, request };
      return { ok: false, failure: closed };
    }
    return result;
  }

  return {
    get: (path, options) => call('GET', path, undefined, options),
    post: (path, body, options) => call('POST', path, body, options),
    put: (path, body, options) => call('PUT', path, body, options),
    delete: (path, options) => call('DELETE', path, undefined, options),
  };
}
