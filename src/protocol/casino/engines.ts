/**
 * The casino's game engines and the variants (paytables, reel sets) each
 * offers. A catalogue entry names one engine and one variant; many entries
 * share an engine with their own theme. The server, the core and the game
 * frame read this one table.
 */
export const CASINO_VARIANTS = {
  /** 5 reels x 3 rows video slot: three volatilities, one reel set and paytable each. */
  slot: ['low', 'medium', 'high'],
  /** Pick 1 to 10 of 80, 20 drawn. */
  keno: ['standard'],
  /** A card of hidden symbols. */
  scratch: ['standard', 'deluxe'],
  /** A multiplier that grows until it crashes; rounds shared by every player. */
  crash: ['standard'],
  /** European single-zero roulette; the live-casino table, rounds shared by every player. */
  roulette: ['european'],
  /** Jacks or Better video poker, the 9/6 paytable; the player holds and draws (a stepped round). */
  videoPoker: ['jacks-9-6'],
  /** One deck per round, the dealer stands on soft 17; a round takes the player's decisions (a stepped round). */
  blackjack: ['single-deck-s17'],
} as const;

export type CasinoEngineId = keyof typeof CASINO_VARIANTS;
export type CasinoVariant<E extends CasinoEngineId = CasinoEngineId> = (typeof CASINO_VARIANTS)[E][number];

export const CASINO_ENGINE_IDS = Object.keys(CASINO_VARIANTS) as readonly CasinoEngineId[];

/** Engines whose rounds are the player's own (one request plays one round); the others run shared rounds on a timer. */
export const OWN_ROUND_ENGINES = ['slot', 'keno', 'scratch'] as const satisfies readonly CasinoEngineId[];
export const SHARED_ROUND_ENGINES = ['crash', 'roulette'] as const satisfies readonly CasinoEngineId[];
/** Engines whose round takes the player's decisions between its steps (src/core/casino/steppedEngine.ts). */
export const STEPPED_ROUND_ENGINES = ['videoPoker', 'blackjack'] as const satisfies readonly CasinoEngineId[];
export type SteppedEngineId = (typeof STEPPED_ROUND_ENGINES)[number];
