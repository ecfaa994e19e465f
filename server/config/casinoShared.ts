import type { SharedTableId } from '../../src/protocol/casino/shared';

/**
 * The shared-round tables' timing and bounds (server/casino/shared). A
 * crash round: a betting window, the flight until the crash point, a pause
 * showing the result. A roulette round every 30 s: a betting window, the
 * spin, the result on show until the next window opens.
 */
export interface SharedTableConfig {
  readonly bettingMs: number;
  /** Roulette: how long the ball runs after the window closes; crash: unused (the flight lasts until the crash point). */
  readonly spinMs: number;
  /** After the round ended, before the next betting window. */
  readonly pauseMs: number;
  /** Bounds in minor units: the least chip or bet, the most one placement stakes. */
  readonly minBet: number;
  readonly maxBet: number;
}

export interface SharedTablesConfig {
  readonly tables: Readonly<Record<SharedTableId, SharedTableConfig>>;
  /** Rounds per seed chain (then a new chain, published first): 10,000 last 3.5 days at roulette; hashed once per process. */
  readonly chainLength: number;
  /** How often the scheduler looks at the clock. */
  readonly tickMs: number;
}

export const SHARED_TABLES_CONFIG: SharedTablesConfig = {
  tables: {
    crash: { bettingMs: 10_000, spinMs: 0, pauseMs: 4_000, minBet: 10, maxBet: 1_000_000 },
    roulette: { bettingMs: 20_000, spinMs: 5_000, pauseMs: 5_000, minBet: 10, maxBet: 1_000_000 },
  },
  chainLength: 10_000,
  tickMs: 100,
};
