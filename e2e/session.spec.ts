import type { Page } from '@playwright/test';
import { expect, test } from './support/server';

/**
 * Sign-in, registration and the shared session against the reference server
 * (issue 4). Each test uses its own players, so failed sign-ins here never
 * push another spec's player into a captcha.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function testSwitch(baseURL: string, path: string, body: unknown): Promise<void> {
  const res = await fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
}

async function outboxLinks(baseURL: string, to: string): Promise<string[]> {
  const res = await fetch(`${baseURL}/web-api/dev/outbox?to=${encodeURIComponent(to)}`);
  const { messages } = (await res.json()) as { messages: { links: string[] }[] };
  return messages.flatMap((m) => m.links);
}

async function signIn(page: Page, login: string, password: string): Promise<void> {
  await page.getByTestId('login-button').click();
  await page.getByTestId('field-login').fill(login);
  await page.getByTestId('field-password').fill(password);
  await page.getByTestId('login-submit').click();
}

async function fastRegister(page: Page): Promise<string> {
  await page.goto('/en/registration?type=fast_reg');
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('fast-password')).not.toBeEmpty();
  return (await page.getByTestId('fast-login').textContent()) ?? '';
}

test('register by e-mail, activate from the outbox link, sign out and sign in again', async ({ page, baseURL }) => {
  const email = `e2e-${unique()}@example.com`;
  const password = 'e2e-password-1';
  await page.goto('/en/registration');
  await page.getByTestId('field-email').fill(email);
  await page.getByTestId('field-password').fill(password);
  await page.getByTestId('field-repeat').fill(password);
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('activation-sent')).toContainText(email);

  await expect.poll(() => outboxLinks(baseURL!, email)).toHaveLength(1);
  const [link] = await outboxLinks(baseURL!, email);
  await page.goto(link!);
  await expect(page.getByTestId('activate-page')).toHaveAttribute('data-outcome', 'ok');
  await expect(page.getByTestId('header-session')).toHaveAttribute('data-status', 'signedIn');

  await page.getByTestId('logout-button').click();
  await page.getByTestId('logout-confirm-yes').click();
  await expect(page.getByTestId('login-button')).toBeVisible();

  await signIn(page, email, password);
  await expect(page.getByTestId('header-session')).toHaveAttribute('data-status', 'signedIn');
  await expect(page.getByTestId('balance')).toBeVisible();
});

test('one-click registration shows the generated login and password', async ({ page }) => {
  const login = await fastRegister(page);
  expect(login.length).toBeGreaterThan(2);
  await expect(page.getByTestId('user-login')).toHaveText(login);
});

test('a wrong password three times leads to the captcha', async ({ page }) => {
  const login = `nobody-${unique()}`;
  await page.goto('/en');
  await page.getByTestId('login-button').click();
  await page.getByTestId('field-login').fill(login);
  await page.getByTestId('field-password').fill('wrong-password');
  for (let i = 0; i < 3; i++) {
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('form-error')).toHaveText('Wrong login or password.');
    await expect(page.getByTestId('login-submit')).toBeEnabled();
  }
  await page.getByTestId('login-submit').click();
  const image = page.getByTestId('captcha-image');
  await expect(image).toBeVisible();
  const question = (await image.getAttribute('alt')) ?? '';
  const [a, op, b] = question.replace(/=.*$/, '').trim().split(/\s+/);
  const answer = op === '+' ? Number(a) + Number(b) : op === '-' ? Number(a) - Number(b) : Number(a) * Number(b);
  await page.getByTestId('field-captcha').fill(String(answer));
  await page.getByTestId('captcha-submit').click();
  await expect(page.getByTestId('captcha-modal')).toBeHidden();
  await expect(page.getByTestId('form-error')).toHaveText('Wrong login or password.');
});

test('signing in in one tab shows signed in in a second tab', async ({ page, context }) => {
  await page.goto('/en');
  const second = await context.newPage();
  await second.goto('/en');
  await expect(second.getByTestId('login-button')).toBeVisible();
  await signIn(page, 'demo', 'demo-password-1');
  await expect(second.getByTestId('user-login')).toHaveText('demo');
  await second.getByTestId('logout-button').click();
  await second.getByTestId('logout-confirm-yes').click();
  await expect(page.getByTestId('login-button')).toBeVisible();
});

test('an idle player is logged off and told so on the next load', async ({ page, baseURL }) => {
  await testSwitch(baseURL!, '/__test/site-config', { isAutoLogoffEnable: true, autoLogoffInactiveMinutes: 0.05 });
  try {
    await fastRegister(page);
    await expect(page.getByTestId('inactivity-notice')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('login-button')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('inactivity-notice')).toBeVisible();
  } finally {
    await testSwitch(baseURL!, '/__test/site-config', { autoLogoffInactiveMinutes: 30 });
  }
});
