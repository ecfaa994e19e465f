/**
 * How many coefficient changes per second the simulator + conflation + one
 * SSE client sustain: `npx tsx server/live/bench.ts [seconds] [rates...]`.
 * An in-memory PGlite, the live service on real timers (50 ms ticks) and a
 * real HTTP server; one client over fetch subscribed to every sport's live
 * and line lists plus 30 live games in full. Prints numbers; asserts nothing.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { LIVE_FEED_PATH } from '../../src/protocol/schemas/live';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { Router } from '../http/router';
import { silentLogger } from '../log';
import { createLiveService } from './service';

const seconds = Number(process.argv[2] ?? 10);
const rates = process.argv.slice(3).map(Number);
if (rates.length === 0) rates.push(1000, 5000, 10000, 20000);

const db = await openPglite();
await migrate(db);

const pct = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

for (const rate of rates) {
  const live = createLiveService({ db, log: silentLogger, seed: 1, changesPerSecond: rate, tickMs: 50 });
  await live.start();
  const router = new Router();
  live.register(router);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = router.match(req.method ?? 'GET', url.pathname);
    if (match.kind === 'found') void match.handler({ req, res, url });
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const rt = live.runtime;
  if (!rt) throw new Error('not started');
  const sports = [...rt.world.sports.keys()];
  const games = [...rt.world.games.values()]
    .filter((g) => g.status === 2)
    .slice(0, 30)
    .map((g) => `game:${g.id}`);
  const topics = [...sports.flatMap((id) => [`sport:${id}:live`, `sport:${id}:line`]), ...games].slice(0, 50);

  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}${LIVE_FEED_PATH}?topics=${topics.join(',')}`, { signal: controller.signal });
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  let text = '';
  let deltas = 0;
  let coefs = 0;
  let bytes = 0;
  const lags: number[] = [];
  const changesAtStart = rt.simulator.coefChanges;
  const cpuAtStart = process.cpuUsage();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = Date.now();
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done || !value) return;
      bytes += value.length;
      text += decoder.decode(value, { stream: true });
      const blocks = text.split('\n\n');
      text = blocks.pop() ?? '';
      const now = Date.now();
      for (const block of blocks) {
        if (!block.includes('event: delta')) continue;
        const data = block.slice(block.indexOf('data: ') + 6);
        const msg = JSON.parse(data) as { serverTs: number; deltas: { t: string }[] };
        deltas += msg.deltas.length;
        coefs += msg.deltas.filter((d) => d.t === 'coef').length;
        lags.push(now - msg.serverTs);
      }
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const elapsed = (Date.now() - started) / 1000;
  const made = rt.simulator.coefChanges - changesAtStart;
  const cpu = process.cpuUsage(cpuAtStart);
  loop.disable();
  const stats = { ...rt.hub.stats };
  controller.abort();
  await reading;
  await live.stop();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  lags.sort((a, b) => a - b);
  console.log(
    [
      `rate ${rate}/s:`,
      `simulated ${Math.round(made / elapsed)} coef changes/s (${Math.round((100 * made) / elapsed / rate)}% of target);`,
      `world changes recorded ${Math.round(stats.changesIn / elapsed)}/s;`,
      `client got ${Math.round(deltas / elapsed)} deltas/s (${Math.round(coefs / elapsed)} coef)`,
      `in ${Math.round(bytes / elapsed / 1024)} KiB/s;`,
      `serverTs->client p50 ${pct(lags, 0.5)} ms p95 ${pct(lags, 0.95)} ms max ${lags.at(-1)} ms;`,
      `event-loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms;`,
      `CPU ${Math.round(((cpu.user + cpu.system) / 1e3 / (elapsed * 1000)) * 100)}% of one core`,
    ].join(' '),
  );
}
await db.close();
