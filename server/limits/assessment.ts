import { randomUUID } from 'node:crypto';
import type { LimitAction } from '../../src/core/limits';
import { SELF_ASSESSMENT } from '../../src/protocol/constants/limits';
import type { Queryable } from '../db/db';
import { LimitError } from './errors';

/**
 * The self-assessment's tokens (migration 018): one per POST limits that
 * asked a looser limit where the site asks a test first. A token is the
 * asking player's, lives SELF_ASSESSMENT.tokenTtlMs and answers once; the
 * asked actions wait with it until the test is passed.
 */
export async function createAssessmentToken(q: Queryable, userId: number, actions: readonly LimitAction[], now: number): Promise<string> {
  const guid = randomUUID();
  await q.query(
    'INSERT INTO limit_assessment_token (guid, user_id, actions, created_at, expires_at) VALUES ($1, $2, $3::text::jsonb, $4, $5)',
    [guid, userId, JSON.stringify(actions), new Date(now), new Date(now + SELF_ASSESSMENT.tokenTtlMs)],
  );
  return guid;
}

/**
 * The caller's token, still open, or the typed reason it is not: unknown and
 * another player's read alike (its existence is not told), then answered
 * already, then expired.
 */
export async function openAssessmentToken(q: Queryable, userId: number, guid: string, now: number): Promise<readonly LimitAction[]> {
  const [row] = await q.query<{ user_id: number; actions: LimitAction[]; expires_at: unknown; used_at: unknown }>(
    'SELECT user_id, actions, expires_at, used_at FROM limit_assessment_token WHERE guid = $1',
    [guid],
  );
  if (!row || row.user_id !== userId)
    throw new LimitError('limits.assessment_token_invalid', 'No self-assessment with this token among yours', {
      fields: [{ field: 'tokenGuid', message: 'unknown' }],
    });
  if (row.used_at !== null) throw new LimitError('limits.assessment_token_used', 'This self-assessment was answered already');
  const expiredAt = new Date(row.expires_at as string | Date).getTime();
  if (expiredAt <= now)
    throw new LimitError('limits.assessment_token_expired', 'This self-assessment has expired: ask for the change again', {
      params: { expiredAt },
    });
  return row.actions;
}

/** Marks the token answered, once: false when another request answered it first. */
export async function closeAssessmentToken(
  q: Queryable,
  userId: number,
  guid: string,
  result: { readonly passed: boolean; readonly score: number },
  now: number,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE limit_assessment_token SET used_at = $4, passed = $5, score = $6
      WHERE guid = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > $3 RETURNING guid`,
    [guid, userId, new Date(now), new Date(now), result.passed, result.score],
  );
  return rows.length === 1;
}
