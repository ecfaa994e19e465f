import { z } from 'zod';
import { API_PATH } from '../constants/apiPath';
import { casinoGameSchema } from './catalogue';

/**
 * The signed-in player's first real-money casino game (GET, server/casino/catalogue/firstGame.ts):
 * what the thank-you page ({section}/thankyou) sums up, and what tells the game
 * page that the session it closes was that first game. Demo rounds never count.
 */
export const CASINO_FIRST_GAME_PATH = `${API_PATH}/casino/first-game`;

export const firstGameSchema = z.object({
  /** The play pipe's game id (a catalogue id as text, or a house table such as "scratch-standard"). */
  gameId: z.string(),
  /** The catalogue's entry (name, provider, category); null for a house table the lobby does not list. */
  game: casinoGameSchema.nullable(),
  /** The casino section the game belongs to (its category's path: slots, casino, keno...). */
  section: z.string(),
  firstRoundAt: z.number().int(),
  /** That first sitting: the game's rounds until the player first played another game, in its currency's minor units. */
  rounds: z.number().int().positive(),
  staked: z.number().int().nonnegative(),
  won: z.number().int().nonnegative(),
  currency: z.string(),
});
export type FirstGame = z.infer<typeof firstGameSchema>;

export const firstGameAnswerSchema = z.object({ first: firstGameSchema.nullable() });
export type FirstGameAnswer = z.infer<typeof firstGameAnswerSchema>;

/** The first game as a page gets it from the worker. */
export type FirstGameResult =
  { readonly status: 'ok'; readonly first: FirstGame | null } | { readonly status: 'signedOut' } | { readonly status: 'error' };

/** Where the game page goes when the player closes a game: back, or to the thank-you page of the game's section. */
export type LeaveGameResult = { readonly to: 'back' } | { readonly to: 'thankYou'; readonly section: string };

declare module '../api' {
  interface QueryCatalogue {
    /** The signed-in player's first real-money game (the thank-you page). */
    casinoFirstGame: { input: Record<string, never>; output: FirstGameResult };
    /** The game page closes a real-money game: the thank-you page when that session held the player's first round ever. */
    casinoLeaveGame: { input: { readonly gameId: string }; output: LeaveGameResult };
  }
}
