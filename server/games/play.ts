import { nextTryDayAt, playBonusGame, tryDayOf } from '../../src/core/bonusGames';
import { BONUS_GAME_FREE_SPINS, BONUS_GAME_TABLES, type BonusGameId } from '../../src/protocol/constants/bonusGames';
import type { BonusGamePlayAnswer, BonusGameTryKind } from '../../src/protocol/schemas/bonusGames';
import { bonusRunningIn } from '../bonus/credit';
import type { FindGame } from '../casino/games';
import { takeRoundDraws } from '../casino/fair/store';
import { userOwner } from '../casino/launch';
import type { Db, Queryable } from '../db/db';
import { lockPlayer, requestHash } from '../ledger';
import { runningPlayBlock } from '../limits/playBlock';
import { BonusGameError } from './errors';
import { grantPrize } from './prize';
import { gameState, mainCurrencyOf } from './state';
import { tryById, tryByKey } from './store';

export interface TryInput {
  readonly userId: number;
  readonly game: BonusGameId;
  readonly use: BonusGameTryKind;
  readonly key: string;
  readonly findGame: FindGame;
  /** Epoch ms, the server's clock: the UTC day of a daily try. */
  readonly now: number;
}

const dailyUsed = (game: BonusGameId, now: number): BonusGameError =>
  new BonusGameError('bonus_games.daily_used', `Today's free try of ${game} is played; the next comes at 00:00 UTC`, nextTryDayAt(now));

/** Takes one unlocked try of the game (the oldest unlock first), or refuses: the row's CHECK keeps `used` within `tries`. */
async function takeUnlocked(tx: Queryable, userId: number, game: BonusGameId): Promise<number> {
  const [taken] = await tx.query<{ id: number }>(
    `UPDATE bonus_game_unlock SET used = used + 1 WHERE id = (
       SELECT id FROM bonus_game_unlock WHERE user_id = $1 AND game = $2 AND used < tries AND revoked_at IS NULL ORDER BY id LIMIT 1
       FOR UPDATE) RETURNING id`,
    [userId, game],
  );
  if (!taken) throw new BonusGameError('bonus_games.no_tries', `No unlocked try of ${game} is left`);
  return taken.id;
}

/**
 * One try, whole, in ONE transaction under the player's lock: the key's
 * check (a repeat answers the first try), the play block, the try spent
 * (a daily one claims its UTC day by the partial unique index
 * bonus_game_daily_once: a second insert of the day inserts nothing and is
 * refused; an unlocked one takes a row of bonus_game_unlock), the casino
 * seeds' next nonce, the core's outcome, the try's row and its prize.
 */
export async function playTry(db: Db, input: TryInput): Promise<BonusGamePlayAnswer> {
  const { userId, game, use, key, now } = input;
  const hash = requestHash({ game, use });
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const seen = await tryByKey(tx, userId, key);
    if (seen) {
      if (seen.requestHash !== hash) throw new BonusGameError('bonus_games.idempotency_conflict', `Key ${key} was used for another try`);
      return { try: seen.view, repeated: true, state: await gameState(tx, userId, game, now) };
    }
    if (await runningPlayBlock(tx, userId, now))
      throw new BonusGameError('bonus_games.play_blocked', 'Your time-out or self-exclusion is running: the games cannot be played');
    // Said first when it is so (the index below is what enforces it; this read only orders the refusals).
    if (use === 'daily' && !(await gameState(tx, userId, game, now)).dailyAvailable) throw dailyUsed(game, now);
    const currency = await mainCurrencyOf(tx, userId);
    if (!currency) throw new BonusGameError('bonus_games.no_account', 'A prize is credited in your main account’s currency: you have none');
    const spinsGame = input.findGame(BONUS_GAME_FREE_SPINS.gameId);
    if (!spinsGame) throw new BonusGameError('bonus_games.unavailable', 'The bonus games cannot be played now');
    // Stakes count down one bonus of an account at a time: a prize's bonus money cannot join one being wagered.
    if (await bonusRunningIn(tx, userId, currency.id))
      throw new BonusGameError('bonus_games.bonus_running', 'Finish or give up your running bonus first: a prize may be bonus money');
    const unlockId = use === 'unlocked' ? await takeUnlocked(tx, userId, game) : null;
    const { seeds, draws } = await takeRoundDraws(tx, userOwner(userId), now);
    const outcome = playBonusGame(game, draws);
    const prize = BONUS_GAME_TABLES[game][outcome.line]?.prize;
    if (!prize) throw new Error(`bonus games: ${game} has no line ${outcome.line}`);
    const [inserted] = await tx.query<{ id: number }>(
      `INSERT INTO bonus_game_try (user_id, game, kind, day, unlock_id, idempotency_key, request_hash, seed_id, nonce, ticket, line, prize,
         others, draws, currency_id, played_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::text::jsonb, $13::text::jsonb, $14, $15, $16)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        userId,
        game,
        use,
        use === 'daily' ? tryDayOf(now) : null,
        unlockId,
        key,
        hash,
        seeds.id,
        seeds.nextNonce,
        outcome.ticket,
        outcome.line,
        JSON.stringify(prize),
        JSON.stringify(outcome.others),
        outcome.draws,
        currency.id,
        new Date(now),
      ],
    );
    if (!inserted) throw dailyUsed(game, now);
    const where = await grantPrize(tx, {
      userId,
      tryId: inserted.id,
      game,
      prize,
      currencyId: currency.id,
      currencyIso: currency.iso,
      spinsGame,
      at: now,
    });
    await tx.query('UPDATE bonus_game_try SET bonus_id = $2, free_spin_grant_id = $3 WHERE id = $1', [
      inserted.id,
      where.bonusId,
      where.freeSpinGrantId,
    ]);
    return { try: await tryById(tx, inserted.id), repeated: false, state: await gameState(tx, userId, game, now) };
  });
}
