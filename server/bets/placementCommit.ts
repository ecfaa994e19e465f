import { z } from 'zod';
import { singleResultSchema } from '../../src/protocol/coupon';
import { balanceSchema, coefChangeSchema } from '../../src/protocol/schemas/bets';
import type { Db, Queryable } from '../db/db';
import { BetError } from './errors';
import type { PlacementPlan, PlannedCoupon } from './placementPlan';
import { postMovement, readBalances } from '../ledger';
import { limitVerdict, verdictMessage, verdictParams } from '../limits';
import { countBonusStakes, type StakeFromBonus } from '../bonus/wagering';
import { ACCOUNT_TYPE } from '../../src/protocol/constants/couponTypes';
import { BET_KEY_SCOPE, type AccountRow } from './store';

/**
 * Placement, step two: one database transaction that claims the refId,
 * records the coupons and their legs, debits each coupon's stake through the
 * ledger (and books a voucher's part to the promotions account), uses up the
 * promo code and keeps the answer. Any throw rolls all of it back. The claim comes
 * first: of two requests with one refId the second waits on the first's
 * row (PostgreSQL) or its turn (PGlite) and then finds it, so it never
 * debits.
 */

/** What a placement answered, kept for repeats of its refId. */
export const storedAnswerSchema = z.object({
  couponIds: z.array(z.number().int()).min(1),
  singles: z.array(singleResultSchema),
  balance: balanceSchema,
  coefChanges: z.array(coefChangeSchema),
});
export type StoredAnswer = z.infer<typeof storedAnswerSchema>;

export interface CommitInput {
  readonly userId: number;
  readonly refId: string;
  readonly payloadHash: string;
  readonly placedTypeId: number;
  readonly account: AccountRow;
  readonly plan: PlacementPlan;
  readonly now: number;
}

export interface CommitHooks {
  /** Test seam: runs inside the transaction right after the debit (a throw must roll everything back). */
  readonly afterDebit?: (tx: Queryable) => Promise<void>;
}

export type CommitResult = { readonly kind: 'placed'; readonly answer: StoredAnswer } | { readonly kind: 'repeat' };

export interface StoredPlacement {
  readonly payloadHash: string;
  readonly answer: StoredAnswer;
}

export async function findPlacement(q: Queryable, userId: number, refId: string): Promise<StoredPlacement | null> {
  const [row] = await q.query<{ payload_hash: string; answer: unknown }>(
    'SELECT payload_hash, answer FROM bet_placement WHERE user_id = $1 AND ref_id = $2',
    [userId, refId],
  );
  return row ? { payloadHash: row.payload_hash, answer: storedAnswerSchema.parse(row.answer) } : null;
}

async function insertCoupon(tx: Queryable, input: CommitInput, c: PlannedCoupon): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO bet_coupon (user_id, account_id, ref_id, placed_type_id, type_id, system_value, amount, amount_by_block, stake, prepaid,
       coef, anti_express_coef_milli, express_bonus, hyper_bonus, promo_code, is_vip, change_coef_action, placed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text::jsonb, $9, $10, $11, $12, $13, $14::text::jsonb, $15, $16, $17, $18) RETURNING id`,
    [
      input.userId,
      input.account.id,
      input.refId,
      c.placedTypeId,
      c.typeId,
      c.systemValue,
      c.amount,
      JSON.stringify(c.amountByBlock),
      c.stake,
      c.prepaid,
      c.coef,
      c.antiExpressCoefMilli,
      c.expressBonus,
      c.hyperBonus === null ? null : JSON.stringify(c.hyperBonus),
      c.promoCode,
      c.isVip,
      c.changeCoefAction,
      new Date(input.now),
    ],
  );
  if (!row) throw new Error('coupon insert returned no id');
  await tx.query(
    `INSERT INTO bet_leg (coupon_id, position, outcome_id, outcome_type_id, market_id, market_type_id, kind, param, game_id, sport_id,
       champ_id, coef_milli, block_id, is_live, start_at, names)
     SELECT $1, x.position, x.outcome_id, x.outcome_type_id, x.market_id, x.market_type_id, x.kind, x.param, x.game_id, x.sport_id,
       x.champ_id, x.coef_milli, x.block_id, x.is_live, x.start_at, x.names
     FROM jsonb_to_recordset($2::text::jsonb) AS x(position integer, outcome_id integer, outcome_type_id integer, market_id integer,
       market_type_id integer, kind integer, param double precision, game_id integer, sport_id integer, champ_id integer,
       coef_milli integer, block_id integer, is_live boolean, start_at timestamptz, names jsonb)`,
    [row.id, JSON.stringify(c.legs.map((leg, position) => legRow(leg, position)))],
  );
  return row.id;
}

function legRow(leg: PlannedCoupon['legs'][number], position: number): Record<string, unknown> {
  const { game, market, outcome } = leg.offered;
  return {
    position,
    outcome_id: outcome.id,
    outcome_type_id: outcome.typeId,
    market_id: market.id,
    market_type_id: market.typeId,
    kind: outcome.kind,
    param: market.param,
    game_id: game.id,
    sport_id: game.sportId,
    champ_id: game.champId,
    coef_milli: leg.coefMilli,
    block_id: leg.blockId,
    is_live: leg.isLive,
    start_at: new Date(game.startTime).toISOString(),
    names: leg.names,
  };
}

export async function commitPlacement(db: Db, input: CommitInput, hooks: CommitHooks = {}): Promise<CommitResult> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO bet_placement (user_id, ref_id, payload_hash, type_id, answer, created_at) VALUES ($1, $2, $3, $4, '{}'::jsonb, $5)
       ON CONFLICT (user_id, ref_id) DO NOTHING RETURNING ref_id`,
      [input.userId, input.refId, input.payloadHash, input.placedTypeId, new Date(input.now)],
    );
    if (claimed.length === 0) return { kind: 'repeat' } as const;
    const { plan, account } = input;
    // The player's limits, under the player's lock: a running time-out or self-exclusion, and the room wagering and loss limits leave.
    const verdict = await limitVerdict(tx, {
      userId: input.userId,
      currencyIso: account.currencyIso,
      amount: plan.debit,
      kinds: ['wagering', 'loss'],
      now: input.now,
    });
    if (verdict)
      throw new BetError(verdict.kind === 'blocked' ? 'play_blocked' : 'limit_exceeded', verdictMessage(verdict, 'stake'), {
        params: verdictParams(verdict),
      });
    // The whole debit is checked once, under the account's row lock, before anything is written: the refusal
    // names what the account holds, and the stakes below cannot run short (the lock keeps other debits out).
    const [held] = await tx.query<{ money: number }>('SELECT money FROM account WHERE id = $1 FOR UPDATE', [account.id]);
    const money = held?.money ?? 0;
    if (money < plan.debit) {
      throw new BetError('insufficient_balance', `The account holds ${money}; the coupon needs ${plan.debit}`, {
        params: { needed: plan.debit, money },
      });
    }
    let balance = money;
    const couponIds: number[] = [];
    const bonusStakes: StakeFromBonus[] = [];
    const singles = plan.singles.map((s) => ({ ...s }));
    for (const coupon of plan.coupons) {
      const id = await insertCoupon(tx, input, coupon);
      couponIds.push(id);
      const ref = { type: 'coupon', id: String(id) };
      const paid = coupon.stake - coupon.prepaid;
      // A voucher's part of the stake is the promotion's cost: it funds the house's side of the stake.
      if (coupon.prepaid > 0) {
        await postMovement(tx, {
          kind: 'promo_voucher',
          scope: BET_KEY_SCOPE,
          key: `voucher:${id}`,
          userId: input.userId,
          ref,
          memo: coupon.promoCode,
          legs: [
            { operator: 'promotions', currencyId: account.currencyId, amount: -coupon.prepaid },
            { operator: 'house', currencyId: account.currencyId, amount: coupon.prepaid },
          ],
          at: input.now,
        });
      }
      if (paid > 0) {
        const posted = await postMovement(tx, {
          kind: 'bet_stake',
          scope: BET_KEY_SCOPE,
          key: `stake:${id}`,
          userId: input.userId,
          ref,
          legs: [
            { account: account.id, amount: -paid },
            { operator: 'house', currencyId: account.currencyId, amount: paid },
          ],
          at: input.now,
        });
        balance = posted.balances[0]?.money ?? balance - paid;
        bonusStakes.push({
          key: `stake:${id}`,
          stake: { product: 'sport', typeId: coupon.typeId, legOddsMilli: coupon.legs.map((leg) => leg.coefMilli), amount: paid },
        });
      }
      const single = singles.find((s) => s.marketId === coupon.marketId && s.errorCode === null);
      if (single) single.couponId = String(id);
    }
    // Stakes from a bonus account count down its bonus in this transaction; meeting it converts the bonus here too.
    if (account.type === ACCOUNT_TYPE.bonus) {
      await countBonusStakes(tx, account.id, bonusStakes, input.now);
      balance = (await readBalances(tx, [account.id]))[0]?.money ?? balance;
    }
    await hooks.afterDebit?.(tx);
    if (plan.promo) {
      const used = await tx.query(
        'UPDATE bet_promo_code SET used_by_coupon = $2, used_at = $3 WHERE id = $1 AND used_by_coupon IS NULL RETURNING id',
        [plan.promo.id, couponIds[0], new Date(input.now)],
      );
      if (used.length === 0)
        throw new BetError('promo_code_invalid', `Promo code ${plan.promo.code} was used meanwhile`, { params: { code: plan.promo.code } });
    }
    const answer: StoredAnswer = {
      couponIds,
      singles,
      balance: { accountId: account.id, money: balance },
      coefChanges: [...plan.coefChanges],
    };
    await tx.query('UPDATE bet_placement SET answer = $3::text::jsonb WHERE user_id = $1 AND ref_id = $2', [
      input.userId,
      input.refId,
      JSON.stringify(answer),
    ]);
    return { kind: 'placed', answer } as const;
  });
}
