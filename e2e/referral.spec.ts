import type { BrowserContext, Cookie, Page } from '@playwright/test';
import { AUTH_PATHS } from '../src/protocol/schemas/auth';
import { ADMIN_ATTRIBUTION_PATH, adminAttributionAnswerSchema } from '../src/protocol/schemas/referral';
import { registerFast } from './support/player';
import { E2E_ADMIN_TOKEN as ADMIN_TOKEN, expect, test } from './support/server';

const DAY_S = 24 * 60 * 60;

/**
 * Referral tracking as a visitor meets it: a landing with ?btag=abc leaves,
 * once the visitor accepts all cookies, the partner and the referral link in
 * cookies for 60 days; registering
 * afterwards (on another page, the query long gone) credits partner abc on
 * the server, which the operator's read shows; the new player gets the
 * secure-data grant cookies for 30 minutes.
 */

async function cookie(context: BrowserContext, name: string): Promise<Cookie> {
  let found: Cookie | undefined;
  await expect
    .poll(
      async () => {
        found = (await context.cookies()).find((c) => c.name === name);
        return found !== undefined;
      },
      { message: `cookie ${name}` },
    )
    .toBe(true);
  return found as Cookie;
}

/** Seconds from now until the cookie expires. */
const lifetimeOf = (c: Cookie): number => c.expires - Date.now() / 1000;

async function userIdOf(page: Page): Promise<number> {
  const res = await page.request.get(AUTH_PATHS.userConfig);
  return ((await res.json()) as { user_id: number }).user_id;
}

test('a landing with ?btag=abc keeps the partner for 60 days, and a later registration credits partner abc', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/en/?btag=abc');
  // A marketing cookie waits for the yes to all cookies (EU and UK rules): none while the banner asks.
  await expect(page.getByTestId('cookie-consent')).toBeVisible();
  expect((await context.cookies()).map((c) => c.name)).not.toContain('partnerid');
  await page.getByTestId('cookie-consent-2').click();
  const partner = await cookie(context, 'partnerid');
  expect(partner.value).toBe('abc');
  expect(lifetimeOf(partner)).toBeGreaterThan(60 * DAY_S - 120);
  expect(lifetimeOf(partner)).toBeLessThanOrEqual(60 * DAY_S);
  const link = await cookie(context, 'reflinkid');
  expect(decodeURIComponent(link.value)).toBe('btag=abc');
  expect(lifetimeOf(link)).toBeGreaterThan(60 * DAY_S - 120);

  await registerFast(page);
  const userId = await userIdOf(page);
  const res = await fetch(`${baseURL}${ADMIN_ATTRIBUTION_PATH}?userId=${userId}`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(res.status).toBe(200);
  const { attribution } = adminAttributionAnswerSchema.parse(await res.json());
  expect(attribution).toMatchObject({ userId, partnerCode: 'abc', referrerId: null, link: 'btag=abc' });

  // After sign-in the worker asked for the secure-data grant: ggru and its _grant_ cookie, 1800 s.
  const ggru = await cookie(context, 'ggru');
  const grant = await cookie(context, `_grant_${ggru.value}`);
  for (const c of [ggru, grant]) {
    expect(lifetimeOf(c)).toBeGreaterThan(1800 - 120);
    expect(lifetimeOf(c)).toBeLessThanOrEqual(1800);
  }
});
