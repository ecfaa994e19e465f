import type { BingoVariant } from '../../src/protocol/bingo';

/**
 * The bingo rooms (server/bingo): each its variant, card price (minor units
 * of its currency), the most cards a player buys for one game, the buy
 * window, the seconds between balls, the operator's margin of the cards sold
 * and the prizes' percent of the rest (line, two lines, full house; the full
 * house takes the rounding, so they always make the whole pool).
 */
export interface BingoRoomConfig {
  readonly id: string;
  readonly variant: BingoVariant;
  readonly cardPrice: number;
  readonly currency: string;
  readonly maxCards: number;
  readonly buyMs: number;
  readonly ballMs: number;
  readonly marginPct: number;
  readonly sharesPct: readonly [number, number, number];
}

export interface BingoConfig {
  readonly rooms: readonly BingoRoomConfig[];
  /** How often the scheduler looks at the clock while a room runs. */
  readonly tickMs: number;
}

const SHARES: BingoRoomConfig['sharesPct'] = [15, 25, 60];

export const BINGO_CONFIG: BingoConfig = {
  rooms: [
    {
      id: 'speed-75',
      variant: '75',
      cardPrice: 100,
      currency: 'RUB',
      maxCards: 6,
      buyMs: 120_000,
      ballMs: 4_000,
      marginPct: 10,
      sharesPct: SHARES,
    },
    {
      id: 'classic-90',
      variant: '90',
      cardPrice: 50,
      currency: 'RUB',
      maxCards: 12,
      buyMs: 180_000,
      ballMs: 5_000,
      marginPct: 12,
      sharesPct: SHARES,
    },
  ],
  tickMs: 250,
};
