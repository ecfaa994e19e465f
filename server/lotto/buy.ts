import { isValidLine, nextDrawNo } from '../../src/core/lotto';
import type { LottoBuyRequest, LottoTicket } from '../../src/protocol/lotto';
import type { LotteryConfig } from '../config/lotto';
import type { Db, Queryable } from '../db/db';
import { findAccount } from '../bets/store';
import { postMovement } from '../ledger';
import { limitVerdict, verdictMessage, verdictParams } from '../limits';
import { ensureDraw, LOTTO_KEY_SCOPE, LOTTO_REF } from './draws';
import { LottoError } from './errors';
import { ticketsWhere } from './tickets';

export interface BuyInput {
  readonly lottery: LotteryConfig;
  readonly userId: number;
  readonly request: LottoBuyRequest;
  readonly now: number;
}

/** Each line sorted: the same numbers in another order are the same line (and the same request for the key). */
const normalised = (lines: readonly (readonly number[])[]): number[][] => lines.map((line) => [...line].sort((a, b) => a - b));

const moneyOf = async (q: Queryable, accountId: number): Promise<number> =>
  (await q.query<{ money: number }>('SELECT money FROM account WHERE id = $1', [accountId]))[0]?.money ?? 0;

/**
 * A ticket for one open draw: one transaction under the draw's row lock (the
 * draw cannot be settled meanwhile) that checks the key, the sales window,
 * the limits and the balance, stores the ticket and debits its price through
 * the ledger. The same key again answers the first ticket; with another
 * lottery, draw or lines it is refused.
 */
export async function buyTicket(db: Db, input: BuyInput): Promise<{ ticket: LottoTicket; balance: number }> {
  const { lottery, userId, request, now } = input;
  const lines = normalised(request.lines);
  if (lines.length > lottery.maxLines)
    throw new LottoError('too_many_lines', `At most ${lottery.maxLines} lines a ticket`, { maxLines: lottery.maxLines });
  if (!lines.every((line) => isValidLine(line, lottery.balls, lottery.drawn)))
    throw new LottoError('invalid_lines', `Each line is ${lottery.drawn} different numbers from 1 to ${lottery.balls}`, {
      balls: lottery.balls,
      drawn: lottery.drawn,
    });
  const account = await findAccount(db, userId, null);
  if (!account) throw new LottoError('account_not_found', 'You have no active account');
  if (account.currencyIso !== lottery.currency)
    throw new LottoError('wrong_currency', `This lottery plays in ${lottery.currency}; your account is in ${account.currencyIso}`);
  const requestHash = `${lottery.id}:${request.drawNo}:${JSON.stringify(lines)}`;
  return db.transaction(async (tx) => {
    // Only the next draw is on sale (one draw a ticket); its row is created to be locked (its hash is published either way).
    const onSale = request.drawNo === nextDrawNo(now, lottery.drawEveryMs);
    const draw = onSale ? await ensureDraw(tx, lottery, request.drawNo, now) : null;
    // The draw's lock first: it cannot be settled meanwhile, and a repeat sent at once waits for the first and answers it.
    if (draw) await tx.query('SELECT id FROM lotto_draw WHERE id = $1 FOR UPDATE', [draw.id]);
    const [seen] = await tx.query<{ id: number; request_hash: string }>(
      'SELECT id, request_hash FROM lotto_ticket WHERE user_id = $1 AND idempotency_key = $2',
      [userId, request.idempotencyKey],
    );
    if (seen) {
      if (seen.request_hash !== requestHash) throw new LottoError('idempotency_conflict', 'This key was used for another ticket');
      const [ticket] = await ticketsWhere(tx, 't.id = $1', [seen.id]);
      return { ticket: ticket as LottoTicket, balance: await moneyOf(tx, account.id) };
    }
    const [status] = draw ? await tx.query<{ status: string }>('SELECT status FROM lotto_draw WHERE id = $1', [draw.id]) : [];
    if (!draw || status?.status !== 'open')
      throw new LottoError('sales_closed', 'Tickets for this draw are not sold now: buy for the next one', {
        nextDrawNo: nextDrawNo(now, lottery.drawEveryMs),
      });
    const amount = lottery.linePrice * lines.length;
    const verdict = await limitVerdict(tx, { userId, currencyIso: account.currencyIso, amount, kinds: ['wagering', 'loss'], now });
    if (verdict)
      throw new LottoError(
        verdict.kind === 'blocked' ? 'play_blocked' : 'limit_exceeded',
        verdictMessage(verdict, 'stake'),
        verdictParams(verdict),
      );
    const [held] = await tx.query<{ money: number }>('SELECT money FROM account WHERE id = $1 FOR UPDATE', [account.id]);
    if ((held?.money ?? 0) < amount)
      throw new LottoError('insufficient_balance', `The balance holds ${held?.money ?? 0}; the ticket costs ${amount}`, {
        needed: amount,
        money: held?.money ?? 0,
      });
    const [ticket] = await tx.query<{ id: number }>(
      `INSERT INTO lotto_ticket (draw_id, user_id, account_id, idempotency_key, request_hash, lines, line_price, amount, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9) RETURNING id`,
      [draw.id, userId, account.id, request.idempotencyKey, requestHash, JSON.stringify(lines), lottery.linePrice, amount, new Date(now)],
    );
    const ticketId = ticket?.id as number;
    await tx.query('UPDATE lotto_draw SET tickets = tickets + 1, sold = sold + $2 WHERE id = $1', [draw.id, amount]);
    const posted = await postMovement(tx, {
      kind: 'casino_round_debit',
      scope: LOTTO_KEY_SCOPE,
      key: `ticket:${ticketId}`,
      userId,
      ref: { type: LOTTO_REF, id: String(ticketId) },
      memo: `lotto ${lottery.id} draw ${request.drawNo} x${lines.length}`,
      legs: [
        { account: account.id, amount: -amount },
        { operator: 'house', currencyId: account.currencyId, amount },
      ],
      at: now,
    });
    const [bought] = await ticketsWhere(tx, 't.id = $1', [ticketId]);
    return { ticket: bought as LottoTicket, balance: posted.balances[0]?.money ?? 0 };
  });
}
