import { gameCard } from '../../src/core/bingo';
import type { BingoBuyRequest, BingoCard } from '../../src/protocol/bingo';
import type { BingoRoomConfig } from '../config/bingo';
import type { Db, Queryable } from '../db/db';
import { findAccount } from '../bets/store';
import { postMovement } from '../ledger';
import { limitVerdict, verdictMessage, verdictParams } from '../limits';
import { BingoError } from './errors';
import { latestGame } from './games';
import { BINGO_KEY_SCOPE, BINGO_REF, lockRoom } from './room';

export interface BuyInput {
  readonly room: BingoRoomConfig;
  readonly userId: number;
  readonly request: BingoBuyRequest;
  readonly now: number;
}

async function cardsOfPurchase(q: Queryable, purchaseId: number): Promise<BingoCard[]> {
  const rows = await q.query<{ id: number; game_id: number; serial: number; cells: number[] }>(
    'SELECT id, game_id, serial, cells FROM bingo_card WHERE purchase_id = $1 ORDER BY serial',
    [purchaseId],
  );
  return rows.map((r) => ({ cardId: r.id, gameId: r.game_id, serial: r.serial, cells: r.cells.map(Number) }));
}

const moneyOf = async (q: Queryable, accountId: number): Promise<number> =>
  (await q.query<{ money: number }>('SELECT money FROM account WHERE id = $1', [accountId]))[0]?.money ?? 0;

/**
 * Cards for the room's game in its buy window: one transaction under the
 * game's row lock (the window cannot close meanwhile) that checks the
 * player's cards so far, limits and balance, draws each card from the game's
 * seed with the next serials, and debits their price through the ledger.
 * The same key again answers the first purchase; with another room or count
 * it is refused.
 */
export async function buyCards(db: Db, input: BuyInput): Promise<{ cards: BingoCard[]; balance: number }> {
  const { room, userId, request, now } = input;
  const account = await findAccount(db, userId, null);
  if (!account) throw new BingoError('account_not_found', 'You have no active account');
  if (account.currencyIso !== room.currency)
    throw new BingoError('wrong_currency', `This room plays in ${room.currency}; your account is in ${account.currencyIso}`);
  return db.transaction(async (tx) => {
    // The room's lock first: a repeat sent at once waits for the first and answers it.
    await lockRoom(tx, room.id);
    const [seen] = await tx.query<{ id: number; request_hash: string }>(
      `SELECT p.id, g.room_id || ':' || p.count AS request_hash FROM bingo_purchase p JOIN bingo_game g ON g.id = p.game_id
        WHERE p.user_id = $1 AND p.idempotency_key = $2`,
      [userId, request.idempotencyKey],
    );
    if (seen) {
      if (seen.request_hash !== `${room.id}:${request.count}`)
        throw new BingoError('idempotency_conflict', 'This key was used for another purchase');
      return { cards: await cardsOfPurchase(tx, seen.id), balance: await moneyOf(tx, account.id) };
    }
    const game = await latestGame(tx, room.id, true);
    if (!game || game.phase !== 'buying' || now >= game.buyEndsAt)
      throw new BingoError('buying_closed', 'Cards are sold before the game starts: wait for the next one');
    const [mine] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM bingo_card WHERE game_id = $1 AND user_id = $2', [
      game.id,
      userId,
    ]);
    const have = mine?.n ?? 0;
    if (have + request.count > room.maxCards)
      throw new BingoError('too_many_cards', `At most ${room.maxCards} cards a game; you have ${have}`, { maxCards: room.maxCards, have });
    const amount = room.cardPrice * request.count;
    const verdict = await limitVerdict(tx, { userId, currencyIso: account.currencyIso, amount, kinds: ['wagering', 'loss'], now });
    if (verdict)
      throw new BingoError(
        verdict.kind === 'blocked' ? 'play_blocked' : 'limit_exceeded',
        verdictMessage(verdict, 'stake'),
        verdictParams(verdict),
      );
    const [held] = await tx.query<{ money: number }>('SELECT money FROM account WHERE id = $1 FOR UPDATE', [account.id]);
    if ((held?.money ?? 0) < amount)
      throw new BingoError('insufficient_balance', `The balance holds ${held?.money ?? 0}; the cards cost ${amount}`, {
        needed: amount,
        money: held?.money ?? 0,
      });
    const [purchase] = await tx.query<{ id: number }>(
      `INSERT INTO bingo_purchase (game_id, user_id, account_id, idempotency_key, count, amount, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [game.id, userId, account.id, request.idempotencyKey, request.count, amount, new Date(now)],
    );
    const purchaseId = purchase?.id as number;
    for (let i = 0; i < request.count; i += 1) {
      const serial = game.cards + i;
      await tx.query(
        `INSERT INTO bingo_card (game_id, purchase_id, user_id, account_id, serial, cells) VALUES ($1, $2, $3, $4, $5, $6::smallint[])`,
        [game.id, purchaseId, userId, account.id, serial, gameCard(game.variant, game.seed, serial)],
      );
    }
    await tx.query('UPDATE bingo_game SET cards = cards + $2, sold = sold + $3 WHERE id = $1', [game.id, request.count, amount]);
    const posted = await postMovement(tx, {
      kind: 'casino_round_debit',
      scope: BINGO_KEY_SCOPE,
      key: `buy:${purchaseId}`,
      userId,
      ref: { type: BINGO_REF, id: String(game.id) },
      memo: `bingo cards x${request.count}`,
      legs: [
        { account: account.id, amount: -amount },
        { operator: 'house', currencyId: account.currencyId, amount },
      ],
      at: now,
    });
    return { cards: await cardsOfPurchase(tx, purchaseId), balance: posted.balances[0]?.money ?? 0 };
  });
}
