import type { IdeaCategory } from '../../src/protocol/constants/officeSupport';
import type { Appeal, Idea, Manager } from '../../src/protocol/schemas/officeSupport';
import type { Queryable } from '../db/db';

const iso = (value: Date | string): string => new Date(value).toISOString();

/** The player's personal manager, or null while none is assigned. */
export async function managerOf(db: Queryable, userId: number): Promise<Manager | null> {
  const [row] = await db.query<{ name: string; email: string | null; phone: string | null; hours: string | null }>(
    'SELECT name, email, phone, hours FROM personal_manager WHERE user_id = $1',
    [userId],
  );
  return row ? { name: row.name, email: row.email, phone: row.phone, hours: row.hours } : null;
}

/** The operator assigns (or, with null, withdraws) a player's manager. */
export async function assignManager(db: Queryable, userId: number, manager: Manager | null, at: number): Promise<void> {
  if (manager === null) {
    await db.query('DELETE FROM personal_manager WHERE user_id = $1', [userId]);
    return;
  }
  await db.query(
    `INSERT INTO personal_manager (user_id, name, email, phone, hours, assigned_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name, email = EXCLUDED.email, phone = EXCLUDED.phone,
       hours = EXCLUDED.hours, assigned_at = EXCLUDED.assigned_at`,
    [userId, manager.name, manager.email, manager.phone, manager.hours, new Date(at)],
  );
}

interface IdeaRow extends Record<string, unknown> {
  id: number;
  category: IdeaCategory;
  body: string;
  created_at: Date | string;
}
const ideaOf = (r: IdeaRow): Idea => ({ id: r.id, category: r.category, text: r.body, createdAt: iso(r.created_at) });

export async function fileIdea(db: Queryable, userId: number, category: IdeaCategory, text: string, at: number): Promise<Idea> {
  const [row] = await db.query<IdeaRow>(
    'INSERT INTO player_idea (user_id, category, body, created_at) VALUES ($1, $2, $3, $4) RETURNING id, category, body, created_at',
    [userId, category, text, new Date(at)],
  );
  if (!row) throw new Error('idea not stored');
  return ideaOf(row);
}

export async function ideasOf(db: Queryable, userId: number): Promise<Idea[]> {
  const rows = await db.query<IdeaRow>(
    'SELECT id, category, body, created_at FROM player_idea WHERE user_id = $1 ORDER BY id DESC LIMIT 50',
    [userId],
  );
  return rows.map(ideaOf);
}

interface AppealRow extends Record<string, unknown> {
  id: number;
  body: string;
  created_at: Date | string;
  answer: string | null;
  answered_at: Date | string | null;
}
const appealOf = (r: AppealRow): Appeal => ({
  id: r.id,
  text: r.body,
  createdAt: iso(r.created_at),
  answer: r.answer,
  answeredAt: r.answered_at === null ? null : iso(r.answered_at),
});
const APPEAL_COLUMNS = 'id, body, created_at, answer, answered_at';

export async function appealsOf(db: Queryable, userId: number): Promise<Appeal[]> {
  const rows = await db.query<AppealRow>(`SELECT ${APPEAL_COLUMNS} FROM block_appeal WHERE user_id = $1 ORDER BY id DESC LIMIT 50`, [
    userId,
  ]);
  return rows.map(appealOf);
}

/** Whether the player has an appeal the operator has not answered yet (one waits at a time). */
export async function hasOpenAppeal(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM block_appeal WHERE user_id = $1 AND answer IS NULL LIMIT 1', [userId]);
  return row !== undefined;
}

export async function fileAppeal(db: Queryable, userId: number, text: string, at: number): Promise<Appeal> {
  const [row] = await db.query<AppealRow>(
    `INSERT INTO block_appeal (user_id, body, created_at) VALUES ($1, $2, $3) RETURNING ${APPEAL_COLUMNS}`,
    [userId, text, new Date(at)],
  );
  if (!row) throw new Error('appeal not stored');
  return appealOf(row);
}

/** The operator's answer; null when there is no such appeal. An answer replaces an earlier one (a correction). */
export async function answerAppeal(db: Queryable, appealId: number, text: string, at: number): Promise<{ userId: number } | null> {
  const [row] = await db.query<{ user_id: number }>(
    'UPDATE block_appeal SET answer = $2, answered_at = $3 WHERE id = $1 RETURNING user_id',
    [appealId, text, new Date(at)],
  );
  return row ? { userId: row.user_id } : null;
}
