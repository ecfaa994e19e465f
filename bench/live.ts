/**
 * `npm run bench:live`: headless Chromium against the reference
 * server, the feed running at each rate, on a page with at least 500
 * outcomes; the same page with the core in the worker and with the core on
 * the main thread (a build flag), side by side. It builds what it measures.
 *
 *   npm run bench:live -- [seconds=60] [rates=1000,5000] [modes=worker,main] [path=/en/live]
 *
 * Environment: BENCH_DIST_WORKER / BENCH_DIST_MAIN (an already built site to
 * measure instead of building one: a before/after comparison against an older
 * commit's build), BENCH_GAMES_PER_CHAMP (default 12: the demo world's games in
 * play per championship, LIVE_GAMES_PER_CHAMP of the server). The server's
 * game clock runs at 2x real time (LIVE_CLOCK_SPEED) instead of 20x, so few
 * games finish during a run and the page keeps its outcomes. BENCH_MEDIA=on
 * signs the demo player in and, from the live page's recommended stream,
 * opens its live video docked in the right column and its match tracker
 * floating before the measured page loads (both stay open on it, the video
 * playing); BENCH_MEDIA=off signs in the same way and opens nothing: the
 * pair is the cost of a stream and a tracker. Unset: a guest, as before.
 * BENCH_VIEWPORT=phone measures the phone layout (412 x 823, touch) instead of
 * the 1,920 x 1,080 desktop; BENCH_CPU_THROTTLE=4 slows the page's CPU four
 * times (DevTools' Emulation.setCPUThrottlingRate, set after the page has
 * loaded; the worker's too where Chromium allows it, which 156 does not, and
 * the output says which): a phone-class CPU; BENCH_CONTENT_VISIBILITY=off renders
 * every row even off screen, the worst case; BENCH_PROFILE=1 records a CPU
 * profile of each thread over the measured window, prints its top five costs
 * and leaves the .cpuprofile files in test-results/ (the profiler costs time:
 * take figures from runs without it). BENCH_HEAP_PROFILE=1 samples the
 * worker's allocations over the window (DevTools' sampling heap profiler) and
 * prints the sites whose allocations are still alive at its end: what the
 * heap's growth is made of.
 *
 * Per rate and mode: outcomes on the page, main-thread long tasks over
 * 50 ms, frames per second, feed-to-paint latency (the server's batch
 * timestamp to the frame after the row changed) p50/p95, click-to-coupon
 * p50/p95 (click to the coupon's own state on the button, data-in-coupon;
 * adding an outcome, then taking it out again) while the feed runs, and page and worker heap at start and end (after a
 * garbage collection, through the DevTools protocol). Numbers, not assertions.
 */
import { execSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import {
  attachSharedWorker,
  heapAfterGc,
  heapByKind,
  topAllocations,
  topCosts,
  type Cost,
  type CpuProfile,
  type HeapByKind,
  type HeapCost,
  type HeapProfileNode,
  type WorkerSession,
} from './devtools';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/support/chromium';
import { startReferenceServer } from '../e2e/support/server';
import { signInDemo } from '../e2e/support/player';
import { isEntryPoint } from '../scripts/entryPoint';

export type Mode = 'worker' | 'main';
export type MediaSetting = 'guest' | 'off' | 'on';
const MIN_SECONDS = 60;
const MIN_OUTCOMES = 500;
const WARM_UP_MS = 3000;
/** Where profiled runs leave their .cpuprofile files (open them in Chromium's DevTools Performance panel). */
const PROFILE_DIR = 'test-results';

const BUILT: Record<Mode, string> = { worker: 'dist-bench-live', main: 'dist-bench-live-main' };
const GIVEN: Record<Mode, string | undefined> = { worker: process.env.BENCH_DIST_WORKER, main: process.env.BENCH_DIST_MAIN };
const distOf = (mode: Mode): string => GIVEN[mode] ?? BUILT[mode];

/** Installed before the app: collects the numbers in the page itself (plain JS: tsx would add helpers to a function). */
const PROBE = `(() => {
  const longTasks = [], latencies = [], pending = [];
  let frames = 0, measuring = false, flushing = false;
  const afterPaint = new MessageChannel();
  afterPaint.port1.onmessage = () => {
    const now = Date.now();
    for (const at of pending.splice(0)) latencies.push(now - at);
    flushing = false;
  };
  window.__bench = {
    longTasks, latencies,
    frames: () => frames,
    start: () => { measuring = true; frames = 0; longTasks.length = 0; latencies.length = 0; },
    stop: () => { measuring = false; },
  };
  new PerformanceObserver((list) => {
    if (measuring) for (const e of list.getEntries()) if (e.duration > 50) longTasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: false });
  const tick = () => { if (measuring) frames += 1; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  // A row painted: the frame after the DOM changed has run its paint once a message posted from rAF arrives.
  new MutationObserver((records) => {
    if (!measuring) return;
    for (const r of records) {
      const at = Number(r.target.getAttribute && r.target.getAttribute('data-at'));
      if (at > 0) pending.push(at);
    }
    if (pending.length === 0 || flushing) return;
    flushing = true;
    requestAnimationFrame(() => afterPaint.port2.postMessage(0));
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-at'] });
})();`;

export interface LiveRunResult {
  readonly mode: Mode;
  readonly media: MediaSetting;
  readonly rate: number;
  readonly outcomesStart: number;
  readonly outcomesEnd: number;
  readonly outcomesInViewport: number;
  readonly setting: Setting;
  /** Whether the CPU throttle reached the SharedWorker too (Chromium 156 refuses it for workers). */
  readonly workerThrottled: boolean;
  readonly longTasks: number;
  readonly longTaskMaxMs: number;
  readonly fps: number;
  readonly paintP50: number;
  readonly paintP95: number;
  readonly painted: number;
  readonly clickP50: number;
  readonly clickP95: number;
  readonly clicks: number;
  readonly pageHeapStartMb: number;
  readonly pageHeapMinuteMb: number | null;
  readonly pageHeapEndMb: number;
  readonly workerHeapStartMb: number | null;
  readonly workerHeapMinuteMb: number | null;
  readonly workerHeapEndMb: number | null;
  /** The top five self-time costs of each thread over the measured window (profiled runs only). */
  readonly pageCosts: readonly Cost[];
  readonly workerCosts: readonly Cost[];
  /** With BENCH_HEAP_PROFILE=1: the worker's allocation sites still holding memory at the window's end. */
  readonly workerHeld: readonly HeapCost[];
  /** With BENCH_HEAP_PROFILE=1: the worker's heap snapshot by kind at the window's start and end. */
  readonly workerKinds: { readonly start: HeapByKind; readonly end: HeapByKind } | null;
}

const pct = (xs: readonly number[], p: number): number => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] as number;
};
const mb = (bytes: number): number => Math.round((bytes / 1048576) * 10) / 10;

/**
 * Clicks an outcome and waits for the coupon's own answer on the button
 * (data-in-coupon), not the optimistic aria-pressed. Clicks alternate: add a
 * random open outcome, then take the same one out, so the coupon stays at a
 * player's size (a bet or two) instead of filling up over the run.
 */
function clickToCoupon(page: Page, previous: string | null): Promise<{ ms: number | null; clicked: string | null }> {
  return page.evaluate(
    (last) =>
      new Promise<{ ms: number | null; clicked: string | null }>((resolve) => {
        const again = last
          ? document.querySelector<HTMLButtonElement>(`[data-testid="${last}"][aria-disabled="false"][data-in-coupon="true"]`)
          : null;
        const open = [
          ...document.querySelectorAll<HTMLButtonElement>('[data-testid^="live-outcome-"][aria-disabled="false"][data-in-coupon="false"]'),
        ];
        const button = again ?? open[Math.floor(Math.random() * open.length)];
        if (!button) return resolve({ ms: null, clicked: null });
        const clicked = button.getAttribute('data-testid');
        const before = button.getAttribute('data-in-coupon');
        const t0 = performance.now();
        const timer = setTimeout(() => {
          obs.disconnect();
          resolve({ ms: null, clicked });
        }, 3000);
        const obs = new MutationObserver(() => {
          if (button.getAttribute('data-in-coupon') === before) return;
          obs.disconnect();
          clearTimeout(timer);
          resolve({ ms: performance.now() - t0, clicked: again ? null : clicked });
        });
        obs.observe(button, { attributes: true, attributeFilter: ['data-in-coupon'] });
        button.click();
      }),
    previous,
  );
}

/**
 * The demo player signed in; with `on`, the recommended live game's video docked right and its tracker floating,
 * opened from its page (the media stay open across pages, as a player's do).
 */
async function prepareMedia(page: Page, media: MediaSetting): Promise<void> {
  if (media === 'guest') return;
  await signInDemo(page);
  if (media === 'off') return;
  await page.goto('/en/live');
  const game = page.getByTestId('media-recommended-game');
  await game.waitFor({ timeout: 60_000 });
  await page.goto((await game.getAttribute('href')) ?? '');
  await page.getByTestId('media-watch').click();
  await page.getByTestId('media-open-place-floating').check();
  await page.getByTestId('media-tracker').click();
  await page.getByTestId('video-element').waitFor();
}

/** The video plays on the measured page (its clock advancing) and the tracker is drawn. */
async function mediaPlaying(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const video = document.querySelector<HTMLVideoElement>('[data-testid="video-element"]');
      return video !== null && video.currentTime > 1 && document.querySelector('[data-testid="match-tracker"]') !== null;
    },
    null,
    { timeout: 60_000 },
  );
}

/** How the page is shown: the desktop screen of SPEC 9 or a phone, and Chromium's CPU slowed down like a phone's. */
export interface Setting {
  readonly viewport: 'desktop' | 'phone';
  /** DevTools' Emulation.setCPUThrottlingRate, on the page and on the SharedWorker: 1 is none, 4 a mid-range phone. */
  readonly cpuThrottle: number;
  /** Off: every row rendered even off screen (content-visibility: visible), the worst case. */
  readonly contentVisibility: boolean;
  /** Record a CPU profile of the page's main thread and of the worker over the measured window. */
  readonly profile: boolean;
  /** Sample the worker's allocations over the measured window: what is still alive at its end, by source. */
  readonly heapProfile: boolean;
}

const VIEWPORTS = {
  desktop: { viewport: { width: 1920, height: 1080 } },
  // Lighthouse's mobile device (Moto G Power): the phone layout, touch, its pixel ratio.
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
} as const;

const ALL_VISIBLE = '*, *::before, *::after { content-visibility: visible !important; contain-intrinsic-size: none !important; }';

/** Outcomes on the page whose box meets the viewport: what the player sees, and what the browser must paint. */
function outcomesInViewport(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll('[data-testid^="live-outcome-"]')].filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
      }).length,
  );
}

async function runOne(opts: {
  rate: number;
  mode: Mode;
  seconds: number;
  path: string;
  gamesPerChamp: number;
  media: MediaSetting;
  setting: Setting;
}): Promise<LiveRunResult> {
  const { server, stop } = await startReferenceServer({
    LIVE_RATE: String(opts.rate),
    LIVE_GAMES_PER_CHAMP: String(opts.gamesPerChamp),
    LIVE_CLOCK_SPEED: '2',
    DIST_DIR: distOf(opts.mode),
  });
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  let worker: WorkerSession | null = null;
  try {
    // Rows off screen are not rendered (content-visibility), as in a player's browser, unless the setting turns that off.
    const context = await browser.newContext({ ...VIEWPORTS[opts.setting.viewport], baseURL: server.url });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.addInitScript({ content: PROBE });
    await prepareMedia(page, opts.media);
    await page.goto(server.url + opts.path);
    if (!opts.setting.contentVisibility) await page.addStyleTag({ content: ALL_VISIBLE });
    if (opts.media === 'on') await mediaPlaying(page);
    await page.locator('[data-testid^="live-outcome-"]').first().waitFor({ timeout: 60_000 });
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="live-list-loading"], [data-testid="live-menu-loading"]').length === 0,
      null,
      { timeout: 60_000 },
    );
    worker = opts.mode === 'worker' ? await attachSharedWorker(browser) : null;
    let workerThrottled = false;
    if (opts.setting.cpuThrottle > 1) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: opts.setting.cpuThrottle });
      // Chromium throttles pages only ("only supported for pages, not workers"): the worker runs at full speed, said in the output.
      workerThrottled = worker
        ? await worker.call('Emulation.setCPUThrottlingRate', { rate: opts.setting.cpuThrottle }).then(
            () => true,
            () => false,
          )
        : false;
    }
    await page.waitForTimeout(WARM_UP_MS);
    const outcomesStart = await page.locator('[data-testid^="live-outcome-"]').count();
    if (outcomesStart < MIN_OUTCOMES) {
      throw new Error(
        `${opts.path} shows ${outcomesStart} outcomes, fewer than ${MIN_OUTCOMES}: ` +
          `raise BENCH_GAMES_PER_CHAMP (now ${opts.gamesPerChamp}) or pick a fuller path`,
      );
    }
    const inViewport = await outcomesInViewport(page);
    const pageHeapStart = await heapAfterGc(cdp);
    const workerHeapStart = worker ? await heapAfterGc(worker) : null;
    const workerKindsStart = worker && opts.setting.heapProfile ? await heapByKind(worker) : null;
    if (opts.setting.heapProfile) await worker?.call('HeapProfiler.startSampling', { samplingInterval: 4096 });
    if (opts.setting.profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
      await worker?.call('Profiler.enable');
      await worker?.call('Profiler.start');
    }
    await page.evaluate(() => (window as unknown as { __bench: { start(): void } }).__bench.start());
    const started = Date.now();
    const clicks: number[] = [];
    let inCoupon: string | null = null;
    let workerHeapMinute: number | null = null;
    let pageHeapMinute: number | null = null;
    while (Date.now() - started < opts.seconds * 1000) {
      const { ms, clicked } = await clickToCoupon(page, inCoupon);
      if (ms !== null) clicks.push(ms);
      inCoupon = clicked;
      await page.waitForTimeout(700);
      // Runs longer than a minute also take the heap at the minute: growth in the first minute, then flat.
      if (pageHeapMinute === null && opts.seconds > 60 && Date.now() - started >= 60_000) {
        pageHeapMinute = await heapAfterGc(cdp);
        if (worker) workerHeapMinute = await heapAfterGc(worker);
      }
    }
    const elapsed = (Date.now() - started) / 1000;
    const out = await page.evaluate(() => {
      const b = (window as unknown as { __bench: { longTasks: number[]; latencies: number[]; frames(): number; stop(): void } }).__bench;
      b.stop();
      return { longTasks: b.longTasks.slice(), latencies: b.latencies.slice(), frames: b.frames() };
    });
    let pageCosts: Cost[] = [];
    let workerCosts: Cost[] = [];
    if (opts.setting.profile) {
      mkdirSync(PROFILE_DIR, { recursive: true });
      const pageProfile = ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile;
      pageCosts = topCosts(pageProfile, 5, `${distOf(opts.mode)}-sourcemaps`);
      const stamp = `${opts.mode}-${opts.rate}-${opts.setting.viewport}`;
      writeFileSync(`${PROFILE_DIR}/bench-live-${stamp}-page.cpuprofile`, JSON.stringify(pageProfile));
      if (worker) {
        const workerProfile = (await worker.call<{ profile: CpuProfile }>('Profiler.stop')).profile;
        workerCosts = topCosts(workerProfile, 5, `${distOf(opts.mode)}-sourcemaps`);
        writeFileSync(`${PROFILE_DIR}/bench-live-${stamp}-worker.cpuprofile`, JSON.stringify(workerProfile));
      }
    }
    if (opts.setting.cpuThrottle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    if (workerThrottled) await worker?.call('Emulation.setCPUThrottlingRate', { rate: 1 });
    const outcomesEnd = await page.locator('[data-testid^="live-outcome-"]').count();
    const pageHeapEnd = await heapAfterGc(cdp);
    const workerHeapEnd = worker ? await heapAfterGc(worker) : null;
    const workerKindsEnd = worker && opts.setting.heapProfile ? await heapByKind(worker) : null;
    const workerHeld =
      worker && opts.setting.heapProfile
        ? topAllocations(
            (await worker.call<{ profile: { head: HeapProfileNode } }>('HeapProfiler.stopSampling')).profile.head,
            12,
            `${distOf(opts.mode)}-sourcemaps`,
          )
        : [];
    return {
      mode: opts.mode,
      media: opts.media,
      rate: opts.rate,
      setting: opts.setting,
      workerThrottled,
      outcomesStart,
      outcomesEnd,
      outcomesInViewport: inViewport,
      longTasks: out.longTasks.length,
      longTaskMaxMs: out.longTasks.length ? Math.round(Math.max(...out.longTasks)) : 0,
      fps: Math.round((out.frames / elapsed) * 10) / 10,
      paintP50: pct(out.latencies, 50),
      paintP95: pct(out.latencies, 95),
      painted: out.latencies.length,
      clickP50: Math.round(pct(clicks, 50) * 10) / 10,
      clickP95: Math.round(pct(clicks, 95) * 10) / 10,
      clicks: clicks.length,
      pageHeapStartMb: mb(pageHeapStart),
      pageHeapMinuteMb: pageHeapMinute === null ? null : mb(pageHeapMinute),
      pageHeapEndMb: mb(pageHeapEnd),
      workerHeapStartMb: workerHeapStart === null ? null : mb(workerHeapStart),
      workerHeapMinuteMb: workerHeapMinute === null ? null : mb(workerHeapMinute),
      workerHeapEndMb: workerHeapEnd === null ? null : mb(workerHeapEnd),
      pageCosts,
      workerCosts,
      workerHeld,
      workerKinds: workerKindsStart && workerKindsEnd ? { start: workerKindsStart, end: workerKindsEnd } : null,
    };
  } finally {
    await worker?.close();
    await browser.close();
    await stop();
  }
}

function build(mode: Mode): void {
  if (GIVEN[mode])
    return console.log(`measuring the given build ${GIVEN[mode]} (core ${mode === 'main' ? 'on the main thread' : 'in the worker'})`);
  console.log(`building ${BUILT[mode]} (core ${mode === 'main' ? 'on the main thread' : 'in the worker'})`);
  execSync(`npx vite build --logLevel warn --outDir ${BUILT[mode]}`, {
    stdio: 'inherit',
    env: { ...process.env, VITE_CORE_ON_MAIN: mode === 'main' ? '1' : '' },
  });
}

const growth = (start: number | null, end: number | null): string =>
  start === null || end === null ? 'n/a' : `${start} -> ${end} MB (${(((end - start) / start) * 100).toFixed(1)} %)`;

const costLines = (thread: string, costs: readonly Cost[]): string[] =>
  costs.length ? [`  top costs, ${thread} (self time):`, ...costs.map((c) => `    ${c.selfMs} ms (${c.share} %) ${c.name}`)] : [];

function describe(r: LiveRunResult): string {
  const { setting } = r;
  return [
    setting.viewport === 'phone' ? 'phone 412 x 823' : 'desktop 1920 x 1080',
    setting.cpuThrottle > 1
      ? `page CPU ${setting.cpuThrottle}x slower${r.workerThrottled ? ', worker too' : ' (the worker not: Chromium refuses)'}`
      : '',
    setting.contentVisibility ? '' : 'content-visibility off',
  ]
    .filter(Boolean)
    .join(', ');
}

function print(r: LiveRunResult, seconds: number, path: string): void {
  console.log(
    [
      `rate ${r.rate}/s, core ${r.mode === 'main' ? 'on the main thread' : 'in the worker'}, ${seconds} s, ${path}, ` +
        `${describe(r)}, ` +
        `${r.media === 'guest' ? 'a guest' : r.media === 'on' ? 'signed in, a video and a tracker open' : 'signed in, no media'}: ` +
        `${r.outcomesStart} outcomes at start (${r.outcomesInViewport} in the viewport), ${r.outcomesEnd} at end`,
      `  long tasks > 50 ms: ${r.longTasks}${r.longTasks ? ` (max ${r.longTaskMaxMs} ms)` : ''}`,
      `  frames per second: ${r.fps}`,
      `  feed-to-paint: p50 ${r.paintP50} ms, p95 ${r.paintP95} ms (${r.painted} changes painted)`,
      `  click-to-coupon: p50 ${r.clickP50} ms, p95 ${r.clickP95} ms (${r.clicks} clicks)`,
      `  page heap: ${growth(r.pageHeapStartMb, r.pageHeapEndMb)}` +
        (r.pageHeapMinuteMb === null ? '' : `; at one minute ${growth(r.pageHeapStartMb, r.pageHeapMinuteMb)}`),
      `  worker heap: ${growth(r.workerHeapStartMb, r.workerHeapEndMb)}` +
        (r.workerHeapMinuteMb === null ? '' : `; at one minute ${growth(r.workerHeapStartMb, r.workerHeapMinuteMb)}`),
      ...costLines('main thread', r.pageCosts),
      ...costLines('worker', r.workerCosts),
      ...(r.workerKinds
        ? [
            `  worker heap snapshot: data ${growth(mb(r.workerKinds.start.dataBytes), mb(r.workerKinds.end.dataBytes))}, ` +
              `code (bytecode, feedback, compiled) ${growth(mb(r.workerKinds.start.codeBytes), mb(r.workerKinds.end.codeBytes))}`,
          ]
        : []),
      ...(r.workerHeld.length
        ? [
            '  still held at the end, worker (sampled allocations of the window):',
            ...r.workerHeld.map((c) => `    ${c.kB} kB (${c.share} %) ${c.name}`),
          ]
        : []),
    ].join('\n'),
  );
}

function printRatios(worker: LiveRunResult, main: LiveRunResult): void {
  const ratio = (a: number, b: number) => (b === 0 ? (a === 0 ? '1.00' : 'inf') : (a / b).toFixed(2));
  console.log(
    [
      `rate ${worker.rate}/s, main thread / worker:`,
      `  long tasks ${main.longTasks} / ${worker.longTasks} = ${ratio(main.longTasks, worker.longTasks)}`,
      `  fps ${main.fps} / ${worker.fps} = ${ratio(main.fps, worker.fps)}`,
      `  feed-to-paint p95 ${main.paintP95} / ${worker.paintP95} = ${ratio(main.paintP95, worker.paintP95)}`,
      `  click-to-coupon p95 ${main.clickP95} / ${worker.clickP95} = ${ratio(main.clickP95, worker.clickP95)}`,
    ].join('\n'),
  );
}

export function machine(): string {
  const chromiumVersion = (() => {
    try {
      return execSync(`${chromiumExecutable()} --version`, { encoding: 'utf8' }).trim();
    } catch {
      return 'chromium (version unknown)';
    }
  })();
  return `${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}, Node ${process.version}, ${chromiumVersion}`;
}

export async function benchLive(argv: readonly string[]): Promise<LiveRunResult[]> {
  const seconds = Number(argv[0] ?? MIN_SECONDS);
  if (!(seconds >= MIN_SECONDS)) throw new Error(`run at least ${MIN_SECONDS} s per rate (asked ${argv[0]})`);
  const rates = (argv[1] ?? '1000,5000').split(',').map(Number);
  const modes = (argv[2] ?? 'worker,main').split(',') as Mode[];
  if (modes.some((m) => m !== 'worker' && m !== 'main')) throw new Error(`modes are worker and main; got ${argv[2]}`);
  const path = argv[3] ?? '/en/live';
  const gamesPerChamp = Number(process.env.BENCH_GAMES_PER_CHAMP ?? 12);
  const media = (process.env.BENCH_MEDIA ?? 'guest') as MediaSetting;
  const viewport = process.env.BENCH_VIEWPORT ?? 'desktop';
  if (viewport !== 'desktop' && viewport !== 'phone') throw new Error(`BENCH_VIEWPORT is desktop or phone; got ${viewport}`);
  const cpuThrottle = Number(process.env.BENCH_CPU_THROTTLE ?? 1);
  if (!(cpuThrottle >= 1)) throw new Error(`BENCH_CPU_THROTTLE is a rate of at least 1; got ${process.env.BENCH_CPU_THROTTLE}`);
  const setting: Setting = {
    viewport,
    cpuThrottle,
    contentVisibility: process.env.BENCH_CONTENT_VISIBILITY !== 'off',
    profile: process.env.BENCH_PROFILE === '1',
    heapProfile: process.env.BENCH_HEAP_PROFILE === '1',
  };
  if (!['guest', 'off', 'on'].includes(media)) throw new Error(`BENCH_MEDIA is on or off; got ${process.env.BENCH_MEDIA}`);
  console.log(`machine: ${machine()}`);
  for (const mode of modes) build(mode);
  const results: LiveRunResult[] = [];
  for (const rate of rates) {
    for (const mode of modes) {
      const result = await runOne({ rate, mode, seconds, path, gamesPerChamp, media, setting });
      print(result, seconds, path);
      results.push(result);
    }
    const worker = results.find((r) => r.rate === rate && r.mode === 'worker');
    const main = results.find((r) => r.rate === rate && r.mode === 'main');
    if (worker && main) printRatios(worker, main);
  }
  console.log(
    `load average after: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  return results;
}

if (isEntryPoint(import.meta.url)) {
  await benchLive(process.argv.slice(2));
}
