import type { PromotionProduct } from '../../../src/protocol/constants/promotions';
import type { PromotionRewardTerms } from '../../../src/protocol/schemas/promotions';
import type { FindGame } from '../../casino/games';
import type { Queryable } from '../../db/db';

/** The promotion a reward is taken for. */
export interface RewardPromotion {
  readonly id: number;
  readonly slug: string;
  readonly product: PromotionProduct;
  /** Epoch ms. */
  readonly startsAt: number;
  readonly endsAt: number;
}

/**
 * What a handler is given: the transaction of the opt-in (or opt-out), with
 * the player's lock held (server/ledger/playerLock.ts), so a money movement
 * it makes through the ledger sees the same player state.
 */
export interface RewardContext {
  readonly tx: Queryable;
  readonly userId: number;
  readonly promotion: RewardPromotion;
  /** What the promotion's reward gives (its free spins...), as the operator wrote it. */
  readonly rewardTerms: PromotionRewardTerms;
  /** The casino's games by id, for a reward played in one. */
  readonly findGame: FindGame;
  /** Epoch ms, the server's clock. */
  readonly at: number;
}

/**
 * What opting in for a promotion does, one per reward kind
 * (PROMOTION_REWARD_KINDS). Eligibility is checked before `optIn` is called;
 * a handler throws PromotionError('promotions.reward_unavailable', …) when
 * its reward cannot be taken now, and the whole opt-in is rolled back.
 */
export interface RewardHandler {
  /**
   * Sets the reward up (the reload opt-in, free spins granted, a cashback
   * enrolment...). Answers a mark kept with the opt-in and handed back to
   * `startedPaying` (the reload handler: the player's last bonus then), or null.
   */
  optIn(ctx: RewardContext): Promise<string | null>;
  /** Whether the reward has paid anything since the opt-in: then the player may no longer opt out. */
  startedPaying(ctx: RewardContext & { readonly mark: string | null }): Promise<boolean>;
  /** Undoes `optIn` (called only when `startedPaying` said no). */
  optOut(ctx: RewardContext): Promise<void>;
}
