/**
 * Bet placements through real server processes, 50 clients at once:
 * placements per second and the latency a player waits, on embedded PGlite
 * (one process) and on PostgreSQL with one and with two processes over one
 * database. Numbers to read, never asserted (docs/benchmarks.md).
 *
 *   npm run bench:scale -- [--placements N] [--clients C] [--only pglite|pg1|pg2]
 *
 * PostgreSQL comes from BENCH_POSTGRES_URL (an admin URL: the benchmark
 * creates and drops its own databases) or, without it, from a throwaway
 * cluster started here (tests/support/postgresCluster.ts: fsync off, as in the tests).
 *
 * Alongside the figures it reads the CPU time the server processes and the
 * PostgreSQL backends used, so the report says what bounds the rate.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { REQUESTED_WITH } from '../src/protocol/http';
import { BETS_PATHS } from '../src/protocol/schemas/bets';
import { LIVE_TOP_PATH } from '../src/protocol/schemas/live';
import {
  lineOffers,
  lineSingle,
  prepare,
  ServerProcess,
  serverEnv,
  type DbTarget,
  type LineOffer,
  type Player,
} from '../scripts/ledgerChaos';
import { benchPostgres } from './postgres';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const PLACEMENTS = Number(arg('placements') ?? 3000);
const CLIENTS = Number(arg('clients') ?? 50);
const ONLY = arg('only');

/** Clock ticks of a process and its children so far (utime + stime), in ms. */
function cpuMs(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** CPU ms of every PostgreSQL process on the machine, by pid (the benchmark's cluster is the only busy one). */
function postgresCpu(): Map<number, number> {
  const pids = execSync('pgrep -x postgres || true', { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  return new Map(pids.map((pid) => [pid, cpuMs(pid)]));
}

/** CPU ms spent between two readings (a backend started in between counts from zero). */
function spent(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
  return sum;
}

async function offers(server: ServerProcess, player: Player): Promise<LineOffer[]> {
  const res = await fetch(new URL(`${LIVE_TOP_PATH}?section=line&limit=100&lang=en`, server.url), { headers: { cookie: player.cookie } });
  return lineOffers(await res.json());
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

async function run(label: string, target: DbTarget, processes: number): Promise<Record<string, number | string>> {
  const root = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  const servers = Array.from(
    { length: processes },
    () => new ServerProcess({ ...serverEnv(root, 1, target), LOG_LEVEL: 'error' }, () => undefined),
  );
  try {
    const players = await prepare(target, CLIENTS);
    for (const server of servers) await server.start();
    const [first] = servers as [ServerProcess];
    const lines = await offers(first, players[0] as Player);
    if (lines.length === 0) throw new Error('no line games to bet on');
    const serverOf = (i: number): ServerProcess => servers[i % servers.length] as ServerProcess;
    const place = async (i: number, n: number): Promise<number> => {
      const offer = lines[n % lines.length] as LineOffer;
      const res = await fetch(new URL(`${BETS_PATHS.place}?lang=en`, serverOf(i).url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': REQUESTED_WITH, cookie: (players[i] as Player).cookie },
        body: JSON.stringify(lineSingle(offer, 1_000 + (n % 50), `bench-${label}-${i}-${n}`)),
      });
      await res.arrayBuffer();
      return res.status;
    };
    // Warm up: each client's first placement compiles the paths and fills the pools.
    await Promise.all(players.map((_, i) => place(i, PLACEMENTS + i)));
    const cpuBefore = servers.map((s) => cpuMs(s.pid));
    const pgBefore = postgresCpu();
    const latencies: number[] = [];
    const statuses: Record<number, number> = {};
    let next = 0;
    const started = performance.now();
    await Promise.all(
      players.map(async (_, i) => {
        for (;;) {
          const n = next++;
          if (n >= PLACEMENTS) return;
          const t = performance.now();
          const status = await place(i, n);
          latencies.push(performance.now() - t);
          statuses[status] = (statuses[status] ?? 0) + 1;
        }
      }),
    );
    const ms = performance.now() - started;
    const serverCpu = servers.reduce((sum, s, i) => sum + cpuMs(s.pid) - (cpuBefore[i] ?? 0), 0);
    const pgCpu = target.databaseUrl ? spent(pgBefore, postgresCpu()) : 0;
    latencies.sort((a, b) => a - b);
    return {
      setup: label,
      processes,
      clients: CLIENTS,
      placements: PLACEMENTS,
      accepted: statuses[200] ?? 0,
      refused: PLACEMENTS - (statuses[200] ?? 0),
      perSecond: Math.round(((statuses[200] ?? 0) / ms) * 1000),
      p50ms: Math.round(quantile(latencies, 0.5)),
      p99ms: Math.round(quantile(latencies, 0.99)),
      serverCpuPct: Math.round((serverCpu / ms) * 100),
      postgresCpuPct: Math.round((pgCpu / ms) * 100),
    };
  } finally {
    for (const server of servers) await server.stop().catch(() => undefined);
    rmSync(root, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(
    `machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; ${PLACEMENTS} placements, ${CLIENTS} clients`,
  );
  const rows: Record<string, number | string>[] = [];
  if (!ONLY || ONLY === 'pglite') {
    const root = mkdtempSync(join(tmpdir(), 'bench-scale-pglite-'));
    try {
      rows.push(await run('PGlite', { dataDir: join(root, 'pglite') }, 1));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
  const postgres = ONLY === 'pglite' ? null : await benchPostgres();
  for (const processes of [1, 2]) {
    if (!postgres || (ONLY && ONLY !== `pg${processes}`)) continue;
    const db = await postgres.scratchDatabase();
    try {
      rows.push(await run(`PostgreSQL`, { dataDir: '/nonexistent', databaseUrl: db.url }, processes));
    } finally {
      await db.drop();
    }
  }
  postgres?.stop();
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
