import type { PromotionAwardKind, PromotionAwardRefusal } from '../../../src/protocol/constants/promotions';
import type { PromotionAwardOutcome, PromotionAwardView } from '../../../src/protocol/schemas/promotions';
import type { Queryable } from '../../db/db';
import { iso } from '../rows';

interface AwardRow extends Record<string, unknown> {
  id: number;
  promotion_id: number;
  award_id: string;
  user_id: number;
  kind: PromotionAwardKind;
  amount: number;
  iso: string | null;
  result: 'paid' | 'refused';
  reason: Exclude<PromotionAwardRefusal, 'failed'> | null;
  code: string | null;
  at: Date | string;
}

const SELECT = `SELECT a.id, a.promotion_id, a.award_id, a.user_id, a.kind, a.amount, c.iso, a.result, a.reason, a.code, a.at
  FROM promotion_award a LEFT JOIN currency c ON c.id = a.currency_id`;

/** How many awards one page of the operator's list holds. */
export const AWARDS_PAGE_SIZE = 200;

export async function awardRowOf(q: Queryable, awardId: string, userId: number): Promise<AwardRow | null> {
  const [row] = await q.query<AwardRow>(`${SELECT} WHERE a.award_id = $1 AND a.user_id = $2`, [awardId, userId]);
  return row ?? null;
}

/** What an earlier call decided for this player, as a repeated call answers it. */
export const outcomeOf = (row: AwardRow): PromotionAwardOutcome =>
  row.result === 'paid'
    ? { userId: row.user_id, status: 'already_paid' }
    : { userId: row.user_id, status: 'refused', reason: row.reason ?? 'failed' };

/** The operator's list: one promotion's awards, newest first, a page after `cursor` (a row id). */
export async function listAwards(q: Queryable, slug: string, cursor: number | null) {
  const rows = await q.query<AwardRow>(
    `${SELECT} JOIN promotion p ON p.id = a.promotion_id WHERE p.slug = $1 AND ($2::integer IS NULL OR a.id < $2)
     ORDER BY a.id DESC LIMIT $3`,
    [slug, cursor, AWARDS_PAGE_SIZE + 1],
  );
  const page = rows.slice(0, AWARDS_PAGE_SIZE);
  return {
    awards: page.map((r) => ({
      id: r.id,
      awardId: r.award_id,
      userId: r.user_id,
      kind: r.kind,
      amount: r.amount,
      currency: r.iso,
      result: r.result,
      reason: r.reason,
      code: r.code,
      at: iso(r.at),
    })),
    nextCursor: rows.length > AWARDS_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}

/** What the player was paid, per promotion id, oldest first: the promotion answers show it. */
export async function awardsOfPlayer(q: Queryable, userId: number): Promise<Map<number, PromotionAwardView[]>> {
  const rows = await q.query<AwardRow>(`${SELECT} WHERE a.user_id = $1 AND a.result = 'paid' ORDER BY a.id`, [userId]);
  const byPromotion = new Map<number, PromotionAwardView[]>();
  for (const r of rows) {
    const views = byPromotion.get(r.promotion_id) ?? [];
    views.push({ kind: r.kind, amount: r.amount, currency: r.iso, code: r.code, at: iso(r.at) });
    byPromotion.set(r.promotion_id, views);
  }
  return byPromotion;
}

/** Whether the player was paid by an award of this promotion: then they may no longer opt out. */
export async function wasAwarded(q: Queryable, promotionId: number, userId: number): Promise<boolean> {
  const [row] = await q.query(`SELECT 1 FROM promotion_award WHERE promotion_id = $1 AND user_id = $2 AND result = 'paid' LIMIT 1`, [
    promotionId,
    userId,
  ]);
  return row !== undefined;
}
