import type { BrowserContext } from '@playwright/test';
import { AGE_TEST_COOKIE } from '../../src/protocol/constants/age';

/**
 * Every browser context of the e2e run starts as a visitor who already said
 * "yes" to the age notice (playwright.config.ts sets this as the default
 * storage state), so a first-visit modal never covers a page a spec is about.
 * The cookie is the site's test-only pre-answer (docs/age-notice.md), read
 * only outside production. e2e/ageNotice.spec.ts opts out with NO_PRE_ANSWER.
 * The reference server listens on 127.0.0.1; a cookie ignores the port.
 */
export const AGE_PRE_ANSWERED = {
  cookies: [
    {
      name: AGE_TEST_COOKIE,
      value: 'yes',
      domain: '127.0.0.1',
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
};

/** A visitor who never met the notice. */
export const NO_PRE_ANSWER = { cookies: [], origins: [] };

/**
 * The pre-answer for a context the config's options do not reach: a
 * persistent one (launchPersistentContext), as the restart tests make. Without
 * it the notice opens once the page is idle and takes the focus from a field
 * the test is typing into.
 */
export async function preAnswerAge(context: BrowserContext): Promise<void> {
  await context.addCookies(AGE_PRE_ANSWERED.cookies);
}
