import { NO_PRE_ANSWER } from './support/ageNotice';
import { expect, test } from './support/server';

/**
 * The age notice (SPEC 1, 3 minAge, 9): a first visitor is asked, "no" leads
 * to responsible gaming and refuses registration, "yes" opens it, and the
 * answer outlives a reload. These visitors never met the notice: the run's
 * default pre-answer (e2e/support/ageNotice.ts) is off here.
 */
test.use({ storageState: NO_PRE_ANSWER });

test('a first visit is asked; "no" shows responsible gaming and registration is refused', async ({ page }) => {
  await page.goto('/en');
  const notice = page.getByRole('dialog', { name: 'Age restriction' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Are you 18 years old or older?');
  // Focus moved into the dialog, on its first answer.
  await expect(page.getByTestId('age-notice-yes')).toBeFocused();

  await page.getByTestId('age-notice-no').click();
  await expect(page).toHaveURL(/\/en\/responsiblegaming$/);
  await expect(notice).toBeHidden();

  await page.goto('/en/registration');
  await expect(page.getByTestId('registration-refused')).toContainText('You told us you are under 18');
  await expect(page.getByTestId('register-submit')).toHaveCount(0);
  await page.getByTestId('registration-refused-help').click();
  await expect(page).toHaveURL(/\/en\/responsiblegaming$/);
});

test('a fresh visitor who says "yes" may register, and the answer survives a reload', async ({ page }) => {
  await page.goto('/en');
  await page.getByTestId('age-notice-yes').click();
  await expect(page.getByTestId('age-notice')).toBeHidden();

  await page.goto('/en/registration');
  await expect(page.getByTestId('registration-page')).toBeVisible();
  await expect(page.getByTestId('register-submit')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('register-submit')).toBeVisible();
  // The footer (and with it the notice's host) comes once the page is idle: by then a notice would show.
  await expect(page.getByTestId('footer-info')).toBeVisible();
  await expect(page.getByTestId('age-notice')).toHaveCount(0);
});

test('registration asks first when the notice was not answered', async ({ page }) => {
  await page.goto('/en/registration');
  const ask = page.getByTestId('registration-age-ask');
  await expect(ask).toContainText('Before you register, please confirm your age.');
  await expect(page.getByTestId('register-submit')).toHaveCount(0);
  await ask.getByTestId('registration-age-yes').click();
  await expect(page.getByTestId('register-submit')).toBeVisible();
});

test('the notice speaks Arabic right to left', async ({ page }) => {
  await page.goto('/ar');
  const notice = page.getByTestId('age-notice');
  await expect(notice).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(notice).toContainText('قيود العمر');
});
