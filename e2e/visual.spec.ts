import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  FROZEN_CONTEXT,
  FROZEN_SERVER_ENV,
  freezeClock,
  readBaselineVersion,
  settle,
  versionMismatch,
  writeBaselineVersion,
} from './support/frozenWorld';
import { LANGS, THEMES, VIEWPORTS, acceptCookies, chooseTheme, contextFor, type Lang, type ViewportName } from './support/look';
import { DEMO, submitSignIn } from './support/player';
import { expect, testWithOwnServer } from './support/server';

/**
 * Visual snapshots of the home, live, a game page with the slip filled, the
 * registration page and the wallet's deposit page (signed in), in light and
 * dark, desktop (1366 x 900) and phone (375 x 812), English and Arabic: 40
 * screenshots of the viewport, taken in a frozen world
 * (e2e/support/frozenWorld.ts) and compared with maxDiffPixelRatio 0.01. The baselines record the Chromium major they were
 * taken with (chromium-version.json beside them); another major fails with
 * how to update them on purpose: `npm run test:visual:update`.
 */
const test = testWithOwnServer(FROZEN_SERVER_ENV);
// The 8 contexts run one after the other in one worker (the config's default): one frozen server to start, not two.

const SNAPSHOT_DIR = join(import.meta.dirname, 'visual.spec.ts-snapshots');
const VERSION_FILE = join(SNAPSHOT_DIR, 'chromium-version.json');
const SHOT = { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' } as const;

test.beforeAll(({ browser }) => {
  const updating = test.info().config.updateSnapshots;
  if (updating === 'all' || updating === 'changed') {
    writeBaselineVersion(VERSION_FILE, browser);
    return;
  }
  const mismatch = versionMismatch(readBaselineVersion(VERSION_FILE), browser, VERSION_FILE);
  if (mismatch) throw new Error(mismatch);
});

async function shoot(page: Page, name: string): Promise<void> {
  await settle(page);
  try {
    await expect(page).toHaveScreenshot(`${name}.png`, SHOT);
  } catch (error) {
    // A CI log keeps no image: say in words what was painted over the page, so a flaky difference can be named.
    const overlays = await page.evaluate(() =>
      [
        ...document.querySelectorAll(
          '[role="dialog"],[role="alert"],[role="status"],[data-testid^="notification-"],[data-testid^="limit-prompt"]',
        ),
      ]
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => `${el.getAttribute('data-testid') ?? el.getAttribute('role')}: ${(el.textContent ?? '').trim().slice(0, 120)}`),
    );
    const scroll = await page.evaluate(() => `${scrollX},${scrollY}`);
    throw new Error(
      `${(error as Error).message}\nOn the page: ${overlays.join(' | ') || 'no dialog, alert, status or notice'}; scroll ${scroll}`,
    );
  }
}

const firstGameLink = (page: Page) => page.getByTestId('game-link').first();

for (const viewport of Object.keys(VIEWPORTS) as ViewportName[])
  for (const lang of LANGS)
    for (const theme of THEMES)
      test(`snapshots: home, live, game page with the slip filled, registration, deposit; ${viewport} ${lang} ${theme}`, async ({
        browser,
        baseURL,
      }) => {
        test.setTimeout(120_000);
        const context = await browser.newContext({ ...contextFor(viewport), ...FROZEN_CONTEXT, baseURL });
        await freezeClock(context);
        const page = await context.newPage();
        const name = (group: string) => `${group}-${viewport}-${lang}-${theme}`;
        try {
          await walk(page, viewport === 'phone', lang as Lang, theme, name);
        } finally {
          await context.close();
        }
      });

async function walk(
  page: Page,
  phone: boolean,
  lang: Lang,
  theme: (typeof THEMES)[number],
  name: (group: string) => string,
): Promise<void> {
  await page.goto(`/${lang}`);
  await chooseTheme(page, theme);
  await acceptCookies(page);
  await expect(page.getByTestId('live-list-home-line').getByTestId('game-link').first()).toBeAttached({ timeout: 30_000 });
  await shoot(page, name('home'));

  await page.goto(`/${lang}/live`);
  await expect(firstGameLink(page)).toBeAttached({ timeout: 30_000 });
  await shoot(page, name('live'));

  await page.goto(`/${lang}/line`);
  await expect(firstGameLink(page)).toBeAttached({ timeout: 30_000 });
  const href = await firstGameLink(page).getAttribute('href');
  expect(href).toBeTruthy();
  await page.goto(href as string);
  const outcome = page.locator('[data-testid^="live-outcome-"]:not([disabled])').first();
  await expect(outcome).toBeAttached({ timeout: 30_000 });
  const outcomeId = ((await outcome.getAttribute('data-testid')) ?? '').replace('live-outcome-', '');
  await outcome.focus();
  await page.keyboard.press('Enter');
  await outcome.blur();
  if (phone) {
    // On a phone the slip is a bottom sheet: its count in the bottom bar, then the sheet open over the game.
    await expect(page.getByTestId('bottom-nav-slip-count')).toHaveText('1');
    await page.getByTestId('bottom-nav-slip').click();
    await expect(page.getByTestId('phone-slip-sheet').getByTestId(`slip-bet-${outcomeId}`)).toBeVisible({ timeout: 15_000 });
  }
  await expect(page.getByTestId(`slip-bet-${outcomeId}`)).toBeAttached();
  await expect(page.getByTestId('slip-quoting')).toBeHidden({ timeout: 15_000 });
  await shoot(page, name('game-slip'));

  await page.goto(`/${lang}/registration`);
  await expect(page.getByTestId('registration-page')).toBeAttached({ timeout: 30_000 });
  await expect(page.getByTestId('field-login')).toBeAttached();
  await shoot(page, name('registration'));

  // The wallet, the first vertical that landed: its deposit page, signed in as the seeded demo player (from the home
  // page: the registration page has a login field of its own).
  await page.goto(`/${lang}`);
  await page.getByTestId('login-button').click();
  await submitSignIn(page, DEMO.login, DEMO.password);
  await expect(page.getByTestId('user-login')).toHaveText(DEMO.login);
  await page.goto(`/${lang}/recharge`);
  await expect(page.getByTestId('deposit-amount')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('deposit-submit')).toBeEnabled();
  await shoot(page, name('wallet'));
}
