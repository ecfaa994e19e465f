/**
 * Replays an exported event log (NDJSON, from the debugger page) in Node with
 * the same core as the worker, printing for each event what it changed.
 *
 *   npm run replay -- FILE.ndjson
 *   npx tsx scripts/replay.ts FILE.ndjson
 */
import { existsSync, readFileSync } from 'node:fs';
import { isEntryPoint } from './entryPoint';
import { decodeEvent, evolveApp, initialAppState, stateSchemaHash, type AppState } from '../src/core/app';
import { diffState, formatChange } from '../src/worker/store/diff';
import { readLogLines } from '../src/worker/store/ndjson';

export const USAGE = 'usage: npm run replay -- FILE.ndjson   (a log exported from the /{lng}/debugger page)';

export interface ReplayReport {
  readonly lines: string[];
  readonly state: AppState;
  readonly lastSeq: number;
  readonly applied: number;
  readonly skipped: number;
}

/** Pure: the text of a log in, the report lines and the final state out. */
export function replayLogText(text: string): ReplayReport {
  const lines: string[] = [];
  const hash = stateSchemaHash();
  let state: AppState = initialAppState;
  let lastSeq = 0;
  let covered = 0;
  let applied = 0;
  let skipped = 0;
  for (const entry of readLogLines(text)) {
    if (entry.kind === 'unreadable') {
      skipped += 1;
      lines.push(`line ${entry.line}: unreadable, skipped: ${entry.reason}`);
      continue;
    }
    if (entry.kind === 'snapshot') {
      if (entry.snapshot.hash !== hash) {
        lines.push(
          `line ${entry.line}: snapshot at #${entry.snapshot.seq} is for another state shape ` +
            `(${entry.snapshot.hash}, this build ${hash}); ignored, replaying from the initial state`,
        );
      } else {
        state = entry.snapshot.state;
        lastSeq = covered = entry.snapshot.seq;
        lines.push(`snapshot at #${entry.snapshot.seq}`);
      }
      continue;
    }
    const decoded = decodeEvent(entry.record);
    if (!decoded.ok) {
      skipped += 1;
      lines.push(`line ${entry.line}: #${decoded.seq ?? '?'} skipped (${decoded.kind}): ${decoded.reason}`);
      if (decoded.seq !== null && decoded.seq > lastSeq) lastSeq = decoded.seq;
      continue;
    }
    const { event } = decoded;
    if (event.seq <= covered) {
      lines.push(`#${event.seq} ${event.type} (covered by the snapshot)`);
      continue;
    }
    const before = state;
    state = evolveApp(state, event);
    applied += 1;
    if (event.seq > lastSeq) lastSeq = event.seq;
    lines.push(`#${event.seq} ${event.type}`);
    const changes = diffState(before, state);
    if (changes.length === 0) lines.push('  (no change)');
    for (const change of changes) lines.push(`  ${formatChange(change)}`);
  }
  lines.push(`final state at #${lastSeq} (${applied} applied, ${skipped} skipped):`);
  lines.push(JSON.stringify(state, null, 2));
  return { lines, state, lastSeq, applied, skipped };
}

export interface Io {
  out(line: string): void;
  err(line: string): void;
}

/** Returns the exit code: 0 replayed (even with skipped lines), 2 usage. */
export function main(args: readonly string[], io: Io): number {
  const file = args.find((a) => a !== '--');
  if (!file || file === '-h' || file === '--help') {
    io.err(USAGE);
    return 2;
  }
  if (!existsSync(file)) {
    io.err(`no such file: ${file}`);
    io.err(USAGE);
    return 2;
  }
  const report = replayLogText(readFileSync(file, 'utf8'));
  for (const line of report.lines) io.out(line);
  return 0;
}

if (isEntryPoint(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2), { out: (l) => console.log(l), err: (l) => console.error(l) });
}
