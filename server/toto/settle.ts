import { z } from 'zod';
import { hitsDistribution, payoutOf, poolOf } from '../../src/core/toto';
import { TOTO_SIGNS, type TotoResult } from '../../src/protocol/toto';
import type { Db, Queryable } from '../db/db';
import { postMovement } from '../ledger';
import { drawById, type DrawRow } from './draws';
import { lockSection, TOTO_KEY_SCOPE, TOTO_REF } from './keys';

const picksSchema = z.array(z.array(z.enum(TOTO_SIGNS)));

type CouponRow = {
  id: number;
  user_id: number;
  account_id: number;
  currency_id: number;
  picks: unknown;
  amount: number;
};

async function openCoupons(tx: Queryable, drawId: number): Promise<CouponRow[]> {
  return tx.query<CouponRow>(
    `SELECT t.id, t.user_id, t.account_id, a.currency_id, t.picks, t.amount FROM toto_coupon t JOIN account a ON a.id = t.account_id
      WHERE t.draw_id = $1 AND t.status = 'open' ORDER BY t.id FOR UPDATE OF t`,
    [drawId],
  );
}

/** Hands a settled draw's carry-over to the section's next draw not settled yet; with none, it waits for the next draw to open. */
async function carryOn(tx: Queryable, draw: DrawRow, carryOver: number): Promise<void> {
  const [next] = await tx.query<{ id: number }>(
    `SELECT id FROM toto_draw WHERE section = $1 AND id > $2 AND status IN ('open', 'closed') ORDER BY id LIMIT 1`,
    [draw.section, draw.id],
  );
  if (!next) return;
  await tx.query('UPDATE toto_draw SET jackpot = jackpot + $2 WHERE id = $1', [next.id, carryOver]);
  await tx.query('UPDATE toto_draw SET carried_to = $2 WHERE id = $1', [draw.id, next.id]);
}

/**
 * Settles a closed draw whose games are all over, in one transaction under
 * the section's lock: with more void games than `voidLimit` the draw is
 * cancelled (every stake returned, bet_refund, and the jackpot passed on);
 * else each coupon's combinations are counted by right signs, the pool's
 * tiers split among them (src/core/toto/prizes.ts) and each prize paid
 * (bet_win), and what nobody won goes on to the next draw. Only an open
 * coupon is settled, and the ledger's keys allow one win and one refund per
 * coupon, so running it twice pays nothing twice. Answers whether it settled.
 */
export async function settleDraw(db: Db, drawId: number, results: readonly TotoResult[], voidLimit: number, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const peek = await drawById(tx, drawId);
    if (!peek) return false;
    await lockSection(tx, peek.section);
    const draw = await drawById(tx, drawId, true);
    if (!draw || (draw.status !== 'closed' && draw.status !== 'open') || now < draw.closesAt) return false;
    if (results.length !== draw.games.length) return false;
    const coupons = await openCoupons(tx, draw.id);
    const at = new Date(now);
    if (results.filter((r) => r === 'void').length > voidLimit) {
      for (const c of coupons) {
        await tx.query(`UPDATE toto_coupon SET status = 'refunded', settled_at = $2 WHERE id = $1`, [c.id, at]);
        await postMovement(tx, {
          kind: 'bet_refund',
          scope: TOTO_KEY_SCOPE,
          key: `refund:${c.id}`,
          userId: c.user_id,
          ref: { type: TOTO_REF, id: String(c.id) },
          memo: `toto draw ${draw.id} cancelled`,
          legs: [
            { account: c.account_id, amount: c.amount },
            { operator: 'house', currencyId: c.currency_id, amount: -c.amount },
          ],
          at: now,
        });
      }
      await tx.query(
        `UPDATE toto_draw SET status = 'cancelled', results = $2::text::jsonb, carry_over = jackpot, settled_at = $3 WHERE id = $1`,
        [draw.id, JSON.stringify(results), at],
      );
      await carryOn(tx, draw, draw.jackpot);
      return true;
    }
    const hits = coupons.map((c) => ({ couponId: c.id, distribution: hitsDistribution(picksSchema.parse(c.picks), results) }));
    const pool = poolOf({ stakes: draw.stakes, marginPct: draw.marginPct, sharesPct: draw.sharesPct, jackpot: draw.jackpot });
    const payout = payoutOf(pool, draw.games.length, hits);
    for (const [i, c] of coupons.entries()) {
      const prize = payout.prizes.get(c.id) ?? 0;
      await tx.query('UPDATE toto_coupon SET status = $2, distribution = $3::text::jsonb, prize = $4, settled_at = $5 WHERE id = $1', [
        c.id,
        prize > 0 ? 'won' : 'lost',
        JSON.stringify(hits[i]?.distribution ?? []),
        prize,
        at,
      ]);
      if (prize === 0) continue;
      await postMovement(tx, {
        kind: 'bet_win',
        scope: TOTO_KEY_SCOPE,
        key: `win:${c.id}`,
        userId: c.user_id,
        ref: { type: TOTO_REF, id: String(c.id) },
        memo: `toto draw ${draw.id} prize`,
        legs: [
          { account: c.account_id, amount: prize },
          { operator: 'house', currencyId: c.currency_id, amount: -prize },
        ],
        at: now,
      });
    }
    await tx.query(
      `UPDATE toto_draw SET status = 'settled', results = $2::text::jsonb, tiers = $3::text::jsonb, carry_over = $4, settled_at = $5
        WHERE id = $1`,
      [draw.id, JSON.stringify(results), JSON.stringify(payout.tiers), payout.carryOver, at],
    );
    await carryOn(tx, draw, payout.carryOver);
    return true;
  });
}
