/**
 * How long `tsx server/main.ts` takes from process start to the ready line,
 * with an existing data folder (the everyday restart). Prints numbers; it is
 * a measurement, not a test.
 *
 *   npx tsx server/scripts/measureStartup.ts [runs=5]
 *
 * Uses its own temporary PGlite folder (created by a first, unmeasured run).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSX_CLI = join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs');

interface Run {
  readonly readyMs: number;
  readonly inside: string;
}

function runOnce(dataDir: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [TSX_CLI, 'server/main.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    let readyMs: number | undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (readyMs === undefined && text.includes('Site ready at ')) {
        readyMs = performance.now() - started;
      }
      const inside = /Started in [^\n]*/.exec(text)?.[0];
      if (readyMs !== undefined && inside) {
        child.kill('SIGTERM');
        child.once('exit', () => resolve({ readyMs: readyMs ?? NaN, inside }));
      }
    });
    child.once('exit', (code) => {
      if (readyMs === undefined) reject(new Error(`server exited with ${code} before ready:\n${text}`));
    });
  });
}

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 5);
  const dir = mkdtempSync(join(tmpdir(), 'startup-'));
  const dataDir = join(dir, 'pglite');
  try {
    const fresh = await runOnce(dataDir);
    console.log(`fresh folder (initdb + migrate + seed): ${Math.round(fresh.readyMs)} ms  [${fresh.inside}]`);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const run = await runOnce(dataDir);
      times.push(run.readyMs);
      console.log(`existing folder run ${i + 1}: ${Math.round(run.readyMs)} ms  [${run.inside}]`);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? NaN;
    console.log(
      `existing folder, process start to ready line: median ${Math.round(median)} ms, ` +
        `min ${Math.round(times[0] ?? NaN)} ms, max ${Math.round(times.at(-1) ?? NaN)} ms ` +
        `(${runs} runs, Node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'})`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
