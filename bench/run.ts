import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { benchCoupon } from './coupon';
import { benchStore } from './store';
import { benchRoundTrip } from './roundtrip';
import { benchBoot } from './boot';
import { benchSearch } from './search';

/**
 * `npm run bench`: every benchmark of the foundation and the coupon core, with
 * the machine it ran on. Numbers go into docs/benchmarks.md by hand, with the
 * date: a benchmark is a measurement, never a pass/fail test.
 */
const machine = `${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
console.log(`machine: ${machine}`);

/** The Chromium benchmarks measure the served build: make one if there is none. */
function buildOnce(): void {
  const dist = process.env.DIST_DIR || 'dist';
  if (!existsSync(`${dist}/index.html`)) execSync(`npx vite build --logLevel warn --outDir ${dist}`, { stdio: 'inherit' });
}

const sections: [string, () => Promise<Record<string, number | string>>][] = [
  ['coupon core', benchCoupon],
  ['event store and replay', benchStore],
  ['catalogue search at 5,000 games', benchSearch],
  [
    'command round trip in Chromium',
    async () => {
      buildOnce();
      return benchRoundTrip();
    },
  ],
  [
    'boot from IndexedDB in Chromium',
    async () => {
      buildOnce();
      return benchBoot();
    },
  ],
];

const only = process.argv[2];
for (const [name, run] of sections) {
  if (only && !name.includes(only)) continue;
  console.log(`\n== ${name}`);
  console.table(await run());
}
