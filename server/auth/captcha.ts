import { randomInt } from 'node:crypto';
import type { CaptchaChallengeAnswer } from '../../src/protocol/schemas/auth';
import type { Queryable } from '../db/db';
import type { AuthContext } from './context';
import { captchaSvg } from './captchaImage';
import { hmacHex, randomToken } from './crypto';

/**
 * An arithmetic challenge ("7 + 5 = ?") sent only as a distorted picture
 * (captchaImage.ts). Only an HMAC of the answer is stored; outside production
 * the clear answer is kept too, for GET /web-api/dev/captcha (e2e tests). A
 * challenge expires after a few minutes, dies after a few wrong answers, and
 * lets exactly one refused call through.
 */
export async function createChallenge(ctx: AuthContext): Promise<CaptchaChallengeAnswer> {
  const a = randomInt(2, 20);
  const b = randomInt(2, 20);
  const plus = randomInt(2) === 0;
  const [x, y] = plus ? [a, b] : [Math.max(a, b), Math.min(a, b)];
  const answer = plus ? x + y : x - y;
  const question = `${x} ${plus ? '+' : '-'} ${y} = ?`;
  const id = randomToken(16);
  const now = ctx.now();
  const expiresAt = now + ctx.limits.captchaTtlMs;
  await ctx.db.query('INSERT INTO captcha_challenge (id, answer_hash, created_at, expires_at, dev_answer) VALUES ($1, $2, $3, $4, $5)', [
    id,
    hmacHex(await ctx.secret(), `captcha:${id}:${answer}`),
    new Date(now),
    new Date(expiresAt),
    ctx.devOutbox ? String(answer) : null,
  ]);
  if (Math.random() < 0.05) await ctx.db.query('DELETE FROM captcha_challenge WHERE expires_at < $1', [new Date(now)]);
  return { id, image: captchaSvg(question), time: expiresAt };
}

/** Development only: the clear answer of a live challenge (null in production, where none is kept). */
export async function devAnswerOf(ctx: AuthContext, id: string): Promise<string | null> {
  const [row] = await ctx.db.query<{ dev_answer: string | null }>(
    'SELECT dev_answer FROM captcha_challenge WHERE id = $1 AND used_at IS NULL',
    [id],
  );
  return row?.dev_answer ?? null;
}

export type CaptchaOutcome = 'ok' | 'wrong' | 'expired' | 'unknown' | 'burnt';

/**
 * Checks `id:answer`. `consume` (a refused call repeated with the header)
 * uses the challenge up; `validate` (POST /captcha/validate) only marks it
 * solved, so the same answer then lets the repeated call through once.
 *
 * The comparison, the count of wrong answers and the use are one UPDATE on
 * the challenge's row: parallel guesses at one challenge queue on its row
 * lock, so it still dies after maxWrongAttempts (reading the count first
 * and writing it later let 50 parallel guesses all be compared, enough to
 * try every answer of a small sum). The answer is compared as its HMAC
 * under the server secret, so comparing in SQL leaks nothing by timing.
 */
export async function checkAnswer(
  ctx: AuthContext,
  idAndAnswer: string,
  consume: boolean,
  db: Queryable = ctx.db,
): Promise<CaptchaOutcome> {
  const colon = idAndAnswer.indexOf(':');
  if (colon <= 0) return 'unknown';
  const id = idAndAnswer.slice(0, colon);
  const answer = idAndAnswer.slice(colon + 1).trim();
  const now = new Date(ctx.now());
  const given = /^-?\d{1,4}$/.test(answer) ? String(Number(answer)) : answer;
  const hash = hmacHex(await ctx.secret(), `captcha:${id}:${given}`);
  const [row] = await db.query<{ right: boolean; wrong_attempts: number }>(
    `UPDATE captcha_challenge
        SET wrong_attempts = wrong_attempts + CASE WHEN answer_hash = $2 THEN 0 ELSE 1 END,
            used_at = CASE WHEN answer_hash = $2 AND $3 THEN $4 ELSE used_at END,
            solved = solved OR (answer_hash = $2 AND NOT $3)
      WHERE id = $1 AND used_at IS NULL AND wrong_attempts < $5 AND expires_at > $4
      RETURNING answer_hash = $2 AS right, wrong_attempts`,
    [id, hash, consume, now, ctx.limits.maxWrongAttempts],
  );
  if (row) return row.right ? 'ok' : row.wrong_attempts >= ctx.limits.maxWrongAttempts ? 'burnt' : 'wrong';
  const [dead] = await db.query<{ wrong_attempts: number }>(
    'SELECT wrong_attempts FROM captcha_challenge WHERE id = $1 AND used_at IS NULL',
    [id],
  );
  if (!dead) return 'unknown';
  return dead.wrong_attempts >= ctx.limits.maxWrongAttempts ? 'burnt' : 'expired';
}
