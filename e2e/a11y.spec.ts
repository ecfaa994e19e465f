import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { upcomingPicker } from './support/bets';
import { acceptCookies, chooseTheme, contextFor, type Lang, type Theme, type ViewportName } from './support/look';
import { placeSingleApi } from './support/placeBet';
import { DEMO, submitSignIn } from './support/player';
import { expect, testWithOwnServer } from './support/server';

/**
 * axe over the site's page groups in both themes, left-to-right (en) and
 * right-to-left (ar), on a desktop (1366 x 900) and a phone (375 x 812): no
 * rule disabled, no element excluded, and zero serious or critical
 * violations. The matrix is trimmed to run in `npm test`: not every page in
 * every combination, but four combinations, each one context on its own
 * server worker, in two pairs that differ in viewport, direction and theme at
 * once (MATRIX); each page group is scanned by one pair, so in both themes,
 * both directions and both viewports; the home page (with the cookie banner
 * up) by all four. The simulator is paused (LIVE_PAUSED) so the pages hold
 * still while axe reads them.
 */
const test = testWithOwnServer({ LIVE_RATE: '0', LIVE_SEED: '3', LIVE_PAUSED: '1' });
test.describe.configure({ mode: 'parallel' });

interface Found {
  readonly page: string;
  readonly rule: string;
  readonly impact: string;
  readonly target: string;
  readonly help: string;
  readonly detail: string;
}

/**
 * axe ships some rules switched off; every one of them that checks WCAG 2 A
 * or AA is switched on here (today target-size, WCAG 2.2 2.5.8: the phone's
 * touch targets). Left as axe ships them: deprecated and experimental rules
 * and AAA ones (enhanced 7:1 contrast and the like), beyond the serious and critical ones the site must pass.
 */
const RULES_SWITCHED_ON = axe
  .getRules()
  .filter((rule) => {
    const tags = rule.tags;
    const aaa = tags.some((tag) => tag === 'wcag2aaa' || /^wcag\d+aaa$/.test(tag));
    return !tags.includes('deprecated') && !tags.includes('experimental') && !aaa;
  })
  .map((rule) => rule.ruleId);

async function scan(page: Page, name: string, found: Found[]): Promise<void> {
  const rules = Object.fromEntries(RULES_SWITCHED_ON.map((id) => [id, { enabled: true }]));
  const result = await new AxeBuilder({ page }).options({ rules }).analyze();
  for (const violation of result.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    for (const node of violation.nodes)
      found.push({
        page: name,
        rule: violation.id,
        impact: violation.impact,
        target: node.target.join(' '),
        help: violation.help,
        detail: [...node.any, ...node.all, ...node.none].map((check) => check.message).join('; '),
      });
  }
  // Printed as it goes: a run cut short by its timeout still tells what it found.
  const mine = found.filter((f) => f.page === name);
  console.log(
    `axe ${name}: ${mine.length === 0 ? 'clean' : mine.map((f) => `\n  ${f.rule} (${f.impact}) at ${f.target}: ${f.detail}`).join('')}`,
  );
}

const firstGameLink = (page: Page) => page.getByTestId('game-link').first();
const outcomes = (page: Page) => page.locator('[data-testid^="live-outcome-"]:not([disabled])');
const pickUpcoming = upcomingPicker(1.2);

/** The page groups past the home page. */
type Group = 'live' | 'line' | 'game' | 'slip' | 'results' | 'about' | 'registration' | 'myBets' | 'office' | 'wallet';
const PAIR_X: readonly Group[] = ['line', 'game', 'slip', 'results', 'myBets'];
const PAIR_Y: readonly Group[] = ['live', 'about', 'registration', 'office', 'wallet'];
const MATRIX: readonly { viewport: ViewportName; lang: Lang; theme: Theme; groups: readonly Group[] }[] = [
  { viewport: 'desktop', lang: 'en', theme: 'light', groups: PAIR_X },
  { viewport: 'phone', lang: 'ar', theme: 'dark', groups: PAIR_X },
  { viewport: 'desktop', lang: 'ar', theme: 'dark', groups: PAIR_Y },
  { viewport: 'phone', lang: 'en', theme: 'light', groups: PAIR_Y },
];

for (const { viewport, lang, theme, groups } of MATRIX)
  test(`axe: no serious or critical violation, ${viewport} ${lang} ${theme}: home, ${groups.join(', ')}`, async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    const found: Found[] = [];
    const context = await browser.newContext({ ...contextFor(viewport), baseURL });
    const page = await context.newPage();
    const scanAs: ScanAs = async (group, dialog) => {
      await dialog?.open();
      await scan(page, `${group} /${lang} ${viewport} ${theme}`, found);
      await dialog?.close();
    };
    try {
      await walk(page, { lang, theme, phone: viewport === 'phone', groups: new Set(groups) }, scanAs);
    } finally {
      await context.close();
    }
    const list = found.map((f) => `${f.page}: ${f.rule} (${f.impact}) at ${f.target}: ${f.help} (${f.detail})`);
    if (list.length > 0) console.log(`axe ${viewport} ${lang}: ${list.length} serious/critical\n${list.join('\n')}`);
    expect(list, `serious or critical axe violations (rule, target, page):\n${list.join('\n')}`).toEqual([]);
  });

/** Scans the page as it is; a dialog is opened for the scan and closed after it. */
type ScanAs = (group: string, dialog?: { open(): Promise<void>; close(): Promise<void> }) => Promise<void>;

/** The phone's slip sheet, opened from the bottom bar (then `ready` in it) for a scan, and closed with Escape. */
function slipSheet(page: Page, ready: () => Promise<void>) {
  const sheet = page.getByTestId('phone-slip-sheet');
  return {
    async open() {
      await page.getByTestId('bottom-nav-slip').click();
      await expect(sheet).toBeVisible();
      await ready();
    },
    async close() {
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
    },
  };
}

/** What one combination walks: its language, theme, viewport and page groups. */
interface Walk {
  readonly lang: Lang;
  readonly theme: Theme;
  readonly phone: boolean;
  readonly groups: ReadonlySet<Group>;
}

/** The page groups of a combination, guest pages first, then signed in: my bets, the office, the wallet. */
async function walk(page: Page, { lang, theme, phone, groups }: Walk, scanAs: ScanAs): Promise<void> {
  await page.goto(`/${lang}`);
  await expect(page.getByTestId('live-list-home-line').getByTestId('game-link').first()).toBeAttached({ timeout: 30_000 });
  // The theme is the player's preference in the worker: chosen once, it holds for every page of the context.
  await chooseTheme(page, theme);
  await scanAs('home (cookie banner up)');
  await acceptCookies(page);

  if (groups.has('live')) {
    await page.goto(`/${lang}/live`);
    await expect(firstGameLink(page)).toBeAttached({ timeout: 30_000 });
    await scanAs('live list');
  }

  if (groups.has('line') || groups.has('game') || groups.has('slip')) {
    await page.goto(`/${lang}/line`);
    await expect(firstGameLink(page)).toBeAttached({ timeout: 30_000 });
    if (groups.has('line')) await scanAs('line list');
    const gameHref = await firstGameLink(page).getAttribute('href');
    expect(gameHref).toBeTruthy();
    await page.goto(gameHref as string);
    await expect(outcomes(page).first()).toBeAttached({ timeout: 30_000 });
    if (groups.has('game')) await scanAs('game page');
    if (groups.has('slip')) await slipFilled(page, phone, scanAs);
  }

  for (const [group, path, ready] of [
    ['results', 'results', 'live-results'],
    ['about', 'about', 'info-body'],
    ['registration', 'registration', 'registration-page'],
  ] as const) {
    if (!groups.has(group)) continue;
    await page.goto(`/${lang}/${path}`);
    await expect(page.getByTestId(ready)).toBeAttached({ timeout: 30_000 });
    await scanAs(group === 'about' ? 'info page (about)' : group);
  }

  if (!groups.has('myBets') && !groups.has('office') && !groups.has('wallet')) return;
  await page.goto(`/${lang}`);
  // The header's button by keyboard, as a keyboard user signs in.
  await page.getByTestId('login-button').focus();
  await page.keyboard.press('Enter');
  await submitSignIn(page, DEMO.login, DEMO.password);
  await expect(page.getByTestId('user-login')).toHaveText(DEMO.login);
  if (groups.has('myBets')) await myBets(page, lang, phone, scanAs);

  if (groups.has('office')) {
    await page.goto(`/${lang}/office`);
    // The account page inside the office frame, its menu painted (the menu is scanned with it).
    await expect(page.getByTestId('office-account')).toBeAttached({ timeout: 30_000 });
    await expect(page.getByTestId('office-menu')).toBeAttached({ timeout: 30_000 });
    await scanAs('office');
  }
  if (groups.has('wallet')) {
    await page.goto(`/${lang}/office/recharge`);
    await expect(page.locator('main h1, main h2').first()).toBeAttached({ timeout: 30_000 });
    await scanAs('wallet (office/recharge)');
  }
}

/** The game page with an outcome in the slip: the slip's column on a desktop, its bottom sheet on a phone. */
async function slipFilled(page: Page, phone: boolean, scanAs: ScanAs): Promise<void> {
  const outcome = outcomes(page).first();
  const outcomeId = ((await outcome.getAttribute('data-testid')) ?? '').replace('live-outcome-', '');
  await outcome.focus();
  await page.keyboard.press('Enter');
  const quoted = async () => {
    await expect(page.getByTestId(`slip-bet-${outcomeId}`)).toBeAttached();
    await expect(page.getByTestId('slip-quoting')).toBeHidden({ timeout: 15_000 });
  };
  if (phone) {
    await expect(page.getByTestId('bottom-nav-slip-count')).toHaveText('1');
    await scanAs('game page, slip sheet filled', slipSheet(page, quoted));
  } else {
    await quoted();
    await scanAs('game page, slip filled');
  }
}

/** The slip's my bets with a placed coupon (in the sheet on a phone), and on a desktop its insurance dialog. */
async function myBets(page: Page, lang: Lang, phone: boolean, scanAs: ScanAs): Promise<void> {
  const [pick] = await pickUpcoming(page, 1);
  if (!pick) throw new Error('no upcoming outcome to bet on');
  const couponId = await placeSingleApi(page, pick, 1_000, `e2e-a11y-${lang}-${page.viewportSize()?.width}-${pick.gameId}`);
  await page.reload();
  const card = page.locator(`[data-testid="my-bet"][data-coupon-id="${couponId}"]`);
  const showMyBets = async () => {
    // The slip's sections are radios: Space picks one.
    await page.getByTestId('slip-tab-myBets').focus();
    await page.keyboard.press('Space');
    await expect(card).toBeAttached({ timeout: 20_000 });
  };
  if (phone) {
    await scanAs('my bets (slip sheet)', slipSheet(page, showMyBets));
    return;
  }
  await showMyBets();
  await scanAs('my bets');
  const insure = card.getByTestId('my-bet-insure');
  if (!(await insure.isVisible())) return;
  await expect(insure).toBeEnabled({ timeout: 20_000 });
  const dialog = page.getByTestId('my-bet-insure-dialog');
  await scanAs('my bets insurance dialog', {
    async open() {
      await insure.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
    },
    async close() {
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    },
  });
}
