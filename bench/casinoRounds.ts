/**
 * Casino rounds the server settles per second: `npm run bench:casino-rounds`.
 * 50 players play at once through the games origin (HTTP, launch token, one
 * database transaction per round with its ledger debit and credit), on
 * PGlite in memory; BENCH_ROUNDS (default 2000) rounds in all. The scratch
 * card is the engine for now; the slot joins when it is built. A number to
 * read (docs/benchmarks.md "Casino rounds"), never asserted.
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { launch, newCasinoPlayer, startCasinoHarness } from '../tests/server/casino/harness';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2000);
const CONCURRENCY = 50;
const GAME = process.env.BENCH_GAME ?? 'scratch-standard';

async function main(): Promise<void> {
  const h = await startCasinoHarness();
  try {
    // Players sign in one after another (the sign-in's own limits are not what this measures).
    const frames = [];
    for (let i = 0; i < CONCURRENCY; i += 1) frames.push(await launch(h, await newCasinoPlayer(h, 1_000_000_000), GAME, false));
    // Warm up: the first rounds compile the paths.
    for (const [i, frame] of frames.entries()) await frame.play(100, `warm-${i}`);
    let next = 0;
    let refused = 0;
    const latencies: number[] = [];
    const started = performance.now();
    await Promise.all(
      frames.map(async (frame) => {
        for (;;) {
          const i = next++;
          if (i >= ROUNDS) return;
          const at = performance.now();
          const reply = await frame.play(100 + (i % 50), `round-${i}`);
          latencies.push(performance.now() - at);
          if (reply.status !== 200) refused += 1;
        }
      }),
    );
    const ms = performance.now() - started;
    latencies.sort((a, b) => a - b);
    const p = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
    const result = {
      game: GAME,
      rounds: ROUNDS,
      concurrency: CONCURRENCY,
      refused,
      ms: Math.round(ms),
      roundsPerSecond: Math.round((ROUNDS / ms) * 1000),
      p50Ms: p(0.5),
      p95Ms: p(0.95),
      cores: cpus().length,
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await h.close();
  }
}

void main();
