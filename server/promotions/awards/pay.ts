import { CASHBACK_EVENT_TYPE } from '../../../src/protocol/constants/cashback';
import { ACCOUNT_TYPE } from '../../../src/protocol/constants/couponTypes';
import type { PromotionAwardRefusal } from '../../../src/protocol/constants/promotions';
import type { PromotionAwardTerms } from '../../../src/protocol/schemas/promotions';
import { bonusRunningIn, creditBonus } from '../../bonus/credit';
import { FreeSpinGrantError } from '../../bonus/freeSpins';
import { grantPromotionSpins } from '../rewards/freeSpins';
import type { FindGame } from '../../casino/games';
import type { Queryable } from '../../db/db';
import { insertPlayerEvents } from '../../ledger';
import { PromotionError } from '../errors';

const DAY_MS = 86_400_000;

/** One player's refusal: recorded with the award, so the same award id answers it again. */
export class AwardRefusal extends Error {
  constructor(
    readonly reason: Exclude<PromotionAwardRefusal, 'failed'>,
    message: string,
  ) {
    super(message);
  }
}

export interface AwardPayment {
  readonly tx: Queryable;
  readonly userId: number;
  readonly slug: string;
  readonly terms: PromotionAwardTerms;
  /** The award's row: its id names the payment (the ledger's reference, the promo code). */
  readonly rowId: number;
  /** The key derived from the award id and the player: each engine's own idempotency key. */
  readonly key: string;
  readonly findGame: FindGame;
  readonly at: number;
}

/** What paid it: the currency (null for points), the free bet's code and the engine's record. */
export interface AwardPaid {
  readonly currencyId: number | null;
  readonly code: string | null;
  readonly reference: string;
}

/** The player's real-money account currency of this code: an award is paid where the player plays. */
async function moneyCurrencyOf(q: Queryable, userId: number, iso: string): Promise<number> {
  const [row] = await q.query<{ currency_id: number }>(
    `SELECT a.currency_id FROM account a JOIN currency c ON c.id = a.currency_id
      WHERE a.user_id = $1 AND a.type <> $2 AND c.iso = $3 LIMIT 1`,
    [userId, ACCOUNT_TYPE.bonus, iso],
  );
  if (!row) throw new AwardRefusal('currency_unavailable', `The player holds no ${iso} account`);
  return row.currency_id;
}

/**
 * Pays one player their award inside the caller's transaction (the player's
 * lock held), each kind through its own engine with the key of (award id,
 * player): bonus money through creditBonus (a bonus_credit movement), a free
 * bet as a promo code of the slip's, free spins through grantFreeSpins, club
 * points as a club_points row.
 */
export async function payAward(p: AwardPayment): Promise<AwardPaid> {
  const { tx, userId, terms, at } = p;
  switch (terms.kind) {
    case 'bonus': {
      const currencyId = await moneyCurrencyOf(tx, userId, terms.currency);
      // Stakes count one bonus of an account down at a time: a second would ride on the first's ending.
      if (await bonusRunningIn(tx, userId, currencyId))
        throw new AwardRefusal('bonus_running', `A ${terms.currency} bonus of the player is being wagered`);
      const { movementId } = await creditBonus(tx, {
        userId,
        currencyId,
        amount: terms.amount,
        scope: 'promotion_award',
        key: p.key,
        ref: { type: 'promotion_award', id: String(p.rowId) },
        memo: `Promotion ${p.slug} award`,
        source: 'promotion',
        product: terms.product,
        requirement: terms.amount * terms.wagering,
        deadline: at + terms.days * DAY_MS,
        maxConversion: terms.amount * terms.maxConversion,
        at,
      });
      return { currencyId, code: null, reference: `movement:${movementId}` };
    }
    case 'freeBet': {
      const currencyId = await moneyCurrencyOf(tx, userId, terms.currency);
      // The row id is the award's own, so the code is unique and the same whenever the award is read again.
      const code = `PROMO-${p.rowId}`;
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO bet_promo_code (user_id, code, currency_id, amount, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)
         RETURNING id`,
        [userId, code, currencyId, terms.amount, new Date(at + terms.days * DAY_MS), new Date(at)],
      );
      return { currencyId, code, reference: `promo_code:${row?.id ?? 0}` };
    }
    case 'freeSpins': {
      const game = p.findGame(terms.gameId);
      if (!game) throw new PromotionError('promotions.invalid_request', `Award is invalid: no game ${terms.gameId}`);
      try {
        const { grant } = await grantPromotionSpins(tx, { userId, game, terms, slug: p.slug, key: p.key, at });
        const [currency] = await tx.query<{ id: number }>('SELECT id FROM currency WHERE iso = $1', [grant.currencyIso]);
        return { currencyId: currency?.id ?? null, code: null, reference: `free_spin_grant:${grant.id}` };
      } catch (error) {
        if (!(error instanceof FreeSpinGrantError)) throw error;
        if (error.code === 'currency_unavailable') throw new AwardRefusal('currency_unavailable', error.message);
        // The terms themselves (a game that is no slot, a stake off its bounds): the operator's input, for every player.
        throw new PromotionError('promotions.invalid_request', `Award is invalid: ${error.message}`);
      }
    }
    case 'clubPoints': {
      const [row] = await tx.query<{ id: number }>(
        'INSERT INTO club_points (user_id, points, idempotency_key, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
        [userId, terms.amount, p.key, new Date(at)],
      );
      await insertPlayerEvents(tx, [{ userId, event: { type: CASHBACK_EVENT_TYPE, program: 'sport', periodStart: at } }], at);
      return { currencyId: null, code: null, reference: `club_points:${row?.id ?? 0}` };
    }
  }
}

/** The award's amount in its unit: minor units, spins or points. */
export const awardAmountOf = (terms: PromotionAwardTerms): number => (terms.kind === 'freeSpins' ? terms.count : terms.amount);
