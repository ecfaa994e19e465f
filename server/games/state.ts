import { nextTryDayAt, tryDayOf } from '../../src/core/bonusGames';
import { BONUS_GAMES, type BonusGameId } from '../../src/protocol/constants/bonusGames';
import { ACCOUNT_TYPE } from '../../src/protocol/constants/couponTypes';
import type { BonusGameState } from '../../src/protocol/schemas/bonusGames';
import type { Queryable } from '../db/db';

/** What the player may play of each game now: today's (UTC) free try, and the tries promotions unlocked that are left. */
export async function gameStates(q: Queryable, userId: number, now: number): Promise<BonusGameState[]> {
  const played = await q.query<{ game: string }>(`SELECT game FROM bonus_game_try WHERE user_id = $1 AND kind = 'daily' AND day = $2`, [
    userId,
    tryDayOf(now),
  ]);
  const unlocked = await q.query<{ game: string; left: string }>(
    `SELECT game, sum(tries - used) AS left FROM bonus_game_unlock
      WHERE user_id = $1 AND used < tries AND revoked_at IS NULL GROUP BY game`,
    [userId],
  );
  const usedToday = new Set(played.map((r) => r.game));
  const left = new Map(unlocked.map((r) => [r.game, Number(r.left)]));
  return BONUS_GAMES.map((game) => ({
    game,
    dailyAvailable: !usedToday.has(game),
    nextDailyAt: usedToday.has(game) ? nextTryDayAt(now) : null,
    unlockedTries: left.get(game) ?? 0,
  }));
}

export async function gameState(q: Queryable, userId: number, game: BonusGameId, now: number): Promise<BonusGameState> {
  const states = await gameStates(q, userId, now);
  const state = states.find((s) => s.game === game);
  if (!state) throw new Error(`bonus games: no state of ${game}`);
  return state;
}

/** The player's main account's currency: prizes are in it. Null without a main account. */
export async function mainCurrencyOf(q: Queryable, userId: number): Promise<{ id: number; iso: string } | null> {
  const [row] = await q.query<{ id: number; iso: string }>(
    `SELECT c.id, c.iso FROM account a JOIN currency c ON c.id = a.currency_id WHERE a.user_id = $1 AND a.type = $2 ORDER BY a.id LIMIT 1`,
    [userId, ACCOUNT_TYPE.main],
  );
  return row ?? null;
}
