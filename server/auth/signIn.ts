import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  CAPTCHA_ANSWER_HEADER,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TWO_STEP_COOKIE,
  decodeSecret,
  type LoginAnswer,
} from '../../src/protocol/schemas/auth';
import { checkAnswer } from './captcha';
import { isBreachedPassword } from './commonPasswords';
import { issueCode } from './codes';
import { clientIp, type AuthContext } from './context';
import { burnPasswordCheck, randomToken, sha256Hex } from './crypto';
import { AuthError, header, setCookie } from './http';
import { sendMessage } from './outbox';
import type { SecuritySignInMethod } from '../../src/protocol/constants/securityEvents';
import type { Queryable } from '../db/db';
import { recordFailedSignIn } from './audit';
import {
  clearLoginFailures,
  countFailures,
  failureKey,
  failureLockKeys,
  forgetFailures,
  isBlocked,
  needsCaptcha,
  recordFailure,
  underLimiterLocks,
} from './rateLimit';
import { startSession } from './sessions';
import { totpEnabled } from './totp';
import { startTotpStep } from './totpStart';
import type { UserRow } from './users';

/** The one message for an unknown login and a wrong password. */
export const INVALID_CREDENTIALS_MESSAGE = 'Wrong login or password';

export function decodePassword(encoded: string, field = 'uPassword'): string {
  const plain = decodeSecret(encoded);
  if (plain === null) {
    throw new AuthError('invalid_request', `${field} must be base64 of UTF-8 text`, {
      fields: [{ field, message: 'must be base64 of UTF-8 text', code: 'format' }],
    });
  }
  return plain;
}

/**
 * Every password a player sets (registration, change, recovery) passes here:
 * the length rules, then the bundled list of common passwords (the first
 * words a guesser tries, whatever the length).
 */
export function checkNewPassword(plain: string, field = 'uPassword'): string {
  if (plain.length < PASSWORD_MIN_LENGTH || plain.length > PASSWORD_MAX_LENGTH) {
    const message = `must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`;
    const code = plain.length < PASSWORD_MIN_LENGTH ? 'too_short' : 'too_long';
    throw new AuthError('invalid_request', `${field} ${message}`, { fields: [{ field, message, code }] });
  }
  if (isBreachedPassword(plain)) {
    const message = 'is one of the most common passwords: choose another';
    throw new AuthError('invalid_request', `${field} ${message}`, { fields: [{ field, message, code: 'breached' }] });
  }
  return plain;
}

/** `captcha`: ask for one even under the limits; `hardCap`: failures of the key within the window past which every try is refused. */
export interface AttemptOptions {
  readonly captcha?: boolean;
  readonly hardCap?: number;
}

/**
 * The gate in front of every password check: a blocked address gets 429; after
 * repeated failures the call must carry a correct, unused captcha answer
 * (400 with body code 100 otherwise, which makes the client show the challenge).
 */
export async function guardAttempt(
  ctx: AuthContext,
  req: IncomingMessage,
  key: string,
  options: AttemptOptions = {},
  db: Queryable = ctx.db,
): Promise<void> {
  const ip = clientIp(ctx, req);
  const counts = await countFailures(ctx, key, ip, db);
  // A short code is guessed by volume: past its cap within the window every try is refused, captcha or not.
  if (options.hardCap !== undefined && counts.byLogin >= options.hardCap)
    throw new AuthError('rate_limited', 'Too many wrong codes: wait a few minutes and try again', {
      headers: { 'retry-after': String(Math.ceil(ctx.limits.failureWindowMs / 1000)) },
    });
  if (isBlocked(ctx, counts)) {
    throw new AuthError('rate_limited', 'Too many failed sign-ins from your address; try again later', {
      headers: { 'retry-after': String(Math.ceil(ctx.limits.failureWindowMs / 1000)) },
    });
  }
  if (!needsCaptcha(ctx, counts) && options.captcha !== true) return;
  const given = header(req, CAPTCHA_ANSWER_HEADER);
  if (!given) throw new AuthError('captcha_required', 'Too many failed attempts: answer the captcha and try again');
  const outcome = await checkAnswer(ctx, given, true, db);
  if (outcome !== 'ok') throw new AuthError('captcha_invalid', 'The captcha answer is wrong or expired: try a new one');
}

/** A check of a secret that has passed the gate and is already counted as failed until it settles otherwise. */
export interface Attempt {
  /** The secret was right: this attempt's rows go, and the key's earlier failures are forgiven. */
  succeeded(): Promise<void>;
  /** Neither right nor wrong (an expired code): this attempt's rows go, nothing else. */
  withdrawn(): Promise<void>;
}

/**
 * The gate of guardAttempt and the failure it may become, in one step under
 * the key's and the address's locks: the attempt is recorded as a failure
 * before the secret is checked, so of many parallel guesses only as many as
 * the limit allows reach the check (counting after the check let every one
 * of them through). A wrong secret needs nothing more; a right one calls
 * `succeeded`.
 */
export async function beginAttempt(ctx: AuthContext, req: IncomingMessage, key: string, options: AttemptOptions = {}): Promise<Attempt> {
  const ip = clientIp(ctx, req);
  const ids = await underLimiterLocks(ctx, failureLockKeys(key, ip), async (tx) => {
    await guardAttempt(ctx, req, key, options, tx);
    return recordFailure(ctx, key, ip, tx);
  });
  return {
    succeeded: async () => {
      await forgetFailures(ctx, ids);
      await clearLoginFailures(ctx, key);
    },
    withdrawn: () => forgetFailures(ctx, ids),
  };
}

/**
 * Password sign-in shared by login-by-e-mail and login-by-phone. An unknown
 * login still costs one scrypt, and both failures give the same 401 body.
 */
export async function passwordSignIn(
  ctx: AuthContext,
  req: IncomingMessage,
  res: ServerResponse,
  input: { key: string; user: UserRow | undefined; encodedPassword: string; remember: boolean; method: SecuritySignInMethod },
): Promise<LoginAnswer> {
  const password = decodePassword(input.encodedPassword);
  const key = failureKey(input.user, input.key);
  const attempt = await beginAttempt(ctx, req, key);
  const ok = input.user ? await ctx.passwords.verify(password, input.user.password_hash) : await burnPasswordCheck(ctx.passwords, password);
  if (!ok || !input.user) {
    ctx.log.warn(`Auth: failed sign-in from ${clientIp(ctx, req)}`);
    // Only an existing account has a log; the caller's answer is the same either way.
    await recordFailedSignIn(ctx, req, input.user?.id ?? null, input.method);
    throw new AuthError('invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
  }
  await attempt.succeeded();
  return finishSignIn(ctx, res, input.user, input.remember, 'direct', input.method);
}

/**
 * After a proven identity (password, SMS code, login link, social provider):
 * the two-step code when the player asked for one, else the session. `via`
 * marks a social sign-in, whose code goes to the social two-step call.
 */
export async function finishSignIn(
  ctx: AuthContext,
  res: ServerResponse,
  user: UserRow,
  remember: boolean,
  via: 'direct' | 'social' = 'direct',
  method: SecuritySignInMethod = 'password',
): Promise<LoginAnswer> {
  if (!user.is_active) throw new AuthError('not_activated', 'Activate the account with the link in your e-mail first');
  // The app, when on, stands in for the sent code: nothing is mailed, the ticket waits for the app's code.
  if (await totpEnabled(ctx.db, user.id)) return startTotpStep(ctx, res, user, remember, via);
  if (user.enable_two_factor_auth) return startTwoStep(ctx, res, user, remember, via);
  await startSession(ctx, res, user.id, remember, method);
  ctx.log.info(`Auth: user ${user.id} signed in`);
  return { status: 'ok', user_id: user.id, login: user.login };
}

async function startTwoStep(
  ctx: AuthContext,
  res: ServerResponse,
  user: UserRow,
  remember: boolean,
  via: 'direct' | 'social',
): Promise<LoginAnswer> {
  const ticket = randomToken(32);
  const { code, expiresAt } = await issueCode(ctx, {
    purpose: 'two_step',
    target: sha256Hex(ticket),
    userId: user.id,
    payload: { remember, via },
    ttlMs: ctx.limits.twoStepTtlMs,
  });
  const channel = user.email ? 'email' : 'sms';
  await sendMessage(ctx, {
    to: user.email ?? `+${user.phone_code ?? ''}${user.phone_number ?? ''}`,
    channel,
    subject: 'Your sign-in code',
    body:
      `Your sign-in code is ${code}. It works for ${Math.round(ctx.limits.twoStepTtlMs / 60_000)} minutes. ` +
      'If you did not try to sign in, change your password.',
  });
  setCookie(ctx, res, TWO_STEP_COOKIE, ticket, { httpOnly: true, maxAge: ctx.limits.twoStepTtlMs / 1000 });
  return { status: 'two_step_required', channel, expiresAt };
}
