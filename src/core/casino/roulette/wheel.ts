import { ROULETTE_RED_NUMBERS } from '../../../protocol/casino/roulette';

/** The European single-zero wheel: 37 pockets, 0 green, 18 red, 18 black; pocket order as on the wheel for the view's animation. */
export const POCKETS = 37;

export const RED_NUMBERS: ReadonlySet<number> = new Set(ROULETTE_RED_NUMBERS);

export type PocketColour = 'green' | 'red' | 'black';

export function colourOf(n: number): PocketColour {
  if (n === 0) return 'green';
  return RED_NUMBERS.has(n) ? 'red' : 'black';
}

export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];
