import type { Queryable } from '../db/db';
import type { AuthContext } from './context';
import { hmacHex, numericCode, randomToken, safeEqualText, sha256Hex } from './crypto';

/**
 * One-time secrets in the auth_code table. Two kinds:
 * - short codes a person types (SMS, e-mail, two-step): looked up by
 *   purpose + target, compared as an HMAC, burnt after a few wrong tries;
 * - long random tokens carried in links or cookies: looked up by their hash.
 */
export type CodePurpose =
  | 'sms_login'
  | 'two_step'
  | 'phone_reg'
  | 'recovery'
  | 'activation'
  | 'reset'
  | 'login_token'
  | 'oauth_state'
  | 'oauth_local_code'
  | 'social_pending'
  | 'email_verify';

export interface CodeRow extends Record<string, unknown> {
  id: number;
  purpose: string;
  target: string;
  user_id: number | null;
  payload: Record<string, unknown>;
  wrong_attempts: number;
  created_at: Date;
  expires_at: Date;
}

export type CodeCheck = { ok: true; row: CodeRow } | { ok: false; reason: 'wrong_code' | 'time_up' };

function codeHash(secret: string, purpose: CodePurpose, target: string, code: string): string {
  return hmacHex(secret, `${purpose}:${target}:${code}`);
}

/** A new typed code for `target`; earlier unused ones for the same purpose and target stop working. */
export async function issueCode(
  ctx: AuthContext,
  input: { purpose: CodePurpose; target: string; userId?: number | null; payload?: Record<string, unknown>; ttlMs: number },
  db: Queryable = ctx.db,
): Promise<{ code: string; expiresAt: number }> {
  const now = ctx.now();
  const code = numericCode(6);
  await db.query('UPDATE auth_code SET used_at = $3 WHERE purpose = $1 AND target = $2 AND used_at IS NULL', [
    input.purpose,
    input.target,
    new Date(now),
  ]);
  const expiresAt = now + input.ttlMs;
  await db.query(
    `INSERT INTO auth_code (purpose, target, secret_hash, user_id, payload, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5::text::jsonb, $6, $7)`,
    [
      input.purpose,
      input.target,
      codeHash(await ctx.secret(), input.purpose, input.target, code),
      input.userId ?? null,
      JSON.stringify(input.payload ?? {}),
      new Date(now),
      new Date(expiresAt),
    ],
  );
  return { code, expiresAt };
}

/**
 * Checks the newest live code of `target`. An expired one answers time_up
 * (whatever was typed: the player must ask for a new code), a wrong one
 * wrong_code and counts towards burning it.
 */
export async function checkCode(
  ctx: AuthContext,
  input: { purpose: CodePurpose; target: string; code: string; consume: boolean },
): Promise<CodeCheck> {
  const now = ctx.now();
  const [row] = await ctx.db.query<CodeRow & { secret_hash: string }>(
    `SELECT id, purpose, target, user_id, payload, wrong_attempts, created_at, expires_at, secret_hash FROM auth_code
      WHERE purpose = $1 AND target = $2 AND used_at IS NULL ORDER BY id DESC LIMIT 1`,
    [input.purpose, input.target],
  );
  if (!row || row.wrong_attempts >= ctx.limits.maxWrongAttempts) return { ok: false, reason: 'wrong_code' };
  if (new Date(row.expires_at).getTime() <= now) return { ok: false, reason: 'time_up' };
  const expected = codeHash(await ctx.secret(), input.purpose, input.target, input.code);
  if (!safeEqualText(expected, row.secret_hash)) {
    await ctx.db.query('UPDATE auth_code SET wrong_attempts = wrong_attempts + 1 WHERE id = $1', [row.id]);
    return { ok: false, reason: 'wrong_code' };
  }
  if (input.consume) {
    // The guard on used_at makes a second, concurrent use of the same code fail.
    const used = await ctx.db.query('UPDATE auth_code SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [
      row.id,
      new Date(now),
    ]);
    if (used.length === 0) return { ok: false, reason: 'wrong_code' };
  }
  return { ok: true, row };
}

/** A long random token for a link or a cookie; only its hash is stored. */
export async function issueToken(
  ctx: AuthContext,
  input: { purpose: CodePurpose; target?: string; userId?: number | null; payload?: Record<string, unknown>; ttlMs: number },
  db: Queryable = ctx.db,
): Promise<{ token: string; expiresAt: number }> {
  const now = ctx.now();
  const token = randomToken(32);
  const expiresAt = now + input.ttlMs;
  await db.query(
    `INSERT INTO auth_code (purpose, target, secret_hash, user_id, payload, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5::text::jsonb, $6, $7)`,
    [
      input.purpose,
      input.target ?? '',
      sha256Hex(token),
      input.userId ?? null,
      JSON.stringify(input.payload ?? {}),
      new Date(now),
      new Date(expiresAt),
    ],
  );
  return { token, expiresAt };
}

export type TokenCheck = { ok: true; row: CodeRow } | { ok: false; reason: 'invalid_token' | 'time_up' };

/** Finds and (when `consume`) uses up a token; an unknown or used one is invalid_token. */
export async function takeToken(ctx: AuthContext, input: { purpose: CodePurpose; token: string; consume: boolean }): Promise<TokenCheck> {
  const now = ctx.now();
  const [row] = await ctx.db.query<CodeRow>(
    `SELECT id, purpose, target, user_id, payload, wrong_attempts, created_at, expires_at FROM auth_code
      WHERE purpose = $1 AND secret_hash = $2 AND used_at IS NULL`,
    [input.purpose, sha256Hex(input.token)],
  );
  if (!row) return { ok: false, reason: 'invalid_token' };
  if (new Date(row.expires_at).getTime() <= now) return { ok: false, reason: 'time_up' };
  if (input.consume) {
    const used = await ctx.db.query('UPDATE auth_code SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [
      row.id,
      new Date(now),
    ]);
    if (used.length === 0) return { ok: false, reason: 'invalid_token' };
  }
  return { ok: true, row };
}
