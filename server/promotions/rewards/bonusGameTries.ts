import { revokeUnlock, unlockTries, unlockUsed } from '../../games';
import { PromotionError } from '../errors';
import type { RewardHandler } from './handler';

/**
 * Tries of a bonus game (server/games/README.md): unlocked at the opt-in, the
 * number its reward terms name, kept until played. The mark is the unlock's
 * id. It has paid once one of the tries was played; opting out before that
 * takes the tries back.
 */
export const bonusGameTriesReward: RewardHandler = {
  async optIn({ tx, userId, promotion, rewardTerms, at }) {
    const terms = rewardTerms.bonusGameTries;
    if (!terms) throw new PromotionError('promotions.reward_unavailable', 'The bonus game tries of this promotion are not offered now');
    const id = await unlockTries(tx, {
      userId,
      game: terms.game,
      tries: terms.tries,
      reference: promotion.slug,
      // One unlock per opt-in: opting in again after an opt-out unlocks anew.
      key: `promotion:${promotion.id}:${userId}:${at}`,
      at,
    });
    return String(id);
  },
  startedPaying: ({ tx, mark }) => (mark === null ? Promise.resolve(false) : unlockUsed(tx, Number(mark))),
  async optOut({ tx, userId, promotion, at }) {
    const [row] = await tx.query<{ mark: string | null }>(
      'SELECT reward_mark AS mark FROM promotion_opt_in WHERE promotion_id = $1 AND user_id = $2',
      [promotion.id, userId],
    );
    if (row?.mark) await revokeUnlock(tx, Number(row.mark), at);
  },
};
