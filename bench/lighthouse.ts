/**
 * `npm run bench:lighthouse`: Lighthouse 12 with Debian's Chromium (the path
 * e2e/support/chromium.ts finds, launched through chrome-launcher) against the
 * reference server serving the built site (`dist`: run `npm run build`
 * first), on /en/ and /en/live, with the desktop and the mobile profiles
 * (Lighthouse's own: the mobile one emulates a phone on a slow 4G with a 4x
 * slower CPU, both throttled by simulation). Prints accessibility, best
 * practices and performance with the main metrics, plus the machine (cores,
 * load, Chromium version) to record in docs/benchmarks.md, and under the
 * table each run's largest-paint element and the elements that shifted.
 *
 *   npm run bench:lighthouse -- [paths=/en/,/en/live] [profiles=desktop,mobile]
 *
 * Performance is recorded, not asserted (its aims belong to the performance
 * issue). Accessibility and best practices must be at least 95 (the look-and-feel floor):
 * below that the script names the failing audits and exits with 1.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/support/chromium';
import { startReferenceServer } from '../e2e/support/server';
import { isEntryPoint } from '../scripts/entryPoint';

export type Profile = 'desktop' | 'mobile';
const CATEGORIES = ['accessibility', 'best-practices', 'performance'] as const;
export const MIN_SCORE = { accessibility: 95, 'best-practices': 95 } as const;
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

export interface Row {
  readonly path: string;
  readonly profile: Profile;
  readonly scores: Record<(typeof CATEGORIES)[number], number>;
  readonly metrics: Record<string, string>;
  /** Audits under 1 in the categories with a floor, for the failure message. */
  readonly failing: string[];
  /** The elements that moved (Lighthouse's layout-shifts audit), biggest first, and the largest paint's element. */
  readonly shifts: string[];
  readonly lcpElement: string;
  /** Lighthouse's long tasks (simulated on the mobile profile): where the blocking time comes from. */
  readonly longTasks: string[];
}

interface NodeDetail {
  readonly selector?: string;
  readonly snippet?: string;
}

/** A node as Lighthouse names it: its selector, else its markup's start. */
const nodeName = (node: NodeDetail | undefined): string => node?.selector || node?.snippet?.slice(0, 80) || '?';

function shiftsOf(lhr: Result): string[] {
  const details = lhr.audits['layout-shifts']?.details as { items?: { node?: NodeDetail; score?: number }[] } | undefined;
  return (details?.items ?? []).map((item) => `${(item.score ?? 0).toFixed(4)} ${nodeName(item.node)}`);
}

function lcpElementOf(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: NodeDetail }[] }[] } | undefined;
  return nodeName(details?.items?.[0]?.items?.[0]?.node);
}

function longTasksOf(lhr: Result): string[] {
  const details = lhr.audits['long-tasks']?.details as { items?: { url?: string; duration?: number; startTime?: number }[] } | undefined;
  return (details?.items ?? []).map(
    (t) => `${Math.round(t.duration ?? 0)} ms at ${Math.round(t.startTime ?? 0)} ms, ${(t.url ?? '?').replace(/^.*\//, '') || '?'}`,
  );
}

function summarize(path: string, profile: Profile, lhr: Result): Row {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Row['scores'];
  const metrics = Object.fromEntries(METRICS.map(([id, label]) => [label, lhr.audits[id]?.displayValue ?? '-']));
  const failing: string[] = [];
  for (const id of Object.keys(MIN_SCORE)) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${id}: ${audit.id} (${audit.title})`);
    }
  }
  return { path, profile, scores, metrics, failing, shifts: shiftsOf(lhr), lcpElement: lcpElementOf(lhr), longTasks: longTasksOf(lhr) };
}

export async function runLighthouse(baseUrl: string, paths: readonly string[], profiles: readonly Profile[]): Promise<Row[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const rows: Row[] = [];
  try {
    for (const path of paths)
      for (const profile of profiles) {
        const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };
        const result = await lighthouse(`${baseUrl}${path}`, flags, profile === 'desktop' ? desktopConfig : undefined);
        if (!result) throw new Error(`Lighthouse gave no result for ${path} (${profile})`);
        if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${path} (${profile}): ${result.lhr.runtimeError.message}`);
        rows.push(summarize(path, profile, result.lhr));
        process.stderr.write(`  ${path} ${profile} done\n`);
      }
  } finally {
    await chrome.kill();
  }
  return rows;
}

export function machine(): string {
  let chromium = 'unknown';
  try {
    chromium = execSync(`${chromiumExecutable()} --version`, { encoding: 'utf8' }).trim();
  } catch {
    // the version line is informative only
  }
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  return `${cpus().length} cores (nproc), load average ${load} at start, ${chromium}, Node ${process.version}, Lighthouse 12`;
}

export function table(rows: readonly Row[]): string {
  const head = `| Page | Profile | Accessibility | Best practices | Performance | ${METRICS.map(([, l]) => l).join(' | ')} |`;
  const rule = `|${' --- |'.repeat(5 + METRICS.length)}`;
  const body = rows.map(
    (r) =>
      `| ${r.path} | ${r.profile} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.performance} | ` +
      `${METRICS.map(([, l]) => r.metrics[l]).join(' | ')} |`,
  );
  return [head, rule, ...body].join('\n');
}

/** Per run: the largest paint's element, what moved and the long tasks: where a shift, a late paint or the blocking time comes from. */
export function elements(rows: readonly Row[]): string {
  return rows
    .map((r) =>
      [
        `${r.path} ${r.profile}: largest paint ${r.lcpElement}`,
        ...r.shifts.map((shift) => `  shift ${shift}`),
        ...r.longTasks.map((task) => `  long task ${task}`),
      ].join('\n'),
    )
    .join('\n');
}

async function main(): Promise<void> {
  const [pathsArg, profilesArg] = process.argv.slice(2);
  const paths = (pathsArg ?? '/en/,/en/live').split(',');
  const profiles = (profilesArg ?? 'desktop,mobile').split(',') as Profile[];
  if (!existsSync(resolve('dist', 'index.html'))) throw new Error('No built site in dist/: run `npm run build` first.');
  const header = machine();
  // Production refuses to start without a public origin (canonical links are built on it): the benchmark's own, local.
  const { server, stop } = await startReferenceServer({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://127.0.0.1' });
  let rows: Row[];
  try {
    rows = await runLighthouse(server.url, paths, profiles);
  } finally {
    await stop();
  }
  process.stdout.write(`${header}\n\n${table(rows)}\n\n${elements(rows)}\n`);
  const below = rows.flatMap((r) =>
    Object.entries(MIN_SCORE)
      .filter(([id, min]) => r.scores[id as keyof typeof MIN_SCORE] < min)
      .map(([id, min]) => `${r.path} ${r.profile}: ${id} ${r.scores[id as keyof typeof MIN_SCORE]} < ${min}`),
  );
  if (below.length > 0) {
    const audits = [...new Set(rows.flatMap((r) => r.failing.map((f) => `${r.path} ${r.profile} ${f}`)))];
    process.stdout.write(`\nBelow the floor of 95:\n${below.join('\n')}\nAudits not passed:\n${audits.join('\n')}\n`);
    process.exitCode = 1;
  }
}

if (isEntryPoint(import.meta.url)) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
