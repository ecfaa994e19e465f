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
    // The player's last bonus now: a reload bonus after it is this opt-in's (ids, not times: two services' clocks may differ).
    const [last] = await tx.query<{ id: number | null }>('SELECT max(id) AS id FROM bonus_wagering WHERE user_id = $1', [userId]);
    return String(last?.id ?? 0);
  },
  async startedPaying({ tx, userId, mark }) {
    const [row] = await tx.query(`SELECT 1 FROM bonus_wagering WHERE user_id = $1 AND source = 'reload' AND id > $2 LIMIT 1`, [
      userId,
      Number(mark ?? 0),
    ]);
    return row !== undefined;
  },
  async optOut({ tx, userId, promotion }) {
    // Only the opt-in this promotion made: one the player since changed to the other product on the bonus page stays.
    await tx.query('DELETE FROM bonus_reload_opt_in WHERE user_id = $1 AND product = $2', [userId, promotion.product]);
  },
};
