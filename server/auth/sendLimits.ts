import type { IncomingMessage } from 'node:http';
import { clientIp, type AuthContext } from './context';
import { AuthError } from './http';
import { secondsUntilCapLifts, takeRateEvents } from './rateLimit';
import { guardAttempt } from './signIn';

/**
 * Every code the server sends (an SMS costs money; any message can be used to
 * flood someone's phone or mailbox) passes this gate before it is issued:
 *
 * - one code per target within `smsResendMs` (429 rate_limited, Retry-After);
 * - at most `codesPerTargetPerWindow` per target and `codesPerIpPerWindow`
 *   per client address within `codeSendWindowMs` (429 too_many_codes,
 *   Retry-After: a captcha does not lift these);
 * - past `codesPerTargetBeforeCaptcha` per target or `smsPerIpBeforeCaptcha`
 *   per address each further code needs a captcha (400 code 100);
 * - the failed sign-in gate of `attemptKey` (guardAttempt) as well.
 *
 * The target is what the caller typed (a phone, a recovery login), never
 * whether it names an account: known and unknown targets are limited alike.
 * The send is counted when it passes, before the code is issued. Answers
 * when the same target may ask again (the code's answer tells the client, so
 * it can count down instead of being refused).
 */
export async function guardCodeSend(
  ctx: AuthContext,
  req: IncomingMessage,
  input: { target: string; attemptKey: string },
): Promise<{ resendAt: number }> {
  const ip = clientIp(ctx, req);
  const now = ctx.now();
  const window = ctx.limits.codeSendWindowMs;
  const scopes = [
    { scope: 'code_target', key: input.target, windowMs: window },
    { scope: 'code_ip', key: ip, windowMs: window },
  ];
  // Counted and recorded in one step (takeRateEvents): parallel asks cannot all find the last free place.
  await takeRateEvents(ctx, scopes, async ([target, address], tx) => {
    if (!target || !address) throw new Error('one count per scope');
    if (target.last !== null && now - target.last < ctx.limits.smsResendMs) {
      const wait = Math.ceil((ctx.limits.smsResendMs - (now - target.last)) / 1000);
      throw new AuthError('rate_limited', `Wait ${wait} s before asking for another code`, { headers: { 'retry-after': String(wait) } });
    }
    const capped = [
      { sends: target, cap: ctx.limits.codesPerTargetPerWindow, what: 'this number or login' },
      { sends: address, cap: ctx.limits.codesPerIpPerWindow, what: 'your address' },
    ].find((c) => c.sends.count >= c.cap);
    if (capped) {
      const wait = secondsUntilCapLifts(capped.sends, window, now);
      throw new AuthError(
        'too_many_codes',
        `Too many codes were sent for ${capped.what} within the hour; try again in ${Math.ceil(wait / 60)} min`,
        { headers: { 'retry-after': String(wait) } },
      );
    }
    const captcha = target.count >= ctx.limits.codesPerTargetBeforeCaptcha || address.count >= ctx.limits.smsPerIpBeforeCaptcha;
    await guardAttempt(ctx, req, input.attemptKey, { captcha }, tx);
  });
  return { resendAt: now + ctx.limits.smsResendMs };
}

/** The limit key of a phone (`code:number`): sign-in SMS, phone registration and recovery by phone count together. */
export function smsTarget(phone: string): string {
  return `sms:${phone}`;
}

/**
 * Registering with a chosen login answers 409 login_taken when it is taken (the
 * player must learn that), which makes every such call a lookup of a login.
 * Counted per client address: past a few each needs a captcha (400 code 100),
 * past the cap 429 until the window moves on.
 */
export async function guardLoginCheck(ctx: AuthContext, req: IncomingMessage): Promise<void> {
  const ip = clientIp(ctx, req);
  const now = ctx.now();
  const window = ctx.limits.loginCheckWindowMs;
  await takeRateEvents(ctx, [{ scope: 'login_check', key: ip, windowMs: window }], async ([checks], tx) => {
    if (!checks) throw new Error('one count per scope');
    if (checks.count >= ctx.limits.loginChecksPerIpPerWindow) {
      const wait = secondsUntilCapLifts(checks, window, now);
      throw new AuthError('rate_limited', 'Too many registration attempts from your address; try again later', {
        headers: { 'retry-after': String(wait) },
      });
    }
    await guardAttempt(ctx, req, `login_check:${ip}`, { captcha: checks.count >= ctx.limits.loginChecksPerIpBeforeCaptcha }, tx);
  });
}
