import type { z } from 'zod';
import type { Question, adminQuestionSchema } from '../../src/protocol/schemas/questions';
import type { Db, Queryable } from '../db/db';
import { insertPlayerEvents } from '../ledger/post';

export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

interface QuestionRow extends Record<string, unknown> {
  id: number;
  user_id: number;
  body: string;
  options: string[];
  created_at: Date | string;
  answer: number | null;
  answered_at: Date | string | null;
}

const ms = (value: Date | string): number => new Date(value).getTime();

function questionOf(row: QuestionRow): Question {
  return { id: row.id, text: row.body, options: row.options, createdAt: ms(row.created_at) };
}

function adminQuestionOf(row: QuestionRow): AdminQuestion {
  return { ...questionOf(row), userId: row.user_id, answer: row.answer, answeredAt: row.answered_at === null ? null : ms(row.answered_at) };
}

const COLUMNS = 'id, user_id, body, options, created_at, answer, answered_at';

/** The player of a login, or null. */
export async function userIdOfLogin(db: Queryable, login: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM app_user WHERE lower(login) = lower($1)', [login]);
  return row?.id ?? null;
}

export async function userExists(db: Queryable, userId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM app_user WHERE id = $1', [userId])).length > 0;
}

/** Asks a player; the `question` event on their channel tells every tab and device, in the same transaction. */
export async function askQuestion(
  db: Db,
  ask: { userId: number; text: string; options: readonly string[] },
  at: number,
): Promise<AdminQuestion> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<QuestionRow>(
      `INSERT INTO player_question (user_id, body, options, created_at) VALUES ($1, $2, $3::text::jsonb, $4) RETURNING ${COLUMNS}`,
      [ask.userId, ask.text, JSON.stringify(ask.options), new Date(at)],
    );
    if (!row) throw new Error('a question insert returned no row');
    await insertPlayerEvents(tx, [{ userId: ask.userId, event: { type: 'question', questionId: row.id, change: 'asked' } }], at);
    return adminQuestionOf(row);
  });
}

/** The player's open questions, oldest first. */
export async function openQuestions(db: Queryable, userId: number): Promise<Question[]> {
  const rows = await db.query<QuestionRow>(
    `SELECT ${COLUMNS} FROM player_question WHERE user_id = $1 AND answered_at IS NULL ORDER BY id LIMIT 50`,
    [userId],
  );
  return rows.map(questionOf);
}

/** The newest questions for the operator, with their answers (of one player when given). */
export async function recentQuestions(db: Queryable, userId: number | null): Promise<AdminQuestion[]> {
  const rows = await db.query<QuestionRow>(
    `SELECT ${COLUMNS} FROM player_question WHERE ($1::integer IS NULL OR user_id = $1) ORDER BY id DESC LIMIT 200`,
    [userId],
  );
  return rows.map(adminQuestionOf);
}

export type AnswerOutcome =
  | { readonly kind: 'answered'; readonly option: number }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'already_answered'; readonly option: number }
  | { readonly kind: 'no_such_option'; readonly options: number };

/**
 * The player's answer, once: under the question's row lock, so two tabs
 * answering at once get one `answered` and one `already_answered`. Another
 * player's question is `not_found`, as a missing one is.
 */
export async function answerQuestion(db: Db, userId: number, questionId: number, option: number, at: number): Promise<AnswerOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<QuestionRow>(`SELECT ${COLUMNS} FROM player_question WHERE id = $1 FOR UPDATE`, [questionId]);
    if (!row || row.user_id !== userId) return { kind: 'not_found' };
    if (row.answer !== null) return { kind: 'already_answered', option: row.answer };
    if (option >= row.options.length) return { kind: 'no_such_option', options: row.options.length };
    await tx.query('UPDATE player_question SET answer = $2, answered_at = $3 WHERE id = $1', [questionId, option, new Date(at)]);
    await insertPlayerEvents(tx, [{ userId, event: { type: 'question', questionId, change: 'answered' } }], at);
    return { kind: 'answered', option };
  });
}
