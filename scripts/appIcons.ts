/**
 * npm run icons [-- --screenshots http://127.0.0.1:8080]
 *
 * Renders the app's PNG icons (public/icons/icon-<size>.png and
 * maskable-<size>.png) from the two SVG sources beside them, in Debian's
 * Chromium, at the sizes of src/protocol/constants/pwa.ts. With
 * --screenshots it also takes the install dialog's two screenshots from a
 * running site. The PNGs are committed: a build needs no browser.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { AGE_PRE_ANSWERED } from '../e2e/support/ageNotice';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/support/chromium';
import { APP_ICON_SIZES, APP_SCREENSHOTS, MASKABLE_ICON_SIZES, appIconPath, maskableIconPath } from '../src/protocol/constants/pwa';

const PUBLIC = fileURLToPath(new URL('../public', import.meta.url));

async function main(): Promise<void> {
  const at = process.argv.indexOf('--screenshots');
  const site = at > 0 ? process.argv[at + 1] : undefined;
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const render = async (svgFile: string, size: number, out: string) => {
      const svg = readFileSync(join(PUBLIC, 'icons', svgFile), 'utf8');
      await page.setViewportSize({ width: size, height: size });
      const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
      await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
      await page.screenshot({ path: join(PUBLIC, out), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    };
    for (const size of APP_ICON_SIZES) await render('icon.svg', size, appIconPath(size));
    for (const size of MASKABLE_ICON_SIZES) await render('icon-maskable.svg', size, maskableIconPath(size));
    if (site) {
      for (const shot of APP_SCREENSHOTS) {
        const [width, height] = shot.sizes.split('x').map(Number) as [number, number];
        // A visitor who already answered the age notice (the site's test-only pre-answer), as the e2e runs use.
        const context = await browser.newContext({ viewport: { width, height }, serviceWorkers: 'block', storageState: AGE_PRE_ANSWERED });
        const tab = await context.newPage();
        // The live feed never lets the network go quiet: wait for the games instead.
        await tab.goto(new URL('/en/live', site).href);
        await tab.getByTestId('cookie-consent-0').click({ timeout: 20_000 });
        await tab.getByTestId('live-section-links').waitFor({ timeout: 20_000 });
        await tab.waitForTimeout(2000);
        await tab.screenshot({ path: join(PUBLIC, shot.src) });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`Icons written to public/icons${site ? ' with the screenshots' : ''}.`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
