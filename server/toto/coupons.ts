import { z } from 'zod';
import { bestHits } from '../../src/core/toto';
import { TOTO_SIGNS, type TotoCoupon } from '../../src/protocol/toto';
import type { Queryable } from '../db/db';
import { ms } from '../bets/store';

const picksSchema = z.array(z.array(z.enum(TOTO_SIGNS)));
const distributionSchema = z.array(z.number().int()).nullable();

type Raw = {
  id: number;
  draw_id: number;
  picks: unknown;
  combinations: number;
  amount: number;
  currency: string;
  created_at: unknown;
  status: TotoCoupon['status'];
  distribution: unknown;
  prize: number;
};

const SELECT = `SELECT t.id, t.draw_id, t.picks, t.combinations, t.amount, c.iso AS currency, t.created_at, t.status, t.distribution,
  t.prize::float8 AS prize FROM toto_coupon t JOIN toto_draw d ON d.id = t.draw_id JOIN currency c ON c.id = d.currency_id`;

function couponOf(r: Raw): TotoCoupon {
  const distribution = distributionSchema.parse(r.distribution ?? null);
  return {
    couponId: r.id,
    drawId: r.draw_id,
    picks: picksSchema.parse(r.picks),
    combinations: r.combinations,
    amount: r.amount,
    currency: r.currency,
    createdAt: ms(r.created_at),
    status: r.status,
    hits: distribution && r.status !== 'refunded' ? bestHits(distribution) : null,
    distribution,
    prize: Number(r.prize),
  };
}

export async function couponById(q: Queryable, id: number): Promise<TotoCoupon | undefined> {
  const rows = await q.query<Raw>(`${SELECT} WHERE t.id = $1`, [id]);
  return rows[0] && couponOf(rows[0]);
}

/** The player's coupons of a section, newest first (only theirs: the user id is in the query). */
export async function couponsOf(q: Queryable, userId: number, section: string, limit: number): Promise<TotoCoupon[]> {
  const rows = await q.query<Raw>(`${SELECT} WHERE t.user_id = $1 AND d.section = $2 ORDER BY t.id DESC LIMIT $3`, [
    userId,
    section,
    limit,
  ]);
  return rows.map(couponOf);
}

/** How many coupons of the draw picked 1, X and 2 on each game. */
export async function pickCounts(q: Queryable, drawId: number, games: number): Promise<[number, number, number][]> {
  const rows = await q.query<{ picks: unknown }>('SELECT picks FROM toto_coupon WHERE draw_id = $1', [drawId]);
  const counts = Array.from({ length: games }, (): [number, number, number] => [0, 0, 0]);
  for (const row of rows)
    picksSchema.parse(row.picks).forEach((signs, game) => {
      const count = counts[game];
      if (count) for (const sign of signs) count[TOTO_SIGNS.indexOf(sign) as 0 | 1 | 2] += 1;
    });
  return counts;
}
