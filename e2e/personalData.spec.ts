import { registerFast } from './support/player';
import { expect, test } from './support/server';

/** The newest code the development outbox holds for `to` (the message a real site would have mailed). */
async function codeSentTo(baseURL: string, to: string): Promise<string> {
  const res = await fetch(`${baseURL}/web-api/dev/outbox?to=${encodeURIComponent(to)}`);
  const { messages } = (await res.json()) as { messages: { body: string }[] };
  const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/**
 * A player fills in their personal data (a birthday under the site's age is
 * refused next to its field, a right one is saved), then changes their
 * e-mail: the step-up dialog asks for the password, a code goes to the new
 * address, and once it is typed the page and the security log show the change.
 */
test('a player saves personal data and changes the e-mail by a code after a step-up', async ({ page, baseURL }) => {
  const { password } = await registerFast(page);
  await page.goto('/en/office/personal-data');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personal data');

  await page.getByTestId('personal-surname').fill('Ivanova');
  await page.getByTestId('personal-date_birthday').fill('2015-01-01');
  await page.getByTestId('personal-save').click();
  await expect(page.getByTestId('personal-error-date_birthday')).toHaveText('You must be of the legal age to play.');
  await page.getByTestId('personal-date_birthday').fill('1990-05-01');
  await page.getByTestId('personal-save').click();
  await expect(page.getByTestId('personal-saved')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('personal-surname')).toHaveValue('Ivanova');

  const email = `personal-${Date.now()}@example.com`;
  await page.getByTestId('personal-change-email').click();
  await page.getByTestId('field-new-email').fill(email);
  await page.getByTestId('personal-contact-send').click();
  const stepUp = page.getByTestId('step-up-dialog');
  await stepUp.getByTestId('field-step-up-password').fill(password);
  await stepUp.getByTestId('step-up-submit').click();
  await expect(page.getByTestId('personal-code-sent')).toContainText('@example.com');
  await page.getByTestId('field-contact-code').fill(await codeSentTo(baseURL!, email));
  await page.getByTestId('personal-contact-confirm').click();
  await expect(page.getByTestId('personal-contact-email-value')).toHaveText(email);
  await expect(page.getByTestId('personal-contact-changed')).toHaveText('Your e-mail is changed.');

  await page.goto('/en/office/security');
  await expect(page.locator('[data-testid="security-event"][data-kind="email_changed"]')).toContainText('E-mail changed');
  await expect(page.locator('[data-testid="security-event"][data-kind="personal_data_changed"]')).toHaveCount(1);
});
