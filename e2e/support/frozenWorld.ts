import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';

/**
 * The frozen world the visual snapshots are taken in: the reference server's
 * live clock starts at FROZEN_AT with a fixed seed and the simulator paused
 * (server/main.ts LIVE_FROZEN_AT, LIVE_PAUSED: test servers only), so a fresh
 * server holds the same games, scores and odds on every run; the page's
 * clock is fixed a minute later (Date only; timers run) in UTC, with reduced
 * motion, and a snapshot waits for the page's fonts.
 */
export const FROZEN_AT = Date.UTC(2030, 0, 15, 12, 0, 0);
export const PAGE_TIME = FROZEN_AT + 60_000;

export const FROZEN_SERVER_ENV = {
  LIVE_FROZEN_AT: String(FROZEN_AT),
  LIVE_PAUSED: '1',
  LIVE_SEED: '11',
  LIVE_RATE: '0',
} as const;

export const FROZEN_CONTEXT = { timezoneId: 'UTC', locale: 'en-GB', reducedMotion: 'reduce' } as const;

/** Fixes the context's Date (every page opened after this call). */
export async function freezeClock(context: BrowserContext): Promise<void> {
  await context.clock.setFixedTime(PAGE_TIME);
}

/**
 * Waits until the page is still: its fonts loaded (document.fonts.ready,
 * after the text that needs them is on the page), every image decoded, two
 * animation frames for layout to settle.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].filter((img) => !img.complete).map((img) => img.decode().catch(() => undefined)));
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  });
}

/** The Chromium major version the baselines were taken with, beside them. */
export interface BaselineVersion {
  readonly chromiumMajor: number;
  readonly chromium: string;
}

export const UPDATE_COMMAND = 'npm run test:visual:update';

export const chromiumMajor = (browser: Browser): number => Number(browser.version().split('.')[0]);

export function readBaselineVersion(file: string): BaselineVersion | null {
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as BaselineVersion;
}

export function writeBaselineVersion(file: string, browser: Browser): void {
  mkdirSync(dirname(file), { recursive: true });
  const version: BaselineVersion = { chromiumMajor: chromiumMajor(browser), chromium: browser.version() };
  writeFileSync(file, `${JSON.stringify(version, null, 2)}\n`);
}

/** Why the baselines cannot be compared with this browser, or null when they can. */
export function versionMismatch(recorded: BaselineVersion | null, browser: Browser, file: string): string | null {
  const major = chromiumMajor(browser);
  if (recorded === null)
    return (
      `No baseline version file at ${file}: take the baselines on purpose with \`${UPDATE_COMMAND}\` ` +
      `(it runs \`npx playwright test e2e/visual.spec.ts --update-snapshots=all\` and records Chromium ${major} there).`
    );
  if (recorded.chromiumMajor === major) return null;
  return (
    `The visual baselines were taken with Chromium ${recorded.chromiumMajor} (${recorded.chromium}); this is Chromium ${major} ` +
    `(${browser.version()}). Another major renders text and anti-aliasing differently, so the snapshots are not compared. ` +
    `Look at the pages, then update the baselines on purpose: \`${UPDATE_COMMAND}\` ` +
    `(= \`npx playwright test e2e/visual.spec.ts --update-snapshots=all\`, which also rewrites ${file}), and commit both.`
  );
}
