import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AUTH_PATHS,
  SESSION_COOKIE,
  captchaChallengeAnswerSchema,
  captchaValidateAnswerSchema,
  checkSessionAnswerSchema,
} from '../../../src/protocol/schemas/auth';
import { BETS_PATHS, historyAnswerSchema } from '../../../src/protocol/schemas/bets';
import { LIVE_TOP_PATH } from '../../../src/protocol/schemas/live';
import { WALLET_PATHS, depositAnswerSchema, playerEventSchema } from '../../../src/protocol/schemas/wallet';
import { TEST_CARDS } from '../../../src/protocol/constants/wallet';
import { openPlayerChannel } from '../wallet/channelClient';
import { DEMO_USERS } from '../../../server/auth';
import { lineOffers, lineSingle, prepare, ServerProcess, serverEnv, type DbTarget, type Player } from '../../../scripts/ledgerChaos';
import { scratchPostgres } from '../../support/postgres';
import { Browser, enc, solve } from '../auth/helpers';
import { fileScoped } from '../helpers';

/**
 * The site as two server processes over one PostgreSQL database, as behind
 * a load balancer: whatever one process is told, the other honours
 * (sessions, limiters, captcha challenges, idempotency keys, placements, the
 * player's channel).
 */
interface Site {
  readonly a: ServerProcess;
  readonly b: ServerProcess;
  readonly players: readonly Player[];
}

const site = fileScoped<Site & { stop(): Promise<void> }>(
  async () => {
    const db = await scratchPostgres();
    const root = mkdtempSync(join(tmpdir(), 'two-processes-'));
    const target: DbTarget = { dataDir: join(root, 'unused'), databaseUrl: db.url };
    const players = await prepare(target, 2);
    const a = new ServerProcess(serverEnv(root, 1, target), () => undefined);
    const b = new ServerProcess(serverEnv(root, 1, target), () => undefined);
    await a.start();
    await b.start();
    return {
      a,
      b,
      players,
      async stop() {
        await Promise.all([a.stop(), b.stop()]);
        await db.drop();
        rmSync(root, { recursive: true, force: true });
      },
    };
  },
  (running) => running.stop(),
);

const [demo] = DEMO_USERS;

function playerCall(server: ServerProcess, player: Player, method: 'GET' | 'POST', path: string, body?: unknown) {
  return fetch(new URL(path, server.url), {
    method,
    headers: {
      cookie: player.cookie,
      'x-requested-with': 'XMLHttpRequest',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('two server processes over one database', () => {
  it('a session opened on one process is the same session on the other, and a sign-out on the other ends it', async () => {
    const onA = new Browser(site.a.url);
    expect((await onA.post(AUTH_PATHS.login, { uLogin: demo.login, uPassword: enc(demo.password), save: false })).status).toBe(200);
    const onB = onA.on(site.b.url);
    expect(checkSessionAnswerSchema.parse((await onB.get(AUTH_PATHS.checkSession)).body).user_id).not.toBeNull();
    const sid = onA.cookies.get(SESSION_COOKIE) ?? '';
    expect((await onB.post(AUTH_PATHS.logout, {})).status).toBeLessThan(300);
    // The old cookie, kept by someone who copied it, is worth nothing on the first process either.
    const copied = new Browser(site.a.url, onA.ip, { cookies: new Map([[SESSION_COOKIE, sid]]) });
    expect(checkSessionAnswerSchema.parse((await copied.get(AUTH_PATHS.checkSession)).body).user_id).toBeNull();
  });

  it('the failed sign-in limiter counts attempts made on both: the fourth wrong password needs a captcha wherever it lands', async () => {
    const [, other] = DEMO_USERS;
    if (!other) throw new Error('a second demo user is needed');
    const browsers = [new Browser(site.a.url), new Browser(site.b.url), new Browser(site.a.url), new Browser(site.b.url)];
    const statuses: number[] = [];
    for (const b of browsers)
      statuses.push((await b.post(AUTH_PATHS.login, { uLogin: other.login, uPassword: enc('wrong'), save: false })).status);
    // One process alone would have let two more through (three per process).
    expect(statuses).toEqual([401, 401, 401, 400]);
  });

  it('a captcha challenge drawn by one process is answered on the other', async () => {
    const onA = new Browser(site.a.url);
    const challenge = captchaChallengeAnswerSchema.parse((await onA.get(AUTH_PATHS.captchaUpdate)).body);
    const onB = onA.on(site.b.url);
    const answer = await solve(onB, challenge.id);
    const first = captchaValidateAnswerSchema.parse(
      (await onB.post(AUTH_PATHS.captchaValidate, { captcha: `${challenge.id}:${answer}` })).body,
    );
    expect(first.success).toBe(true);
  });

  it('a placement sent to one process and repeated to the other with its key is one coupon, seen from both', async () => {
    const [player] = site.players as [Player];
    const [offer] = lineOffers(await (await playerCall(site.a, player, 'GET', `${LIVE_TOP_PATH}?section=line&limit=20&lang=en`)).json());
    if (!offer) throw new Error('no line game to bet on');
    const body = lineSingle(offer, 5_000, 'two-processes-1');
    const placed = await playerCall(site.a, player, 'POST', `${BETS_PATHS.place}?lang=en`, body);
    expect(placed.status).toBe(200);
    const first = (await placed.json()) as { coupons: { id: string }[] };
    const repeated = await playerCall(site.b, player, 'POST', `${BETS_PATHS.place}?lang=en`, body);
    expect(repeated.status).toBe(200);
    expect(((await repeated.json()) as { coupons: { id: string }[] }).coupons.map((c) => c.id)).toEqual(first.coupons.map((c) => c.id));
    const history = historyAnswerSchema.parse(
      await (await playerCall(site.b, player, 'GET', `${BETS_PATHS.history}?status=all&page=1&pageSize=20`)).json(),
    );
    expect(history.items.map((c) => c.id)).toEqual(first.coupons.map((c) => c.id));
  });

  it("a deposit paid through one process reaches the player's channel open on the other", async () => {
    const [, player] = site.players as [Player, Player];
    const channel = await openPlayerChannel(site.b.url, player.cookie);
    expect(channel.status).toBe(200);
    try {
      const started = await fetch(new URL(WALLET_PATHS.deposits, site.a.url), {
        method: 'POST',
        headers: {
          cookie: player.cookie,
          'x-requested-with': 'XMLHttpRequest',
          'content-type': 'application/json',
          'idempotency-key': 'two-processes-deposit',
        },
        body: JSON.stringify({ accountId: null, methodId: 'card', amount: 50_000, currencyIso: 'RUB', lang: 'en' }),
      });
      const answer = depositAnswerSchema.parse(await started.json());
      const form = new URLSearchParams({ card: TEST_CARDS.succeeds, expiry: '12/39', cvc: '123', action: 'pay' }).toString();
      const paid = await fetch(new URL(answer.redirectUrl, site.a.url), {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      expect(paid.status).toBe(303);
      // The channel on B tells this deposit's outcome; A took the webhook.
      for (;;) {
        const { event } = playerEventSchema.parse(JSON.parse((await channel.next('deposit_status', 15_000)).data));
        if (event.type === 'deposit_status' && event.intentId === answer.intent.id && event.status === 'succeeded') break;
      }
    } finally {
      channel.close();
    }
  });

  it('two processes started at the same moment on an empty database both come up on one schema and one demo world', async () => {
    const db = await scratchPostgres();
    const root = mkdtempSync(join(tmpdir(), 'two-starts-'));
    const target: DbTarget = { dataDir: join(root, 'unused'), databaseUrl: db.url };
    const both = [
      new ServerProcess(serverEnv(root, 1, target), () => undefined),
      new ServerProcess(serverEnv(root, 1, target), () => undefined),
    ];
    try {
      await Promise.all(both.map((s) => s.start()));
      const sports = await Promise.all(
        both.map(
          async (s) => ((await (await fetch(new URL('/web-api/live/sports?lang=en', s.url))).json()) as { data: unknown[] }).data.length,
        ),
      );
      expect(sports[0]).toBeGreaterThan(0);
      expect(sports[1]).toBe(sports[0]);
    } finally {
      await Promise.all(both.map((s) => s.stop()));
      await db.drop();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
