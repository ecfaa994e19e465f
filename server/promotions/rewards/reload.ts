import { setReloadOptIn } from '../../bonus/reload';
import { PromotionError } from '../errors';
import type { RewardHandler } from './handler';

/**
 * The reload bonus (server/bonus/README.md) for the promotion's product: the
 * same opt-in as `POST /web-api/bonuses/reload`, so the next deposit credits
 * it. It has paid once a reload bonus was credited after the opt-in.
 */
export const reloadReward: RewardHandler = {
  async optIn({ tx, userId, promotion, at }) {
    const offer = await setReloadOptIn(tx, userId, promotion.product, at);
    if (!offer)
      throw new PromotionError(
        'promotions.reward_unavailable',
        'No reload bonus is offered to you now (after the first deposit, in your currency)',
      );
  },
  async startedPaying({ tx, userId, optedAt }) {
    const [row] = await tx.query(`SELECT 1 FROM bonus_wagering WHERE user_id = $1 AND source = 'reload' AND created_at >= $2 LIMIT 1`, [
      userId,
      new Date(optedAt),
    ]);
    return row !== undefined;
  },
  async optOut({ tx, userId, promotion }) {
    // Only the opt-in this promotion made: one the player since changed to the other product on the bonus page stays.
    await tx.query('DELETE FROM bonus_reload_opt_in WHERE user_id = $1 AND product = $2', [userId, promotion.product]);
  },
};
