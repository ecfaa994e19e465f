import { FreeSpinGrantError, endGrant, grantFreeSpins } from '../../bonus/freeSpins';
import { loadGrant } from '../../bonus/freeSpins/store';
import { PromotionError } from '../errors';
import type { RewardHandler } from './handler';

const DAY_MS = 86_400_000;

/** A promotion's spin terms granted to one player (an opt-in's reward or an operator's award), for the terms' days. */
export function grantPromotionSpins(
  tx: Parameters<typeof grantFreeSpins>[0],
  to: {
    userId: number;
    game: Parameters<typeof grantFreeSpins>[1]['game'];
    terms: { count: number; stake: number; days: number };
    slug: string;
    key: string;
    at: number;
  },
): ReturnType<typeof grantFreeSpins> {
  return grantFreeSpins(tx, {
    userId: to.userId,
    game: to.game,
    count: to.terms.count,
    stake: to.terms.stake,
    expiresAt: to.at + to.terms.days * DAY_MS,
    source: 'promotion',
    reference: to.slug,
    key: to.key,
    at: to.at,
  });
}

/**
 * The free spins the promotion's reward terms name (server/bonus/README.md "Free spins"): granted at the opt-in,
 * for the terms' days from then, through grantFreeSpins, the one way a grant is made. The mark is the grant's id.
 * It has paid once a spin was played or the grant ended; opting out before that takes the spins back.
 */
export const freeSpinsReward: RewardHandler = {
  async optIn({ tx, userId, promotion, rewardTerms, findGame, at }) {
    const terms = rewardTerms.freeSpins;
    const game = terms ? findGame(terms.gameId) : null;
    if (!terms || !game) throw new PromotionError('promotions.reward_unavailable', 'The free spins of this promotion are not offered now');
    try {
      const { grant } = await grantPromotionSpins(tx, {
        userId,
        game,
        terms,
        slug: promotion.slug,
        // One grant per opt-in: opting in again after an opt-out is a new grant.
        key: `promotion:${promotion.id}:${userId}:${at}`,
        at,
      });
      return String(grant.id);
    } catch (error) {
      if (error instanceof FreeSpinGrantError) throw new PromotionError('promotions.reward_unavailable', error.message);
      throw error;
    }
  },
  async startedPaying({ tx, mark }) {
    const grant = mark === null ? null : await loadGrant(tx, Number(mark));
    return grant !== null && (grant.status !== 'active' || grant.spins_left < grant.count);
  },
  async optOut({ tx, userId, promotion, at }) {
    const [row] = await tx.query<{ id: number }>(
      `SELECT g.id FROM free_spin_grant g JOIN promotion_opt_in o ON o.reward_mark = g.id::text
        WHERE o.promotion_id = $1 AND o.user_id = $2 AND g.user_id = $2 AND g.status = 'active'`,
      [promotion.id, userId],
    );
    const grant = row ? await loadGrant(tx, row.id, { forUpdate: true }) : null;
    if (grant) await endGrant(tx, grant, 'forfeited', at);
  },
};
