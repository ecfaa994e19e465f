import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, test, type RunningServer } from './support/server';

/** The shell's own switches (server/shell): the blocking answer and the config's maintenance flag. */
async function shellSwitch(server: RunningServer, body: Record<string, unknown>): Promise<void> {
  const res = await fetch(new URL('/__test/shell', server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`shell switch answered ${res.status}: ${await res.text()}`);
}

/** The SEO area's switch (server/seo): make the information-page or SEO call answer a server error. */
async function seoSwitch(server: RunningServer, body: Record<string, unknown>): Promise<void> {
  const res = await fetch(new URL('/__test/seo', server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`seo switch answered ${res.status}: ${await res.text()}`);
}

/** The newest support requests the server stored. */
async function supportRequests(server: RunningServer): Promise<Record<string, unknown>[]> {
  const res = await fetch(new URL('/__test/shell/support-requests', server.url));
  return ((await res.json()) as { data: Record<string, unknown>[] }).data;
}

/**
 * The worker (one SharedWorker per browser profile) checks blocking and loads
 * the config when it starts: a fresh context is a fresh start.
 */
async function freshPage(browser: Browser, server: RunningServer): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

test('maintenance on sends every page to the maintenance page; off sends it home', async ({ browser, server }) => {
  try {
    await shellSwitch(server, { maintenance: 'on' });
    const on = await freshPage(browser, server);
    const answer = await on.page.goto('/en/live');
    expect(answer?.status()).toBe(503);
    await expect(on.page.getByTestId('maintenance-page')).toBeVisible();
    await expect(on.page).toHaveURL(/\/en\/maintenance$/);
    await expect(on.page.getByTestId('maintenance-page')).toContainText('Technical maintenance');
    await on.close();

    await shellSwitch(server, { maintenance: 'off' });
    const off = await freshPage(browser, server);
    await off.page.goto('/en/maintenance');
    await expect(off.page).toHaveURL(/\/en\/?$/);
    await expect(off.page.getByTestId('layout-main')).toBeVisible();
    await off.close();
  } finally {
    await shellSwitch(server, { maintenance: 'off' });
  }
});

test('a block reason shows its page, site updates keep the way back, and a failed blocking call forces maintenance', async ({
  browser,
  server,
}) => {
  // Which page each of the reasons shows is a rule of the core (tests/core/routing/startup.test.ts) painted by the
  // route gate (tests/ui/shell/routeGate.test.tsx); here, each way the worker's start can end, in a real browser.
  const cases: { block: Record<string, unknown> | string; path: RegExp; testId: string }[] = [
    { block: { displayTypeId: 1, templateTypeId: 13 }, path: /\/en\/block-ua$/, testId: 'status-block_ua' },
    { block: { displayTypeId: 1, templateTypeId: 4 }, path: /\/en\/site-updates\?redirectedFrom=/, testId: 'status-site_updates' },
    { block: 'down', path: /\/en\/maintenance$/, testId: 'maintenance-page' },
  ];
  // The worker checks blocking once per tab start: each case opens a new tab of one browser profile.
  const context = await browser.newContext({ baseURL: server.url });
  try {
    for (const { block, path, testId } of cases) {
      await shellSwitch(server, { block });
      const page = await context.newPage();
      // A light page: the block check runs at every tab's start, whatever the page.
      await page.goto('/en/contacts');
      await expect(page.getByTestId(testId), JSON.stringify(block)).toBeVisible();
      await expect(page).toHaveURL(path);
      await page.close();
    }
  } finally {
    await context.close();
    await shellSwitch(server, { block: 'up' });
    await shellSwitch(server, { block: { displayTypeId: 0, templateTypeId: null } });
  }
});

test('a configured 404 fragment shows the 404 page', async ({ page }) => {
  const answer = await page.goto('/en/casino/wp-admin');
  expect(answer?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toContainText('This page could not be found');
});

test('the served HTML carries the SEO tags without JavaScript', async ({ browser, server }) => {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/contacts');
  await expect(page).toHaveTitle(/\S/);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /index/);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/en\/contacts$/);
  expect(await page.locator('head link[rel="alternate"][hreflang]').count()).toBeGreaterThan(1);
  await context.close();
});

test('no page overflows sideways at 1920, 1366, 1100 and 1024 px (SPEC 9): home, a live page, an information page', async ({ page }) => {
  test.setTimeout(120_000);
  // Every width is a desktop layout, so a page loaded once is resized through them: the layout reflows as it would load.
  for (const [path, ready] of [
    ['/en', 'layout-main'],
    ['/en/live', 'layout-main'],
    ['/en/contacts', 'info-page'],
    ['/en/internal-vpn', 'placeholder-page'],
  ] as const) {
    await page.setViewportSize({ width: 1920, height: 800 });
    await page.goto(path);
    await expect(page.getByTestId(ready)).toBeVisible();
    // The support panel open is the widest state of the layout's own parts.
    await page.getByTestId('support-button').click();
    await expect(page.getByTestId('support').getByRole('dialog')).toBeVisible();
    for (const width of [1920, 1366, 1100, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            // Two frames: the resize's layout has run before the widths are read.
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve(document.documentElement.scrollWidth - document.documentElement.clientWidth)),
            ),
          ),
      );
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
});

// The home page and the information pages in both directions and themes are the axe matrix's (e2e/a11y.spec.ts).
test('no serious or critical accessibility violation on a 404 and an information page', async ({ page }) => {
  for (const [path, ready] of [
    ['/en/no-such/page.php', 'not-found'],
    ['/en/contacts', 'info-page'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(ready)).toBeVisible();
    const result = await new AxeBuilder({ page }).analyze();
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      path,
    ).toEqual([]);
  }
});

test('the footer arrives once the page is idle, with the config’s social links opening in new tabs, and no violation', async ({ page }) => {
  await page.goto('/en/contacts');
  await expect(page.getByTestId('info-page')).toBeVisible();
  // The footer waits for the page to be idle (footer/FooterSlot.tsx), then comes without a scroll.
  const social = page.getByTestId('social-links-footer');
  await expect(social).toBeVisible({ timeout: 15_000 });
  await expect(social).toHaveAttribute('aria-label', 'Follow us');
  const links = await social
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => [a.getAttribute('aria-label'), a.getAttribute('target'), a.getAttribute('rel')]));
  expect(links).toEqual(['Telegram', 'X', 'Facebook', 'Instagram', 'YouTube'].map((name) => [name, '_blank', 'noopener noreferrer']));
  await expect(social.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/bethouse_demo');
  // The brand's mark is painted (its stylesheet came with the footer).
  const mask = await social
    .locator('.icon')
    .first()
    .evaluate((el) => getComputedStyle(el).getPropertyValue('mask-image'));
  expect(mask).toContain('data:image/svg+xml');
  // The demo places no link in the header: the header draws none.
  await expect(page.getByTestId('social-links-header')).toHaveCount(0);
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('an information page shows its text from the server, in the page language', async ({ page }) => {
  await page.goto('/en/contacts');
  const info = page.getByTestId('info-page');
  await expect(info).toBeVisible();
  await expect(info.getByRole('heading', { level: 1 })).toHaveText('Contacts');
  await expect(info).toContainText('Our support team works around the clock');
  await expect(page.getByTestId('info-error')).toHaveCount(0);
  await page.goto('/ru/contacts');
  await expect(page.getByTestId('info-page').getByRole('heading', { level: 1 })).toHaveText('Контакты');
});

test('an information page the server does not have is the 404 page, with the 404 status', async ({ page }) => {
  const answer = await page.goto('/en/rules/9/9');
  expect(answer?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toContainText('This page could not be found');
});

test('the head follows client-side navigation: title and canonical of the new page', async ({ page }) => {
  await page.goto('/en/contacts');
  await expect(page.getByTestId('info-page')).toBeVisible();
  await expect(page).toHaveTitle('Contacts — BetHouse');
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/en\/contacts$/);
  // The header's home link: the router moves, the page is not loaded again.
  const before = await page.evaluate(() => performance.getEntriesByType('navigation').length + ':' + String(performance.timeOrigin));
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page).toHaveTitle('Sports betting online — BetHouse');
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/en$/);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length + ':' + String(performance.timeOrigin))).toBe(before);
});

test('a support e-mail request reaches the server', async ({ page, server }) => {
  await page.goto('/en/contacts');
  await expect(page.getByTestId('info-page')).toBeVisible();
  const support = page.getByTestId('support');
  await support.getByTestId('support-button').click();
  await support.getByTestId('support-email').click();
  const form = support.getByTestId('support-form-email');
  await form.getByLabel('Your name').fill('Ann E2E');
  await form.getByLabel('E-mail address').fill('ann.e2e@example.com');
  await form.getByLabel('Message').fill('Where is my payout?');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(support.getByRole('status')).toContainText('Support will contact you soon');
  const rows = await supportRequests(server);
  expect(rows[0]).toMatchObject({
    kind: 'email',
    name: 'Ann E2E',
    contact: 'ann.e2e@example.com',
    message: 'Where is my payout?',
    lang: 'en',
    page: '/en/contacts',
  });
});

test('the support chat: a message reaches the server, the consultant’s answer comes back', async ({ browser, server }) => {
  await shellSwitch(server, { siteConfig: { consultantParams: { consultant_id: 'c-e2e' } } });
  const { page, close } = await freshPage(browser, server);
  try {
    await page.goto('/en/contacts');
    const support = page.getByTestId('support');
    await support.getByTestId('support-button').click();
    await support.getByTestId('support-chat').click();
    const form = support.getByTestId('support-chat-form');
    await form.getByLabel('Your name').fill('Chat Guest');
    await form.getByLabel('Message').fill('Is the live stream free?');
    await form.getByRole('button', { name: 'Send message' }).click();
    const log = support.getByTestId('support-chat-log');
    await expect(log).toContainText('Is the live stream free?');
    const [first] = await supportRequests(server);
    expect(first).toMatchObject({ kind: 'chat', name: 'Chat Guest', message: 'Is the live stream free?' });
    await shellSwitch(server, {
      chatReply: {
        conversationId: (first as { conversation_id: number }).conversation_id,
        text: 'Yes, for players with a bet on the game.',
      },
    });
    await expect(log.locator('[data-author="operator"]')).toContainText('Yes, for players with a bet on the game.', { timeout: 15_000 });
  } finally {
    await close();
    await shellSwitch(server, { siteConfig: { consultantParams: { consultant_id: null } } });
  }
});

test('a failed information page shows the general error page with the server status (500); a failed SEO call (503) keeps the page', async ({
  page,
  server,
}) => {
  // A 5xx is retried (the first attempt and 3 retries, 1 s doubling: 7 s) before the page gives up.
  const afterRetries = { timeout: 20_000 };
  try {
    await seoSwitch(server, { info: 500 });
    await page.goto('/en/about');
    await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '500', afterRetries);
    await expect(page.getByTestId('error-page')).toContainText('error 500');
    await seoSwitch(server, { info: 'up', seo: 503 });
    const warned = page.waitForEvent('console', {
      predicate: (m) => m.type() === 'warning' && m.text().includes('/en/internal-vpn could not be loaded'),
      ...afterRetries,
    });
    await page.goto('/en/internal-vpn');
    await warned;
    await expect(page.getByTestId('placeholder-page')).toBeVisible();
    await expect(page.getByTestId('error-page')).toHaveCount(0);
  } finally {
    await seoSwitch(server, { info: 'up', seo: 'up' });
  }
});

test('a browser without what the app needs gets the old-browser page before the app boots', async ({ browser, server }) => {
  const context = await browser.newContext({ baseURL: server.url });
  // A browser without Web Workers cannot hold the core.
  await context.addInitScript(() => {
    delete (window as { Worker?: unknown }).Worker;
  });
  const page = await context.newPage();
  try {
    await page.goto('/ru/live');
    await expect(page).toHaveURL(/\/ru\/oldbrowser$/);
    await expect(page.getByTestId('oldbrowser-fallback')).toContainText('Ваш браузер устарел');
    await expect(page.getByTestId('layout-main')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('device detection: platform_type=mobile and an iPad presenting as a Mac go to the mobile site', async ({
  browser,
  server,
  request,
}) => {
  // The demo has no mobile site; an operator's config names one.
  await shellSwitch(server, { siteConfig: { mobileSiteOrigin: 'https://m.bethouse.example' } });
  // The served answer redirects itself, for visitors without JavaScript.
  const served = await request.get('/en/live?platform_type=mobile', { maxRedirects: 0 });
  expect(served.status()).toBe(302);
  expect(served.headers().location).toBe('https://m.bethouse.example/en/live?platform_type=mobile');

  // iPadOS Safari says "Macintosh"; only its touch points give it away, which the browser sees and the server does not.
  const context = await browser.newContext({
    baseURL: server.url,
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  });
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'maxTouchPoints', { get: () => 5 }));
  await context.route('https://m.bethouse.example/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Mobile site</title><h1>Mobile</h1>' }),
  );
  const page = await context.newPage();
  try {
    await page.goto('/en/contacts');
    await expect(page).toHaveURL('https://m.bethouse.example/en/contacts');
    await expect(page.locator('h1')).toHaveText('Mobile');
  } finally {
    await context.close();
    await shellSwitch(server, { siteConfig: { mobileSiteOrigin: null } });
  }
});

test('the redirect service moves an old URL when asked for (outside production, the redirect-service parameter)', async ({
  page,
  request,
  server,
}) => {
  // The served answer, for crawlers.
  const moved = await request.get('/en/sportsbook?redirect-service=1', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/en/line?redirect-service=1');
  // Without the parameter (and outside production) the service does not run.
  expect((await request.get('/en/sportsbook', { maxRedirects: 0 })).status()).toBe(200);

  // In the running app the worker asks the service on client-side navigation too.
  const navigate = (to: string) =>
    page.evaluate((url) => {
      history.pushState({}, '', url);
      dispatchEvent(new PopStateEvent('popstate'));
    }, to);
  await page.goto('/en/contacts');
  await expect(page.getByTestId('info-page')).toBeVisible();
  await navigate('/en/casino-games?redirect-service=1');
  await expect(page).toHaveURL(/\/en\/slots\?redirect-service=1$/);

  // A loop in the table is not followed: the visitor stays where they are.
  await shellSwitch(server, {
    redirectRules: [
      { from: '/en/loop-a', to: '/en/loop-b' },
      { from: '/en/loop-b', to: '/en/loop-a' },
    ],
  });
  await navigate('/en/loop-a?redirect-service=1');
  await expect(page.getByTestId('placeholder-page')).toHaveAttribute('data-route', 'section');
  await expect(page).toHaveURL(/\/en\/loop-a\?redirect-service=1$/);
  // A wrong answer shape changes nothing either.
  await shellSwitch(server, { redirectService: 'malformed' });
  try {
    await navigate('/en/help?redirect-service=1');
    await expect(page.getByTestId('placeholder-page')).toHaveAttribute('data-route', 'section');
    await expect(page).toHaveURL(/\/en\/help\?redirect-service=1$/);
  } finally {
    await shellSwitch(server, { redirectService: 'up' });
  }
});

test('the maintenance warning before a planned window states its start and finish', async ({ browser, server }) => {
  const now = Date.now();
  const start = Date.UTC(2031, 0, 2, 10, 0);
  try {
    await shellSwitch(server, {
      maintenance: { notify_started_at: now - 3_600_000, notify_ended_at: now + 3_600_000, started_at: start, ended_at: start + 9_000_000 },
    });
    const { page, close } = await freshPage(browser, server);
    await page.goto('/en/contacts');
    const notice = page.getByTestId('maintenance-notice');
    await expect(notice).toContainText('Planned maintenance.');
    // The default time zone is UTC+3 and the 24-hour clock (SPEC 9).
    await expect(notice).toContainText('from Jan 2, 2031, 13:00 (UTC+3) to Jan 2, 2031, 15:30 (UTC+3)');
    await page.goto('/ru/contacts');
    await expect(page.getByTestId('maintenance-notice')).toContainText('Плановые технические работы.');
    // It is the shared queue's: closed once, it stays closed after a reload.
    await page.getByTestId('notification-maintenance').getByRole('button').click();
    await expect(page.getByTestId('maintenance-notice')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('layout-main')).toBeVisible();
    await expect(page.getByTestId('maintenance-notice')).toHaveCount(0);
    await close();
  } finally {
    await shellSwitch(server, { maintenance: { notify_started_at: null, notify_ended_at: null, started_at: null, ended_at: null } });
  }
});

/** Where an element's text sits inside its content box: the gap on the left and on the right, in px. */
function textGaps(page: Page, testId: string): Promise<{ left: number; right: number }> {
  return page
    .getByTestId(testId)
    .locator('h2')
    .evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const text = range.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return { left: text.left - box.left - parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) - text.right };
    });
}

test('Arabic mirrors the layout: the sports column stands on the right, the slip column on the left, text starts on the right', async ({
  page,
}) => {
  const columnsAndText = async () => {
    await expect(page.getByTestId('registration-widget')).toBeVisible();
    const [left, main, right] = await Promise.all([
      page.getByTestId('side-left').boundingBox(),
      page.locator('#main').boundingBox(),
      page.getByTestId('side-right').boundingBox(),
    ]);
    if (!left || !main || !right) throw new Error('a layout column has no box');
    return { sportsX: left.x, mainX: main.x, slipX: right.x, gaps: await textGaps(page, 'registration-widget') };
  };

  await page.goto('/en');
  const english = await columnsAndText();
  expect(english.sportsX).toBeLessThan(english.mainX);
  expect(english.slipX).toBeGreaterThan(english.mainX);
  expect(english.gaps.left).toBeLessThanOrEqual(1);
  expect(english.gaps.right).toBeGreaterThan(20);

  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabic = await columnsAndText();
  expect(arabic.sportsX).toBeGreaterThan(arabic.mainX);
  expect(arabic.slipX).toBeLessThan(arabic.mainX);
  // text-align: start resolves to the right edge.
  expect(arabic.gaps.right).toBeLessThanOrEqual(1);
  expect(arabic.gaps.left).toBeGreaterThan(20);
});
