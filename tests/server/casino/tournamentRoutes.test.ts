import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../server/app';
import { maskLogin } from '../../../server/casino/tournaments/leaderboard';
import type { Db } from '../../../server/db/db';
import {
  ADMIN_TOURNAMENT_CLOSE_PATH,
  ADMIN_TOURNAMENTS_PATH,
  CASINO_TOURNAMENT_PATH,
  CASINO_TOURNAMENTS_PATH,
  adminTournamentAnswerSchema,
  tournamentAnswerSchema,
  tournamentsAnswerSchema,
} from '../../../src/protocol/casino/tournaments';
import { AUTH_PATHS, registerAnswerSchema } from '../../../src/protocol/schemas/auth';
import { Browser } from '../auth/helpers';
import { DB_HOOK_TIMEOUT, captureLogger, fundAccount, openTestDb, tempDir } from '../helpers';
import { playRound } from './rounds';

/** The tournaments over HTTP: the seeded demo, a player's round on the board, the operator's create and close. */
const ADMIN = 'tournaments-test-admin-token';
let db: Db;
let server: RunningServer;
const dist = tempDir('dist-tournaments-');

beforeAll(async () => {
  db = await openTestDb();
  server = await startServer({ db, distDir: dist.path, log: captureLogger(), port: 0, testFaults: true, adminToken: ADMIN });
}, DB_HOOK_TIMEOUT);

afterAll(async () => {
  await server?.close();
  await db?.close();
  dist.remove();
});

const get = (path: string, init?: RequestInit) => fetch(new URL(path, server.url), init);
const admin = (path: string, body: unknown, token = ADMIN) =>
  fetch(new URL(path, server.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function list() {
  const reply = await get(CASINO_TOURNAMENTS_PATH);
  expect(reply.status).toBe(200);
  return tournamentsAnswerSchema.parse(await reply.json()).tournaments;
}

describe('the tournaments', () => {
  it('lists the demo: one running, one upcoming, one finished, running first', async () => {
    const tournaments = await list();
    expect(tournaments.map((t) => t.status)).toEqual(['running', 'upcoming', 'finished']);
    expect(tournaments[0]).toMatchObject({ name: 'Multiplier Week', metric: 'multiplier', currencyIso: 'RUB' });
  });

  it('refuses a malformed or unknown id with a 4xx', async () => {
    expect((await get(CASINO_TOURNAMENT_PATH)).status).toBe(400);
    expect((await get(`${CASINO_TOURNAMENT_PATH}?id=abc`)).status).toBe(400);
    expect((await get(`${CASINO_TOURNAMENT_PATH}?id=999999`)).status).toBe(404);
  });

  it("puts a player's round on the running board, marked as theirs for them only", async () => {
    const browser = new Browser(server.url);
    const registered = registerAnswerSchema.parse(
      (await browser.post(AUTH_PATHS.register, { type: 'fast_reg', save_option: 0, bonus: 0 })).body,
    );
    if (registered.status !== 'ok') throw new Error('registration failed');
    const userId = registered.user_id;
    const [account] = await db.query<{ id: number }>(
      "SELECT a.id FROM account a JOIN currency c ON c.id = a.currency_id WHERE a.user_id = $1 AND c.iso = 'RUB'",
      [userId],
    );
    const [user] = await db.query<{ login: string }>('SELECT login FROM app_user WHERE id = $1', [userId]);
    if (!account || !user) throw new Error('no account');
    await fundAccount(db, account.id, 1_000_000);
    const running = (await list())[0];
    if (!running) throw new Error('no running tournament');
    await playRound(db, { userId, accountId: account.id }, 1_000, 1_000_000, Date.now());

    const mine = tournamentAnswerSchema.parse((await browser.get(`${CASINO_TOURNAMENT_PATH}?id=${running.id}`)).body);
    expect(mine.leaders[0]).toEqual({ place: 1, player: maskLogin(user.login), score: 1_000, me: true });
    const anyone = tournamentAnswerSchema.parse(await (await get(`${CASINO_TOURNAMENT_PATH}?id=${running.id}`)).json());
    expect(anyone.leaders[0]?.me).toBe(false);
    expect(anyone.own).toBeNull();
  });
});

describe('the operator', () => {
  const window = () => ({ startsAt: Date.now() - 60_000, endsAt: Date.now() + 3_600_000 });

  it('needs the token and a valid tournament', async () => {
    const good = { name: 'Spin Sprint', prize: '1st 100 USD', metric: 'wagered', currencyIso: 'USD', ...window() };
    expect((await admin(ADMIN_TOURNAMENTS_PATH, good, 'wrong')).status).toBe(401);
    expect(
      (await get(ADMIN_TOURNAMENTS_PATH, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })).status,
    ).toBe(401);
    expect((await admin(ADMIN_TOURNAMENTS_PATH, { ...good, endsAt: good.startsAt })).status).toBe(400);
    expect((await admin(ADMIN_TOURNAMENTS_PATH, { ...good, metric: 'luck' })).status).toBe(400);
    expect((await admin(ADMIN_TOURNAMENTS_PATH, { ...good, currencyIso: 'XYZ' })).status).toBe(400);
    expect((await admin(ADMIN_TOURNAMENT_CLOSE_PATH, { id: 999_999 })).status).toBe(404);
    expect((await admin(ADMIN_TOURNAMENT_CLOSE_PATH, { id: 'one' })).status).toBe(400);
  });

  it('creates a running tournament and closes it, which finishes it', async () => {
    const created = await admin(ADMIN_TOURNAMENTS_PATH, {
      name: 'Spin Sprint',
      prize: '1st 100 USD',
      metric: 'wagered',
      currencyIso: 'USD',
      ...window(),
    });
    expect(created.status).toBe(201);
    const { tournament } = adminTournamentAnswerSchema.parse(await created.json());
    expect(tournament).toMatchObject({ name: 'Spin Sprint', status: 'running', minStake: 0 });
    expect((await list()).some((t) => t.id === tournament.id && t.status === 'running')).toBe(true);
    const closed = await admin(ADMIN_TOURNAMENT_CLOSE_PATH, { id: tournament.id });
    expect(closed.status).toBe(200);
    const after = adminTournamentAnswerSchema.parse(await closed.json()).tournament;
    expect(after.status).toBe('finished');
    expect(after.endsAt).toBeLessThanOrEqual(Date.now());
  });
});

describe('without ADMIN_TOKEN', () => {
  it('has no operator endpoints', async () => {
    const plain = await startServer({ db, distDir: dist.path, log: captureLogger(), port: 0, testFaults: true, adminToken: null });
    try {
      const reply = await fetch(new URL(ADMIN_TOURNAMENTS_PATH, plain.url), {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(reply.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
