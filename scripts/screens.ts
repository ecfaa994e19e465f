/**
 * Screenshots for a designer's eye: each page at each width, light and dark,
 * in each language, written as PNGs to look at (not compared: that is
 * e2e/visual.spec.ts). Against a running site:
 *
 *   npx tsx scripts/screens.ts http://127.0.0.1:4310 /tmp/shots [widths=1366,375] [langs=en] [themes=light] [pages=home,live,...]
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/support/chromium';

const [base = 'http://127.0.0.1:4310', out = '/tmp/shots', widthsArg = '1366,375', langsArg = 'en', themesArg = 'light', pagesArg = ''] =
  process.argv.slice(2);

const HEIGHT: Record<number, number> = { 375: 800, 360: 780 };

async function firstGame(page: Page, lang: string): Promise<string> {
  await page.goto(`${base}/${lang}/live`);
  const link = page.getByTestId('game-link').first();
  await link.waitFor({ state: 'attached', timeout: 30_000 });
  return new URL((await link.getAttribute('href')) ?? `/${lang}/live`, base).pathname;
}

const PAGES: Record<string, (page: Page, lang: string) => Promise<string>> = {
  home: async (_p, lang) => `/${lang}/`,
  live: async (_p, lang) => `/${lang}/live`,
  game: firstGame,
  registration: async (_p, lang) => `/${lang}/registration`,
  line: async (_p, lang) => `/${lang}/line`,
  about: async (_p, lang) => `/${lang}/about`,
  notfound: async (_p, lang) => `/${lang}/no-such-page/at-all`,
  casino: async (_p, lang) => `/${lang}/slots`,
};

async function setTheme(page: Page, theme: string): Promise<void> {
  const want = theme === 'dark' ? 'dark' : 'light';
  if ((await page.locator('html').getAttribute('data-theme')) === want) return;
  const opener = page.getByTestId('display-settings-button');
  if (!(await opener.isVisible())) await page.getByTestId('bottom-nav-menu').click();
  await page.getByTestId('display-settings-button').click();
  await page.getByTestId('pref-appTheme').selectOption(want === 'dark' ? '1' : '0');
  await page.locator(`html[data-theme="${want}"]`).waitFor();
  await page.keyboard.press('Escape');
}

async function main(): Promise<void> {
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  const widths = widthsArg.split(',').map(Number);
  const names = pagesArg ? pagesArg.split(',') : ['home', 'live', 'game', 'registration'];
  for (const width of widths) {
    for (const theme of themesArg.split(',')) {
      const context = await browser.newContext({
        viewport: { width, height: HEIGHT[width] ?? 900 },
        serviceWorkers: 'block',
        isMobile: width < 600,
        hasTouch: width < 600,
      });
      const page = await context.newPage();
      for (const lang of langsArg.split(',')) {
        for (const name of names) {
          const path = await (PAGES[name] ?? (async () => name))(page, lang);
          await page.goto(`${base}${path}`);
          await page.getByTestId('company-name').first().waitFor({ timeout: 30_000 });
          await setTheme(page, theme);
          await page.waitForTimeout(2000);
          await page.evaluate(() => document.fonts.ready);
          const file = `${out}/${name}-${lang}-${theme}-${width}.png`;
          await page.screenshot({ path: file, fullPage: false });
          console.log(file);
        }
      }
      await context.close();
    }
  }
  await browser.close();
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
