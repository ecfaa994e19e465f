import type { BrowserContext, Page } from '@playwright/test';
import { ANALYTICS_TEST_READ_PATH, collectedAnswerSchema, type CollectedEvent } from '../src/protocol/analytics';
import { COUNTER_SCRIPT_PREFIX } from '../src/protocol/constants/analyticsCounters';
import { expect, testWithOwnServer } from './support/server';

/**
 * Analytics, consent first, as a visitor meets it: before the cookie question
 * is answered "Accept all" nothing reaches the collector, no analytics
 * cookie exists and no third-party counter script is requested, even after
 * analytics installed; after it, a page view arrives at the collector and in
 * the tag manager's dataLayer of the tab that had it (the counters load from
 * the reference server's stand-ins: docs/analytics-counters.md); a browser
 * sending Global Privacy Control sends and loads nothing at all.
 * The debugger page's report (a second tab on the same worker) tells when
 * the worker installed, so no test waits blindly.
 */
const test = testWithOwnServer({});
// Install waits 10 s after the navigation, then a batch waits 2 s (SPEC 9).
test.setTimeout(90_000);

async function collected(page: Page): Promise<CollectedEvent[]> {
  const reply = await page.request.get(ANALYTICS_TEST_READ_PATH);
  expect(reply.status()).toBe(200);
  return collectedAnswerSchema.parse(await reply.json()).events;
}

async function openReport(context: BrowserContext): Promise<Page> {
  const report = await context.newPage();
  await report.goto('/en/debugger');
  await expect(report.getByTestId('analytics-report')).toBeVisible();
  return report;
}

function counterRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith(COUNTER_SCRIPT_PREFIX)) seen.push(path);
  });
  return seen;
}

/** The pages of the page views in this tab's dataLayer (the tag manager's queue). */
const dataLayerViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string; page_path?: string }[] }).dataLayer ?? [])
      .filter((entry) => entry.event === 'page_view')
      .map((entry) => entry.page_path),
  );

const hasDataLayer = (page: Page) => page.evaluate(() => 'dataLayer' in window);

async function analyticsCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((c) => c.name).filter((name) => /analytic|fatman|visit|^_ga|^_ym/i.test(name));
}

test('nothing is collected or loaded before "Accept all"; after it a page view reaches the collector and the counters of its tab', async ({
  context,
}) => {
  const requested = counterRequests(context);
  const page = await context.newPage();
  await page.goto('/en/live');
  const banner = page.getByRole('region', { name: 'Cookies on this site' });
  await expect(banner).toBeVisible();

  const report = await openReport(context);
  await expect(report.getByTestId('analytics-gate')).toHaveText(/not agreed to all cookies/);
  // Installed (10 s after the navigation) and still nothing left the browser.
  await expect(report.getByText('Installed: sending')).toBeVisible({ timeout: 30_000 });
  await expect(report.getByTestId('analytics-sent')).toHaveText('Sent: 0 events');
  expect(await collected(page)).toEqual([]);
  expect(await analyticsCookies(context)).toEqual([]);
  expect(requested).toEqual([]);
  expect(await hasDataLayer(page)).toBe(false);

  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toBeHidden();
  await expect
    .poll(async () => (await collected(page)).filter((e) => e.name === 'page_view').length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  await expect(report.getByTestId('analytics-gate')).toHaveText(/^Collecting/);

  // The counters: each tab's dataLayer holds its own page view, once; the stand-in script took the queued call over.
  await expect.poll(() => dataLayerViews(page), { timeout: 20_000 }).toEqual(['/en/live']);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const record = (window as unknown as { __referenceCounters?: Record<string, { calls: { event?: string }[] }> }).__referenceCounters;
        return record?.tagManager?.calls.filter((c) => c.event === 'page_view').length ?? 0;
      }),
    )
    .toBe(1);
  expect(requested).toContain('/counters/tag-manager.js');
  expect(requested).toContain('/counters/search-counter.js');
  await expect.poll(() => dataLayerViews(report), { timeout: 20_000 }).toEqual(['/en/debugger']);
  expect(await dataLayerViews(page)).toEqual(['/en/live']);

  // A later navigation is a page view of its own, without its query.
  await page.goto('/en/line?token=secret');
  await expect
    .poll(async () => (await collected(page)).some((e) => e.name === 'page_view' && e.page.startsWith('/en/line')), { timeout: 20_000 })
    .toBe(true);
  expect((await collected(page)).every((e) => !e.page.includes('?'))).toBe(true);
  const lineView = (await collected(page)).find((e) => e.name === 'page_view' && e.page === '/en/line');
  expect(lineView?.params.section).toBe('betting');

  // The sign-in pop-up opened is a funnel step with SPEC 3's lastAuthPopUpCallTime.
  await page.getByTestId('login-button').click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await expect
    .poll(async () => (await collected(page)).find((e) => e.name === 'login_popup')?.params.lastAuthPopUpCallTime, { timeout: 20_000 })
    .toEqual(expect.any(Number));
  expect(await analyticsCookies(context)).toEqual([]);
});

test('a browser sending Global Privacy Control sends and loads nothing, even after "Accept all"', async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true });
  });
  const requested = counterRequests(context);
  const page = await context.newPage();
  // The file's server is shared: what the first test collected stays.
  const before = (await collected(page)).length;
  await page.goto('/en/live');
  const banner = page.getByRole('region', { name: 'Cookies on this site' });
  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toBeHidden();

  const report = await openReport(context);
  await expect(report.getByTestId('analytics-gate')).toHaveText(/asks not to be tracked/, { timeout: 20_000 });
  await expect(report.getByText('Installed: sending')).toBeVisible({ timeout: 30_000 });
  await page.goto('/en/line');
  await expect(report.getByTestId('analytics-gate')).toHaveText(/asks not to be tracked/);
  await expect(report.getByTestId('analytics-sent')).toHaveText('Sent: 0 events');
  expect(await collected(page)).toHaveLength(before);
  expect(requested).toEqual([]);
  expect(await hasDataLayer(page)).toBe(false);
  await context.close();
});
