import { isDeepStrictEqual } from 'node:util';
import type { AdminPromotionAward, AdminPromotionAwardAnswer, PromotionAwardOutcome } from '../../../src/protocol/schemas/promotions';
import { promotionAwardTermsSchema } from '../../../src/protocol/schemas/promotions';
import type { FindGame } from '../../casino/games';
import type { Db, Queryable } from '../../db/db';
import { lockPlayer } from '../../ledger';
import { mayReceiveMarketing } from '../../limits/playBlock';
import type { Logger } from '../../log';
import { sendPlayerMessage } from '../../messages/store';
import { PromotionError } from '../errors';
import { AwardRefusal, awardAmountOf, payAward } from './pay';
import { awardRowOf, outcomeOf } from './store';

export interface AwardCall extends AdminPromotionAward {
  readonly findGame: FindGame;
  readonly log: Logger;
  readonly at: number;
}

interface AwardedPromotion {
  readonly id: number;
  readonly slug: string;
}

/** The promotion an award pays: it exists, is a participation one, and the award id is this award's. */
async function awardedPromotion(db: Db, call: AwardCall): Promise<AwardedPromotion> {
  const [promotion] = await db.query<{ id: number; slug: string; reward: string }>(
    'SELECT id, slug, reward FROM promotion WHERE slug = $1',
    [call.slug],
  );
  if (!promotion) throw new PromotionError('promotions.not_found', `No promotion "${call.slug}"`);
  if (promotion.reward !== 'participation')
    throw new PromotionError('promotions.not_awardable', `"${call.slug}" pays through its ${promotion.reward} reward, not by awards`);
  const [seen] = await db.query<{ promotion_id: number; terms: unknown }>(
    'SELECT promotion_id, terms FROM promotion_award WHERE award_id = $1 LIMIT 1',
    [call.awardId],
  );
  if (seen && (seen.promotion_id !== promotion.id || !isDeepStrictEqual(promotionAwardTermsSchema.parse(seen.terms), call.award)))
    throw new PromotionError('promotions.award_conflict', `Award "${call.awardId}" was made with another promotion or other terms`);
  return promotion;
}

async function isParticipant(q: Queryable, promotionId: number, userId: number): Promise<boolean> {
  const [row] = await q.query('SELECT 1 FROM promotion_opt_in WHERE promotion_id = $1 AND user_id = $2 AND opted_out_at IS NULL', [
    promotionId,
    userId,
  ]);
  return row !== undefined;
}

/** The players the call names: every current participant, or the list given (each once). */
async function playersOf(db: Db, promotionId: number, players: AdminPromotionAward['players']): Promise<number[]> {
  if (players !== 'all') return [...new Set(players)];
  const rows = await db.query<{ user_id: number }>(
    'SELECT user_id FROM promotion_opt_in WHERE promotion_id = $1 AND opted_out_at IS NULL ORDER BY user_id',
    [promotionId],
  );
  return rows.map((r) => r.user_id);
}

const insertAward = (
  q: Queryable,
  promotion: AwardedPromotion,
  call: AwardCall,
  userId: number,
  refusal: AwardRefusal | null,
): Promise<{ id: number }[]> =>
  q.query<{ id: number }>(
    `INSERT INTO promotion_award (promotion_id, award_id, user_id, kind, terms, amount, result, reason, at)
     VALUES ($1, $2, $3, $4, $5::text::jsonb, $6, $7, $8, $9) ON CONFLICT (award_id, user_id) DO NOTHING RETURNING id`,
    [
      promotion.id,
      call.awardId,
      userId,
      call.award.kind,
      JSON.stringify(call.award),
      awardAmountOf(call.award),
      refusal ? 'refused' : 'paid',
      refusal?.reason ?? null,
      new Date(call.at),
    ],
  );

/**
 * One player's award in its own transaction under their lock. The award row
 * goes in first, unique per award id and player: a second call (or a second
 * process) finds it taken and answers what the first decided, so nobody is
 * paid twice. A refusal rolls the payment back and is recorded on its own.
 */
async function awardOne(db: Db, promotion: AwardedPromotion, call: AwardCall, userId: number): Promise<PromotionAwardOutcome> {
  try {
    return await db.transaction(async (tx) => {
      await lockPlayer(tx, userId);
      if (!(await isParticipant(tx, promotion.id, userId))) {
        const earlier = await awardRowOf(tx, call.awardId, userId);
        if (earlier) return outcomeOf(earlier);
        return { userId, status: 'refused', reason: 'not_participant' };
      }
      const [row] = await insertAward(tx, promotion, call, userId, null);
      if (!row) {
        const earlier = await awardRowOf(tx, call.awardId, userId);
        if (!earlier) throw new Error(`The award ${call.awardId} of player ${userId} conflicts with no row`);
        return outcomeOf(earlier);
      }
      // Responsible gaming: a player on a time-out or self-excluded gets no marketing, prizes included.
      if (!(await mayReceiveMarketing(tx, userId, call.at))) throw new AwardRefusal('play_blocked', 'The player asked to stop playing');
      const key = `${call.awardId}:${userId}`;
      const paid = await payAward({
        tx,
        userId,
        slug: promotion.slug,
        terms: call.award,
        rowId: row.id,
        key,
        findGame: call.findGame,
        at: call.at,
      });
      await tx.query('UPDATE promotion_award SET currency_id = $2, code = $3, reference = $4 WHERE id = $1', [
        row.id,
        paid.currencyId,
        paid.code,
        paid.reference,
      ]);
      await notify(tx, promotion, call, userId, paid);
      return { userId, status: 'paid' };
    });
  } catch (error) {
    if (error instanceof AwardRefusal) return recordRefusal(db, promotion, call, userId, error);
    if (error instanceof PromotionError) throw error;
    // Unexpected (a database fault): not recorded, so the same award id tries this player again.
    call.log.error(`promotion award ${call.awardId} of player ${userId}: ${error instanceof Error ? error.message : String(error)}`);
    return { userId, status: 'refused', reason: 'failed' };
  }
}

async function recordRefusal(
  db: Db,
  promotion: AwardedPromotion,
  call: AwardCall,
  userId: number,
  refusal: AwardRefusal,
): Promise<PromotionAwardOutcome> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const [row] = await insertAward(tx, promotion, call, userId, refusal);
    const earlier = row ? null : await awardRowOf(tx, call.awardId, userId);
    return earlier ? outcomeOf(earlier) : { userId, status: 'refused', reason: refusal.reason };
  });
}

/** The inbox message (and the channel's event) of the award, in its transaction: it exists exactly when the award does. */
async function notify(
  tx: Queryable,
  promotion: AwardedPromotion,
  call: AwardCall,
  userId: number,
  paid: { currencyId: number | null; code: string | null },
): Promise<void> {
  const [currency] =
    paid.currencyId === null ? [] : await tx.query<{ iso: string }>('SELECT iso FROM currency WHERE id = $1', [paid.currencyId]);
  await sendPlayerMessage(tx, {
    userId,
    topic: 'promotion',
    kind: null,
    params: {
      slug: promotion.slug,
      award: call.award.kind,
      amount: awardAmountOf(call.award),
      ...(currency ? { currency: currency.iso } : {}),
      ...(paid.code ? { code: paid.code } : {}),
    },
    link: `/promotions/${promotion.slug}`,
    at: call.at,
  });
}

/**
 * Pays an award to each player named (or every current participant), once per
 * award id: each player in their own transaction, so one refusal or failure
 * leaves the others paid. Totals count the award as it stands for the players
 * named, so the same call again answers the same totals.
 */
export async function awardPromotion(db: Db, call: AwardCall): Promise<AdminPromotionAwardAnswer['data']> {
  const promotion = await awardedPromotion(db, call);
  const players: PromotionAwardOutcome[] = [];
  for (const userId of await playersOf(db, promotion.id, call.players)) players.push(await awardOne(db, promotion, call, userId));
  const paid = players.filter((p) => p.status !== 'refused').length;
  return {
    slug: promotion.slug,
    awardId: call.awardId,
    players,
    totals: { paid, refused: players.length - paid, amount: paid * awardAmountOf(call.award) },
  };
}
