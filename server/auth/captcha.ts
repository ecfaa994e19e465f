import { randomInt } from 'node:crypto';
import type { CaptchaChallengeAnswer } from '../../src/protocol/schemas/auth';
import type { AuthContext } from './context';
import { captchaSvg } from './captchaImage';
import { hmacHex, randomToken, safeEqualText } from './crypto';

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
 */
export async function checkAnswer(ctx: AuthContext, idAndAnswer: string, consume: boolean): Promise<CaptchaOutcome> {
  const colon = idAndAnswer.indexOf(':');
  if (colon <= 0) return 'unknown';
  const id = idAndAnswer.slice(0, colon);
  const answer = idAndAnswer.slice(colon + 1).trim();
  const now = ctx.now();
  const [row] = await ctx.db.query<{ answer_hash: string; wrong_attempts: number; expires_at: Date }>(
    'SELECT answer_hash, wrong_attempts, expires_at FROM captcha_challenge WHERE id = $1 AND used_at IS NULL',
    [id],
  );
  if (!row) return 'unknown';
  if (row.wrong_attempts >= ctx.limits.maxWrongAttempts) return 'burnt';
  if (new Date(row.expires_at).getTime() <= now) return 'expired';
  const given = /^-?\d{1,4}$/.test(answer) ? String(Number(answer)) : answer;
  if (!safeEqualText(hmacHex(await ctx.secret(), `captcha:${id}:${given}`), row.answer_hash)) {
    await ctx.db.query('UPDATE captcha_challenge SET wrong_attempts = wrong_attempts + 1 WHERE id = $1', [id]);
    return row.wrong_attempts + 1 >= ctx.limits.maxWrongAttempts ? 'burnt' : 'wrong';
  }
  if (consume) {
    const used = await ctx.db.query('UPDATE captcha_challenge SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [
      id,
      new Date(now),
    ]);
    if (used.length === 0) return 'unknown';
  } else {
    await ctx.db.query('UPDATE captcha_challenge SET solved = true WHERE id = $1', [id]);
  }
  return 'ok';
}
