import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../server/app';
import type { Db } from '../../../server/db/db';
import { FRAME_PATHS, GAME_FRAME_PAGE } from '../../../src/protocol/casino/play';
import { captureLogger, DB_HOOK_TIMEOUT, openTestDb, tempDir } from '../helpers';

/** The games origin: only the frame's page and API, each with the headers a sandboxed, cross-origin frame needs. */
let db: Db;
let running: RunningServer;
const dist = tempDir('games-origin-');

beforeAll(async () => {
  db = await openTestDb();
  mkdirSync(join(`${dist.path}-frame`, 'assets'), { recursive: true });
  writeFileSync(join(`${dist.path}-frame`, 'index.html'), '<!doctype html><title>frame</title>');
  writeFileSync(join(`${dist.path}-frame`, 'assets', 'frame-1.js'), 'export {};');
  writeFileSync(join(dist.path, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  running = await startServer({ db, distDir: dist.path, port: 0, log: captureLogger(), testFaults: false });
}, DB_HOOK_TIMEOUT);

afterAll(async () => {
  await running.close();
  await db.close();
  dist.remove();
  rmSync(`${dist.path}-frame`, { recursive: true, force: true });
}, DB_HOOK_TIMEOUT);

describe('the games origin', () => {
  it('serves the frame page framed by the site only, sandboxed by its own policy, and its scripts to the opaque origin', async () => {
    const page = await fetch(new URL(GAME_FRAME_PAGE, running.gamesUrl));
    expect(page.status).toBe(200);
    const policy = page.headers.get('content-security-policy') ?? '';
    const sitePort = new URL(running.url).port;
    expect(policy).toContain(`frame-ancestors http://127.0.0.1:${sitePort} http://localhost:${sitePort}`);
    expect(policy).toContain('sandbox allow-scripts allow-forms');
    expect(policy).not.toMatch(/allow-same-origin|unsafe-eval/);
    expect(page.headers.get('x-frame-options')).toBeNull();
    const script = await fetch(new URL(`${GAME_FRAME_PAGE}assets/frame-1.js`, running.gamesUrl), { headers: { origin: 'null' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(new URL(`${GAME_FRAME_PAGE}../../etc/passwd`, running.gamesUrl))).status).not.toBe(200);
  });

  it("answers the frame's preflight, refuses a call without a launch token, and serves none of the site's routes", async () => {
    const preflight = await fetch(new URL(FRAME_PATHS.play, running.gamesUrl), { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    const anonymous = await fetch(new URL(FRAME_PATHS.game, running.gamesUrl));
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(new URL('/web-api/health', running.gamesUrl))).status).toBe(404);
    expect((await fetch(new URL('/en', running.gamesUrl))).status).toBe(404);
  });

  it("lets the site's pages frame the games origin and nothing else", async () => {
    const policy = (await fetch(new URL('/en', running.url))).headers.get('content-security-policy') ?? '';
    const gamesPort = new URL(running.gamesUrl).port;
    expect(policy).toContain(`frame-src http://127.0.0.1:${gamesPort} http://localhost:${gamesPort}`);
  });
});
