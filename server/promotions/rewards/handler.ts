import type { PromotionProduct } from '../../../src/protocol/constants/promotions';
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
  /** Sets the reward up (the reload opt-in, free spins granted, a cashback enrolment...). */
  optIn(ctx: RewardContext): Promise<void>;
  /** Whether the reward has paid anything since `optedAt` (epoch ms): then the player may no longer opt out. */
  startedPaying(ctx: RewardContext & { readonly optedAt: number }): Promise<boolean>;
  /** Undoes `optIn` (called only when `startedPaying` said no). */
  optOut(ctx: RewardContext): Promise<void>;
}
