import type { VirtualSport } from '../../src/protocol/virtualSports';

/**
 * The virtual sports schedule (server/virtualSports): per sport, an event
 * kicks off every `intervalMs` (at whole multiples of it from the epoch,
 * shifted by `offsetMs` so the sports do not start together) and plays for
 * `playMs` of compressed clock. Betting on an event is open from when it is
 * listed (one of the next `shown`) to its kick-off. `margin` is the
 * bookmaker's margin on every market (the sum of 1/coef is 1 + margin).
 */
export interface VirtualSportConfig {
  readonly sport: VirtualSport;
  readonly intervalMs: number;
  readonly offsetMs: number;
  readonly playMs: number;
  readonly shown: number;
  readonly margin: number;
}

export interface VirtualSportsConfig {
  readonly sports: readonly VirtualSportConfig[];
  /** Latest results listed per sport. */
  readonly resultsShown: number;
  /** How often the schedule looks at the clock while it runs (the match view moves this often). */
  readonly tickMs: number;
  /** Seeds per chain: a new chain (a new published hash) after this many events of a sport. */
  readonly chainLength: number;
}

export const VIRTUAL_SPORTS_CONFIG: VirtualSportsConfig = {
  sports: [
    { sport: 'football', intervalMs: 180_000, offsetMs: 0, playMs: 90_000, shown: 3, margin: 0.07 },
    { sport: 'tennis', intervalMs: 180_000, offsetMs: 60_000, playMs: 90_000, shown: 3, margin: 0.07 },
    { sport: 'racing', intervalMs: 120_000, offsetMs: 30_000, playMs: 40_000, shown: 3, margin: 0.15 },
  ],
  resultsShown: 5,
  tickMs: 1_000,
  chainLength: 10_000,
};
