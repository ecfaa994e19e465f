import { BONUS_GAME_DAY_MS } from '../../protocol/constants/bonusGames';

/** The UTC day of an instant, as a date string 'YYYY-MM-DD': the daily free try is one per such day. */
export const tryDayOf = (at: number): string => new Date(Math.floor(at / BONUS_GAME_DAY_MS) * BONUS_GAME_DAY_MS).toISOString().slice(0, 10);

/** When the next daily free try comes: the next UTC midnight after `at`. */
export const nextTryDayAt = (at: number): number => (Math.floor(at / BONUS_GAME_DAY_MS) + 1) * BONUS_GAME_DAY_MS;
