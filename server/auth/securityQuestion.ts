import type { IncomingMessage } from 'node:http';
import { normaliseSecurityAnswer } from '../../src/protocol/constants/securityQuestion';
import { recordSecurityEvent, requestOrigin } from './audit';
import type { AuthContext } from './context';
import { AuthError } from './http';
import type { CurrentSession } from './sessions';
import { beginAttempt } from './signIn';
import type { UserRow } from './users';

/** The player's question, or null: the answer never leaves the server, not even hashed. */
export function questionOf(user: UserRow): number | null {
  return user.enable_security_question && user.security_answer_hash ? user.security_question_id : null;
}

/** Sets or replaces the question; the answer goes under the password KDF like a password, normalised first. */
export async function setSecurityQuestion(
  ctx: AuthContext,
  req: IncomingMessage,
  session: CurrentSession,
  input: { questionId: number; answer: string },
): Promise<void> {
  const hash = await ctx.passwords.hash(normaliseSecurityAnswer(input.answer));
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE app_user SET security_question_id = $2, security_answer_hash = $3, enable_security_question = true WHERE id = $1`,
      [session.userId, input.questionId, hash],
    );
    await recordSecurityEvent(tx, {
      userId: session.userId,
      kind: 'security_question_set',
      at: ctx.now(),
      origin: requestOrigin(ctx, req, session.idHash),
      detail: { question: input.questionId },
    });
  });
}

/**
 * Where the player set a question, the answer must match (recovery). A wrong
 * or missing one counts as a failed sign-in of the account, so guessing meets
 * the captcha and the block like a password does.
 */
export async function requireSecurityAnswer(
  ctx: AuthContext,
  req: IncomingMessage,
  user: UserRow,
  given: string | undefined,
): Promise<void> {
  if (questionOf(user) === null || !user.security_answer_hash) return;
  const attempt = await beginAttempt(ctx, req, `question:${user.id}`);
  const ok = given !== undefined && (await ctx.passwords.verify(normaliseSecurityAnswer(given), user.security_answer_hash));
  if (!ok) throw new AuthError('wrong_answer', 'The answer to your security question is wrong');
  await attempt.succeeded();
}
