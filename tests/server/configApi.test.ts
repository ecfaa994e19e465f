import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CONFIG_ALL_PATH,
  CONFIG_GROUP_PATH,
  CONFIG_GROUPS,
  COUNTRY_HEADER,
  configAllAnswerSchema,
  configGroupAnswerSchema,
} from '../../src/protocol/schemas/siteConfig';
import { startServer, type RunningServer } from '../../server/app';
import type { Db } from '../../server/db/db';
import { changedServiceWorker, createFaults, faultDelayMs, FAULTS_PATH, holdRequest } from '../../server/faults';
import { BETS_PATHS } from '../../src/protocol/schemas/bets';
import { DEMO_SOCIAL_LINKS } from '../../server/db/seedData';
import { DB_HOOK_TIMEOUT, captureLogger, openTestDb, tempDir } from './helpers';

let db: Db;
let server: RunningServer;
let noFaultsServer: RunningServer;
const log = captureLogger();
const dist = tempDir('dist-api-');

beforeAll(async () => {
  db = await openTestDb();
  server = await startServer({ db, distDir: dist.path, log, port: 0, testFaults: true });
  noFaultsServer = await startServer({ db, distDir: dist.path, log: captureLogger(), port: 0, testFaults: false });
}, DB_HOOK_TIMEOUT);

afterAll(async () => {
  await server?.close();
  await noFaultsServer?.close();
  await db?.close();
  dist.remove();
});

function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(new URL(path, server.url), { headers });
}

async function errorOf(response: Response): Promise<{ code: string; message: string }> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as { error: { code: string; message: string } };
  return body.error;
}

async function setFaults(body: unknown): Promise<Response> {
  return fetch(new URL(FAULTS_PATH, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('GET config/all.json', () => {
  it('answers the whole config, valid by the protocol schema, for country ru when no header is sent', async () => {
    const response = await get(`${CONFIG_ALL_PATH}?lang=en`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = configAllAnswerSchema.parse(await response.json());
    expect(answer.data.countryCode).toBe('ru');
    expect(answer.data.defaultLanguage).toBe('ru');
    expect(answer.data.companyName).toBe('BetHouse');
    expect(answer.data.maintenance.isActive).toBe(false);
    expect(answer.data.languages.find((l) => l.code === 'ar')).toEqual({ id: 3, code: 'ar', name: 'Arabic', rtl: true });
    // SPEC 3 social links, from table site_social_link (migration 013), with the site-level fields of group 1.
    expect(answer.data.socialLinks).toEqual(DEMO_SOCIAL_LINKS);
    const group = configGroupAnswerSchema.parse(await (await get(`${CONFIG_GROUP_PATH}?groups=1&lang=en`)).json());
    expect(group.data['1']?.socialLinks).toEqual(DEMO_SOCIAL_LINKS);
  });

  it('honours the country header (case-insensitive) and the lang parameter', async () => {
    const response = await get(`${CONFIG_ALL_PATH}?lang=ru`, { [COUNTRY_HEADER]: 'GB' });
    const answer = configAllAnswerSchema.parse(await response.json());
    expect(answer.data.countryCode).toBe('gb');
    expect(answer.data.defaultLanguage).toBe('en');
    expect(answer.data.geoCurrency.iso).toBe('GBP');
    expect(answer.data.languages.find((l) => l.code === 'en')?.name).toBe('Английский');
  });

  it('without lang names the languages in the country default language', async () => {
    const answer = configAllAnswerSchema.parse(await (await get(CONFIG_ALL_PATH)).json());
    expect(answer.data.languages.find((l) => l.code === 'de')?.name).toBe('Немецкий');
  });

  it('rejects a malformed lang or country with a typed 400', async () => {
    const badLang = await get(`${CONFIG_ALL_PATH}?lang=ENG`);
    expect(badLang.status).toBe(400);
    expect((await errorOf(badLang)).code).toBe('invalid_lang');
    const badCountry = await get(CONFIG_ALL_PATH, { [COUNTRY_HEADER]: 'russia' });
    expect(badCountry.status).toBe(400);
    expect((await errorOf(badCountry)).code).toBe('invalid_country');
  });

  it('answers 500 with a logged reason, not a crash, when a stored field is wrong', async () => {
    await db.query(`UPDATE site_config_field SET value = '-5'::jsonb WHERE country_code = '*' AND field = 'minAge'`);
    try {
      const response = await get(`${CONFIG_ALL_PATH}?lang=en`);
      expect(response.status).toBe(500);
      expect((await errorOf(response)).code).toBe('config_invalid');
      expect(log.text('error')).toMatch(/minAge/);
    } finally {
      await db.query(`UPDATE site_config_field SET value = '18'::jsonb WHERE country_code = '*' AND field = 'minAge'`);
    }
    expect((await get(`${CONFIG_ALL_PATH}?lang=en`)).status).toBe(200);
  });
});

describe('GET config/group/get', () => {
  const groupIds = Object.keys(CONFIG_GROUPS);

  it('slices exactly the fields of CONFIG_GROUPS for any set of groups', async () => {
    const whole = configAllAnswerSchema.parse(await (await get(`${CONFIG_ALL_PATH}?lang=en`)).json()).data;
    await fc.assert(
      fc.asyncProperty(fc.subarray(groupIds, { minLength: 1 }), async (ids) => {
        const response = await get(`${CONFIG_GROUP_PATH}?groups=${ids.join(',')}&lang=en`);
        expect(response.status).toBe(200);
        const answer = configGroupAnswerSchema.parse(await response.json());
        expect(Object.keys(answer.data).sort()).toEqual([...ids].sort());
        for (const id of ids) {
          const fields = CONFIG_GROUPS[Number(id) as keyof typeof CONFIG_GROUPS];
          expect(Object.keys(answer.data[id] ?? {}).sort()).toEqual([...fields].sort());
          for (const field of fields) expect(answer.data[id]?.[field]).toEqual(whole[field]);
        }
      }),
      { numRuns: 20 },
    );
  });

  it('is cacheable for 600 s and varies by country', async () => {
    const response = await get(`${CONFIG_GROUP_PATH}?groups=2&lang=en`, { [COUNTRY_HEADER]: 'de' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/max-age=600/);
    expect(response.headers.get('vary')).toMatch(new RegExp(COUNTRY_HEADER, 'i'));
    const one = await get(`${CONFIG_GROUP_PATH}?groups=1, 1 ,1&lang=en`, { [COUNTRY_HEADER]: 'de' });
    const answer = configGroupAnswerSchema.parse(await one.json());
    expect(Object.keys(answer.data)).toEqual(['1']);
    expect(answer.data['1']?.countryCode).toBe('de');
    expect(answer.data['1']?.defaultLanguage).toBe('de');
  });

  it('rejects unknown, malformed and missing group ids with typed 400 errors', async () => {
    const unknown = await get(`${CONFIG_GROUP_PATH}?groups=1,42&lang=en`);
    expect(unknown.status).toBe(400);
    const unknownError = await errorOf(unknown);
    expect(unknownError.code).toBe('unknown_group');
    expect(unknownError.message).toMatch(/42/);

    const malformed = await get(`${CONFIG_GROUP_PATH}?groups=1,two`);
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).code).toBe('invalid_groups');

    for (const query of ['', '?groups=', '?groups=,', '?lang=en']) {
      const missing = await get(`${CONFIG_GROUP_PATH}${query}`);
      expect(missing.status).toBe(400);
      expect((await errorOf(missing)).code).toBe('missing_groups');
      expect(missing.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('fault injection', () => {
  it('turns the config routes to 503 and back, leaving health alone', async () => {
    expect(await (await fetch(new URL(FAULTS_PATH, server.url))).json()).toEqual({
      config: 'up',
      refusedConfigCalls: [],
      placeDelayMs: 0,
      serviceWorkerRevision: 0,
    });

    const down = await setFaults({ config: 'down' });
    expect(down.status).toBe(200);
    expect(await down.json()).toEqual({ config: 'down', refusedConfigCalls: [], placeDelayMs: 0, serviceWorkerRevision: 0 });
    expect(await (await fetch(new URL(FAULTS_PATH, server.url))).json()).toEqual({
      config: 'down',
      refusedConfigCalls: [],
      placeDelayMs: 0,
      serviceWorkerRevision: 0,
    });
    try {
      const all = await get(`${CONFIG_ALL_PATH}?lang=en`);
      expect(all.status).toBe(503);
      expect((await errorOf(all)).code).toBe('unavailable');
      expect((await get(`${CONFIG_GROUP_PATH}?groups=1`)).status).toBe(503);
      expect((await get('/web-api/health')).status).toBe(200);
    } finally {
      expect((await setFaults({ config: 'up' })).status).toBe(200);
    }
    expect((await get(`${CONFIG_ALL_PATH}?lang=en`)).status).toBe(200);
  });

  it('rejects a malformed switch with a typed 400', async () => {
    for (const body of [
      { config: 'sideways' },
      {},
      { other: 'down' },
      { placeDelayMs: -1 },
      { placeDelayMs: 'slow' },
      { placeDelayMs: 60_000 },
      { serviceWorkerRevision: -1 },
      { serviceWorkerRevision: 1.5 },
    ]) {
      const response = await setFaults(body);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('invalid_faults');
    }
    const notJson = await fetch(new URL(FAULTS_PATH, server.url), { method: 'POST', body: 'down' });
    expect((await errorOf(notJson)).code).toBe('invalid_json');
  });

  it('serviceWorkerRevision serves a changed service worker script, and 0 the file as built', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'sw-dist-'));
    try {
      writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
      const faults = createFaults();
      expect(await changedServiceWorker(faults, dist, '/sw.js')).toBeNull();
      faults.serviceWorkerRevision = 3;
      expect(await changedServiceWorker(faults, dist, '/sw.js')).toBe('self.addEventListener("fetch", () => {});\n// test revision 3\n');
      expect(await changedServiceWorker(faults, dist, '/registerSW.js')).toBeNull();
      expect(await changedServiceWorker(faults, join(dist, 'missing'), '/sw.js')).toBeNull();
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('a held placement goes on when its delay is over, or at once when the switch goes back to 0', async () => {
    vi.useFakeTimers();
    try {
      const faults = { ...createFaults(), placeDelayMs: 5_000 };
      let released = false;
      void holdRequest(faults, 'POST', BETS_PATHS.place).then(() => (released = true));
      await vi.advanceTimersByTimeAsync(1_000);
      expect(released).toBe(false);
      faults.placeDelayMs = 0;
      await vi.advanceTimersByTimeAsync(50);
      expect(released).toBe(true);

      const timed = { ...createFaults(), placeDelayMs: 2_000 };
      let over = false;
      void holdRequest(timed, 'POST', BETS_PATHS.place).then(() => (over = true));
      await vi.advanceTimersByTimeAsync(1_900);
      expect(over).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(over).toBe(true);
      let other = false;
      void holdRequest(timed, 'GET', BETS_PATHS.place).then(() => (other = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(other).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('placeDelayMs holds coupon placements only, and a switch back to 0 ends it', async () => {
    const faults = createFaults();
    expect(faultDelayMs(faults, 'POST', BETS_PATHS.place)).toBe(0);
    const slow = await setFaults({ placeDelayMs: 1500 });
    expect(await slow.json()).toEqual({ config: 'up', refusedConfigCalls: [], placeDelayMs: 1500, serviceWorkerRevision: 0 });
    try {
      Object.assign(faults, { placeDelayMs: 1500 });
      expect(faultDelayMs(faults, 'POST', BETS_PATHS.place)).toBe(1500);
      expect(faultDelayMs(faults, 'GET', BETS_PATHS.place)).toBe(0);
      expect(faultDelayMs(faults, 'POST', BETS_PATHS.couponInfo)).toBe(0);
    } finally {
      expect(await (await setFaults({ placeDelayMs: 0 })).json()).toMatchObject({ placeDelayMs: 0 });
    }
  });

  it('does not exist when test faults are off (production)', async () => {
    const response = await fetch(new URL(FAULTS_PATH, noFaultsServer.url), {
      method: 'POST',
      body: JSON.stringify({ config: 'down' }),
    });
    expect(response.status).toBe(404);
    expect((await fetch(new URL(`${CONFIG_ALL_PATH}?lang=en`, noFaultsServer.url))).status).toBe(200);
  });
});

describe('other API routes', () => {
  it('health answers ok', async () => {
    const response = await get('/web-api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('unknown API paths are JSON 404s, never the SPA page; wrong methods are 405', async () => {
    const missing = await get('/web-api/nope');
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).code).toBe('not_found');
    const wrong = await fetch(new URL(CONFIG_ALL_PATH, server.url), { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET');
  });

  it('logs one line per request with method, path (never the query), status and duration', async () => {
    const before = log.lines.length;
    await (await get('/web-api/health?probe=1')).text();
    // The line is written when the response closes, just after the client has it.
    await vi.waitFor(() => {
      const lines = log.lines.slice(before).filter((l) => l.level === 'info');
      expect(lines.map((l) => l.message)).toEqual([expect.stringMatching(/^GET \/web-api\/health\?… 200 \d+ms$/)]);
    });
  });
});
