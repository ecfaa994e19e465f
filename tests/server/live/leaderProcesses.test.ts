import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_FEED_PATH, deltaMessageSchema, helloMessageSchema } from '../../../src/protocol/schemas/live';
import { scratchPostgres } from '../../support/postgres';
import { DB_HOOK_TIMEOUT, tempDir } from '../helpers';
import { parseSse, type SseEvent } from './support';

/**
 * Two real `tsx server/main.ts` processes over one PostgreSQL database; the
 * leader is killed with SIGKILL (no goodbye: PostgreSQL frees its lock when
 * its connection drops) and the other takes over.
 */

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const TSX_CLI = join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs');
const TOPICS = 'home,sport:1:live,sport:1:line,sport:2:live,sport:3:live,sport:40:live';
const dist = tempDir('live-leader-dist-');

interface Proc {
  readonly child: ChildProcess;
  /** SIGKILL to the whole group (tsx and the server under it): no goodbye, as a crash. */
  kill(): void;
  readonly url: string;
  output(): string;
  readonly exited: Promise<unknown>;
}

let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
const procs: Proc[] = [];

async function startServer(databaseUrl: string): Promise<Proc> {
  const child = spawn(process.execPath, [TSX_CLI, 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DIST_DIR: dist.path,
      LOG_LEVEL: 'info',
      LIVE_RATE: '200',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: tsx runs the server in a child process, and a kill must reach that one too.
    detached: true,
  });
  let text = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      text += chunk.toString();
      const match = /Site ready at (http:\/\/\S+)\n/.exec(text);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${String(code)} before ready:\n${text}`)));
  });
  const proc = {
    child,
    url,
    output: () => text,
    exited,
    kill: () => {
      try {
        process.kill(-(child.pid ?? 0), 'SIGKILL');
      } catch {
        // Gone already.
      }
    },
  };
  procs.push(proc);
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

const health = async (proc: Proc): Promise<{ role: string; seq: number } | undefined> => {
  const answer = (await (await fetch(new URL('/web-api/health', proc.url))).json()) as { live?: { role: string; seq: number } };
  return answer.live;
};

/** An SSE client reading in the background; `events` grows as they come. */
function openFeed(proc: Proc, resume?: number): { events: SseEvent[]; ended: Promise<void>; close(): void } {
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
  for (const proc of procs) proc.kill();
  await Promise.all(procs.map((p) => p.exited));
  await scratch?.drop();
  dist.remove();
}, DB_HOOK_TIMEOUT);

describe('two server processes over one PostgreSQL', () => {
  it('one simulator feeds both; after kill -9 of the leader the other leads within 10 s and its clients see no gap', async () => {
    const first = await startServer(scratch.url);
    const second = await startServer(scratch.url);
    expect((await health(first))?.role).toBe('leader');
    expect((await health(second))?.role).toBe('follower');
    expect(first.output()).toMatch(/this process leads now/);
    expect(second.output()).not.toMatch(/this process leads now/);

    const onFirst = openFeed(first);
    const onSecond = openFeed(second);
    await until('deltas on both feeds', () => deltas(onFirst.events).length >= 10 && deltas(onSecond.events).length >= 10);
    // The same batches under the same ids on both processes.
    const byId = new Map(deltas(onFirst.events).map((d) => [d.seq, d.deltas]));
    const common = deltas(onSecond.events).filter((d) => byId.has(d.seq));
    expect(common.length).toBeGreaterThan(3);
    for (const d of common) expect(d.deltas).toEqual(byId.get(d.seq));

    const killedAt = Date.now();
    first.kill();
    await first.exited;
    const lastOnFirst = Number([...onFirst.events].reverse().find((e) => e.id !== undefined)?.id);
    const tookOver = await until(
      'the second process to lead',
      async () => ((await health(second))?.role === 'leader' ? true : undefined),
      15_000,
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${second.output().slice(-3000)}`);
    });
    expect(tookOver).toBe(true);
    expect(Date.now() - killedAt).toBeLessThan(10_000);
    expect(second.output()).toMatch(/this process leads now/);

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
