import { ROULETTE_RED_NUMBERS, type RouletteBet } from '../../../protocol/casino/roulette';

/** The table as the view lays it out: 12 rows of 3 numbers under the zero, and the colour of each pocket. */
export const ROWS = Array.from({ length: 12 }, (_, r) => [3 * r + 1, 3 * r + 2, 3 * r + 3]);

export const pocketColour = (n: number): 'green' | 'red' | 'black' =>
  n === 0 ? 'green' : ROULETTE_RED_NUMBERS.includes(n) ? 'red' : 'black';

/** How many numbers an inside bet takes; the server says whether the picked ones touch as the kind needs. */
export const INSIDE_COUNT = { straight: 1, split: 2, street: 3, corner: 4, line: 6 } as const;
export type InsideKind = keyof typeof INSIDE_COUNT;

export const OUTSIDE_BETS: readonly RouletteBet[] = [
  { kind: 'low' },
  { kind: 'even' },
  { kind: 'red' },
  { kind: 'black' },
  { kind: 'odd' },
  { kind: 'high' },
  { kind: 'dozen', index: 1 },
  { kind: 'dozen', index: 2 },
  { kind: 'dozen', index: 3 },
  { kind: 'column', index: 1 },
  { kind: 'column', index: 2 },
  { kind: 'column', index: 3 },
];

export const betKey = (bet: RouletteBet): string =>
  'numbers' in bet
    ? `${bet.kind}:${[...bet.numbers].sort((a, b) => a - b).join('-')}`
    : 'index' in bet
      ? `${bet.kind}:${bet.index}`
      : bet.kind;
