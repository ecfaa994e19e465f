import { wasAwarded } from '../awards/store';
import type { RewardHandler } from './handler';

/**
 * Enrolment: the opt-in row is the reward (a draw, a leaderboard); what it wins the operator pays by an award
 * (awards/, POST /web-api/admin/promotions/award). It has paid once an award paid the player.
 */
export const participationReward: RewardHandler = {
  optIn: () => Promise.resolve(null),
  startedPaying: ({ tx, promotion, userId }) => wasAwarded(tx, promotion.id, userId),
  optOut: () => Promise.resolve(),
};
