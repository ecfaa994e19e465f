import { payoutOf, wins } from '../../src/core/tvGames';
import type { TvShowConfig } from '../config/tvGames';
import type { Queryable } from '../db/db';
import { postMovement } from '../ledger';
import type { DrawRow } from './draws';
import { TV_KEY_SCOPE, TV_REF } from './show';

/**
 * Settles the draw's open bets against its balls, in the caller's
 * transaction: each bet is marked won or lost once (only an open bet is
 * touched), and a win credits stake × odds (`casino_round_credit`, key
 * `win:<bet>`). Running it again finds no open bet and pays nothing; the
 * ledger key would refuse a second credit anyway.
 */
export async function settleDraw(tx: Queryable, draw: DrawRow, show: TvShowConfig, at: number): Promise<number> {
  const open = await tx.query<{
    id: number;
    user_id: number;
    account_id: number;
    currency_id: number;
    selection: string;
    stake: number;
    odds: number;
  }>(
    `SELECT id, user_id, account_id, currency_id, selection, stake, odds FROM tv_bet
      WHERE draw_id = $1 AND status = 'open' ORDER BY id FOR UPDATE`,
    [draw.id],
  );
  for (const bet of open) {
    const won = wins(show.rules, bet.selection, draw.balls);
    const payout = won ? payoutOf(bet.stake, bet.odds) : 0;
    const [marked] = await tx.query<{ id: number }>(
      `UPDATE tv_bet SET status = $2, payout = $3, settled_at = $4 WHERE id = $1 AND status = 'open' RETURNING id`,
      [bet.id, won ? 'won' : 'lost', payout, new Date(at)],
    );
    if (!marked || payout === 0) continue;
    await postMovement(tx, {
      kind: 'casino_round_credit',
      scope: TV_KEY_SCOPE,
      key: `win:${bet.id}`,
      userId: bet.user_id,
      ref: { type: TV_REF, id: String(bet.id) },
      memo: `tv draw ${draw.id} ${bet.selection}`,
      legs: [
        { operator: 'house', currencyId: bet.currency_id, amount: -payout },
        { account: bet.account_id, amount: payout },
      ],
      at,
    });
  }
  return open.length;
}
