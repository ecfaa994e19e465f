import { isSelectionOf, oddsOf } from '../../src/core/tvGames';
import type { TvBet, TvBetRequest } from '../../src/protocol/tvGames';
import { findAccount } from '../bets/store';
import type { TvShowConfig } from '../config/tvGames';
import type { Db, Queryable } from '../db/db';
import { postMovement } from '../ledger';
import { limitVerdict, verdictMessage, verdictParams } from '../limits';
import { latestDraw } from './draws';
import { TvError } from './errors';
import { TV_KEY_SCOPE, TV_REF, lockShow } from './show';

export interface BetInput {
  readonly show: TvShowConfig;
  readonly userId: number;
  readonly request: TvBetRequest;
  readonly now: number;
}

type BetRow = {
  id: number;
  draw_id: number;
  selection: string;
  stake: number;
  odds: number;
  status: TvBet['status'];
  payout: number;
  created_at: Date;
};

export const BET_COLUMNS = 'id, draw_id, selection, stake, odds, status, payout, created_at';

export const betOf = (r: BetRow): TvBet => ({
  betId: r.id,
  drawId: r.draw_id,
  selection: r.selection,
  stake: r.stake,
  odds: r.odds,
  status: r.status,
  payout: r.payout,
  at: new Date(r.created_at).getTime(),
});

const moneyOf = async (q: Queryable, accountId: number): Promise<number> =>
  (await q.query<{ money: number }>('SELECT money FROM account WHERE id = $1', [accountId]))[0]?.money ?? 0;

/**
 * A fixed-odds bet on the show's draw in its betting window: one transaction
 * under the show's lock (the window cannot close meanwhile) that checks the
 * idempotency key, the selection, the stake bounds, the limits and the
 * balance, records the bet at the odds of the rules now, and debits its
 * stake through the ledger. The same key again answers the first bet; with
 * another request it is refused.
 */
export async function placeBet(db: Db, input: BetInput): Promise<{ bet: TvBet; balance: number }> {
  const { show, userId, request, now } = input;
  const account = await findAccount(db, userId, null);
  if (!account) throw new TvError('account_not_found', 'You have no active account');
  if (account.currencyIso !== show.currency)
    throw new TvError('wrong_currency', `This show takes bets in ${show.currency}; your account is in ${account.currencyIso}`);
  if (!isSelectionOf(show.rules, request.selection))
    throw new TvError('unknown_selection', `${request.selection} is not a selection of ${show.id}`);
  if (request.stake < show.minStake || request.stake > show.maxStake)
    throw new TvError('stake_out_of_range', `A stake is from ${show.minStake} to ${show.maxStake}`, {
      min: show.minStake,
      max: show.maxStake,
    });
  return db.transaction(async (tx) => {
    // The show's lock first: a repeat sent at once waits for the first and answers it.
    await lockShow(tx, show.id);
    const [seen] = await tx.query<BetRow & { show_id: string }>(
      `SELECT b.id, b.draw_id, b.selection, b.stake, b.odds, b.status, b.payout, b.created_at, d.show_id
        FROM tv_bet b JOIN tv_draw d ON d.id = b.draw_id
        WHERE b.user_id = $1 AND b.idempotency_key = $2`,
      [userId, request.idempotencyKey],
    );
    if (seen) {
      const same =
        seen.show_id === show.id && seen.draw_id === request.drawId && seen.selection === request.selection && seen.stake === request.stake;
      if (!same) throw new TvError('idempotency_conflict', 'This key was used for another bet');
      return { bet: betOf(seen), balance: await moneyOf(tx, account.id) };
    }
    const draw = await latestDraw(tx, show.id, true);
    if (!draw || draw.id !== request.drawId || draw.phase !== 'betting' || now >= draw.closesAt)
      throw new TvError('betting_closed', 'Bets on this draw are closed: bet on the next one');
    const verdict = await limitVerdict(tx, {
      userId,
      currencyIso: account.currencyIso,
      amount: request.stake,
      kinds: ['wagering', 'loss'],
      now,
    });
    if (verdict)
      throw new TvError(
        verdict.kind === 'blocked' ? 'play_blocked' : 'limit_exceeded',
        verdictMessage(verdict, 'stake'),
        verdictParams(verdict),
      );
    const [held] = await tx.query<{ money: number }>('SELECT money FROM account WHERE id = $1 FOR UPDATE', [account.id]);
    if ((held?.money ?? 0) < request.stake)
      throw new TvError('insufficient_balance', `The balance holds ${held?.money ?? 0}; the stake is ${request.stake}`, {
        needed: request.stake,
        money: held?.money ?? 0,
      });
    const [row] = await tx.query<BetRow>(
      `INSERT INTO tv_bet (draw_id, user_id, account_id, currency_id, idempotency_key, selection, stake, odds, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${BET_COLUMNS}`,
      [
        draw.id,
        userId,
        account.id,
        account.currencyId,
        request.idempotencyKey,
        request.selection,
        request.stake,
        oddsOf(show.rules, request.selection),
        new Date(now),
      ],
    );
    if (!row) throw new Error('bet insert returned no row');
    await tx.query('UPDATE tv_draw SET bets = bets + 1 WHERE id = $1', [draw.id]);
    const posted = await postMovement(tx, {
      kind: 'casino_round_debit',
      scope: TV_KEY_SCOPE,
      key: `bet:${row.id}`,
      userId,
      ref: { type: TV_REF, id: String(row.id) },
      memo: `tv draw ${draw.id} ${request.selection}`,
      legs: [
        { account: account.id, amount: -request.stake },
        { operator: 'house', currencyId: account.currencyId, amount: request.stake },
      ],
      at: now,
    });
    return { bet: betOf(row), balance: posted.balances[0]?.money ?? 0 };
  });
}
