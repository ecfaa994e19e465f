import { prizesAt, sharesOf } from '../../src/core/bingo';
import type { BingoRoomConfig } from '../config/bingo';
import type { Db, Queryable } from '../db/db';
import { postMovement } from '../ledger';
import { BINGO_KEY_SCOPE, BINGO_REF, lockRoom } from './room';
import { amountsOf, cardsOf, latestGame, openGame, type GameRow } from './games';

/**
 * One room's timeline, moved on when the clock passes a deadline: a game
 * opens its buy window (only while someone watches the room), the calling
 * starts when the window closes (a window nobody bought in just ends), a
 * ball is called every ballMs, each prize is paid on the ball it is won, and
 * the game ends at the full house. After `pauseMs` showing the result the
 * next game opens, again only for watchers. Each step is one transaction
 * under the room's advisory lock; times are the schedule's, not the tick's.
 */
export interface StepInput {
  readonly room: BingoRoomConfig;
  readonly pauseMs: number;
  /** Someone watches the room: a new game may open. */
  readonly wanted: boolean;
  readonly now: number;
}

/** The prizes won on the game's latest ball, paid to each winning card's player (shares per core sharesOf). */
async function payNewPrizes(tx: Queryable, game: GameRow, at: number): Promise<boolean> {
  const cards = await cardsOf(tx, game.id);
  const prizes = prizesAt(game.variant, game.balls, game.called, cards, amountsOf(game));
  for (const prize of prizes.filter((p) => p.wonAtBall === game.called)) {
    const shares = sharesOf(prize.amount, prize.winners.length);
    for (const [i, cardId] of prize.winners.entries()) {
      const amount = shares[i] ?? 0;
      const [owner] = await tx.query<{ user_id: number; account_id: number }>(
        `WITH won AS (
           INSERT INTO bingo_win (game_id, card_id, user_id, prize, amount, won_at)
           SELECT c.game_id, c.id, c.user_id, $2, $3, $4 FROM bingo_card c WHERE c.id = $1
           ON CONFLICT DO NOTHING RETURNING card_id)
         SELECT c.user_id, c.account_id FROM won JOIN bingo_card c ON c.id = won.card_id`,
        [cardId, prize.prize, amount, new Date(at)],
      );
      if (!owner || amount === 0) continue;
      await postMovement(tx, {
        kind: 'casino_round_credit',
        scope: BINGO_KEY_SCOPE,
        key: `win:${cardId}:${prize.prize}`,
        userId: owner.user_id,
        ref: { type: BINGO_REF, id: String(game.id) },
        memo: `bingo ${prize.prize}`,
        legs: [
          { operator: 'house', currencyId: game.currencyId, amount: -amount },
          { account: owner.account_id, amount },
        ],
        at,
      });
    }
  }
  return prizes[2]?.wonAtBall != null;
}

/** One step of the room's timeline if one is due; true when the game changed (the caller publishes it). */
export async function stepRoom(db: Db, input: StepInput): Promise<boolean> {
  const { room, now } = input;
  return db.transaction(async (tx) => {
    await lockRoom(tx, room.id);
    const game = await latestGame(tx, room.id, true);
    if (!game || game.phase === 'ended') {
      if (!input.wanted || (game && now < (game.endedAt ?? 0) + input.pauseMs)) return false;
      await openGame(tx, room, now);
      return true;
    }
    if (game.phase === 'buying') {
      if (now < game.buyEndsAt) return false;
      if (game.cards === 0) {
        await tx.query(`UPDATE bingo_game SET phase = 'ended', ended_at = buy_ends_at WHERE id = $1`, [game.id]);
        return true;
      }
      await tx.query(
        `UPDATE bingo_game SET phase = 'calling', next_ball_at = buy_ends_at + make_interval(secs => ball_ms / 1000.0)
        WHERE id = $1`,
        [game.id],
      );
      return true;
    }
    const due = game.nextBallAt ?? 0;
    if (now < due) return false;
    const called = { ...game, called: game.called + 1 };
    const over = await payNewPrizes(tx, called, due);
    await tx.query(`UPDATE bingo_game SET called = $2, next_ball_at = $3, phase = $4, ended_at = $5 WHERE id = $1`, [
      game.id,
      called.called,
      over ? null : new Date(due + game.ballMs),
      over ? 'ended' : 'calling',
      over ? new Date(due) : null,
    ]);
    return true;
  });
}

/** When the room's game next needs a step (null: nothing is scheduled for it). */
export function deadlineOf(game: GameRow | null, pauseMs: number): number | null {
  if (!game) return null;
  if (game.phase === 'buying') return game.buyEndsAt;
  if (game.phase === 'calling') return game.nextBallAt;
  return (game.endedAt ?? 0) + pauseMs;
}
