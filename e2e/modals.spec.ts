import type { Page } from '@playwright/test';
import { QUESTION_PATHS } from '../src/protocol/schemas/questions';
import { registerFast } from './support/player';
import { E2E_ADMIN_TOKEN as ADMIN_TOKEN, expect, test } from './support/server';

/**
 * SPEC 2's player modals, whole flows against the real server: the
 * operator's question as a modal in every tab (hidden by a navigation that
 * changes the path, kept by one that keeps path and hash or carries the
 * flag; answered once, closed everywhere), and the support history listing
 * a request the player just sent. The rules are unit-tested
 * (tests/core/format/modalNavigation.test.ts, tests/ui/support).
 */

async function operator(url: string, method: 'GET' | 'POST', body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(new URL(QUESTION_PATHS.admin, url), {
    method,
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.ok, `operator ${method} answered ${res.status}`).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

/** A navigation inside the single-page site (the router hears it as the browser's back or forward would tell it). */
async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[?]/g, '\\?')}$`));
}

test("a support operator's question shows in every tab, follows SPEC 2's navigation rule, and its answer reaches the server", async ({
  page,
  server,
}) => {
  const { login } = await registerFast(page);
  await page.goto('/en/live#top');
  await expect(page.getByTestId('user-login')).toHaveText(login);
  const second = await page.context().newPage();
  await second.goto('/en/live');

  await operator(server.url, 'POST', { login, text: 'Did our call back reach you?', options: ['Yes', 'No'] });
  for (const tab of [page, second]) {
    const modal = tab.getByRole('dialog', { name: 'A question from support' });
    await expect(modal).toContainText('Did our call back reach you?');
  }

  const modal = page.getByTestId('question-modal');
  await navigateInApp(page, '/en/live?sport=1#top');
  await expect(modal).toBeVisible();
  await navigateInApp(page, '/en/line?keepModal=1');
  await expect(modal).toBeVisible();
  await navigateInApp(page, '/en/live');
  await expect(modal).toBeHidden();

  // Still open on the server: the next load shows it again; answering in one tab closes it in both.
  await page.reload();
  // Scoped and exact: a notification's "Close notification" button also matches a bare "No", and may paint first.
  await modal.getByRole('button', { name: 'No', exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(second.getByTestId('question-modal')).toBeHidden();
  const listed = (await operator(server.url, 'GET')) as { data: { questions: { text: string; answer: number | null }[] } };
  expect(listed.data.questions.find((q) => q.text === 'Did our call back reach you?')?.answer).toBe(1);
});

test('the support history lists a request the player just sent', async ({ page }) => {
  await registerFast(page);
  await page.goto('/en/contacts');
  const support = page.getByTestId('support');
  await support.getByTestId('support-button').click();
  await support.getByTestId('support-email').click();
  const form = support.getByTestId('support-form-email');
  await form.getByLabel('E-mail address').fill('history.e2e@example.com');
  await form.getByLabel('Message').fill('Is my request in my history?');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(support.getByRole('status')).toContainText('Support will contact you soon');

  await support.getByRole('button', { name: 'Back' }).click();
  await support.getByTestId('support-history-open').click();
  await expect(page).toHaveURL(/\/en\/contacts\?support=history$/);
  const history = page.getByRole('dialog', { name: 'My support requests' });
  await expect(history.getByTestId('support-history-item').first()).toContainText('Is my request in my history?');
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();
  await expect(page).toHaveURL(/\/en\/contacts$/);
});
