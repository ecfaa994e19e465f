import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_FEED_PATH, deltaMessageSchema, helloMessageSchema } from '../../../src/protocol/schemas/live';
import { ServerProcess, serverEnv } from '../../../scripts/ledgerChaos';
import { scratchPostgres } from '../../support/postgres';
import { DB_HOOK_TIMEOUT, tempDir } from '../helpers';
import { parseSse, type SseEvent } from './support';

/**
 * Two real `server/main.ts` processes over one PostgreSQL database; the
 * leader is killed with SIGKILL (no goodbye: PostgreSQL frees its lock when
 * its connection drops) and the other takes over.
 */

const TOPICS = 'home,sport:1:live,sport:1:line,sport:2:live,sport:3:live,sport:40:live';
const root = tempDir('live-leader-');

let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
const procs: ServerProcess[] = [];

/** A test server on the scratch database, telling when it leads (LOG_LEVEL info), with odds moving fast. */
async function startServer(databaseUrl: string): Promise<ServerProcess> {
  const env = { ...serverEnv(root.path, 1, { dataDir: join(root.path, 'unused'), databaseUrl }), LOG_LEVEL: 'info', LIVE_RATE: '200' };
  const proc = new ServerProcess(env, () => undefined);
  procs.push(proc);
  await proc.start();
  return proc;
}

async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined, timeoutMs = 30_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const health = async (proc: ServerProcess): Promise<{ role: string; seq: number } | undefined> => {
  const answer = (await (await fetch(new URL('/web-api/health', proc.url))).json()) as { live?: { role: string; seq: number } };
  return answer.live;
};

/** An SSE client reading in the background; `events` grows as they come. */
function openFeed(proc: ServerProcess, resume?: number): { events: SseEvent[]; ended: Promise<void>; close(): void } {
  const controller = new AbortController();
  const events: SseEvent[] = [];
  const query = `topics=${TOPICS}&lang=en${resume === undefined ? '' : `&resume=${resume}`}`;
  const ended = (async () => {
    const response = await fetch(new URL(`${LIVE_FEED_PATH}?${query}`, proc.url), { signal: controller.signal });
    if (!response.body) throw new Error('no body');
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      text += decoder.decode(value, { stream: true });
      const parsed = parseSse(text);
      events.push(...parsed.events);
      text = parsed.rest;
    }
  })().catch(() => undefined);
  return { events, ended, close: () => controller.abort() };
}

const deltas = (events: readonly SseEvent[]) => events.filter((e) => e.event === 'delta').map((e) => deltaMessageSchema.parse(e.data));

/** Each delta continues the previous id the client got: no gap. */
function expectUnbroken(events: readonly SseEvent[]): void {
  let last: number | undefined;
  for (const e of events) {
    if (e.event === 'delta' && last !== undefined) expect(deltaMessageSchema.parse(e.data).prev).toBe(last);
    if (e.id !== undefined) last = Number(e.id);
  }
}

beforeAll(async () => {
  scratch = await scratchPostgres();
}, DB_HOOK_TIMEOUT);

afterAll(async () => {
  await Promise.all(procs.map((p) => p.kill()));
  await scratch?.drop();
  root.remove();
}, DB_HOOK_TIMEOUT);

describe('two server processes over one PostgreSQL', () => {
  it('one simulator feeds both; after kill -9 of the leader the other leads within 10 s and its clients see no gap', async () => {
    const first = await startServer(scratch.url);
    const second = await startServer(scratch.url);
    expect((await health(first))?.role).toBe('leader');
    expect((await health(second))?.role).toBe('follower');
    expect(first.printed).toMatch(/this process leads now/);
    expect(second.printed).not.toMatch(/this process leads now/);

    const onFirst = openFeed(first);
    const onSecond = openFeed(second);
    await until('deltas on both feeds', () => deltas(onFirst.events).length >= 10 && deltas(onSecond.events).length >= 10);
    // The same batches under the same ids on both processes.
    const byId = new Map(deltas(onFirst.events).map((d) => [d.seq, d.deltas]));
    const common = deltas(onSecond.events).filter((d) => byId.has(d.seq));
    expect(common.length).toBeGreaterThan(3);
    for (const d of common) expect(d.deltas).toEqual(byId.get(d.seq));

    const killedAt = Date.now();
    // SIGKILL: no goodbye, as a crash.
    await first.kill();
    const lastOnFirst = Number([...onFirst.events].reverse().find((e) => e.id !== undefined)?.id);
    const tookOver = await until(
      'the second process to lead',
      async () => ((await health(second))?.role === 'leader' ? true : undefined),
      15_000,
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${second.printed.slice(-3000)}`);
    });
    expect(tookOver).toBe(true);
    expect(Date.now() - killedAt).toBeLessThan(10_000);
    expect(second.printed).toMatch(/this process leads now/);

    const seqAtTakeover = (await health(second))?.seq ?? 0;
    await until('batches of the new leader', () => deltas(onSecond.events).some((d) => d.seq > seqAtTakeover + 5));
    expectUnbroken(onSecond.events);

    // The dead leader's client reconnects (through the load balancer) to the survivor with its last id.
    const back = openFeed(second, lastOnFirst);
    await until('the resumed stream', () => back.events.length >= 2);
    expect(helloMessageSchema.parse(back.events[0]?.data).resume).toBe('replayed');
    const firstBack = back.events.find((e) => e.event === 'delta');
    if (firstBack) expect(deltaMessageSchema.parse(firstBack.data).prev).toBe(lastOnFirst);
    expectUnbroken(back.events);
    onSecond.close();
    back.close();
  }, 120_000);
});
