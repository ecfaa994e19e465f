import type { BrowserContext, Page } from '@playwright/test';
import { COUNTER_SCRIPT_PREFIX } from '../src/protocol/constants/analyticsCounters';
import { expect, testWithOwnServer } from './support/server';

/**
 * The third-party counters as a visitor meets them (docs/analytics-counters.md):
 * no counter script is requested before the cookie question is answered
 * "Accept all", even once analytics installed; after it the demo config's
 * counters load from the reference server's stand-ins and the tag manager's
 * dataLayer holds this tab's page view (not another tab's). With Global
 * Privacy Control nothing loads at all. The debugger page's report (a second
 * tab on the same worker) tells when analytics installed, so no test waits
 * blindly.
 */
const test = testWithOwnServer({});
// Install waits 10 s after the navigation (SPEC 9); the counters start when the page is idle.
test.setTimeout(90_000);

function counterRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith(COUNTER_SCRIPT_PREFIX)) seen.push(path);
  });
  return seen;
}

async function openReport(context: BrowserContext): Promise<Page> {
  const report = await context.newPage();
  await report.goto('/en/debugger');
  await expect(report.getByTestId('analytics-report')).toBeVisible();
  return report;
}

/** The pages of the page views in this tab's dataLayer. */
const dataLayerViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string; page_path?: string }[] }).dataLayer ?? [])
      .filter((entry) => entry.event === 'page_view')
      .map((entry) => entry.page_path),
  );

test('no counter loads before "Accept all"; after it the tag manager holds this tab\'s page view', async ({ context }) => {
  const requested = counterRequests(context);
  const page = await context.newPage();
  await page.goto('/en/live');
  const banner = page.getByRole('region', { name: 'Cookies on this site' });
  await expect(banner).toBeVisible();

  const report = await openReport(context);
  await expect(report.getByText('Installed: sending')).toBeVisible({ timeout: 30_000 });
  expect(requested).toEqual([]);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);

  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => dataLayerViews(page), { timeout: 20_000 }).toEqual(['/en/live']);
  // The reference server's stand-in loaded and took the queued calls over.
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
  // The other tab counts its own page, once.
  await expect.poll(() => dataLayerViews(report), { timeout: 20_000 }).toEqual(['/en/debugger']);
  expect(await dataLayerViews(page)).toEqual(['/en/live']);
});

test('with Global Privacy Control no counter script is requested, even after "Accept all" and install', async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true });
  });
  const requested = counterRequests(context);
  const page = await context.newPage();
  await page.goto('/en/live');
  const banner = page.getByRole('region', { name: 'Cookies on this site' });
  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toBeHidden();

  const report = await openReport(context);
  await expect(report.getByTestId('analytics-gate')).toHaveText(/asks not to be tracked/, { timeout: 20_000 });
  await expect(report.getByText('Installed: sending')).toBeVisible({ timeout: 30_000 });
  await page.goto('/en/line');
  await expect(page.getByRole('main')).toBeVisible();
  expect(requested).toEqual([]);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  await context.close();
});
