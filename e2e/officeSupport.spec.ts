import { OFFICE_SUPPORT_ADMIN_PATHS, OFFICE_SUPPORT_PATHS } from '../src/protocol/schemas/officeSupport';
import { registerFast } from './support/player';
import { E2E_ADMIN_TOKEN as ADMIN_TOKEN, expect, test } from './support/server';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

/**
 * The office's support page as a player meets it: a file that only claims to
 * be an image is refused with a clear message, a request with a real one is
 * filed, and the operator's answer (the admin endpoint) raises the inbox
 * badge and shows in the request's thread.
 */
test("a support request from the office gets the operator's answer: the inbox badge rises and the thread shows it", async ({
  page,
  baseURL,
}) => {
  await registerFast(page);
  await page.goto('/en/office/support');
  await expect(page.getByTestId('support-requests-empty')).toBeVisible();
  await expect(page.getByTestId('inbox-badge')).toBeVisible();
  await expect(page.getByTestId('inbox-badge-count')).toHaveCount(0);

  await page.getByTestId('support-request-category').selectOption('withdrawal');
  await page.getByTestId('support-request-text').fill('My withdrawal has not arrived yet');
  await page
    .getByTestId('support-request-file')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await page.getByTestId('support-request-submit').click();
  await expect(page.getByTestId('support-request-error')).toContainText('must be a PNG, JPEG or PDF');

  await page.getByTestId('support-request-file').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await page.getByTestId('support-request-submit').click();
  await expect(page.getByTestId('support-request-sent')).toBeVisible();
  const item = page.getByTestId('support-request-item');
  await expect(item).toHaveAttribute('data-status', 'open');
  await expect(item.getByTestId('support-request-attachment')).toContainText('receipt.png');

  const listed = await page.request.get(OFFICE_SUPPORT_PATHS.requests);
  const { requests } = (await listed.json()) as { requests: { id: number }[] };
  const reply = await fetch(`${baseURL}${OFFICE_SUPPORT_ADMIN_PATHS.reply}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ requestId: requests[0]?.id, text: 'It was sent today and arrives within a day.' }),
  });
  expect(reply.status, await reply.text()).toBe(201);

  await expect(page.getByTestId('inbox-badge-count')).toHaveText('1');
  await expect(item).toHaveAttribute('data-status', 'answered');
  await expect(item.getByTestId('support-request-reply')).toContainText('It was sent today and arrives within a day.');
});
