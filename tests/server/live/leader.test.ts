import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyDeltas, gamesFromSnapshot, type LiveGames } from '../../../src/core/live/apply';
import { deltaMessageSchema, helloMessageSchema, snapshotMessageSchema } from '../../../src/protocol/schemas/live';
import type { Db } from '../../../server/db/db';
import { migrate } from '../../../server/db/migrate';
import { openPostgres } from '../../../server/db/postgres';
import { findOffered, offerState } from '../../../server/bets/catalogue';
import { sendError } from '../../../server/http/respond';
import { Router } from '../../../server/http/router';
import { LIVE_LEADER_LOCK_KEY, createLiveService, type LiveService } from '../../../server/live';
import { LIVE_TEST_PATH, registerLiveTestRoutes } from '../../../server/live/testSwitch';
import { renderGame } from '../../../server/live/world';
import { scratchPostgres } from '../../support/postgres';
import { DB_HOOK_TIMEOUT, captureLogger, type CapturedLog } from '../helpers';
import { memorySink, virtualClock, worldView, type SseEvent } from './support';

/**
 * Two live services over one real PostgreSQL database, as two server
 * processes behind a load balancer: one leads (its simulator steps and it
 * publishes batches), the other follows. Ticks run on a virtual clock; real
 * time only where PostgreSQL needs it (NOTIFY, the lock's release and the
 * follower's retry).
 */

const START = 1_750_000_000_000;
const clock = virtualClock(START);
const TOPICS = ['home', 'sport:1:live', 'sport:1:line', 'sport:3:live', 'sport:40:live', 'champ:101', 'champ:4301'];

let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
let dbA: Db;
let dbB: Db;
let a: LiveService;
let b: LiveService;
let logA: CapturedLog;
let logB: CapturedLog;

const service = (db: Db, log: CapturedLog): LiveService =>
  createLiveService({ db, log, now: clock.now, seed: 5, changesPerSecond: 400, autoTick: false, leaderRetryMs: 250, followPollMs: 500 });

async function until(what: string, done: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<number> {
  const started = Date.now();
  while (!(await done())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

const rt = (live: LiveService) => {
  const runtime = live.runtime;
  if (!runtime) throw new Error('not started');
  return runtime;
};

/** What a client holds after its events, checking that each delta continues the last id it got (no gap). */
function follow(events: readonly SseEvent[]): { games: LiveGames; lastId: number } {
  let games: LiveGames = {};
  let lastId = Number.NaN;
  for (const e of events) {
    if (e.event === 'snapshot') games = gamesFromSnapshot(snapshotMessageSchema.parse(e.data).games);
    if (e.event === 'delta') {
      const message = deltaMessageSchema.parse(e.data);
      expect(message.prev, `delta ${message.seq} continues ${lastId}`).toBe(lastId);
      games = applyDeltas(games, message.deltas);
    }
    if (e.id !== undefined) lastId = Number(e.id);
  }
  return { games, lastId };
}

const withoutTimes = (events: readonly SseEvent[]) =>
  events.filter((e) => e.event !== 'hello').map((e) => ({ ...e, data: { ...(e.data as Record<string, unknown>), serverTs: 0 } }));

/**
 * Ticks the given services `n` times, 100 virtual ms apart, each batch
 * published before the next, then waits until the follower holds every
 * batch the leader published.
 */
async function run(n: number, leader: LiveService, follower?: LiveService): Promise<void> {
  for (let i = 0; i < n; i += 1) {
    clock.advance(100);
    leader.tick();
    follower?.tick();
    // As 100 ms apart would: each tick's batch reaches the database before the next tick.
    await leader.idle();
  }
  if (follower) await until('the follower to catch up', () => follower.status()?.seq === leader.status()?.seq);
}

/** POSTs a live test switch to a service, as /__test/live would reach it. */
async function testSwitch(live: LiveService, body: unknown): Promise<{ status: number; code?: string }> {
  const router = new Router();
  registerLiveTestRoutes(router, live);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = router.match(req.method ?? 'GET', url.pathname);
    if (match.kind !== 'found') return sendError(res, 404, 'not_found', url.pathname);
    Promise.resolve(match.handler({ req, res, url })).catch(() => sendError(res, 500, 'internal', 'internal'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${LIVE_TEST_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { error?: { code: string } };
    return response.status === 200 ? { status: 200 } : { status: response.status, code: answer.error?.code ?? '' };
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

beforeAll(async () => {
  scratch = await scratchPostgres();
  dbA = await openPostgres(scratch.url);
  await migrate(dbA);
  dbB = await openPostgres(scratch.url);
  logA = captureLogger();
  logB = captureLogger();
  a = service(dbA, logA);
  b = service(dbB, logB);
  await a.start();
  await b.start();
}, DB_HOOK_TIMEOUT);

afterAll(async () => {
  await b?.stop();
  await a?.stop();
  await dbA?.close();
  await dbB?.close();
  await scratch?.drop();
}, DB_HOOK_TIMEOUT);

describe('the live feed over several processes', () => {
  it('has one producer: the follower shows its world, odds and seq; when it dies the follower takes over without a gap', async () => {
    expect(a.status()?.role).toBe('leader');
    expect(b.status()?.role).toBe('follower');
    expect(logA.text('info')).toMatch(/this process leads now/);
    const followerSteps = vi.spyOn(rt(b).simulator, 'step');

    // Both feeds at the same point, one client on each.
    await run(5, a, b);
    const onA = memorySink();
    const onB = memorySink();
    rt(a).hub.connect({ topics: TOPICS, lang: 'en', resume: undefined, sink: onA });
    rt(b).hub.connect({ topics: TOPICS, lang: 'en', resume: undefined, sink: onB });

    await run(40, a, b);
    expect(followerSteps).not.toHaveBeenCalled();
    // The world moves only in the leader: the follower refuses the test switches that would move it.
    const gameId = [...rt(b).world.games.keys()][0] ?? 0;
    expect(await testSwitch(b, { finishGames: [gameId] })).toEqual({ status: 409, code: 'not_leader' });
    expect(await testSwitch(b, { simulator: 'paused' })).toEqual({ status: 409, code: 'not_leader' });
    expect(b.paused).toBe(false);
    // The follower's world (its catalogue routes and the bets' pricing read it) is the leader's.
    expect(worldView(rt(b).world)).toEqual(worldView(rt(a).world));
    // What a placement through the follower prices from: the leader's coefficient and state for every outcome.
    for (const game of rt(a).world.games.values()) {
      for (const outcome of game.markets.flatMap((m) => m.outcomes)) {
        const here = findOffered(rt(a).world, game.id, outcome.id);
        const there = findOffered(rt(b).world, game.id, outcome.id);
        expect([there?.outcome.coefMilli, offerState(there)]).toEqual([here?.outcome.coefMilli, offerState(here)]);
      }
    }
    const deltasOnA = onA.events().filter((e) => e.event === 'delta');
    expect(deltasOnA.length).toBeGreaterThan(20);
    expect(withoutTimes(onB.events())).toEqual(withoutTimes(onA.events()));

    // A follower that finds a gap it cannot fill (it fell behind the retained rows) reloads; its clients get a snapshot.
    const [oldest] = await dbB.query<{ seq: string }>('SELECT min(seq)::text AS seq FROM live_feed_batch');
    rt(b).hub.seq = Number(oldest?.seq) - 5;
    await run(3, a, b);
    expect(logB.text('warn')).toMatch(/reloading the world from the database/);
    const lastOnB = onB.events().at(-1);
    expect(onB.events().some((e) => e.event === 'snapshot' && (e.data as { reason: string }).reason === 'resume_expired')).toBe(true);
    await run(10, a, b);
    expect(onB.events().at(-1)).not.toBe(lastOnB);
    const shown = (live: LiveService) => [...rt(live).world.games.values()].map((g) => renderGame(rt(live).world, g, 'en', 'full'));
    expect(shown(b)).toEqual(shown(a));
    const lastOfA = a.status()?.seq ?? 0;

    // The leader dies: its lock connection goes (a killed process's does at once); it produces nothing more.
    const [victim] = await dbB.query<{ pid: number }>(
      `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND classid = 0 AND objid = $1 AND granted`,
      [LIVE_LEADER_LOCK_KEY],
    );
    expect(victim).toBeDefined();
    await dbB.query('SELECT pg_terminate_backend($1)', [victim?.pid]);
    await until('the old leader to notice', () => a.status()?.role === 'follower');
    const resumeToken = follow(onA.events()).lastId;
    await a.stop();
    expect(onA.events().at(-1)?.event).toBe('closing');

    const tookMs = await until('the follower to take over', () => b.status()?.role === 'leader', 10_000);
    expect(tookMs).toBeLessThan(10_000);
    expect(logB.text('info')).toMatch(/this process leads now/);
    expect(b.status()?.seq).toBe(lastOfA);

    await run(40, b);
    expect(followerSteps).toHaveBeenCalled();
    expect(b.status()?.seq).toBeGreaterThan(lastOfA + 10);

    // Its own client saw one unbroken sequence across the takeover.
    const seen = follow(onB.events());
    const after = onB.events().filter((e) => e.event === 'delta' && Number(e.id) > lastOfA);
    expect(after.length).toBeGreaterThan(10);

    // Every batch, the old leader's and the new one's, is in the table in one unbroken run.
    const [range] = await dbB.query<{ n: number; first: string; last: string }>(
      'SELECT count(*)::integer AS n, min(seq)::text AS first, max(seq)::text AS last FROM live_feed_batch',
    );
    expect(Number(range?.last)).toBe(b.status()?.seq);
    expect(Number(range?.last) - Number(range?.first) + 1).toBe(range?.n);

    // The dead leader's client comes back through the load balancer to the survivor and gets what it missed.
    const back = memorySink();
    rt(b).hub.connect({ topics: TOPICS, lang: 'en', resume: resumeToken, sink: back });
    const hello = helloMessageSchema.parse(back.events()[0]?.data);
    expect(hello.resume).toBe('replayed');
    const first = deltaMessageSchema.parse(back.events().find((e) => e.event === 'delta')?.data);
    expect(first.prev).toBe(resumeToken);
    const resumed = follow([...onA.events(), ...back.events()]);
    expect(resumed.games).toEqual(seen.games);

    // A token newer than anything this process published gets a snapshot, not someone else's batches.
    const future = memorySink();
    rt(b).hub.connect({ topics: TOPICS, lang: 'en', resume: (b.status()?.seq ?? 0) + 50, sink: future });
    expect(helloMessageSchema.parse(future.events()[0]?.data).resume).toBe('expired');
    expect(future.events()[1]?.event).toBe('snapshot');
    expect(follow(future.events()).games).toEqual(seen.games);
  }, 90_000);
});

describe('the advisory lock of the Db seam', () => {
  it('on PostgreSQL one session holds it; another gets it once it is released or its connection dies', async () => {
    const key = 73_310_999;
    const held = await dbA.tryAdvisoryLock(key);
    expect(held?.sole).toBe(false);
    expect(await dbB.tryAdvisoryLock(key)).toBeUndefined();
    await held?.release();
    const second = await dbB.tryAdvisoryLock(key);
    expect(second).toBeDefined();
    // Statements through the lock run on its own session: the one that holds it.
    const [mine] =
      (await second?.query<{ n: number }>(
        `SELECT count(*)::integer AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND pid = pg_backend_pid()`,
        [key],
      )) ?? [];
    expect(mine?.n).toBe(1);
    const [victim] = await dbA.query<{ pid: number }>(`SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND granted`, [
      key,
    ]);
    await dbA.query('SELECT pg_terminate_backend($1)', [victim?.pid]);
    expect(await second?.lost).toBeInstanceOf(Error);
    const third = await dbA.tryAdvisoryLock(key);
    expect(third).toBeDefined();
    await third?.release();
  });
});
