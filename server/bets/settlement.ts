import { z } from 'zod';
import { GAME_STATUS } from '../../src/protocol/schemas/live';
import type { Db, Queryable } from '../db/db';
import type { World } from '../live/world';
import type { OfferSource } from './catalogue';
import { outcomeStatus, type PeriodScores } from './outcomeStatus';
import { couponMoney } from './returns';
import { postMovement } from '../ledger';
import { sendPlayerMessage } from '../messages/store';
import { BET_KEY_SCOPE, loadCoupon, ms } from './store';

/**
 * Settlement. A finished game's result is recorded once (bet_game_result);
 * its open legs get their statuses from it (outcomeStatus); a coupon whose
 * legs are all settled is paid by the coupon core's arithmetic (returns.ts)
 * in the same transaction that marks it settled. Every step only acts on
 * what is still open, and the ledger's keys allow one payout and one refund
 * per coupon, so running any step twice, or after a restart, pays nothing
 * twice.
 */

export interface GameResult {
  readonly gameId: number;
  readonly periodScores: PeriodScores;
  readonly finishedAt: number;
}

const periodScoresSchema = z.array(z.tuple([z.number().int(), z.number().int()]));

/** Records the result a game's legs settle by; the first one recorded stays. */
export async function recordResult(q: Queryable, result: GameResult, now: number): Promise<void> {
  await q.query(
    `INSERT INTO bet_game_result (game_id, period_scores, finished_at, recorded_at) VALUES ($1, $2::text::jsonb, $3, $4)
     ON CONFLICT (game_id) DO NOTHING`,
    [result.gameId, JSON.stringify(result.periodScores), new Date(result.finishedAt), new Date(now)],
  );
}

/** Gives the open legs of a game their statuses; answers the coupons they belong to. */
export async function settleGameLegs(db: Db, gameId: number, now: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const [result] = await tx.query<{ period_scores: unknown }>('SELECT period_scores FROM bet_game_result WHERE game_id = $1', [gameId]);
    if (!result) return [];
    const scores = periodScoresSchema.parse(result.period_scores);
    const legs = await tx.query<{
      coupon_id: number;
      position: number;
      sport_id: number;
      market_type_id: number;
      outcome_type_id: number;
      param: number | null;
    }>(
      `SELECT coupon_id, position, sport_id, market_type_id, outcome_type_id, param FROM bet_leg
        WHERE game_id = $1 AND status < 0 ORDER BY coupon_id, position FOR UPDATE`,
      [gameId],
    );
    if (legs.length === 0) return [];
    const rows = legs.map((l) => ({
      coupon_id: l.coupon_id,
      position: l.position,
      status: outcomeStatus(
        { sportId: l.sport_id, marketTypeId: l.market_type_id, outcomeTypeId: l.outcome_type_id, param: l.param },
        scores,
      ),
    }));
    await tx.query(
      `UPDATE bet_leg l SET status = x.status, settled_at = $2
         FROM jsonb_to_recordset($1::text::jsonb) AS x(coupon_id integer, position integer, status integer)
        WHERE l.coupon_id = x.coupon_id AND l.position = x.position AND l.status < 0`,
      [JSON.stringify(rows), new Date(now)],
    );
    return [...new Set(rows.map((r) => r.coupon_id))];
  });
}

export interface SettledCoupon {
  readonly couponId: number;
  readonly payout: number;
  readonly insuranceRefund: number;
}

/**
 * Settles an open coupon whose legs are all settled: the payout (and the
 * insurance refund of a coupon that pays nothing) is credited to its account
 * with the status change, in one transaction. Null when there is nothing to
 * do (still open legs, already settled, sold), and with `skipLocked` when
 * another transaction holds the coupon (a settler of another process, a
 * cash-out): it ends settled or sold, or open for the next sweep.
 */
export async function settleCoupon(
  db: Db,
  couponId: number,
  now: number,
  options: { readonly skipLocked?: boolean } = {},
): Promise<SettledCoupon | null> {
  return db.transaction(async (tx) => {
    const found = await loadCoupon(tx, couponId, { forUpdate: true, skipLocked: options.skipLocked });
    if (!found || found.coupon.state !== 'open') return null;
    if (found.legs.some((l) => l.status < 0)) return null;
    const { coupon, legs } = found;
    const money = couponMoney(coupon, legs);
    const refund = money.current === 0 && coupon.insuredAmount !== null ? coupon.insuredAmount : 0;
    const updated = await tx.query(
      `UPDATE bet_coupon SET state = 'settled', payout = $2, hyper_bonus_amount = $3, insurance_refund = $4, settled_at = $5
        WHERE id = $1 AND state = 'open' RETURNING id`,
      [couponId, money.current, money.hyperBonus, coupon.insuredAmount === null ? null : refund, new Date(now)],
    );
    if (updated.length === 0) return null;
    // A coupon whose every leg came back (returned or voided) gets its stake back: a refund, not a win.
    const payoutKind = legs.every((l) => l.status === 2 || l.status === 3) ? 'bet_refund' : 'bet_win';
    const currencyId = await currencyOfAccount(tx, coupon.accountId);
    for (const [kind, key, amount] of [
      [payoutKind, `payout:${couponId}`, money.current],
      ['insurance_refund', `insurance_refund:${couponId}`, refund],
    ] as const) {
      if (amount <= 0) continue;
      await postMovement(tx, {
        kind,
        scope: BET_KEY_SCOPE,
        key,
        userId: coupon.userId,
        ref: { type: 'coupon', id: String(couponId) },
        legs: [
          { operator: 'house', currencyId, amount: -amount },
          { account: coupon.accountId, amount },
        ],
        at: now,
      });
    }
    const [currency] = await tx.query<{ iso: string }>('SELECT iso FROM currency WHERE id = $1', [currencyId]);
    await sendPlayerMessage(tx, {
      userId: coupon.userId,
      topic: 'bet_settled',
      params: {
        couponId,
        result: payoutKind === 'bet_refund' ? 'refund' : money.current > 0 ? 'won' : 'lost',
        payout: money.current,
        currency: currency?.iso ?? '',
      },
      link: '/office/history',
      at: now,
    });
    return { couponId, payout: money.current, insuranceRefund: refund };
  });
}

/** The result of a finished game as the world holds it, or null when it has not finished. */
export function resultFromWorld(world: World | undefined, gameId: number): GameResult | null {
  const game = world?.games.get(gameId);
  if (!game || game.status !== GAME_STATUS.finished) return null;
  return { gameId, periodScores: game.periodScores.map((p) => [p[0], p[1]] as const), finishedAt: game.finishedAt ?? 0 };
}

/**
 * Games with open legs and no recorded result whose result is known now: in
 * the world, else in the catalogue's table (a game that left memory). A game
 * neither holds, while the world runs, was removed from the catalogue: it is
 * recorded as never played, which returns the stakes (forced return). A
 * game another source holds (virtual sports) is that source's to report.
 */
export async function findMissingResults(
  q: Queryable,
  world: World | undefined,
  now: number,
  others: readonly OfferSource[] = [],
): Promise<GameResult[]> {
  const open = await q.query<{ game_id: number }>(
    `SELECT DISTINCT l.game_id FROM bet_leg l LEFT JOIN bet_game_result r ON r.game_id = l.game_id
      WHERE l.status < 0 AND r.game_id IS NULL`,
  );
  if (open.length === 0) return [];
  const ids = open.map((r) => r.game_id).filter((id) => !others.some((source) => source.holds(id)));
  if (ids.length === 0) return [];
  const stored = await q.query<{ id: number; status: number; period_scores: unknown; finished_at: unknown }>(
    'SELECT id, status, period_scores, finished_at FROM live_game WHERE id = ANY($1::integer[])',
    [ids],
  );
  const results: GameResult[] = [];
  for (const gameId of ids) {
    const fromWorld = resultFromWorld(world, gameId);
    if (fromWorld) {
      results.push(fromWorld);
      continue;
    }
    if (world?.games.has(gameId)) continue;
    const row = stored.find((r) => r.id === gameId);
    if (row && row.status === GAME_STATUS.finished) {
      const finishedAt = row.finished_at === null || row.finished_at === undefined ? now : ms(row.finished_at);
      results.push({ gameId, periodScores: periodScoresSchema.parse(row.period_scores), finishedAt });
    } else if (!row && world) {
      results.push({ gameId, periodScores: [], finishedAt: now });
    }
  }
  return results;
}

async function currencyOfAccount(q: Queryable, accountId: number): Promise<number> {
  const [row] = await q.query<{ currency_id: number }>('SELECT currency_id FROM account WHERE id = $1', [accountId]);
  if (!row) throw new Error(`no account ${accountId}`);
  return row.currency_id;
}
