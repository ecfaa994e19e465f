import { combinationsOf, normalizePick } from '../../src/core/toto';
import type { TotoBuyRequest, TotoCoupon } from '../../src/protocol/toto';
import type { TotoSectionConfig } from '../config/toto';
import type { Db } from '../db/db';
import { findAccount } from '../bets/store';
import { postMovement } from '../ledger';
import { limitVerdict, verdictMessage, verdictParams } from '../limits';
import { couponById } from './coupons';
import { closeDue, drawById } from './draws';
import { TotoError } from './errors';
import { lockSection, TOTO_KEY_SCOPE, TOTO_REF } from './keys';

export interface BuyInput {
  readonly section: TotoSectionConfig;
  readonly userId: number;
  readonly request: TotoBuyRequest;
  readonly now: number;
}

/**
 * A coupon for the section's open draw: one transaction under the section's
 * lock (the draw cannot close or settle meanwhile) that checks the picks (a
 * sign or more for every game of the draw), the combinations, the limits and
 * the balance, stores the coupon and debits its stake (combinations x the
 * stake of one) through the ledger. The same key again answers the first
 * coupon; with another draw or other picks it is refused.
 */
export async function buyCoupon(db: Db, input: BuyInput): Promise<{ coupon: TotoCoupon; balance: number }> {
  const { section, userId, request, now } = input;
  const account = await findAccount(db, userId, null);
  if (!account) throw new TotoError('account_not_found', 'You have no active account');
  if (account.currencyIso !== section.currency)
    throw new TotoError('wrong_currency', `This toto plays in ${section.currency}; your account is in ${account.currencyIso}`, {
      currency: section.currency,
    });
  const picks = request.picks.map(normalizePick);
  const fingerprint = JSON.stringify({ drawId: request.drawId, picks });
  return db.transaction(async (tx) => {
    await lockSection(tx, section.id);
    const [seen] = await tx.query<{ id: number; draw_id: number; picks: unknown }>(
      'SELECT id, draw_id, picks FROM toto_coupon WHERE user_id = $1 AND idempotency_key = $2',
      [userId, request.idempotencyKey],
    );
    const moneyNow = async (): Promise<number> =>
      (await tx.query<{ money: number }>('SELECT money FROM account WHERE id = $1', [account.id]))[0]?.money ?? 0;
    if (seen) {
      if (JSON.stringify({ drawId: seen.draw_id, picks: seen.picks }) !== fingerprint)
        throw new TotoError('idempotency_conflict', 'This key was used for another coupon');
      return { coupon: (await couponById(tx, seen.id)) as TotoCoupon, balance: await moneyNow() };
    }
    await closeDue(tx, section.id, now);
    const draw = await drawById(tx, request.drawId, true);
    if (!draw || draw.section !== section.id) throw new TotoError('draw_not_found', `No toto draw ${request.drawId} in ${section.id}`);
    if (draw.status !== 'open' || now >= draw.closesAt)
      throw new TotoError('draw_closed', 'This draw closed when its first game started: pick the next one');
    if (picks.length !== draw.games.length)
      throw new TotoError('wrong_picks', `Pick at least one sign for each of the ${draw.games.length} games`, { games: draw.games.length });
    const combinations = combinationsOf(picks);
    if (combinations > section.maxCombinations)
      throw new TotoError(
        'too_many_combinations',
        `At most ${section.maxCombinations} combinations a coupon; this one has ${combinations}`,
        {
          maxCombinations: section.maxCombinations,
          combinations,
        },
      );
    const amount = combinations * draw.stakePerCombination;
    const verdict = await limitVerdict(tx, { userId, currencyIso: account.currencyIso, amount, kinds: ['wagering', 'loss'], now });
    if (verdict)
      throw new TotoError(
        verdict.kind === 'blocked' ? 'play_blocked' : 'limit_exceeded',
        verdictMessage(verdict, 'stake'),
        verdictParams(verdict),
      );
    const [held] = await tx.query<{ money: number }>('SELECT money FROM account WHERE id = $1 FOR UPDATE', [account.id]);
    if ((held?.money ?? 0) < amount)
      throw new TotoError('insufficient_balance', `The balance holds ${held?.money ?? 0}; the coupon costs ${amount}`, {
        needed: amount,
        money: held?.money ?? 0,
      });
    const [coupon] = await tx.query<{ id: number }>(
      `INSERT INTO toto_coupon (draw_id, user_id, account_id, idempotency_key, picks, combinations, amount, created_at)
       VALUES ($1, $2, $3, $4, $5::text::jsonb, $6, $7, $8) RETURNING id`,
      [draw.id, userId, account.id, request.idempotencyKey, JSON.stringify(picks), combinations, amount, new Date(now)],
    );
    const couponId = coupon?.id as number;
    await tx.query('UPDATE toto_draw SET coupons = coupons + 1, stakes = stakes + $2 WHERE id = $1', [draw.id, amount]);
    const posted = await postMovement(tx, {
      kind: 'bet_stake',
      scope: TOTO_KEY_SCOPE,
      key: `stake:${couponId}`,
      userId,
      ref: { type: TOTO_REF, id: String(couponId) },
      memo: `toto draw ${draw.id}, ${combinations} combination(s)`,
      legs: [
        { account: account.id, amount: -amount },
        { operator: 'house', currencyId: account.currencyId, amount },
      ],
      at: now,
    });
    return { coupon: (await couponById(tx, couponId)) as TotoCoupon, balance: posted.balances[0]?.money ?? 0 };
  });
}
