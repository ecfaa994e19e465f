import type { Queryable } from '../db/db';
import type { AuthContext } from './context';
import { hmacHex, numericCode, randomToken, sha256Hex } from './crypto';

/**
 * One-time secrets in the auth_code table. Two kinds:
 * - short codes a person types (SMS, e-mail, two-step): looked up by
 *   purpose + target, compared as an HMAC, burnt after a few wrong tries;
 * - long random tokens carried in links or cookies: looked up by their hash.
 */
export type CodePurpose =
  | 'sms_login'
  | 'two_step'
  | 'two_step_totp'
  | 'step_up'
  | 'phone_reg'
  | 'recovery'
  | 'activation'
  | 'reset'
  | 'login_token'
  | 'oauth_state'
  | 'oauth_local_code'
  | 'social_pending'
  | 'email_verify'
  /** A new e-mail or phone of the office's personal data, confirmed by a code sent to it. */
  | 'contact_change';

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
 *
 * Comparing, counting a wrong try and using the code up are one UPDATE of
 * its row (the row lock queues parallel guesses), so a code takes at most
 * maxWrongAttempts guesses however many arrive at once. The HMAC under the
 * server secret is what is compared, so comparing in SQL leaks nothing.
 */
export async function checkCode(
  ctx: AuthContext,
  input: { purpose: CodePurpose; target: string; code: string; consume: boolean },
): Promise<CodeCheck> {
  const now = new Date(ctx.now());
  const [newest] = await ctx.db.query<{ id: number; wrong_attempts: number; expires_at: Date }>(
    `SELECT id, wrong_attempts, expires_at FROM auth_code
      WHERE purpose = $1 AND target = $2 AND used_at IS NULL ORDER BY id DESC LIMIT 1`,
    [input.purpose, input.target],
  );
  if (!newest || newest.wrong_attempts >= ctx.limits.maxWrongAttempts) return { ok: false, reason: 'wrong_code' };
  if (new Date(newest.expires_at).getTime() <= now.getTime()) return { ok: false, reason: 'time_up' };
  const expected = codeHash(await ctx.secret(), input.purpose, input.target, input.code);
  const [row] = await ctx.db.query<CodeRow & { right: boolean }>(
    `UPDATE auth_code
        SET wrong_attempts = wrong_attempts + CASE WHEN secret_hash = $2 THEN 0 ELSE 1 END,
            used_at = CASE WHEN secret_hash = $2 AND $3 THEN $4 ELSE used_at END
      WHERE id = $1 AND used_at IS NULL AND wrong_attempts < $5 AND expires_at > $4
      RETURNING id, purpose, target, user_id, payload, wrong_attempts, created_at, expires_at, secret_hash = $2 AS right`,
    [newest.id, expected, input.consume, now, ctx.limits.maxWrongAttempts],
  );
  // Gone between the two statements: used, burnt or expired by a parallel request; a guess that lost the race is simply wrong.
  if (!row || !row.right) return { ok: false, reason: 'wrong_code' };
  const { right: _right, ...code } = row;
  return { ok: true, row: code };
}

/** The account the newest code of a target was issued for (null: none, or a code for no account), for the audit log of a wrong guess. */
export async function codeOwner(ctx: AuthContext, purpose: CodePurpose, target: string): Promise<number | null> {
  const [row] = await ctx.db.query<{ user_id: number | null }>(
    'SELECT user_id FROM auth_code WHERE purpose = $1 AND target = $2 ORDER BY id DESC LIMIT 1',
    [purpose, target],
  );
  return row?.user_id ?? null;
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
