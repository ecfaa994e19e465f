import { lottoTicketSchema, type LottoTicket } from '../../src/protocol/lotto';
import type { Queryable } from '../db/db';

const ms = (v: unknown): number => (v instanceof Date ? v.getTime() : Date.parse(String(v)));

/** Tickets with their draw, newest first, by a condition on `t` (lotto_ticket) or `d` (lotto_draw) with its params. */
export async function ticketsWhere(q: Queryable, where: string, params: readonly unknown[], limit = 200): Promise<LottoTicket[]> {
  const rows = await q.query<Record<string, unknown>>(
    `SELECT t.id, d.lottery_id, d.draw_no, d.draw_at, t.lines, t.line_price, t.amount, t.status, t.matches, t.win, t.created_at
       FROM lotto_ticket t JOIN lotto_draw d ON d.id = t.draw_id WHERE ${where} ORDER BY t.id DESC LIMIT ${limit}`,
    [...params],
  );
  return rows.map((r) =>
    lottoTicketSchema.parse({
      ticketId: r.id,
      lottery: r.lottery_id,
      drawNo: r.draw_no,
      drawAt: ms(r.draw_at),
      lines: r.lines,
      linePrice: r.line_price,
      amount: r.amount,
      status: r.status,
      matches: r.matches ?? null,
      win: r.win,
      boughtAt: ms(r.created_at),
    }),
  );
}
