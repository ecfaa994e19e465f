import { ineligibilityOf, phaseOf } from '../../src/core/promotions';
import type { Db, Queryable } from '../db/db';
import { lockPlayer } from '../ledger';
import { PromotionError } from './errors';
import { factsFor, standingOf } from './facts';
import { REWARD_HANDLERS, type RewardContext } from './rewards';
import { rewardTermsOf, rulesOf, windowOf, type PromotionRow } from './rows';
import type { FindGame } from '../casino/games';

interface OptInRow extends Record<string, unknown> {
  idempotency_key: string;
  reward_mark: string | null;
  opted_out_at: Date | string | null;
}

interface OptCall {
  readonly userId: number;
  readonly slug: string;
  readonly at: number;
  readonly findGame: FindGame;
}

/** The published promotion, locked for the call; `promotions.not_found` otherwise. */
async function promotionFor(
  tx: Queryable,
  slug: string,
): Promise<Pick<PromotionRow, 'id' | 'slug' | 'product' | 'reward' | 'starts_at' | 'ends_at' | 'rules' | 'reward_terms'>> {
  const [row] = await tx.query<PromotionRow>(
    `SELECT id, slug, product, reward, starts_at, ends_at, rules, reward_terms FROM promotion WHERE slug = $1 AND status = 'published'`,
    [slug],
  );
  if (!row) throw new PromotionError('promotions.not_found', `No published promotion "${slug}"`);
  return row;
}

function rewardContext(
  tx: Queryable,
  call: OptCall,
  row: Pick<PromotionRow, 'id' | 'slug' | 'product' | 'starts_at' | 'ends_at' | 'reward_terms'>,
): RewardContext {
  const { startsAt, endsAt } = windowOf(row);
  return {
    tx,
    userId: call.userId,
    at: call.at,
    promotion: { id: row.id, slug: row.slug, product: row.product, startsAt, endsAt },
    rewardTerms: rewardTermsOf(row.reward_terms),
    findGame: call.findGame,
  };
}

const optInRowOf = async (tx: Queryable, promotionId: number, userId: number): Promise<OptInRow | undefined> =>
  (
    await tx.query<OptInRow>(
      'SELECT idempotency_key, reward_mark, opted_out_at FROM promotion_opt_in WHERE promotion_id = $1 AND user_id = $2',
      [promotionId, userId],
    )
  )[0];

/**
 * Opts the player in, under their lock: eligibility by the core's rules, then
 * the reward's handler, then the row, in one transaction. Already opted in,
 * or this key already taken, answers `repeated` and changes nothing.
 */
export async function optIn(db: Db, call: OptCall & { readonly key: string }): Promise<{ repeated: boolean }> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, call.userId);
    const row = await promotionFor(tx, call.slug);
    const existing = await optInRowOf(tx, row.id, call.userId);
    if (existing && (existing.opted_out_at === null || existing.idempotency_key === call.key)) return { repeated: true };
    const window = windowOf(row);
    if (phaseOf(window, call.at) === 'ended') throw new PromotionError('promotions.ended', `The promotion "${call.slug}" has ended`);
    const standing = await standingOf(tx, call.userId, call.at);
    const reasons = ineligibilityOf(rulesOf(row.rules), window, factsFor(standing, row.id), call.at);
    if (reasons.length > 0) throw new PromotionError('promotions.ineligible', `You cannot opt in now: ${reasons.join(', ')}`, reasons);
    const mark = await REWARD_HANDLERS[row.reward].optIn(rewardContext(tx, call, row));
    await tx.query(
      `INSERT INTO promotion_opt_in (promotion_id, user_id, idempotency_key, opted_at, reward_mark) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (promotion_id, user_id) DO UPDATE SET idempotency_key = $3, opted_at = $4, reward_mark = $5, opted_out_at = NULL`,
      [row.id, call.userId, call.key, new Date(call.at), mark],
    );
    return { repeated: false };
  });
}

/** Opts the player out while the reward has not paid them; already out answers `repeated`. */
export async function optOut(db: Db, call: OptCall): Promise<{ repeated: boolean }> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, call.userId);
    const row = await promotionFor(tx, call.slug);
    const existing = await optInRowOf(tx, row.id, call.userId);
    if (!existing) throw new PromotionError('promotions.not_opted_in', `You are not opted in for "${call.slug}"`);
    if (existing.opted_out_at !== null) return { repeated: true };
    const ctx = rewardContext(tx, call, row);
    const handler = REWARD_HANDLERS[row.reward];
    if (await handler.startedPaying({ ...ctx, mark: existing.reward_mark }))
      throw new PromotionError('promotions.paying', `"${call.slug}" has already paid you: the opt-in stays`);
    await handler.optOut(ctx);
    await tx.query('UPDATE promotion_opt_in SET opted_out_at = $3 WHERE promotion_id = $1 AND user_id = $2', [
      row.id,
      call.userId,
      new Date(call.at),
    ]);
    return { repeated: false };
  });
}
