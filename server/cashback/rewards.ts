import type { BonusSource } from '../../src/protocol/constants/bonus';
import type { CashbackProgramId, RewardSource } from '../../src/protocol/constants/cashback';
import type { RewardsAnswer, RewardsQuery } from '../../src/protocol/schemas/cashback';
import type { Queryable } from '../db/db';
import { ms } from '../wallet/answer';

/**
 * GET /web-api/rewards: what the site gave the player, newest first, from
 * the tables that record it: cashback payouts that paid something (money or
 * points), bonus credits (bonus_wagering), referral rewards and promo
 * vouchers spent on a stake (their ledger movements; a voucher's money went
 * to the stake, so its amount is what promotions paid).
 */
export async function rewardsOf(q: Queryable, userId: number, query: RewardsQuery): Promise<RewardsAnswer> {
  const offset = query.cursor ?? 0;
  const rows = await q.query<{
    id: string;
    source: RewardSource;
    program: CashbackProgramId | null;
    bonus_source: BonusSource | null;
    at: Date;
    iso: string | null;
    amount: number;
    points: number;
  }>(
    `SELECT * FROM (
       SELECT 'cashback:' || p.id AS id, 'cashback' AS source, p.program, NULL AS bonus_source, p.paid_at AS at, c.iso, p.amount,
              p.points, p.id AS n
         FROM cashback_payout p JOIN currency c ON c.id = p.currency_id
        WHERE p.user_id = $1 AND (p.amount > 0 OR p.points > 0)
       UNION ALL
       SELECT 'bonus:' || b.id, 'bonus', NULL, b.source, b.created_at, c.iso, b.amount, 0, b.id
         FROM bonus_wagering b JOIN account a ON a.id = b.account_id JOIN currency c ON c.id = a.currency_id
        WHERE b.user_id = $1
       UNION ALL
       SELECT 'referral:' || m.id, 'referral', NULL, NULL, m.created_at, c.iso, e.amount, 0, m.id
         FROM ledger_movement m JOIN ledger_entry e ON e.movement_id = m.id
         JOIN ledger_account la ON la.id = e.ledger_account_id AND la.kind = 'player' AND la.user_id = $1
         JOIN currency c ON c.id = e.currency_id
        WHERE m.kind = 'referral_reward' AND m.user_id = $1
       UNION ALL
       SELECT 'promo_voucher:' || m.id, 'promo_voucher', NULL, NULL, m.created_at, c.iso, -e.amount, 0, m.id
         FROM ledger_movement m JOIN ledger_entry e ON e.movement_id = m.id
         JOIN ledger_account la ON la.id = e.ledger_account_id AND la.kind = 'promotions'
         JOIN currency c ON c.id = e.currency_id
        WHERE m.kind = 'promo_voucher' AND m.user_id = $1 AND e.amount < 0
     ) r ORDER BY at DESC, source, n DESC LIMIT $2 OFFSET $3`,
    [userId, query.limit + 1, offset],
  );
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((r) => ({
      id: r.id,
      source: r.source,
      program: r.program,
      bonusSource: r.bonus_source,
      at: ms(r.at),
      currencyIso: r.iso,
      amount: r.amount,
      points: r.points,
    })),
    nextCursor: rows.length > query.limit ? offset + page.length : null,
  };
}
