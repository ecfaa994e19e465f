import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../server/app';
import type { Db } from '../../../server/db/db';
import { AUTH_PATHS, registerAnswerSchema } from '../../../src/protocol/schemas/auth';
import { SECURE_GRANT_SECONDS } from '../../../src/protocol/constants/referral';
import {
  ADMIN_ATTRIBUTION_PATH,
  BLOCK_LIGHT_PATH,
  COOKIES_AGREE_TIME_PATH,
  SECURE_DATA_PATH,
  adminAttributionAnswerSchema,
  blockLightAnswerSchema,
  secureDataAnswerSchema,
} from '../../../src/protocol/schemas/referral';
import { Browser } from '../auth/helpers';
import { DB_HOOK_TIMEOUT, captureLogger, openTestDb, tempDir } from '../helpers';

const ADMIN = 'referral-test-admin-token';
let db: Db;
let server: RunningServer;
const dist = tempDir('dist-referral-');

beforeAll(async () => {
  db = await openTestDb();
  server = await startServer({ db, distDir: dist.path, log: captureLogger(), port: 0, testFaults: true, adminToken: ADMIN });
}, DB_HOOK_TIMEOUT);

afterAll(async () => {
  await server?.close();
  await db?.close();
  dist.remove();
});

function browser(cookies: Record<string, string> = {}): Browser {
  const b = new Browser(server.url);
  for (const [k, v] of Object.entries(cookies)) b.cookies.set(k, encodeURIComponent(v));
  return b;
}

async function registerFast(b: Browser): Promise<number> {
  const reply = await b.post(AUTH_PATHS.register, { type: 'fast_reg', save_option: 0, bonus: 0 });
  const answer = registerAnswerSchema.parse(reply.body);
  if (answer.status !== 'ok') throw new Error(`registration answered ${answer.status}`);
  return answer.user_id;
}

function adminRead(userId: string | number, token = ADMIN): Promise<Response> {
  return fetch(new URL(`${ADMIN_ATTRIBUTION_PATH}?userId=${userId}`, server.url), { headers: { authorization: `Bearer ${token}` } });
}

async function attributionOf(userId: number) {
  const reply = await adminRead(userId);
  expect(reply.status).toBe(200);
  return adminAttributionAnswerSchema.parse(await reply.json()).attribution;
}

describe('attribution at registration', () => {
  it('credits the partner the landing named, with its subid and link', async () => {
    const userId = await registerFast(browser({ partnerid: 'abc', subid: 'spring', reflinkid: 'btag=abc&subid=spring' }));
    expect(await attributionOf(userId)).toMatchObject({
      userId,
      referrerId: null,
      partnerCode: 'abc',
      subId: 'spring',
      link: 'btag=abc&subid=spring',
    });
  });

  it('credits an existing player named by refererid', async () => {
    const referrer = await registerFast(browser());
    const userId = await registerFast(browser({ refererid: String(referrer) }));
    expect(await attributionOf(userId)).toMatchObject({ referrerId: referrer, partnerCode: null });
  });

  it('ignores unknown codes: the registration succeeds and nothing is credited', async () => {
    const userId = await registerFast(browser({ partnerid: 'no-such-partner', refererid: '999999', subid: 'x' }));
    expect(await attributionOf(userId)).toBeNull();
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM player_attribution WHERE user_id = $1', [userId]);
    expect(row?.n).toBe(0);
  });

  it('without referral cookies stores nothing', async () => {
    expect(await attributionOf(await registerFast(browser()))).toBeNull();
  });
});

describe('the operator read', () => {
  it('needs the admin token, a well-formed id and an existing player', async () => {
    expect((await adminRead(1, 'wrong')).status).toBe(401);
    expect((await fetch(new URL(`${ADMIN_ATTRIBUTION_PATH}?userId=1`, server.url))).status).toBe(401);
    expect((await adminRead('abc')).status).toBe(400);
    expect((await adminRead('-1')).status).toBe(400);
    expect((await adminRead(2_000_000_000)).status).toBe(404);
  });
});

describe('the light block call', () => {
  const light = (query: string) => fetch(new URL(`${BLOCK_LIGHT_PATH}?${query}`, server.url));

  it('answers the blocking facts and whether the referral was recognised', async () => {
    const params = encodeURIComponent('btag=abc');
    const reply = await light(`stage=start&auth=0&referralParams=${params}&referralWHNMobile=0&mainVipDomainAuthNeed=0`);
    expect(reply.status).toBe(200);
    expect(blockLightAnswerSchema.parse(await reply.json()).data).toEqual({ displayTypeId: 0, templateTypeId: null, referral: true });
    const plain = blockLightAnswerSchema.parse(await (await light('stage=recheck&auth=1')).json());
    expect(plain.data.referral).toBe(false);
  });

  it('refuses a malformed query with a 400 that says what it expects', async () => {
    for (const query of ['auth=0', 'stage=later&auth=0', 'stage=start&auth=yes', 'stage=start&auth=0&extra=1']) {
      const reply = await light(query);
      expect(reply.status, query).toBe(400);
      expect(((await reply.json()) as { error: { code: string } }).error.code).toBe('invalid_block_request');
    }
  });
});

describe('after sign-in: secure data and the cookies-agreement time', () => {
  it('grants ggru and _grant_{id} for 1800 s to a signed-in player only', async () => {
    expect((await browser().post(SECURE_DATA_PATH, {})).status).toBe(401);
    const b = browser();
    await registerFast(b);
    expect((await b.request('POST', SECURE_DATA_PATH, {}, { 'x-requested-with': '' })).status).toBe(403);
    const reply = await b.post(SECURE_DATA_PATH, {});
    expect(reply.status).toBe(200);
    const { grantId, expiresIn } = secureDataAnswerSchema.parse(reply.body).data;
    expect(expiresIn).toBe(SECURE_GRANT_SECONDS);
    const set = reply.headers.getSetCookie();
    expect(set.find((c) => c.startsWith(`ggru=${grantId};`))).toMatch(/Max-Age=1800/);
    const grant = set.find((c) => c.startsWith(`_grant_${grantId}=`)) ?? '';
    expect(grant).toMatch(/Max-Age=1800/);
    expect(grant).toMatch(/HttpOnly/);
    expect(b.cookies.has(`_grant_${grantId}`)).toBe(true);
  });

  it('stores when the player answered the cookie question; refuses a guest, a bad body and a future time', async () => {
    const b = browser();
    const userId = await registerFast(b);
    const agreedAt = Date.now() - 60_000;
    expect((await browser().post(COOKIES_AGREE_TIME_PATH, { agreeType: 1, agreedAt })).status).toBe(401);
    expect((await b.post(COOKIES_AGREE_TIME_PATH, { agreeType: 5, agreedAt })).status).toBe(400);
    expect((await b.post(COOKIES_AGREE_TIME_PATH, { agreeType: 1, agreedAt: Date.now() + 3_600_000 })).status).toBe(400);
    expect((await b.post(COOKIES_AGREE_TIME_PATH, { agreeType: 2, agreedAt })).status).toBe(200);
    const [row] = await db.query<{ agree_type: number; ms: number }>(
      'SELECT agree_type, (extract(epoch FROM agreed_at) * 1000)::float8 AS ms FROM cookies_agreement WHERE user_id = $1',
      [userId],
    );
    expect(row?.agree_type).toBe(2);
    expect(Math.round(row?.ms ?? 0)).toBe(agreedAt);
  });
});
