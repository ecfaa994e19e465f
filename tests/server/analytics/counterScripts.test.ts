import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../server/app';
import type { Db } from '../../../server/db/db';
import { configAllAnswerSchema, CONFIG_ALL_PATH } from '../../../src/protocol/schemas/siteConfig';
import { COUNTER_TYPE_IDS, COUNTER_TYPES } from '../../../src/protocol/analyticsCounters';
import { DB_HOOK_TIMEOUT, captureLogger, openTestDb, tempDir } from '../helpers';

let db: Db;
let server: RunningServer;
const dist = tempDir('dist-counters-');

beforeAll(async () => {
  db = await openTestDb();
  server = await startServer({ db, distDir: dist.path, log: captureLogger(), port: 0, testFaults: false });
}, DB_HOOK_TIMEOUT);

afterAll(async () => {
  await server?.close();
  await db?.close();
  dist.remove();
});

const get = (path: string) => fetch(new URL(path, server.url));

describe("the reference server's counter scripts", () => {
  it('serves every stand-in as JavaScript, even in production, and the pixel as an image', async () => {
    for (const type of Object.values(COUNTER_TYPES)) {
      if (type.kind === 'imagePixel') continue;
      const reply = await get(`/counters/${type.script}.js`);
      expect(reply.status, type.script).toBe(200);
      expect(reply.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await reply.text()).toContain(`__referenceCounters`);
    }
    const pixel = await get('/counters/pixel.gif?id=a&event=registration');
    expect(pixel.status).toBe(200);
    expect(pixel.headers.get('content-type')).toBe('image/gif');
  });

  it('answers an unknown name 404 with a typed error, never a page or a file', async () => {
    for (const path of ['/counters/unknown.js', '/counters/tag-manager', '/counters/', '/counters/a/tag-manager.js']) {
      const reply = await get(path);
      expect(reply.status, path).toBe(404);
      expect(((await reply.json()) as { error: { code: string } }).error.code).toBe('not_found');
    }
    const post = await fetch(new URL('/counters/tag-manager.js', server.url), { method: 'POST' });
    expect(post.status).toBe(405);
  });

  it('lists one counter of every type in the demo config, each at a stand-in it serves', async () => {
    const config = configAllAnswerSchema.parse(await (await get(`${CONFIG_ALL_PATH}?lang=en`)).json()).data;
    expect(config.analyticsCounters?.map((c) => c.type)).toEqual(COUNTER_TYPE_IDS);
    for (const counter of config.analyticsCounters ?? []) expect((await get(counter.scriptUrl)).status, counter.scriptUrl).toBe(200);
  });
});
