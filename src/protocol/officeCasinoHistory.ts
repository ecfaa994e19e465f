import type { RouletteBetKind } from './casino/roulette';

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

/**
 * One fact of a shared-table bet, for the page to word (officeCasinoHistory.shared.<key>): the round's result
 * (crash point, the wheel's pocket and colour, void, not yet over) and the bet's selection (the crash target or a
 * manual cash-out, each roulette chip, and how the bet ended). Multipliers are hundredths (250 is 2.50 x).
 */
export type CasinoSharedFact =
  | { readonly key: 'crash_point'; readonly multiplier: number }
  | { readonly key: 'pocket'; readonly pocket: number; readonly colour: 'red' | 'black' | 'green' }
  | { readonly key: 'void' }
  | { readonly key: 'pending' }
  | { readonly key: 'auto_target'; readonly multiplier: number }
  | { readonly key: 'manual' }
  | { readonly key: 'chip'; readonly bet: RouletteBetKind; readonly numbers: string; readonly stake: number }
  | { readonly key: 'cashed_out'; readonly multiplier: number }
  | { readonly key: 'won' }
  | { readonly key: 'lost' }
  | { readonly key: 'refunded' };

/** What every row shows in its summary line. */
interface CasinoHistoryRowBase {
  readonly id: string;
  readonly playedAt: number;
  readonly gameId: string;
  readonly gameName: string;
  readonly provider: string | null;
  readonly currency: string;
  readonly stake: number;
  readonly win: number;
  /** Played as one of the player's free spins: the stake was the operator's, not the player's. */
  readonly freeSpin: boolean;
  /** Win minus what the player staked (nothing for a free spin), minor units. */
  readonly net: number;
  /** The win as a multiple of the stake, in hundredths (150 is 1.50 x). */
  readonly multiplier: number;
}

/** An own round (slot, keno, scratch card): its outcome field by field and its seed pair. */
export interface CasinoHistoryRoundRow extends CasinoHistoryRowBase {
  readonly kind: 'round';
  readonly outcome: readonly CasinoOutcomeEntry[];
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nonce: number;
  /** Null until the player rotates the pair: then the round can be recomputed. */
  readonly serverSeed: string | null;
  /** The `npm run verify-round` line that recomputes this round, once its server seed is revealed. */
  readonly verifyCommand: string | null;
}

/** A bet at a shared table (crash, roulette): the round's result, the bet's selection and the round's place in its seed chain. */
export interface CasinoHistorySharedRow extends CasinoHistoryRowBase {
  readonly kind: 'shared';
  readonly table: 'crash' | 'roulette';
  readonly result: readonly CasinoSharedFact[];
  readonly selection: readonly CasinoSharedFact[];
  /** SHA-256 of the round's seed: the chain's seed of the round before, public before this round began. */
  readonly roundHash: string;
  readonly chainIndex: number;
  readonly terminalHash: string;
  readonly salt: string;
  /** The round's chain seed, once the round is over. */
  readonly seed: string | null;
  /** The `npm run verify-round` line that checks the seed against the chain and recomputes the result, once the seed is out. */
  readonly verifyCommand: string | null;
}

export type CasinoHistoryRow = CasinoHistoryRoundRow | CasinoHistorySharedRow;

export type CasinoHistoryResult =
  | {
      readonly status: 'ok';
      readonly filters: CasinoHistoryFilters;
      readonly page: number;
      readonly total: number;
      readonly items: readonly CasinoHistoryRow[];
      /** Whether a later page holds more rounds of these filters. */
      readonly hasMore: boolean;
      /** The games the player has real-money rounds or shared-table bets of, for the filter by game. */
      readonly games: readonly { readonly id: string; readonly name: string }[];
    }
  /** The last day is before the first. */
  | { readonly status: 'badRange'; readonly filters: CasinoHistoryFilters }
  | { readonly status: 'signedOut' }
  | { readonly status: 'error'; readonly message: string };

declare module './api' {
  interface QueryCatalogue {
    /** GET /web-api/casino/rounds with the office's filters: a page of the player's real-money rounds and table bets, newest first. */
    loadCasinoHistory: { input: CasinoHistoryAsk; output: CasinoHistoryResult };
  }
}
