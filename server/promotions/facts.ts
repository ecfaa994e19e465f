import type { PlayerFacts } from '../../src/core/promotions';
import type { PromotionAwardView } from '../../src/protocol/schemas/promotions';
import { ACCOUNT_TYPE } from '../../src/protocol/constants/couponTypes';
import type { Queryable } from '../db/db';
import { mayReceiveMarketing } from '../limits/playBlock';
import { awardsOfPlayer } from './awards/store';

/** What eligibility needs of a player, all but the opt-in of one promotion (`optedIn` names those they are in). */
export interface PlayerStanding {
  readonly facts: Omit<PlayerFacts, 'optedIn'>;
  /** Promotions (ids) the player is opted in for now. */
  readonly optedIn: ReadonlySet<number>;
  /** What awards paid the player, per promotion id. */
  readonly awards: ReadonlyMap<number, readonly PromotionAwardView[]>;
}

export async function standingOf(q: Queryable, userId: number, now: number): Promise<PlayerStanding> {
  const [row] = await q.query<{ has_deposit: boolean; iso: string | null }>(
    `SELECT COALESCE((u.verification ->> 'has_deposit')::boolean, false) AS has_deposit,
       (SELECT c.iso FROM account a JOIN currency c ON c.id = a.currency_id
         WHERE a.user_id = u.id AND a.type = $2 ORDER BY a.id LIMIT 1) AS iso
       FROM app_user u WHERE u.id = $1`,
    [userId, ACCOUNT_TYPE.main],
  );
  const opted = await q.query<{ promotion_id: number }>(
    'SELECT promotion_id FROM promotion_opt_in WHERE user_id = $1 AND opted_out_at IS NULL',
    [userId],
  );
  return {
    facts: {
      hasDeposit: row?.has_deposit ?? false,
      currency: row?.iso ?? null,
      // Responsible gaming: a player on a time-out or self-excluded is offered nothing (server/limits/playBlock.ts).
      playBlocked: !(await mayReceiveMarketing(q, userId, now)),
    },
    optedIn: new Set(opted.map((o) => o.promotion_id)),
    awards: await awardsOfPlayer(q, userId),
  };
}

/** One promotion's facts for the core's eligibility: null for a guest. */
export const factsFor = (standing: PlayerStanding | null, promotionId: number): PlayerFacts | null =>
  standing && { ...standing.facts, optedIn: standing.optedIn.has(promotionId) };
