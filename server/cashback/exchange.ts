import { pointsExchange } from '../../src/core/cashback';
import { CASHBACK_EVENT_TYPE, CLUB_POINTS_EXCHANGE } from '../../src/protocol/constants/cashback';
import { ACCOUNT_TYPE } from '../../src/protocol/constants/couponTypes';
import type { PointsExchangeAnswer, PointsExchangeRequest } from '../../src/protocol/schemas/cashback';
import { bonusRunningIn, creditBonus } from '../bonus/credit';
import type { Db, Queryable } from '../db/db';
import { insertPlayerEvents, lockPlayer } from '../ledger';
import { WalletError } from '../wallet/errors';
import { clubPointsOf } from './store';

const DAY_MS = 86_400_000;

/** The ledger's key scope and reference type of the bonus money points buy. */
const EXCHANGE_SCOPE = 'club_points';
const EXCHANGE_REF = 'club_points_exchange';

interface ExchangeRow extends Record<string, unknown> {
  id: number;
  points: number;
  amount: number;
  iso: string;
  bonus_id: number;
}

/**
 * Club points spent for a sport bonus, in one transaction under the player's
 * lock: the key seen before answers what it bought (other points or another
 * currency under it is `wallet.idempotency_conflict`); the points held, the
 * step and the currency by the core's rule; one bonus at a time per currency
 * (stakes count one down at a time); the player must hold money in that
 * currency. Then the promotions account pays the bonus account
 * (`bonus_credit`), the bonus starts its wagering, the exchange row spends the
 * points, and every tab hears of it.
 */
export async function exchangePoints(
  db: Db,
  userId: number,
  request: PointsExchangeRequest,
  key: string,
  at: number,
): Promise<PointsExchangeAnswer> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const seen = await exchangeByKey(tx, userId, key);
    if (seen) {
      if (seen.points !== request.points || seen.iso !== request.currency)
        throw new WalletError('wallet.idempotency_conflict', `Key ${key} was used for another exchange`, { params: { key } });
      return { points: await clubPointsOf(tx, userId), bonusId: seen.bonus_id, amount: seen.amount, currency: seen.iso };
    }
    const held = await clubPointsOf(tx, userId);
    const verdict = pointsExchange(request.points, held, request.currency);
    if (!verdict.ok) throw new WalletError(verdict.code, `The exchange of ${request.points} points is refused`, { params: verdict.params });
    const currencyId = await moneyCurrencyOf(tx, userId, request.currency);
    if (await bonusRunningIn(tx, userId, currencyId))
      throw new WalletError('wallet.bonus_running', `A ${request.currency} bonus is being wagered`, {
        params: { currency: request.currency },
      });
    const { bonusId, movementId } = await creditBonus(tx, {
      userId,
      currencyId,
      amount: verdict.amount,
      scope: EXCHANGE_SCOPE,
      key: `${userId}:${key}`,
      ref: { type: EXCHANGE_REF, id: key },
      memo: `${request.points} club points exchanged`,
      source: 'club_points',
      product: CLUB_POINTS_EXCHANGE.product,
      requirement: verdict.amount * CLUB_POINTS_EXCHANGE.wagering,
      deadline: at + CLUB_POINTS_EXCHANGE.days * DAY_MS,
      maxConversion: verdict.amount * CLUB_POINTS_EXCHANGE.maxConversion,
      at,
    });
    await tx.query(
      `INSERT INTO club_points_exchange (user_id, points, currency_id, amount, idempotency_key, movement_id, bonus_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [userId, request.points, currencyId, verdict.amount, key, movementId, bonusId, new Date(at)],
    );
    await insertPlayerEvents(tx, [{ userId, event: { type: CASHBACK_EVENT_TYPE, program: 'sport', periodStart: at } }], at);
    return { points: held - request.points, bonusId, amount: verdict.amount, currency: request.currency };
  });
}

async function exchangeByKey(q: Queryable, userId: number, key: string): Promise<ExchangeRow | null> {
  const [row] = await q.query<ExchangeRow>(
    `SELECT x.id, x.points, x.amount, c.iso, x.bonus_id FROM club_points_exchange x JOIN currency c ON c.id = x.currency_id
      WHERE x.user_id = $1 AND x.idempotency_key = $2`,
    [userId, key],
  );
  return row ?? null;
}

/** The currency of one of the player's real-money accounts: points buy a bonus only where the player plays. */
async function moneyCurrencyOf(q: Queryable, userId: number, iso: string): Promise<number> {
  const [row] = await q.query<{ currency_id: number }>(
    `SELECT a.currency_id FROM account a JOIN currency c ON c.id = a.currency_id
      WHERE a.user_id = $1 AND a.type <> $2 AND c.iso = $3 LIMIT 1`,
    [userId, ACCOUNT_TYPE.bonus, iso],
  );
  if (!row) throw new WalletError('wallet.currency_mismatch', `You hold no ${iso} account`, { params: { currency: iso } });
  return row.currency_id;
}
