import type { RewardHandler } from './handler';

/** Enrolment only: the opt-in row is the whole reward (a draw, a leaderboard, a mailing of the results); it never pays here. */
export const participationReward: RewardHandler = {
  optIn: () => Promise.resolve(null),
  startedPaying: () => Promise.resolve(false),
  optOut: () => Promise.resolve(),
};
