import { signInDemo } from './support/player';
import { expect, test } from './support/server';

/**
 * The casino lobby as a player meets it: typing "book" finds the
 * book-themed slots as they type, with a count; a star set in one tab shows
 * in another open tab. The rules (paging, sorting, matching, ownership and
 * the worker's debounce) are tested in units: tests/server/casino,
 * tests/core/casinoLobby, tests/worker/casinoLobby.
 */
test('searching "book" shows the book-themed slots as the player types, with their count', async ({ page }) => {
  await page.goto('/en/casino-lobby');
  await expect(page.getByTestId('lobby-tile').first()).toBeVisible();
  const search = page.getByTestId('lobby-search');
  await search.pressSequentially('book', { delay: 30 });
  const names = page.getByTestId('lobby-tile-name');
  await expect(page.getByTestId('lobby-count')).toHaveText(/^\d+ games?$/);
  await expect(names.first()).toHaveText(/Book/);
  const shown = await names.allTextContents();
  expect(shown.length).toBeGreaterThanOrEqual(5);
  expect(shown.every((name) => /\bbook\b/i.test(name))).toBe(true);
  expect(shown).toContain('Book of Sands');
  await expect(page.getByTestId('lobby-count')).toHaveText(`${shown.length} games`);
  // A tile's art as wide as the tile shows it (one pixel per CSS pixel here), not the full 320 px drawing.
  const art = page.getByTestId('lobby-tile').first().locator('img');
  await expect.poll(() => art.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  expect(await art.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThan(320);
  expect(await art.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).searchParams.get('w'))).not.toBeNull();
});

test('a favourite starred in one tab is starred in another open tab, and kept', async ({ page, context }) => {
  await signInDemo(page);
  await page.goto('/en/slots?q=sands');
  const star = (p: typeof page) => p.locator('[data-testid="lobby-tile"]', { hasText: 'Book of Sands' }).getByTestId('lobby-star');
  const other = await context.newPage();
  await other.goto('/en/my-casino/favorites');
  await expect(other.getByTestId('lobby-favourites-empty')).toBeVisible();

  await expect(star(page)).toHaveAttribute('aria-pressed', 'false');
  await star(page).click();
  await expect(star(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(other.getByTestId('lobby-tile-name')).toHaveText(['Book of Sands']);
  await expect(star(other)).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(star(page)).toHaveAttribute('aria-pressed', 'true');
  await star(other).click();
  await expect(star(page)).toHaveAttribute('aria-pressed', 'false');
});
