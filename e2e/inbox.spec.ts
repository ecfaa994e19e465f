import type { Page } from '@playwright/test';
import { ADMIN_MESSAGES_PATH } from '../src/protocol/schemas/messages';
import { AUTH_PATHS } from '../src/protocol/schemas/auth';
import { SUPPORT_REQUEST_PATH } from '../src/protocol/schemas/support';
import { registerFast } from './support/player';
import { E2E_ADMIN_TOKEN as ADMIN_TOKEN, expect, test } from './support/server';

/**
 * The inbox as a player meets it: an operator's message (the admin endpoint
 * stands for the sources to come) reaches the inbox and the header's badge of
 * every tab through the player's channel; reading it in one tab lowers the
 * badge in both; deleting removes it. Then the service worker's push
 * handler shows a pushed message as a notification.
 */

async function userIdOf(page: Page): Promise<number> {
  const res = await page.request.get(AUTH_PATHS.userConfig);
  return ((await res.json()) as { user_id: number }).user_id;
}

async function operatorMessage(baseURL: string, body: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${baseURL}${ADMIN_MESSAGES_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`admin message answered ${res.status}: ${await res.text()}`);
}

test('an operator message shows in the inbox and the badge of two tabs; reading it in one clears both; delete removes it', async ({
  page,
  context,
  baseURL,
}) => {
  await registerFast(page);
  const userId = await userIdOf(page);
  const other = await context.newPage();
  await other.goto('/en/live');
  await expect(other.getByTestId('inbox-badge')).toBeVisible();
  await expect(page.getByTestId('inbox-badge-count')).toHaveCount(0);

  await operatorMessage(baseURL!, { userId, topic: 'notice', body: 'New terms from Monday', link: '/office/responsible' });
  await expect(page.getByTestId('inbox-badge-count')).toHaveText('1');
  await expect(other.getByTestId('inbox-badge-count')).toHaveText('1');

  await page.getByTestId('inbox-badge').click();
  await expect(page).toHaveURL(/\/en\/office\/messages$/);
  const item = page.getByTestId('inbox-item');
  await expect(item).toHaveAttribute('data-unread', 'true');
  await item.getByRole('button', { name: /Notice/ }).click();
  await expect(item.getByTestId('inbox-item-body')).toContainText('New terms from Monday');
  await expect(item.getByTestId('inbox-item-link')).toHaveAttribute('href', '/en/office/responsible');
  await expect(item).toHaveAttribute('data-unread', 'false');
  await expect(page.getByTestId('inbox-badge-count')).toHaveCount(0);
  await expect(other.getByTestId('inbox-badge-count')).toHaveCount(0);

  await item.getByTestId('inbox-item-delete').click();
  await expect(page.getByTestId('inbox-empty')).toBeVisible();
});

test("a consultant answering the player's chat raises the badge; the message leads to the support history", async ({ page }) => {
  const shell = async (body: Record<string, unknown>) => expect((await page.request.post('/__test/shell', { data: body })).ok()).toBe(true);
  await shell({ siteConfig: { consultantParams: { consultant_id: 'c-e2e' } } });
  await registerFast(page);
  await expect(page.getByTestId('inbox-badge')).toBeVisible();
  const chat = { kind: 'chat', name: 'Ann', message: 'Is my deposit through?', lang: 'en', page: '/en/live' };
  const sent = await page.request.post(SUPPORT_REQUEST_PATH, { headers: { 'X-Requested-With': 'XMLHttpRequest' }, data: chat });
  expect(sent.status(), await sent.text()).toBe(201);
  const { conversationId } = ((await sent.json()) as { data: { conversationId: number } }).data;

  await shell({ chatReply: { conversationId, text: 'Yes, it is on your account.' } });
  await expect(page.getByTestId('inbox-badge-count')).toHaveText('1');
  await page.getByTestId('inbox-badge').click();
  const item = page.getByTestId('inbox-item');
  await item.getByRole('button', { name: /Support answer/ }).click();
  await expect(item.getByTestId('inbox-item-body')).toContainText('Yes, it is on your account.');
  await item.getByTestId('inbox-item-link').click();
  const history = page.getByRole('dialog', { name: 'My support requests' });
  await expect(history.getByTestId('support-history-item').first()).toContainText('Is my deposit through?');
});

test.describe('the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('shows a pushed message as a notification', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const cdp = await context.newCDPSession(page);
    const registrations = new Map<string, string>();
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
      for (const r of list) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
    });
    await cdp.send('ServiceWorker.enable');
    await page.goto('/en/live');
    // Ready means an active worker, which may still be activating: a push goes to an activated one.
    await page.evaluate(async () => {
      const worker = (await navigator.serviceWorker.ready).active;
      if (!worker || worker.state === 'activated') return;
      await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
    });
    const origin = new URL(baseURL!).origin;
    await expect.poll(() => registrations.get(`${origin}/`)).toBeTruthy();

    const payload = { id: 41, topic: 'notice', title: 'Notice', body: 'Pushed to this device', link: '/en/office/messages' };
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
      });
    // Chromium answers deliverPushMessage at once and drops the push, silently, when the registration is not yet
    // ready in its storage (slow on a loaded machine): deliver again until it is shown. The message's tag keeps it
    // one notification however many pushes arrive.
    await expect(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId: registrations.get(`${origin}/`)!,
        data: JSON.stringify(payload),
      });
      // The push starts the service worker if it is not running: its scripts (workbox's and ours) load first.
      await expect.poll(shown, { timeout: 10_000 }).not.toEqual([]);
    }).toPass({ timeout: 45_000 });
    expect(await shown()).toEqual([
      { title: 'Notice', body: 'Pushed to this device', tag: 'message-41', data: { link: '/en/office/messages' } },
    ]);
  });
});
