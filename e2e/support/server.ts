import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as playwrightTest, expect as playwrightExpect, type Page } from '@playwright/test';
import { DATABASE_TEMPLATE_ENV } from './databaseTemplateEnv';

export interface RunningServer {
  readonly url: string;
  /** Switches the reference server's non-production fault injection. */
  setFaults(faults: Record<string, string | number>): Promise<void>;
  /** Epoch ms of each config call the server refused since the last switch. */
  refusedConfigCalls(): Promise<number[]>;
}

/**
 * A fresh database's initdb, migrations and seed take seconds on an idle
 * machine and a minute or more on a loaded one: the worker's server gets
 * longer than a test does.
 */
const START_MS = 150_000;
export const SERVER_FIXTURE = { scope: 'worker', timeout: START_MS + 30_000 } as const;

/**
 * Starts the real reference server (the same command `npm start` runs after
 * the build) on a free port with a fresh embedded database, once per worker:
 * a copy of the run's migrated template (e2e/support/databaseTemplate.ts)
 * when there is one. `env` adds variables for this server only (e.g.
 * LIVE_RATE for the live e2e).
 */
export async function startReferenceServer(
  env: Readonly<Record<string, string>> = {},
): Promise<{ server: RunningServer; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bet-e2e-'));
  // The live video loops a server makes for its games: the run's own, gone with it.
  const streamsDir = mkdtempSync(join(tmpdir(), 'bet-e2e-streams-'));
  const template = process.env[DATABASE_TEMPLATE_ENV];
  if (template) cpSync(template, dataDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // Every player of a worker's specs registers from 127.0.0.1: the per-address one-click limit is raised so they all may.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STREAMS_DIR: streamsDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      AUTH_FAST_REG_PER_IP: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += String(chunk)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${START_MS / 1000} s: ${errors}`)), START_MS);
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += String(chunk);
      const match = /Site ready at (http:\/\/[^\s]+?)\/?\s/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${errors}`));
    });
  });
  const server: RunningServer = {
    url,
    async setFaults(faults) {
      const res = await fetch(`${url}/__test/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(faults),
      });
      if (!res.ok) throw new Error(`fault switch answered ${res.status}`);
    },
    async refusedConfigCalls() {
      const res = await fetch(`${url}/__test/faults`);
      return ((await res.json()) as { refusedConfigCalls: number[] }).refusedConfigCalls;
    },
  };
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(streamsDir, { recursive: true, force: true });
  };
  return { server, stop };
}

/**
 * Reports every Content-Security-Policy and Trusted Types violation of a page
 * (the site's headers, server/http/securityHeaders.ts) as a console error the
 * fixture below collects: the event carries what was blocked and where.
 */
const REPORT_VIOLATIONS = `addEventListener('securitypolicyviolation', function (e) {
  console.error('[policy violation] ' + e.effectiveDirective + ' blocked ' + (e.blockedURI || '(inline)') +
    ' at ' + e.sourceFile + ':' + e.lineNumber + ' ' + (e.sample || ''));
});`;
/** The browser's own words for a blocked load or sink (workers report only this way). */
const VIOLATION_TEXT = /\[policy violation\]|Content Security Policy|Trusted Type/i;

/**
 * Every e2e test's browser context: a test fails when any page of it raised
 * a CSP or Trusted Types violation, so the whole suite keeps the site within
 * its policy.
 */
const base = playwrightTest.extend({
  context: async ({ context }, use) => {
    const violations: string[] = [];
    await context.addInitScript(REPORT_VIOLATIONS);
    const watch = (page: Page) =>
      page.on('console', (message) => {
        if (VIOLATION_TEXT.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
      });
    context.pages().forEach(watch);
    context.on('page', watch);
    await use(context);
    playwrightExpect(violations, 'CSP or Trusted Types violations').toEqual([]);
  },
});

/**
 * The operator token of every worker's server: specs that act as the operator
 * (a message, an answer, an approval) share the worker's server with the rest
 * instead of starting one of their own for the token alone.
 */
export const E2E_ADMIN_TOKEN = 'operator-token-of-the-e2e-servers';

export const test = base.extend<{ server: RunningServer }, { workerServer: RunningServer }>({
  workerServer: [
    async ({}, use) => {
      const { server, stop } = await startReferenceServer({ ADMIN_TOKEN: E2E_ADMIN_TOKEN });
      await use(server);
      await stop();
    },
    SERVER_FIXTURE,
  ],
  server: async ({ workerServer }, use) => {
    await use(workerServer);
    await workerServer.setFaults({ config: 'up' });
  },
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
});

/**
 * A test whose worker runs its own reference server with `env` added (the
 * live simulator's rate and seed, say) as the `server` fixture and the pages'
 * base URL: a spec that moves games or coefficients moves no other spec's.
 */
export function testWithOwnServer(env: Readonly<Record<string, string>>) {
  return base.extend<object, { server: RunningServer }>({
    server: [
      async ({}, use) => {
        const { server, stop } = await startReferenceServer(env);
        await use(server);
        await stop();
      },
      SERVER_FIXTURE,
    ],
    baseURL: async ({ server }, use) => use(server.url),
  });
}

/** The live simulator's test switch (server/live): finish, suspend or reprice games, take the feed down or up. */
export async function liveSwitch(
  server: RunningServer,
  body: Record<string, unknown>,
): Promise<{ finished?: number[]; scored?: number[]; coefsSet?: number[] }> {
  const res = await fetch(`${server.url}/__test/live`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`live switch answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { finished?: number[]; coefsSet?: number[] };
}

export { expect } from '@playwright/test';
