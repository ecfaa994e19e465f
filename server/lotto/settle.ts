import { lottoBalls, ticketResult } from '../../src/core/lotto';
import type { LotteryConfig } from '../config/lotto';
import type { Db } from '../db/db';
import { postMovement } from '../ledger';
import { drawOf, LOTTO_KEY_SCOPE, LOTTO_REF } from './draws';

export type Settled = 'drawn' | 'no_tickets' | 'not_due';

/**
 * Draws one lottery draw whose time has come and pays its winners, all in
 * one transaction under the draw's row lock: the balls from the committed
 * seed (or a test switch's), each pending ticket's matches and win, and per
 * winning ticket one `casino_round_credit` keyed `win:<ticket>`. A draw
 * already settled is left as it is, so running it twice pays nothing twice. A
 * draw nobody held a ticket for draws no balls: it is marked `no_tickets`
 * and its seed shown.
 */
export async function settleDraw(db: Db, lottery: LotteryConfig, drawNo: number, now: number): Promise<Settled> {
  return db.transaction(async (tx) => {
    const draw = await drawOf(tx, lottery.id, drawNo, true);
    if (!draw || draw.status !== 'open' || now < draw.drawAt) return 'not_due';
    if (draw.tickets === 0) {
      await tx.query(`UPDATE lotto_draw SET status = 'no_tickets', drawn_at = $2 WHERE id = $1`, [draw.id, new Date(draw.drawAt)]);
      return 'no_tickets';
    }
    const balls = draw.fixedBalls ?? lottoBalls(draw.seed, lottery.id, drawNo, lottery.balls, lottery.drawn);
    const tickets = await tx.query<{ id: number; user_id: number; account_id: number; lines: number[][]; line_price: number }>(
      `SELECT t.id, t.user_id, t.account_id, t.lines, t.line_price FROM lotto_ticket t
        WHERE t.draw_id = $1 AND t.status = 'pending' ORDER BY t.id`,
      [draw.id],
    );
    const [currency] = await tx.query<{ id: number }>('SELECT id FROM currency WHERE iso = $1', [lottery.currency]);
    let paid = 0;
    for (const ticket of tickets) {
      const { matches, win } = ticketResult(ticket.lines, balls, lottery.prizes, ticket.line_price);
      await tx.query(`UPDATE lotto_ticket SET status = $2, matches = $3::jsonb, win = $4, settled_at = $5 WHERE id = $1`, [
        ticket.id,
        win > 0 ? 'won' : 'lost',
        JSON.stringify(matches),
        win,
        new Date(draw.drawAt),
      ]);
      if (win === 0) continue;
      paid += win;
      await postMovement(tx, {
        kind: 'casino_round_credit',
        scope: LOTTO_KEY_SCOPE,
        key: `win:${ticket.id}`,
        userId: ticket.user_id,
        ref: { type: LOTTO_REF, id: String(ticket.id) },
        memo: `lotto ${lottery.id} draw ${drawNo}`,
        legs: [
          { operator: 'house', currencyId: currency?.id as number, amount: -win },
          { account: ticket.account_id, amount: win },
        ],
        at: draw.drawAt,
      });
    }
    await tx.query(`UPDATE lotto_draw SET status = 'drawn', balls = $2::smallint[], paid = $3, drawn_at = $4 WHERE id = $1`, [
      draw.id,
      balls,
      paid,
      new Date(now),
    ]);
    return 'drawn';
  });
}
