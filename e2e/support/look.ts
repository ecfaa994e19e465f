import { expect, type Page } from '@playwright/test';

/** The look matrix: themes (appTheme), languages (LTR and RTL) and viewports. */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const LANGS = ['en', 'ar'] as const;
export type Lang = (typeof LANGS)[number];
export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 375, height: 812 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Context options of a phone: touch, mobile viewport meta, a phone's pixel ratio kept at 1 so snapshots stay small. */
export const contextFor = (viewport: ViewportName) =>
  viewport === 'phone'
    ? { viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true, deviceScaleFactor: 1 }
    : { viewport: VIEWPORTS.desktop, deviceScaleFactor: 1 };

/**
 * Chooses the theme as a player does, in the display settings (appTheme 0
 * light, 1 dark), and waits until the page carries it. The preference is the
 * worker's, so it holds for every page of the context afterwards.
 */
export async function chooseTheme(page: Page, theme: Theme): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', /^(light|dark)$/, { timeout: 20_000 });
  if ((await html.getAttribute('data-theme')) === theme) return;
  const dialog = page.getByTestId('display-settings');
  if (!(await dialog.isVisible())) await page.getByTestId('display-settings-button').click();
  await dialog.getByTestId('pref-appTheme').selectOption(theme === 'dark' ? '1' : '0');
  await expect(html).toHaveAttribute('data-theme', theme);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/**
 * Answers the cookie banner of a fresh context: waits for it (it comes once
 * the worker knows there is no consent yet, after the first paint) and
 * accepts, with the keyboard: at 375 px in Arabic the "Necessary and
 * functional only" button lies over "Accept all" and takes a click.
 */
export async function acceptCookies(page: Page): Promise<void> {
  const accept = page.getByTestId('cookie-consent-2');
  await expect(accept).toBeVisible({ timeout: 20_000 });
  await accept.press('Enter');
  await expect(page.getByTestId('cookie-consent')).toBeHidden();
}
