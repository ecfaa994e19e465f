import type { PromotionProduct, PromotionRewardKind, PromotionSection } from '../../src/protocol/constants/promotions';
import {
  promotionRewardTermsSchema,
  promotionRulesSchema,
  type PromotionRewardTerms,
  type PromotionRules,
} from '../../src/protocol/schemas/promotions';
import type { PromotionWindow } from '../../src/core/promotions';

/** A promotion's own columns. */
export interface PromotionFields {
  id: number;
  slug: string;
  product: PromotionProduct;
  section: PromotionSection;
  reward: PromotionRewardKind;
  starts_at: Date | string;
  ends_at: Date | string;
  image: string | null;
  rules: unknown;
  reward_terms: unknown;
}

/** A promotion row as the store reads it (texts in the language picked for the caller). */
export interface PromotionRow extends PromotionFields, Record<string, unknown> {
  lang: string;
  title: string;
  lead: string;
  terms: string;
  /** The later of the promotion's and these texts' last change. */
  updated_at: Date | string;
}

export const iso = (value: Date | string): string => new Date(value).toISOString();

export const windowOf = (row: Pick<PromotionRow, 'starts_at' | 'ends_at'>): PromotionWindow => ({
  startsAt: new Date(row.starts_at).getTime(),
  endsAt: new Date(row.ends_at).getTime(),
});

/** The stored rules through their schema: a row put in by hand with fields missing reads with the defaults. */
export const rulesOf = (value: unknown): PromotionRules => promotionRulesSchema.parse(value ?? {});
export const rewardTermsOf = (value: unknown): PromotionRewardTerms => promotionRewardTermsSchema.parse(value ?? {});
