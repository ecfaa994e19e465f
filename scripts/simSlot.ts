import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { fairDraws } from '../src/core/casino/fair';
import { slotEngine } from '../src/core/casino/slot/engine';
import { roundVariance } from '../src/core/casino/slot/moments';
import { exactRtp } from '../src/core/casino/slot/rtp';
import { SLOT_TABLES } from '../src/core/casino/slot/tables';

/**
 * `npm run sim:slot -- [variant|all] [spins=10000000]`: plays the video slot
 * with the real engine on fair draws from fresh random seeds, one child
 * process per core, and checks the measured return against the exact one
 * (rtp.ts) inside its 99 % confidence interval, whose width comes from the
 * exact per-round variance (moments.ts). Exit code 1 when a variant lands
 * outside, 2 on bad arguments.
 */
type Variant = keyof typeof SLOT_TABLES;
const VARIANTS = Object.keys(SLOT_TABLES) as Variant[];
/** The two-sided 99 % quantile of the normal distribution. */
const Z99 = 2.5758293035489;
const CHILD_FLAG = '--child';

interface Job {
  readonly variant: Variant;
  readonly spins: number;
}

interface Result {
  readonly won: number;
  readonly staked: number;
  readonly freeSpinRounds: number;
}

/** A worker's share: its own random server and client seeds, nonces 0, 1, 2... as the server would play them. */
function simulate({ variant, spins }: Job): Result {
  const table = SLOT_TABLES[variant];
  const serverSeed = randomBytes(32).toString('hex');
  const clientSeed = randomBytes(8).toString('hex');
  const bet = { lineBet: 1 };
  let won = 0;
  let freeSpinRounds = 0;
  for (let nonce = 0; nonce < spins; nonce += 1) {
    const { outcome, win } = slotEngine.play(fairDraws({ serverSeed, clientSeed, nonce }), bet, table);
    won += win;
    if (outcome.freeSpinsAwarded > 0) freeSpinRounds += 1;
  }
  return { won, staked: spins * slotEngine.stakeOf(bet), freeSpinRounds };
}

/** A share in a child process running this same file through tsx (worker threads do not get tsx's loader on Node 20). */
function inChild(job: Job): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [CHILD_FLAG, JSON.stringify(job)], { execArgv: ['--import', 'tsx'] });
    child.once('message', (r) => resolve(r as Result));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`a simulation process exited with ${String(code)}`))));
  });
}

async function run(variant: Variant, spins: number): Promise<boolean> {
  const table = SLOT_TABLES[variant];
  const started = performance.now();
  const threads = Math.max(1, Math.min(availableParallelism(), spins));
  const shares = Array.from({ length: threads }, (_, i) => Math.floor(spins / threads) + (i < spins % threads ? 1 : 0));
  const results = await Promise.all(shares.map((share) => inChild({ variant, spins: share })));
  const won = results.reduce((s, r) => s + r.won, 0);
  const staked = results.reduce((s, r) => s + r.staked, 0);
  const freeSpinRounds = results.reduce((s, r) => s + r.freeSpinRounds, 0);
  const rtp = exactRtp(table);
  const halfWidth = (Z99 * Math.sqrt(roundVariance(table))) / Math.sqrt(spins);
  const measured = won / staked;
  const inside = Math.abs(measured - rtp) <= halfWidth;
  const pct = (x: number) => `${(x * 100).toFixed(4)} %`;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    [
      `slot ${variant}: ${spins.toLocaleString('en')} spins on ${threads} processes in ${seconds} s`,
      `  measured RTP ${pct(measured)}, exact RTP ${pct(rtp)}`,
      `  99 % interval ${pct(rtp - halfWidth)} .. ${pct(rtp + halfWidth)}: ${inside ? 'inside' : 'OUTSIDE'}`,
      `  free spins every ${(spins / Math.max(1, freeSpinRounds)).toFixed(1)} rounds`,
    ].join('\n'),
  );
  return inside;
}

async function main(args: readonly string[]): Promise<number> {
  const [which = 'all', count = '10000000'] = args;
  const spins = Number(count);
  const chosen = which === 'all' ? VARIANTS : VARIANTS.filter((v) => v === which);
  if (chosen.length === 0 || !Number.isSafeInteger(spins) || spins < 1) {
    console.error(`usage: npm run sim:slot -- [${VARIANTS.join('|')}|all] [spins=10000000]`);
    return 2;
  }
  let allInside = true;
  for (const variant of chosen) allInside = (await run(variant, spins)) && allInside;
  return allInside ? 0 : 1;
}

const [flag, job] = process.argv.slice(2);
if (flag === CHILD_FLAG && job !== undefined) {
  process.send?.(simulate(JSON.parse(job) as Job));
  process.disconnect?.();
} else {
  process.exitCode = await main(process.argv.slice(2));
}
