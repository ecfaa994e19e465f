import { normalPromoCode, promoCodeStatus } from '../../src/core/office';
import type { PromoCheckAnswer } from '../../src/protocol/schemas/office';
import type { Queryable } from '../db/db';

const ms = (value: unknown): number => (value instanceof Date ? value.getTime() : new Date(String(value)).getTime());

/** What one of the player's promo codes (the slip's, bet_promo_code) is worth now; another player's code is unknown. */
export async function checkPromoCode(q: Queryable, userId: number, code: string, now: number): Promise<PromoCheckAnswer> {
  const [row] = await q.query<{ amount: number; iso: string; expires_at: unknown; used_by_coupon: number | null }>(
    `SELECT p.amount, c.iso, p.expires_at, p.used_by_coupon FROM bet_promo_code p JOIN currency c ON c.id = p.currency_id
      WHERE p.user_id = $1 AND p.code = $2`,
    [userId, normalPromoCode(code)],
  );
  const stored = row
    ? {
        amount: row.amount,
        currencyIso: row.iso,
        expiresAt: row.expires_at === null ? null : ms(row.expires_at),
        used: row.used_by_coupon !== null,
      }
    : null;
  const status = promoCodeStatus(stored, now);
  return {
    status,
    amount: status === 'unknown' ? null : (stored?.amount ?? null),
    currencyIso: status === 'unknown' ? null : (stored?.currencyIso ?? null),
    expiresAt: status === 'unknown' ? null : (stored?.expiresAt ?? null),
  };
}
