/**
 * The office's casino history question to the worker (office/casino-history):
 * the tab gives its address's query string (game and calendar days) and the
 * page it wants; the worker reads the filters (src/core/casino/history), asks
 * the server (GET /web-api/casino/rounds) and hands back rows ready to paint.
 */
export interface CasinoHistoryAsk {
  /** The page address's query string (`?game=12&from=2026-11-01`), as the tab shows it. */
  readonly search: string;
  /** From 1; "load more" asks the next one and the page appends it. */
  readonly page: number;
  /** The visitor's offset east of UTC in minutes: a filter's calendar day is the visitor's day. */
  readonly utcOffsetMinutes: number;
}

/** The filters as the page's form shows them: '' for none; days are YYYY-MM-DD. */
export interface CasinoHistoryFilters {
  readonly gameId: string;
  readonly from: string;
  readonly to: string;
}

/** One line of a round's outcome: a field of the engine's outcome and its value as text. */
export interface CasinoOutcomeEntry {
  readonly key: string;
  readonly value: string;
}

export interface CasinoHistoryRow {
  readonly id: string;
  readonly playedAt: number;
  readonly gameId: string;
  readonly gameName: string;
  readonly provider: string | null;
  readonly currency: string;
  readonly stake: number;
  readonly win: number;
  /** Win minus stake, minor units. */
  readonly net: number;
  /** The win as a multiple of the stake, in hundredths (150 is 1.50 x). */
  readonly multiplier: number;
  readonly outcome: readonly CasinoOutcomeEntry[];
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nonce: number;
  /** Null until the player rotates the pair: then the round can be recomputed. */
  readonly serverSeed: string | null;
  /** The `npm run verify-round` line that recomputes this round, once its server seed is revealed. */
  readonly verifyCommand: string | null;
}

export type CasinoHistoryResult =
  | {
      readonly status: 'ok';
      readonly filters: CasinoHistoryFilters;
      readonly page: number;
      readonly total: number;
      readonly items: readonly CasinoHistoryRow[];
      /** Whether a later page holds more rounds of these filters. */
      readonly hasMore: boolean;
      /** The games the player has real-money rounds of, for the filter by game. */
      readonly games: readonly { readonly id: string; readonly name: string }[];
    }
  /** The last day is before the first. */
  | { readonly status: 'badRange'; readonly filters: CasinoHistoryFilters }
  | { readonly status: 'signedOut' }
  | { readonly status: 'error'; readonly message: string };

declare module './api' {
  interface QueryCatalogue {
    /** GET /web-api/casino/rounds with the office's filters: one page of the player's real-money rounds, newest first. */
    loadCasinoHistory: { input: CasinoHistoryAsk; output: CasinoHistoryResult };
  }
}
