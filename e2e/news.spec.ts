import { expect, test } from './support/server';

/**
 * A visitor reads the news (no sign-in): the list from the server, an
 * article from it, back to the list; the mobile page offers the site to a
 * phone as a QR code; a bonus landing page asks a guest to register. The paging, fallbacks, 404s and served SEO tags are
 * server tests (tests/server/content).
 */
test('the news list opens an article and goes back; the mobile page shows a QR code; a bonus landing page leads a guest on', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/en/news');
  await expect(page.getByTestId('news-item').first()).toBeVisible();
  await page.getByRole('link', { name: 'Cup final: odds and markets' }).click();

  const article = page.getByTestId('news-article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText('Cup final: odds and markets');
  await expect(article).toContainText('Live betting opens at kick-off');
  await expect(page).toHaveURL(/\/en\/news\/cup-final-odds$/);

  await page.getByTestId('news-all').click();
  await expect(page.getByTestId('news-list')).toBeVisible();

  await page.goto('/en/mobile');
  await expect(page.getByTestId('mobile-page').getByRole('heading', { level: 1 })).toHaveText('Bet from your phone');
  await expect(page.getByTestId('mobile-qr')).toBeVisible();

  // A bonus landing page is a stored page with the offer's next step for the visitor: a guest opens an account.
  await page.goto('/en/bonus/landing/welcome-bonus');
  const landing = page.getByTestId('content-page');
  await expect(landing.getByRole('heading', { level: 1 })).toHaveText('A 100% bonus on your first deposit');
  await expect(page.getByTestId('bonus-landing-action').getByRole('link')).toHaveAttribute('href', '/en/registration');
  // Trusted Types and the CSP refuse anything unsafe on the console: the article's HTML went through the named policy.
  expect(errors.filter((e) => /trusted|content security policy/i.test(e))).toEqual([]);
});

test('a news article is served with its title, text and hreflang before any script runs', async ({ browser, server }) => {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/de/news/cup-final-odds');
  await expect(page).toHaveTitle(/^Pokalfinale: Quoten und Märkte/);
  await expect(page.locator('#root h1')).toHaveText('Pokalfinale: Quoten und Märkte');
  for (const lang of ['en', 'ru', 'de', 'ar'])
    await expect(page.locator(`head link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
      'href',
      new RegExp(`/${lang}/news/cup-final-odds$`),
    );
  await context.close();
});
