import { expect, test } from './support/server';

/**
 * Runs before any page script: counts the SharedWorkers made and keeps every
 * Content-Security-Policy violation (a Trusted Types refusal is one).
 */
const WATCH = () => {
  const w = window as unknown as { __made: string[]; __violations: string[]; SharedWorker: typeof SharedWorker };
  w.__made = [];
  w.__violations = [];
  document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  const Original = w.SharedWorker;
  const Counted = function (this: unknown, url: string | URL, options?: WorkerOptions) {
    // A classic script of the HTML is the current script while it runs; a module of the page's script never is.
    w.__made.push(`${document.currentScript ? 'html' : 'page'} ${String(url)}`);
    return new Original(url, options);
  } as unknown as typeof SharedWorker;
  Counted.prototype = Original.prototype;
  w.SharedWorker = Counted;
};

test("the served HTML starts the store's worker and the page connects through that one, with no policy violation", async ({ page }) => {
  await page.addInitScript(WATCH);
  await page.goto('/en');
  await expect(page.getByTestId('runtime-host')).toHaveAttribute('data-host', 'shared');
  // The page's own preferences came through the worker: the store answered on the worker the HTML made.
  await page.getByTestId('display-settings-button').click();
  await expect(page.getByTestId('pref-coefViewId')).toBeVisible();
  const { made, violations } = await page.evaluate(() => {
    const w = window as unknown as { __made: string[]; __violations: string[] };
    return { made: w.__made, violations: w.__violations };
  });
  // One worker made, by the HTML's script: the page took it rather than making its own.
  expect(made).toHaveLength(1);
  expect(made[0]).toMatch(/^html \/assets\/shared-[\w-]+\.js$/);
  expect(violations).toEqual([]);
});
