import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { configAllAnswerSchema } from '../../src/protocol/schemas/siteConfig';
import { tempDir } from './helpers';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSX_CLI = join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs');
const data = tempDir('server-cli-');
const dataDir = join(data.path, 'pglite');

interface Started {
  readonly child: ChildProcess;
  readonly url: string;
  output(): string;
  exited: Promise<number | null>;
}

/** Runs `tsx server/main.ts` as npm run serve would, on a free port and a temp data folder. */
function runServer(): { child: ChildProcess; output(): string; exited: Promise<number | null>; ready: Promise<string> } {
  const child = spawn(process.execPath, [TSX_CLI, 'server/main.ts'], {
    cwd: REPO_ROOT,
    // As `npm start` runs it: no NODE_ENV (vitest's 'test' must not leak into this child).
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: join(data.path, 'dist'),
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      NODE_ENV: '',
      ENABLE_TEST_ROUTES: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      text += chunk.toString();
      const match = /Site ready at (http:\/\/\S+)\n/.exec(text);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code} before ready:\n${text}`)));
  });
  // A run that is expected to fail (the intruder) never awaits `ready`.
  ready.catch(() => undefined);
  return { child, output: () => text, exited, ready };
}

async function start(): Promise<Started> {
  const run = runServer();
  const url = await run.ready;
  return { child: run.child, url, output: run.output, exited: run.exited };
}

afterAll(() => data.remove());

describe('server/main.ts', () => {
  it('migrates and seeds a fresh folder, serves, and exits 0 on SIGTERM; a restart reuses the data', async () => {
    const first = await start();
    try {
      expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      expect(first.output()).toMatch(/Migrations applied: 001_site_config\.sql/);
      expect(first.output()).toMatch(/Demo data seeded into: site_config_field, site_social_link, site_language, site_text/);
      const answer = await fetch(new URL('/web-api/bff-api/config/all.json?lang=en', first.url));
      expect(configAllAnswerSchema.parse(await answer.json()).data.companyName).toBe('BetHouse');
      expect(existsSync(`${dataDir}.lock`)).toBe(true);
      // The test switches change the site for everyone: `npm start` does not offer them.
      expect((await fetch(new URL('/__test/faults', first.url))).status).toBe(404);

      // A second server on the same folder would corrupt it: it must refuse.
      const intruder = runServer();
      expect(await intruder.exited).toBe(1);
      expect(intruder.output()).toMatch(/is in use by process \d+/);
    } finally {
      first.child.kill('SIGTERM');
    }
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/Stopped/);
    expect(existsSync(`${dataDir}.lock`)).toBe(false);

    // A lock left by a killed server (its pid is gone) must not block the next start.
    writeFileSync(`${dataDir}.lock`, '2147483646');
    const second = await start();
    try {
      expect(second.output()).not.toMatch(/Migrations applied|Demo data seeded/);
      expect((await fetch(new URL('/web-api/health', second.url))).status).toBe(200);
      const page = await fetch(new URL('/en/', second.url));
      expect(page.status).toBe(503);
      expect(await page.text()).toBe('Site not built: run npm run build');
    } finally {
      second.child.kill('SIGINT');
    }
    expect(await second.exited).toBe(0);
    expect(second.output()).toMatch(/GET \/web-api\/health 200 \d+ms/);
  }, 90_000);
});
