/** A promo code as the player's store keeps it (bet_promo_code). */
export interface StoredPromoCode {
  readonly amount: number;
  readonly currencyIso: string;
  readonly expiresAt: number | null;
  readonly used: boolean;
}

export type PromoCodeStatus = 'valid' | 'used' | 'expired' | 'unknown';

/** What a promo code is worth now: unknown (not the player's), used (staked already), expired, or valid. */
export function promoCodeStatus(code: StoredPromoCode | null, now: number): PromoCodeStatus {
  if (!code) return 'unknown';
  if (code.used) return 'used';
  if (code.expiresAt !== null && code.expiresAt <= now) return 'expired';
  return 'valid';
}

/** Codes are kept in capitals without spaces around them (as the slip's promo-code field sends them). */
export const normalPromoCode = (code: string): string => code.trim().toUpperCase();
