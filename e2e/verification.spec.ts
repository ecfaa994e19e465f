import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { AUTH_PATHS } from '../src/protocol/schemas/auth';
import { VERIFICATION_PATHS, adminDocumentsAnswerSchema } from '../src/protocol/schemas/verification';
import { registerFast } from './support/player';
import { E2E_ADMIN_TOKEN as ADMIN_TOKEN, expect, test } from './support/server';

/** A 1×1 PNG: small enough to read here, a real image for the server to re-encode. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function userIdOf(page: Page): Promise<number> {
  const res = await page.request.get(AUTH_PATHS.userConfig);
  return ((await res.json()) as { user_id: number }).user_id;
}

async function operator(baseURL: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${baseURL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/**
 * A player verifies their identity: a PNG renamed to .pdf and a 30 MB file
 * are refused with a clear message; a good photo is pending in both open
 * tabs, and the operator's approval (the admin endpoint) shows in both.
 */
test('refused files say why; an approved document shows as approved in two tabs', async ({ page, context, baseURL }) => {
  await registerFast(page);
  const userId = await userIdOf(page);
  await page.goto('/en/office/verification');
  const other = await context.newPage();
  await other.goto('/en/office/verification');
  for (const tab of [page, other]) await expect(tab.getByTestId('verification-status-passport')).toHaveText('Missing');

  await page.getByTestId('verification-file-passport').setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PNG });
  await expect(page.getByTestId('verification-refusal-passport')).toHaveText(/content does not match its type/);

  // From a file on disk: a 30 MB buffer would be copied through the browser protocol.
  const big = Buffer.alloc(30 * 1024 * 1024);
  PNG.copy(big);
  const bigPath = test.info().outputPath('passport.png');
  writeFileSync(bigPath, big);
  await page.getByTestId('verification-file-passport').setInputFiles(bigPath);
  await expect(page.getByTestId('verification-refusal-passport')).toHaveText('The file is too large: files up to 10 MB are taken.');
  await expect(page.getByTestId('verification-status-passport')).toHaveText('Missing');

  await page.getByTestId('verification-file-passport').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  for (const tab of [page, other]) await expect(tab.getByTestId('verification-status-passport')).toHaveText('Being checked');
  await expect(page.getByTestId('verification-refusal-passport')).toHaveCount(0);

  const listed = adminDocumentsAnswerSchema.parse(await operator(baseURL!, `${VERIFICATION_PATHS.adminList}?status=pending`));
  const document = listed.data.documents.find((d) => d.userId === userId && d.type === 'passport');
  expect(document).toBeDefined();
  await operator(baseURL!, VERIFICATION_PATHS.adminApprove, { documentId: document?.id });
  for (const tab of [page, other]) {
    await expect(tab.getByTestId('verification-status-passport')).toHaveText('Approved');
    await expect(tab.getByTestId('verification-doc-passport')).toHaveAttribute('data-status', 'approved');
  }
});
