import type { OAuthProviderConfig } from '../../../server/auth/social';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_PATHS, CAPTCHA_ANSWER_HEADER, encodeSecret, fingerprintAnswerSchema } from '../../../src/protocol/schemas/auth';
import { registerAuthRoutes, seedAuthDemo, type AuthLimits } from '../../../server/auth';
import type { AuthContext } from '../../../server/auth/context';
import { SCRYPT_KDF, type PasswordKdf } from '../../../server/auth/crypto';
import type { Db } from '../../../server/db/db';
import { sendError } from '../../../server/http/respond';
import { Router } from '../../../server/http/router';
import { beforeEach } from 'vitest';
import { captureLogger, fileScoped, openTestDb, type CapturedLog } from '../helpers';

export { DB_HOOK_TIMEOUT } from '../helpers';

/** A clock the tests move by hand; it starts at the real time so stored dates look sane. */
export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

export function testClock(start = Date.now()): TestClock {
  let t = start;
  return { now: () => t, advance: (ms) => (t += ms) };
}

export interface AuthTestServer {
  readonly db: Db;
  readonly url: string;
  readonly log: CapturedLog;
  readonly clock: TestClock;
  readonly ctx: AuthContext;
  close(): Promise<void>;
}

/**
 * The existing Router with only the auth routes, on port 0, over a fresh
 * test database (openTestDb) with every migration, the demo site config and the demo
 * players. Request lines are logged like server/app.ts does.
 */
export async function startAuthServer(
  options: {
    limits?: Partial<AuthLimits>;
    vipDomains?: string[];
    seedUsers?: boolean;
    localOauth?: boolean;
    /** Configured social providers (AUTH_OAUTH_PROVIDERS), e.g. a loopback OpenID Connect provider. */
    oauthProviders?: OAuthProviderConfig[];
    oneTapProvider?: string;
    db?: Db;
    passwords?: PasswordKdf;
    /** Wraps the database the routes use (e.g. to let other requests' statements run between one request's). */
    wrapDb?: (db: Db) => Db;
    /** More routes beside the auth ones (e.g. the shell's, which count their limits with the auth context). */
    also?: (router: Router, ctx: AuthContext, db: Db) => void;
  } = {},
): Promise<AuthTestServer> {
  // A given database is another test server's: used as it is and left open.
  const shared = options.db;
  const own = shared ?? (await openTestDb('config'));
  const db = options.wrapDb ? options.wrapDb(own) : own;
  const clock = testClock();
  if (!shared && options.seedUsers !== false) await seedAuthDemo(db, clock.now());
  const log = captureLogger();
  const router = new Router();
  const ctx = registerAuthRoutes(router, {
    db,
    log,
    clock: clock.now,
    trustProxy: true,
    devOutbox: true,
    limits: options.limits,
    vipDomains: options.vipDomains ?? ['vip.bethouse.example'],
    localOauth: options.localOauth ?? true,
    ...(options.oauthProviders ? { oauthProviders: options.oauthProviders } : {}),
    oneTapProvider: options.oneTapProvider ?? null,
    ...(options.passwords ? { passwords: options.passwords } : {}),
  });
  options.also?.(router, ctx, db);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.once('close', () => log.info(`${req.method} ${req.url} ${res.statusCode}`));
    const match = router.match(req.method ?? 'GET', url.pathname);
    if (match.kind === 'none') return sendError(res, 404, 'not_found', 'no route');
    if (match.kind === 'wrong-method') return sendError(res, 405, 'method_not_allowed', 'wrong method');
    Promise.resolve(match.handler({ req, res, url })).catch((error: unknown) => {
      log.error(String(error instanceof Error ? error.stack : error));
      if (!res.headersSent) sendError(res, 500, 'internal', 'Internal server error');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    db,
    url: `http://127.0.0.1:${port}`,
    log,
    clock,
    ctx,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!shared) await own.close();
    },
  };
}

/**
 * The auth server the whole test file shares (started before its first test,
 * closed after its last). Each test starts in a fresh 15-minute failure
 * window, so one test's failed sign-ins do not ask another for a captcha.
 */
export function authServerForFile(options: Parameters<typeof startAuthServer>[0] = {}): AuthTestServer {
  const server = fileScoped(
    () => startAuthServer(options),
    (running) => running.close(),
  );
  beforeEach(() => {
    server.clock.advance(16 * 60_000);
  });
  return server;
}

/**
 * The real scrypt, with every derivation counted by the branch that asked for
 * it: `mark(label)` names the calls that follow, `counts()` tells them.
 */
/**
 * The database as many connections see it: every statement yields to the
 * event loop before and after it runs, so other requests' statements land
 * between two statements of one request (what real PostgreSQL with a pool
 * does; embedded PGlite would otherwise run a request's short sequences back
 * to back and hide a race). Transactions pass through unchanged.
 */
export function interleavingDb(inner: Db): Db {
  const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  return {
    kind: inner.kind,
    async query(sql, params) {
      await yieldTurn();
      const rows = await inner.query(sql, params);
      await yieldTurn();
      return rows;
    },
    exec: (sql) => inner.exec(sql),
    transaction: (fn) => inner.transaction(fn),
    listen: (channel, onNotify) => inner.listen(channel, onNotify),
    tryAdvisoryLock: (key) => inner.tryAdvisoryLock(key),
    close: () => inner.close(),
  } as Db;
}

export function countingKdf(): PasswordKdf & { mark(label: string): void; counts(): Readonly<Record<string, number>> } {
  let label = 'unlabelled';
  const counts: Record<string, number> = {};
  const count = () => {
    counts[label] = (counts[label] ?? 0) + 1;
  };
  return {
    hash: async (password) => {
      count();
      return SCRYPT_KDF.hash(password);
    },
    verify: async (password, stored) => {
      count();
      return SCRYPT_KDF.verify(password, stored);
    },
    mark: (next) => {
      label = next;
    },
    counts: () => ({ ...counts }),
  };
}

export interface Reply<T = Record<string, unknown>> {
  readonly status: number;
  readonly body: T;
  /** The body as sent, for byte-for-byte comparisons. */
  readonly text: string;
  readonly headers: Headers;
}

let ipCounter = 0;

/** The calls whose bodies carry fingerprint data (SPEC 7): the Browser adds a fresh fingerprint unless the test gives one. */
const FINGERPRINTED = new Set<string>([AUTH_PATHS.login, AUTH_PATHS.loginPhone, AUTH_PATHS.twoStep, AUTH_PATHS.sendSms]);

/**
 * One browser: its own cookie jar and its own client address (X-Forwarded-For),
 * so the per-address rate limits of one test do not leak into the next. Like
 * the site's worker it sends X-Requested-With and JSON on every POST, and a
 * device fingerprint (token in X-Fingerprint, data in the body) on the
 * sign-in calls; `fingerprint: false` leaves that to the test.
 */
export class Browser {
  readonly cookies: Map<string, string>;
  readonly ip: string;
  private readonly fingerprinted: boolean;

  constructor(
    private readonly base: string,
    ip?: string,
    options: { fingerprint?: boolean; cookies?: Map<string, string> } = {},
  ) {
    ipCounter += 1;
    this.ip = ip ?? `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
    this.fingerprinted = options.fingerprint ?? true;
    this.cookies = options.cookies ?? new Map<string, string>();
  }

  /** The same browser (its cookies, its address) sent to another server process of the same site, as a load balancer may. */
  on(base: string): Browser {
    return new Browser(base, this.ip, { fingerprint: this.fingerprinted, cookies: this.cookies });
  }

  /** A fresh fingerprint for this browser's device. */
  async fingerprint(): Promise<{ token: string; data: string; expiresAt: number }> {
    const reply = await this.request('POST', AUTH_PATHS.fingerprint, {
      components: { language: 'en-GB', hardwareConcurrency: 4, platform: 'test', timeZone: 'UTC', address: this.ip },
    });
    return fingerprintAnswerSchema.parse(reply.body);
  }

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    if (
      this.fingerprinted &&
      method === 'POST' &&
      FINGERPRINTED.has(path) &&
      isPlainObject(body) &&
      !('fingerprint' in body) &&
      !('x-fingerprint' in headers)
    ) {
      const device = await this.fingerprint();
      body = { ...body, fingerprint: device.data };
      headers = { ...headers, 'x-fingerprint': device.token };
    }
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(new URL(path, this.base), {
      method,
      redirect: 'manual',
      headers: {
        'x-forwarded-for': this.ip,
        'x-requested-with': 'XMLHttpRequest',
        ...(cookie ? { cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (/Max-Age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? {} : JSON.parse(text);
    } catch {
      // HTML pages and empty redirects stay text.
    }
    return { status: response.status, body: parsed as T, text, headers: response.headers };
  }

  get<T = Record<string, unknown>>(path: string, headers?: Record<string, string>): Promise<Reply<T>> {
    return this.request<T>('GET', path, undefined, headers);
  }

  post<T = Record<string, unknown>>(path: string, body: unknown = {}, headers?: Record<string, string>): Promise<Reply<T>> {
    return this.request<T>('POST', path, body, headers);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const enc = encodeSecret;

/** The answer of a challenge, from the development route (the picture is for people). */
export async function solve(browser: Browser, id: string): Promise<number> {
  const reply = await browser.get<{ answer: string }>(`${AUTH_PATHS.devCaptcha}?id=${encodeURIComponent(id)}`);
  if (reply.status !== 200) throw new Error(`No dev answer for challenge ${id}: ${reply.status}`);
  return Number(reply.body.answer);
}

/** A fresh challenge, solved: the X-Captcha-Answer header a refused call is repeated with. */
export async function captchaHeader(browser: Browser): Promise<Record<string, string>> {
  const challenge = await browser.get<{ id: string }>(AUTH_PATHS.captchaUpdate);
  return { [CAPTCHA_ANSWER_HEADER]: `${challenge.body.id}:${await solve(browser, challenge.body.id)}` };
}

/** The newest outbox message to `to`, read through the dev route. */
export async function lastMessage(
  browser: Browser,
  to: string,
): Promise<{ body: string; links: string[]; subject: string; channel: string }> {
  const reply = await browser.get<{ messages: { body: string; links: string[]; subject: string; channel: string }[] }>(
    `/web-api/dev/outbox?to=${encodeURIComponent(to)}`,
  );
  const [message] = reply.body.messages;
  if (!message) throw new Error(`No outbox message to ${to}`);
  return message;
}

export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`No code in "${text}"`);
  return match[1];
}

/** fetch cannot set Host: a raw node request for the VIP-domain case. */
export async function postWithHost(base: string, path: string, body: unknown, host: string): Promise<{ status: number; body: unknown }> {
  const { request } = await import('node:http');
  const target = new URL(path, base);
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: {
          host,
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
          'content-length': Buffer.byteLength(text),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}
