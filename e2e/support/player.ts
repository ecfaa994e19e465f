import { expect, type Page } from '@playwright/test';

/** The seeded demo player (server/auth DEMO_USERS): RUB 1,500.00 on a fresh server. */
export const DEMO = { login: 'demo', password: 'demo-password-1' } as const;

/** Fills the sign-in form already open and sends it. */
export async function submitSignIn(page: Page, login: string, password: string): Promise<void> {
  await page.getByTestId('field-login').fill(login);
  await page.getByTestId('field-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Opens the sign-in form from the header and sends it; the caller checks the outcome. */
export async function signIn(page: Page, login: string, password: string): Promise<void> {
  await page.getByTestId('login-button').click();
  await submitSignIn(page, login, password);
}

/** The demo player, signed in on the home page. */
export async function signInDemo(page: Page): Promise<void> {
  await page.goto('/en');
  await signIn(page, DEMO.login, DEMO.password);
  await expect(page.getByTestId('user-login')).toHaveText(DEMO.login);
}

/** A fresh player by fast registration, signed in (the credentials shown, then continued); their login and password. */
export async function registerFast(page: Page): Promise<{ login: string; password: string }> {
  await page.goto('/en/registration?type=fast_reg');
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('fast-password')).not.toBeEmpty();
  const login = (await page.getByTestId('fast-login').textContent()) ?? '';
  const password = (await page.getByTestId('fast-password').textContent()) ?? '';
  await page.getByTestId('fast-continue').click();
  await expect(page.getByTestId('user-login')).toHaveText(login);
  return { login, password };
}

/** The active account's money as the server holds it, minor units. */
export async function activeMoney(page: Page): Promise<number> {
  const res = await page.request.get('/web-api/user/accounts');
  const body = (await res.json()) as { all_accounts: { money: number; isActive: boolean }[] };
  return body.all_accounts.find((a) => a.isActive)?.money ?? Number.NaN;
}
