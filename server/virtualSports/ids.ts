/**
 * Virtual events' ids in the coupon: game 1 500 000 + the event row's id,
 * markets game * 100 + n and outcomes market * 10 + n as in the live world
 * (server/live/world.ts), so every id fits the bets' integer columns. The
 * live world numbers its games up from 10 001, one per game it creates: it
 * would need a million and a half games to reach this range.
 */
export const VIRTUAL_GAME_ID_BASE = 1_500_000;
/** The last game id whose outcome ids still fit a 32-bit integer. */
export const VIRTUAL_GAME_ID_LAST = 2_147_483;

export const gameIdOf = (eventId: number): number => VIRTUAL_GAME_ID_BASE + eventId;
export const eventIdOf = (gameId: number): number => gameId - VIRTUAL_GAME_ID_BASE;
export const isVirtualGameId = (gameId: number): boolean => gameId > VIRTUAL_GAME_ID_BASE && gameId <= VIRTUAL_GAME_ID_LAST;
