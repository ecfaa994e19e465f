import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS } from '../../src/protocol/constants/stepUp';
import type { TotpSetupAnswer, TotpStatusAnswer } from '../../src/protocol/schemas/stepUp';
import type { Queryable } from '../db/db';
import type { AuthContext } from './context';
import { hmacHex } from './crypto';
import { AuthError } from './http';
import { openSecret, sealSecret } from './totpSecret';
import type { UserRow } from './users';

/**
 * Two-step by an authenticator app (RFC 6238, through `otpauth`): a pending
 * secret until the player's first code confirms it, then the app's code (or
 * a one-time recovery code) at every sign-in and step-up. Time is the
 * server's injected clock.
 */

interface TotpRow extends Record<string, unknown> {
  secret_sealed: string;
  confirmed_at: Date | null;
  last_step: string | number | null;
}

function totpOf(base32: string, label: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(base32),
  });
}

async function rowOf(db: Queryable, userId: number): Promise<TotpRow | undefined> {
  const [row] = await db.query<TotpRow>('SELECT secret_sealed, confirmed_at, last_step FROM user_totp WHERE user_id = $1', [userId]);
  return row;
}

/** Whether the player's sign-ins ask for the app's code. */
export async function totpEnabled(db: Queryable, userId: number): Promise<boolean> {
  const row = await rowOf(db, userId);
  return row?.confirmed_at != null;
}

export async function totpStatus(db: Queryable, userId: number): Promise<TotpStatusAnswer> {
  const row = await rowOf(db, userId);
  const [left] = await db.query<{ n: number }>(
    'SELECT count(*)::integer AS n FROM totp_recovery_code WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
  const enabled = row?.confirmed_at != null;
  return { enabled, pending: row !== undefined && !enabled, recoveryCodesLeft: enabled ? (left?.n ?? 0) : 0 };
}

/**
 * A new pending secret (any earlier pending one is replaced); refused while
 * the app is on. The clear secret leaves the server only in this answer.
 */
export async function setupTotp(ctx: AuthContext, user: UserRow): Promise<TotpSetupAnswer> {
  if (await totpEnabled(ctx.db, user.id)) throw new AuthError('totp_already_on', 'The authenticator app is already on: turn it off first');
  const secret = new Secret({ size: 20 }).base32;
  const sealed = await sealSecret(ctx, secret, user.id);
  await ctx.db.query(
    `INSERT INTO user_totp (user_id, secret_sealed, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET secret_sealed = $2, created_at = $3, confirmed_at = NULL, last_step = NULL
       WHERE user_totp.confirmed_at IS NULL`,
    [user.id, sealed, new Date(ctx.now())],
  );
  const uri = totpOf(secret, user.email ?? user.login).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, secret, qrSvg };
}

/** The step (30 s counter) the code belongs to, within ±TOTP_WINDOW_STEPS of now; null for a wrong code. */
function matchingStep(ctx: AuthContext, base32: string, code: string): number | null {
  const timestamp = ctx.now();
  const delta = totpOf(base32, 'check').validate({ token: code, timestamp, window: TOTP_WINDOW_STEPS });
  if (delta === null) return null;
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp }) + delta;
}

/**
 * Checks an app code and uses its step up, in one UPDATE guarded by
 * `last_step < step`: the same code (or any code of an earlier step) never
 * works twice, however many arrive at once. `pending` checks the secret
 * waiting for its confirmation instead of the one that is on.
 */
export async function useTotpCode(ctx: AuthContext, userId: number, code: string, pending = false): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const row = await rowOf(ctx.db, userId);
  if (!row || (row.confirmed_at != null) === pending) return false;
  const secret = await openSecret(ctx, row.secret_sealed, userId);
  if (secret === null) return false;
  const step = matchingStep(ctx, secret, code);
  if (step === null) return false;
  const used = await ctx.db.query(
    `UPDATE user_totp SET last_step = $2, confirmed_at = COALESCE(confirmed_at, $3)
      WHERE user_id = $1 AND secret_sealed = $4 AND (last_step IS NULL OR last_step < $2) RETURNING user_id`,
    [userId, step, new Date(ctx.now()), row.secret_sealed],
  );
  return used.length === 1;
}

/** Turns the app on with the first code of the pending secret; answers the recovery codes, shown this once. */
export async function confirmTotp(ctx: AuthContext, userId: number, code: string): Promise<string[] | null> {
  if (!(await rowOf(ctx.db, userId)) || (await totpEnabled(ctx.db, userId)))
    throw new AuthError('totp_not_on', 'There is no authenticator set-up waiting for its first code: start again');
  if (!(await useTotpCode(ctx, userId, code, true))) return null;
  return replaceRecoveryCodes(ctx, userId);
}

export async function disableTotp(ctx: AuthContext, userId: number): Promise<void> {
  if (!(await totpEnabled(ctx.db, userId))) throw new AuthError('totp_not_on', 'The authenticator app is not on');
  await ctx.db.transaction(async (tx) => {
    await tx.query('DELETE FROM user_totp WHERE user_id = $1', [userId]);
    await tx.query('DELETE FROM totp_recovery_code WHERE user_id = $1', [userId]);
  });
}

// ---------------------------------------------------------------- recovery codes

/** No look-alikes (0/o, 1/l/i): codes are read off paper. 10 characters, about 49 bits each. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  let out = '';
  for (let i = 0; i < 10; i++) out += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}

/** What the player typed as a recovery code (any case, spaces, with or without the dash), or null when it cannot be one. */
export function normalRecoveryCode(typed: string): string | null {
  const bare = typed.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z0-9]{10}$/.test(bare) ? `${bare.slice(0, 5)}-${bare.slice(5)}` : null;
}

async function recoveryHash(ctx: AuthContext, userId: number, code: string): Promise<string> {
  return hmacHex(await ctx.secret(), `totp-recovery:${userId}:${code}`);
}

/** Ten new codes in place of every earlier one (used or not). */
export async function replaceRecoveryCodes(ctx: AuthContext, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((c) => recoveryHash(ctx, userId, c)));
  const now = new Date(ctx.now());
  await ctx.db.transaction(async (tx) => {
    await tx.query('DELETE FROM totp_recovery_code WHERE user_id = $1', [userId]);
    for (const hash of hashes)
      await tx.query('INSERT INTO totp_recovery_code (user_id, code_hash, created_at) VALUES ($1, $2, $3)', [userId, hash, now]);
  });
  return codes;
}

/** Uses a recovery code up (one UPDATE: two parallel uses of one code cannot both pass). */
export async function useRecoveryCode(ctx: AuthContext, userId: number, typed: string): Promise<boolean> {
  const code = normalRecoveryCode(typed);
  if (code === null) return false;
  const used = await ctx.db.query(
    'UPDATE totp_recovery_code SET used_at = $3 WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id',
    [userId, await recoveryHash(ctx, userId, code), new Date(ctx.now())],
  );
  return used.length === 1;
}

/** A sign-in's or a step-up's second factor when the app is on: its code, else a recovery code. */
export async function useSecondFactor(ctx: AuthContext, userId: number, typed: string): Promise<'totp' | 'recovery' | null> {
  const trimmed = typed.trim();
  if (/^\d{6}$/.test(trimmed)) return (await useTotpCode(ctx, userId, trimmed)) ? 'totp' : null;
  return (await useRecoveryCode(ctx, userId, trimmed)) ? 'recovery' : null;
}
