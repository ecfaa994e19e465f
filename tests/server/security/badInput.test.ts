import { writeFileSync } from 'node:fs';
import { qrLoginConfirmRequestSchema, qrLoginStartRequestSchema } from '../../../src/protocol/schemas/qrLogin';
import { setSecurityQuestionRequestSchema } from '../../../src/protocol/schemas/securityQuestion';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { HEALTH_PATH, routesOf } from '../../../server/app';
import * as authSchemas from '../../../src/protocol/schemas/auth';
import { BETS_PATHS, betErrorBodySchema } from '../../../src/protocol/schemas/bets';
import * as limitSchemas from '../../../src/protocol/schemas/limits';
import * as stepUpSchemas from '../../../src/protocol/schemas/stepUp';
import * as messageSchemas from '../../../src/protocol/schemas/messages';
import { questionAnswerRequestSchema } from '../../../src/protocol/schemas/questions';
import * as walletSchemas from '../../../src/protocol/schemas/wallet';
import { endSessionsRequestSchema } from '../../../src/protocol/schemas/security';
import { expectLedgerBalanced } from '../helpers';
import { balanceOf, betOf, betsHarnessForFile, newPlayer, payload, picker, place, type Player } from '../bets/harness';
import { sample } from '../../support/zodArbitrary';
import { leafPaths, withLeaf } from './jsonLeaves';

/**
 * Hostile values in every field of a valid body and in query parameters, on
 * every route the server registers: each must be a typed 4xx (never a 5xx),
 * the server must stay healthy, and the ledger must still balance. The
 * bodies start valid (sampled from the route's request schema, or real bets
 * for the bets routes) so the bad value is the only thing wrong and reaches
 * as far into the handler as it can.
 */

const h = betsHarnessForFile();
const pick = picker(h);

const NUL = 'a\u0000b';
const HOSTILE_STRINGS = [NUL, '', 'x'.repeat(129)];
const HOSTILE_NUMBERS = [2 ** 31, 3e9, -(2 ** 31) - 1, 1e308, -1e308, 0.5];
const HOSTILE_QUERY = ['\u0000', '3000000000', '', 'x'.repeat(129)];
/** Query keys the API reads somewhere; each route gets each of them. */
const QUERY_KEYS = [
  'id',
  'ids',
  'page',
  'pageSize',
  'limit',
  'cursor',
  'status',
  'lang',
  'accountId',
  'gameId',
  'champId',
  'userId',
  'from',
  'currency',
  'limitType',
  'limitId',
  'requestId',
  'token',
  'path',
];

/**
 * The built-in OpenID provider (server/auth/localOidcProvider.ts) speaks OAuth 2: its refusals are
 * `{error, error_description}` (RFC 6749, 5.2), the shape its clients read, and its sign-in page is HTML.
 */
const OAUTH_PROVIDER = '/web-api/auth/oauth/local/';

/** Long-lived streams and the sign-out: probing them would hang or end the probe's session. */
const SKIPPED = new Set([
  'GET /web-api/live/feed',
  'GET /web-api/player/events',
  'GET /web-api/bingo/stream',
  'GET /web-api/virtual-sports/stream',
  'GET /web-api/tv-games/stream',
  'POST /web-api/auth/disconnect',
]);

const KNOWN_FIELDS: Readonly<Record<string, unknown>> = {
  currencyIso: 'RUB',
  currency: 'RUB',
  iso: 'RUB',
  lang: 'en',
  methodId: 'card',
  direction: 'deposit',
};

/** Request schemas by route: the probe's valid bodies. */
const SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  '/web-api/wallet/deposits': walletSchemas.depositRequestSchema,
  '/web-api/wallet/withdrawals': walletSchemas.withdrawalRequestSchema,
  '/web-api/wallet/withdrawals/cancel': walletSchemas.cancelWithdrawalRequestSchema,
  '/web-api/wallet/payment-requests': walletSchemas.createPaymentRequestSchema,
  '/web-api/wallet/payment-requests/reply': walletSchemas.replyPaymentRequestSchema,
  '/web-api/wallet/payment-requests/close': walletSchemas.closePaymentRequestSchema,
  '/web-api/limit-service-api/api/external/web/v3/limits': limitSchemas.setLimitsRequestSchema,
  '/web-api/limit-service-api/api/external/web/v3/limitaction': limitSchemas.limitActionRequestSchema,
  '/web-api/limit-service-api/api/external/web/v3/testanswers': limitSchemas.testAnswersRequestSchema,
  '/web-api/limit-service-api/api/external/web/BlockUser': limitSchemas.blockUserRequestSchema,
  '/web-api/limit-service-api/api/external/web/v3/timezone': limitSchemas.timeZoneRequestSchema,
  '/web-api/messages/read': messageSchemas.markReadRequestSchema,
  '/web-api/messages/delete': messageSchemas.deleteMessageRequestSchema,
  '/web-api/messages/push/subscription': messageSchemas.pushSubscribeRequestSchema,
  '/web-api/questions/answer': questionAnswerRequestSchema,
  '/web-api/user/accounts/active': authSchemas.changeActiveAccountRequestSchema,
  '/web-api/user/accounts/add-currency': authSchemas.addCurrencyRequestSchema,
  '/web-api/user/accounts/remove-currency': authSchemas.removeCurrencyRequestSchema,
  '/web-api/user/config/update': authSchemas.userConfigUpdateRequestSchema,
  '/web-api/user/mailing/update': authSchemas.mailingUpdateRequestSchema,
  '/web-api/auth/recovery/set': authSchemas.recoverySetRequestSchema,
  '/web-api/auth/step-up': stepUpSchemas.stepUpRequestSchema,
  '/web-api/auth/step-up/send-code': stepUpSchemas.emptyRequestSchema,
  '/web-api/auth/password/change': stepUpSchemas.changePasswordRequestSchema,
  '/web-api/auth/qr-login/start': qrLoginStartRequestSchema,
  '/web-api/auth/qr-login/confirm': qrLoginConfirmRequestSchema,
  '/web-api/user/security-question': setSecurityQuestionRequestSchema,
  '/web-api/auth/totp/setup': stepUpSchemas.emptyRequestSchema,
  '/web-api/auth/totp/confirm': stepUpSchemas.totpConfirmRequestSchema,
  '/web-api/auth/totp/disable': stepUpSchemas.emptyRequestSchema,
  '/web-api/auth/totp/recovery-codes': stepUpSchemas.emptyRequestSchema,
  '/web-api/auth/login/token': authSchemas.loginByTokenRequestSchema,
  '/web-api/user/activate': authSchemas.activateRequestSchema,
  '/web-api/user/stopnewsletter': authSchemas.stopNewsletterRequestSchema,
  '/web-api/user/accountverify': authSchemas.verifyEmailRequestSchema,
  '/web-api/user/security/sessions/end': endSessionsRequestSchema,
};

interface Finding {
  readonly request: string;
  readonly status: number;
  readonly body: string;
}

/** A 5xx, or a 4xx whose JSON body is not {error: {code, message}}, is a finding. */
async function check(player: Player, method: string, path: string, body: unknown, findings: Finding[]): Promise<void> {
  const request = `${method} ${path} ${body === undefined ? '' : JSON.stringify(body).slice(0, 160)}`;
  let reply: { status: number; body: unknown };
  try {
    reply = await player.browser.request<unknown>(method, path, body);
  } catch (error) {
    findings.push({ request, status: 0, body: String(error) });
    return;
  }
  const api = path.startsWith('/web-api/');
  const typed = (() => {
    const answer = reply.body as { error?: { code?: unknown; message?: unknown } | string; error_description?: unknown } | null;
    const error = answer?.error;
    if (typeof error === 'object' && typeof error.code === 'string' && typeof error.message === 'string') return true;
    // The provider's own refusals; the server's checks before it (a NUL, a bad body) answer in the site's shape above.
    return (
      path.startsWith(OAUTH_PROVIDER) &&
      (typeof reply.body === 'string' || (typeof error === 'string' && typeof answer?.error_description === 'string'))
    );
  })();
  if (reply.status >= 500 || (api && reply.status >= 400 && !typed)) {
    findings.push({
      request,
      status: reply.status,
      body: JSON.stringify(reply.body).slice(0, 200),
    });
  }
}

/** Runs `jobs` a few at a time: thousands of requests, one server. */
async function inBatches(jobs: (() => Promise<void>)[], width = 8): Promise<void> {
  for (let i = 0; i < jobs.length; i += width) await Promise.all(jobs.slice(i, i + width).map((job) => job()));
}

function hostileBodies(base: () => unknown): (() => unknown)[] {
  const sample = base();
  return leafPaths(sample).flatMap((path) => {
    const leaf = path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], sample);
    const values = typeof leaf === 'string' ? [...HOSTILE_STRINGS, 3e9] : [...HOSTILE_NUMBERS, NUL];
    return values.map((value) => () => withLeaf(base(), path, value));
  });
}

describe('bad input on every route', () => {
  it('answers hostile bodies and query values with a typed 4xx, stays healthy and keeps the ledger balanced', async () => {
    const routes = routesOf(h.server).filter((r) => !SKIPPED.has(`${r.method} ${r.path}`));
    expect(routes.length).toBeGreaterThan(100);
    const player = await newPlayer(h, 1_000_000);
    const [leg] = pick(1);
    if (!leg) throw new Error('no games');
    const open = await place(player, payload([betOf(leg)], { amount: 1_000 }));

    const bodies: Readonly<Record<string, () => unknown>> = {
      [BETS_PATHS.place]: () => payload([betOf(leg)], { amount: 100, changeCoefAction: 1 }),
      [BETS_PATHS.couponInfo]: () => ({
        typeId: 0,
        accountId: player.accountId,
        bets: [{ marketId: leg.outcome.id, gameId: leg.game.id }],
      }),
      [BETS_PATHS.sell]: () => ({ couponId: open.couponId, minAmount: 1_000_000 }),
      [BETS_PATHS.insure]: () => ({ couponId: open.couponId, amount: 1, premiumPercent: 1 }),
      ...Object.fromEntries(Object.entries(SCHEMAS).map(([path, schema]) => [path, () => sample(schema, KNOWN_FIELDS)])),
    };

    const findings: Finding[] = [];
    const jobs: (() => Promise<void>)[] = [];
    for (const route of routes) {
      const path = route.folder ? `${route.path}x` : route.path;
      // Handlers of POST read their query only for the language; every other key is probed on GET and DELETE.
      for (const key of route.method === 'POST' ? ['lang'] : QUERY_KEYS)
        for (const value of HOSTILE_QUERY)
          jobs.push(() => check(player, route.method, `${path}?${key}=${encodeURIComponent(value)}`, bodyFor(route.method), findings));
      if (route.method === 'GET') continue;
      const base = bodies[route.path] ?? (() => ({ id: 1, name: 'probe' }));
      for (const body of hostileBodies(base)) jobs.push(() => check(player, route.method, path, body(), findings));
    }
    await inBatches(jobs, 16);
    // PROBE_DUMP=file writes every finding in full (the assertion's diff cuts long lists short).
    if (process.env.PROBE_DUMP) writeFileSync(process.env.PROBE_DUMP, JSON.stringify({ requests: jobs.length, findings }, null, 1));

    expect(findings).toEqual([]);
    // The schemas refused every bad value: the database's own refusal (server/app.ts, the last resort) was never needed.
    expect(h.log.text('warn')).not.toContain('refused by the database');
    expect(h.log.text('error')).toBe('');
    expect((await player.browser.request('GET', HEALTH_PATH)).status).toBe(200);
    await expectLedgerBalanced(h.db);
    // Money moved only as the valid requests asked: at most the one open coupon was sold or insured.
    expect(await balanceOf(h.db, player.accountId)).toBeGreaterThanOrEqual(0);
  }, 120_000);
});

/** A state-changing route gets a valid-looking JSON body with the query; a GET none. */
function bodyFor(method: string): unknown {
  return method === 'GET' ? undefined : {};
}

describe('numbers a placement takes', () => {
  it('refuses a leg coefficient of 1e308 before anything is written', async () => {
    const player = await newPlayer(h, 100_000);
    const [leg] = pick(1);
    if (!leg) throw new Error('no games');
    const bet = { ...betOf(leg), coef: 1e308 };
    const reply = await player.post(BETS_PATHS.place, payload([bet], { amount: 1_000, changeCoefAction: 1 }));
    expect(reply.status).toBe(400);
    expect(betErrorBodySchema.parse(reply.body).error).toMatchObject({ code: 'invalid_request', fields: [{ field: 'bets.0.coef' }] });
    expect(await balanceOf(h.db, player.accountId)).toBe(100_000);
    const [coupons] = await h.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM bet_coupon WHERE user_id = $1', [player.userId]);
    expect(coupons?.n).toBe(0);
  });

  it('refuses a stake beyond any account before anything is written', async () => {
    const player = await newPlayer(h, 100_000);
    const [leg] = pick(1);
    if (!leg) throw new Error('no games');
    for (const amount of [3e9, 2 ** 31]) {
      const reply = await player.post(BETS_PATHS.place, payload([betOf(leg)], { amount, isVipBet: true }));
      expect(reply.status).toBe(400);
      expect(betErrorBodySchema.parse(reply.body).error.code).toBe('invalid_request');
    }
    expect(await balanceOf(h.db, player.accountId)).toBe(100_000);
  });
});

describe('what no route can store', () => {
  it('refuses a number JSON reads as Infinity, a NUL in a body, a path or a query, and absurd nesting', async () => {
    const player = await newPlayer(h, 100_000);
    const refusedBody = async (raw: string): Promise<string> => {
      const reply = await player.browser.request<unknown>('POST', BETS_PATHS.sell, raw, { 'content-type': 'application/json' });
      expect(reply.status).toBe(400);
      const error = betErrorBodySchema.parse(reply.body).error;
      expect(error.code).toBe('invalid_request');
      return error.message;
    };
    expect(await refusedBody('{"couponId":"1","minAmount":1e400}')).toContain('not a finite number');
    expect(await refusedBody('{"couponId":"1\\u0000","minAmount":1}')).toContain('NUL');
    expect(await refusedBody('{"couponId\\u0000":"1","minAmount":1}')).toContain('NUL');
    expect(await refusedBody(`${'['.repeat(40)}${']'.repeat(40)}`)).toContain('nests deeper');
    for (const path of [`${BETS_PATHS.history}?status=%00`, `${BETS_PATHS.history}%00`]) {
      const reply = await player.browser.request<{ error: { code: string } }>('GET', path);
      expect(reply.status).toBe(400);
      expect(reply.body.error.code).toBe('invalid_text');
    }
    expect(await balanceOf(h.db, player.accountId)).toBe(100_000);
  });
});

describe('a body over the limit', () => {
  it('is answered and its connection closed, so the next request on a kept-alive socket is answered at once', async () => {
    const player = await newPlayer(h, 100_000);
    const huge = JSON.stringify({ couponId: '1', minAmount: 1, pad: 'x'.repeat(250_000) });
    for (let i = 0; i < 3; i++) {
      const refused = await player.browser.request<{ error: { code: string } }>('POST', BETS_PATHS.sell, huge, {
        'content-type': 'application/json',
      });
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
      const started = performance.now();
      const next = await player.browser.request('GET', HEALTH_PATH);
      expect(next.status).toBe(200);
      // Before, the unread rest of the body sat on the socket: the next request stalled some 6 s and was reset.
      expect(performance.now() - started).toBeLessThan(2_000);
    }
    expect(await balanceOf(h.db, player.accountId)).toBe(100_000);
  });
});
