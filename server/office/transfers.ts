import { quoteTransfer, transferLegs, transferRefusal } from '../../src/core/office';
import { isRejection } from '../../src/protocol/rejections';
import { EXCHANGE_RATES, TRANSFER_HISTORY_LIMIT } from '../../src/protocol/constants/office';
import type { TransferAnswer, TransferView } from '../../src/protocol/schemas/office';
import type { Db, Queryable } from '../db/db';
import { lockPlayer, postMovement } from '../ledger';
import { runningPlayBlock } from '../limits/playBlock';
import { fromRejection } from '../wallet/errors';
import type { UserRow } from '../auth/users';
import { lockOwnAccounts } from './accounts';
import { OfficeError } from './errors';

export interface TransferInput {
  readonly fromAccountId: number;
  readonly toAccountId: number;
  readonly amount: unknown;
}

const ms = (value: unknown): number => (value instanceof Date ? value.getTime() : new Date(String(value)).getTime());

/**
 * Moves money between two of the player's own accounts, in one transaction
 * through the ledger (kind account_transfer, key scope `user:<id>`): the same
 * key again answers the first transfer and moves nothing; with another
 * request it is wallet.idempotency_conflict. Refused while the player is
 * self-excluded or on a time-out (money would move into play), by the core's
 * rules (own accounts, no bonus account, conversion as the config allows, a
 * configured rate) and by the ledger when the source holds too little.
 */
export async function makeTransfer(db: Db, user: UserRow, input: TransferInput, key: string, now: number): Promise<TransferAnswer> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, user.id);
    if (await runningPlayBlock(tx, user.id, now))
      throw new OfficeError('office.play_blocked', 'While a time-out or self-exclusion runs no money moves between accounts');
    const accounts = await lockOwnAccounts(tx, user.id, [input.fromAccountId, input.toAccountId]);
    const from = accounts.get(input.fromAccountId)!;
    const to = accounts.get(input.toAccountId)!;
    const refused = transferRefusal(user.convert_account, from, to);
    if (refused) throw new OfficeError(refused.code as 'office.same_account', refusalMessage(refused.code), refused.params);
    const quote = quoteTransfer(input.amount, from.currencyIso, to.currencyIso, EXCHANGE_RATES);
    if (isRejection(quote)) {
      if (quote.code.startsWith('office.')) throw new OfficeError(quote.code as 'office.no_rate', refusalMessage(quote.code), quote.params);
      throw fromRejection(quote, `The amount ${String(input.amount)} cannot be moved`);
    }
    const posted = await postMovement(tx, {
      kind: 'account_transfer',
      scope: `user:${user.id}`,
      key: `transfer:${key}`,
      request: { from: from.id, to: to.id, amount: quote.amount },
      userId: user.id,
      ref: { type: 'account', id: String(from.id) },
      legs: transferLegs({ from, to }, quote),
      at: now,
    });
    const transfer = await transferById(tx, user.id, posted.movementId);
    if (!transfer) throw new Error(`transfer ${posted.movementId} was not found after posting`);
    return {
      transfer,
      repeated: posted.repeated,
      balances: posted.balances.map((b) => ({ accountId: b.accountId, money: b.money, currencyIso: b.currencyIso })),
    };
  });
}

function refusalMessage(code: string): string {
  switch (code) {
    case 'office.same_account':
      return 'Choose two different accounts';
    case 'office.bonus_account':
      return 'Bonus money is wagered, never moved between accounts';
    case 'office.convert_not_allowed':
      return 'Your account settings do not allow converting money out of this account';
    case 'office.no_rate':
      return 'There is no exchange rate between these currencies';
    case 'office.amount_too_small':
      return 'The amount converts to less than the smallest unit of the other currency';
    default:
      return 'The transfer is refused';
  }
}

interface TransferEntryRow extends Record<string, unknown> {
  id: number;
  created_at: unknown;
  amount: number;
  account_id: number;
  iso: string;
}

function views(rows: readonly TransferEntryRow[]): TransferView[] {
  const byMovement = new Map<number, TransferEntryRow[]>();
  for (const row of rows) byMovement.set(row.id, [...(byMovement.get(row.id) ?? []), row]);
  const out: TransferView[] = [];
  for (const [id, entries] of byMovement) {
    const out1 = entries.find((e) => e.amount < 0);
    const in1 = entries.find((e) => e.amount > 0);
    if (!out1 || !in1) continue;
    out.push({
      id,
      at: ms(out1.created_at),
      fromAccountId: out1.account_id,
      toAccountId: in1.account_id,
      fromIso: out1.iso,
      toIso: in1.iso,
      amount: -out1.amount,
      credited: in1.amount,
    });
  }
  return out.sort((a, b) => b.id - a.id);
}

const ENTRIES = `SELECT m.id, m.created_at, e.amount, la.player_account_id AS account_id, c.iso
  FROM ledger_movement m JOIN ledger_entry e ON e.movement_id = m.id
  JOIN ledger_account la ON la.id = e.ledger_account_id AND la.kind = 'player'
  JOIN currency c ON c.id = e.currency_id`;

async function transferById(q: Queryable, userId: number, id: number): Promise<TransferView | null> {
  const rows = await q.query<TransferEntryRow>(`${ENTRIES} WHERE m.id = $1 AND m.user_id = $2 AND m.kind = 'account_transfer'`, [
    id,
    userId,
  ]);
  return views(rows)[0] ?? null;
}

/** The player's transfers, newest first (the newest TRANSFER_HISTORY_LIMIT). */
export async function listTransfers(q: Queryable, userId: number): Promise<TransferView[]> {
  const rows = await q.query<TransferEntryRow>(
    `${ENTRIES} WHERE m.id IN (SELECT id FROM ledger_movement WHERE user_id = $1 AND kind = 'account_transfer' ORDER BY id DESC LIMIT $2)`,
    [userId, TRANSFER_HISTORY_LIMIT],
  );
  return views(rows);
}
