import type { IncomingMessage } from 'node:http';
import { clientIp, type AuthContext } from './context';
import { AuthError } from './http';
import { secondsUntilCapLifts, takeRateEvents, type RateEvents, type RateScope } from './rateLimit';

/**
 * Limits of the e-mails a caller can make the server send to an address of
 * their choosing (full_reg's activation link or "you already have an
 * account" notice, fast_reg's account details, the verification link), so
 * nobody can flood a mailbox through the site:
 *
 * - per recipient, `mailsPerRecipientPerWindow` within `mailWindowMs`;
 * - per client address, `mailsPerIpPerWindow` within the same window.
 *
 * Where the caller asked for the mail themselves and the answer cannot tell
 * whether an account exists (verification of one's own address), a limit
 * answers 429 `rate_limited` with Retry-After. Where a different answer would
 * tell (a registration with an address that has an account), the recipient's
 * limit only drops the mail silently; the client address's limit is decided
 * before anything is looked up, so its 429 tells nothing either. Codes
 * (recovery by e-mail) have their own, stricter limits in sendLimits.ts.
 */
export const MAIL_TO_SCOPE = 'mail_to';
export const MAIL_FROM_SCOPE = 'mail_ip';

function recipient(ctx: AuthContext, to: string): RateScope {
  return { scope: MAIL_TO_SCOPE, key: to.trim().toLowerCase(), windowMs: ctx.limits.mailWindowMs };
}

function sender(ctx: AuthContext, req: IncomingMessage): RateScope {
  return { scope: MAIL_FROM_SCOPE, key: clientIp(ctx, req), windowMs: ctx.limits.mailWindowMs };
}

function refusal(ctx: AuthContext, events: RateEvents, message: string): AuthError {
  const wait = secondsUntilCapLifts(events, ctx.limits.mailWindowMs, ctx.now());
  return new AuthError('rate_limited', message, { headers: { 'retry-after': String(wait) } });
}

/** One more e-mail caused by this client address, or 429 (decided before anything about the recipient is known). */
export async function guardMailFromAddress(ctx: AuthContext, req: IncomingMessage): Promise<void> {
  await takeRateEvents(ctx, [sender(ctx, req)], async ([sent]) => {
    if (sent && sent.count >= ctx.limits.mailsPerIpPerWindow)
      throw refusal(ctx, sent, 'Too many e-mails were sent on requests from your address; try again later');
  });
}

/** A mail the caller asked for about their own account: both limits, 429 past either. */
export async function guardMailTo(ctx: AuthContext, req: IncomingMessage, to: string): Promise<void> {
  await takeRateEvents(ctx, [recipient(ctx, to), sender(ctx, req)], async ([toCount, fromCount]) => {
    if (toCount && toCount.count >= ctx.limits.mailsPerRecipientPerWindow)
      throw refusal(ctx, toCount, 'Too many e-mails were sent to this address; try again later');
    if (fromCount && fromCount.count >= ctx.limits.mailsPerIpPerWindow)
      throw refusal(ctx, fromCount, 'Too many e-mails were sent on requests from your address; try again later');
  });
}

/**
 * Whether one more e-mail may go to `to` (and counts it when so). Silent:
 * the caller answers the same either way, so the limit reveals nothing.
 */
export async function mayMailTo(ctx: AuthContext, to: string): Promise<boolean> {
  try {
    await takeRateEvents(ctx, [recipient(ctx, to)], async ([sent]) => {
      if (sent && sent.count >= ctx.limits.mailsPerRecipientPerWindow) throw new MailDropped();
    });
    return true;
  } catch (error) {
    if (error instanceof MailDropped) return false;
    throw error;
  }
}

/** Counts a mail that goes out whatever the count (a new account's activation link), so later notices see it. */
export async function countMailTo(ctx: AuthContext, to: string): Promise<void> {
  await takeRateEvents(ctx, [recipient(ctx, to)], async () => undefined);
}

class MailDropped extends Error {}
