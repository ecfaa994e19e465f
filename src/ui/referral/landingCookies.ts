import type { CoreApi, QueryOutput } from '../../protocol/api';
import { writeReferralCookie } from '../shell/browserFacts';

/**
 * A landing URL's referral tags (SPEC 9) become cookies: the worker plans
 * them (src/core/referral, from the table in src/protocol/constants/referral.ts)
 * and the page writes them, as it does the preference cookies. Loaded only
 * by a landing with a query, so an ordinary first load does not carry it.
 */
export async function writeLandingCookies(connected: Promise<Pick<CoreApi, 'ask'>>, search: string): Promise<void> {
  let write: QueryOutput<'referralCookies'>['write'];
  try {
    write = (await (await connected).ask('referralCookies', { search })).write;
  } catch {
    // No worker (the page shows its connection error) or an older one: the landing is simply not remembered.
    return;
  }
  // Nothing until the visitor accepts all cookies: the worker holds them, and the cookie banner's answer brings them.
  for (const cookie of write) writeReferralCookie(cookie);
}
