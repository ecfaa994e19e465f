import type { TvRules } from '../../src/protocol/tvGames';

/**
 * The TV draw shows (server/tvGames): each its balls (k of 1..n, split into
 * colours), the operator's margin the odds keep (src/core/tvGames/odds.ts),
 * the stake bounds and currency, and its schedule: the betting window, then
 * a ball every ballMs, then a pause showing the result before the next draw.
 * A draw every ~3 minutes in the demo.
 */
export interface TvShowConfig {
  readonly id: string;
  readonly rules: TvRules;
  readonly currency: string;
  /** Minor units of the currency. */
  readonly minStake: number;
  readonly maxStake: number;
  readonly bettingMs: number;
  readonly ballMs: number;
  readonly pauseMs: number;
}

export interface TvGamesConfig {
  readonly shows: readonly TvShowConfig[];
  /** How often the scheduler looks at the clock while a show runs. */
  readonly tickMs: number;
  /** Draws per seed chain; a new chain follows the last. */
  readonly chainLength: number;
}

export const TV_GAMES_CONFIG: TvGamesConfig = {
  shows: [
    {
      id: 'lucky-7-42',
      rules: { balls: 42, drawn: 7, colours: 6, marginPct: 6 },
      currency: 'RUB',
      minStake: 1_000,
      maxStake: 5_000_000,
      bettingMs: 150_000,
      ballMs: 3_000,
      pauseMs: 9_000,
    },
    {
      id: 'express-5-36',
      rules: { balls: 36, drawn: 5, colours: 4, marginPct: 8 },
      currency: 'RUB',
      minStake: 1_000,
      maxStake: 2_000_000,
      bettingMs: 90_000,
      ballMs: 2_000,
      pauseMs: 10_000,
    },
  ],
  tickMs: 250,
  chainLength: 10_000,
};
