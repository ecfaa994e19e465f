/**
 * Casino rounds the server settles per second: `npm run bench:casino-rounds`.
 * 50 players play at once through the games origin (HTTP, launch token, one
 * database transaction per round with its ledger debit and credit), on
 * PGlite in memory; BENCH_ROUNDS (default 2000) rounds in all. BENCH_ENGINE
 * picks the game: `slot` (default: a spin of the catalogue's first slot,
 * free spins and all, without the 2.5 s the player's view waits), `scratch`
 * or `keno`. A number to read (docs/benchmarks.md "Casino rounds"), never
 * asserted.
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildCatalogue } from '../server/casino/catalogue';
import { SLOT_PAYLINES } from '../src/core/casino/slot/paylines';
import { launch, newCasinoPlayer, startCasinoHarness } from '../tests/server/casino/harness';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2000);
const CONCURRENCY = 50;
const ENGINE = process.env.BENCH_ENGINE ?? 'slot';

/** Each engine's bet of `stake` minor units in all, as its schema takes it (src/protocol/casino/<engine>.ts). */
const BETS: Record<string, (stake: number, lines: number) => unknown> = {
  slot: (stake, lines) => ({ lineBet: Math.max(1, Math.floor(stake / lines)) }),
  scratch: (stake) => ({ stake }),
  keno: (stake) => ({ picks: [3, 17, 42, 58, 71], stake }),
};

function benchGame(): { id: string; bet: (stake: number) => unknown } {
  const betOf = BETS[ENGINE];
  const game = [...buildCatalogue().byId.values()].find((g) => g.engine === ENGINE);
  if (!betOf || !game) throw new Error(`BENCH_ENGINE must be one of ${Object.keys(BETS).join(', ')}; got "${ENGINE}"`);
  const lines = ENGINE === 'slot' ? SLOT_PAYLINES.length : 1;
  return { id: String(game.id), bet: (stake) => betOf(stake, lines) };
}

async function main(): Promise<void> {
  // Capacity, not a player's pace: the slot's 2 s between a player's spins would cap 50 players at 25 rounds a second.
  const h = await startCasinoHarness({ unpaced: true });
  try {
    // Players sign in one after another (the sign-in's own limits are not what this measures).
    const frames = [];
    const game = benchGame();
    for (let i = 0; i < CONCURRENCY; i += 1) frames.push(await launch(h, await newCasinoPlayer(h, 1_000_000_000), game.id, false));
    // Warm up: the first rounds compile the paths.
    for (const [i, frame] of frames.entries()) await frame.play(0, `warm-${i}`, game.bet(100));
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
          const reply = await frame.play(0, `round-${i}`, game.bet(100 + (i % 50)));
          latencies.push(performance.now() - at);
          if (reply.status !== 200) refused += 1;
        }
      }),
    );
    const ms = performance.now() - started;
    latencies.sort((a, b) => a - b);
    const p = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
    const result = {
      engine: ENGINE,
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
