import type { PromotionRewardKind } from '../../../src/protocol/constants/promotions';
import type { RewardHandler } from './handler';
import { bonusGameTriesReward } from './bonusGameTries';
import { freeSpinsReward } from './freeSpins';
import { participationReward } from './participation';
import { reloadReward } from './reload';

export type { RewardContext, RewardHandler, RewardPromotion } from './handler';

/** THE table of reward handlers, one line per kind of PROMOTION_REWARD_KINDS (the compiler asks for each). */
export const REWARD_HANDLERS = {
  reload: reloadReward,
  freeSpins: freeSpinsReward,
  participation: participationReward,
  bonusGameTries: bonusGameTriesReward,
} as const satisfies Record<PromotionRewardKind, RewardHandler>;
