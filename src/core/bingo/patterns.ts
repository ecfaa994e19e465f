import type { BingoPrize, BingoVariant } from '../../protocol/bingo';
import { FREE } from './cards';

/**
 * What wins. 75-ball: a line is a full row, column or diagonal (the free
 * centre counts as called); two lines are two of them; a full house is every
 * number. 90-ball: a line is one full row, two lines two rows, a full house
 * all three.
 */
const lines75: readonly (readonly number[])[] = [
  ...[0, 1, 2, 3, 4].map((r) => [0, 1, 2, 3, 4].map((c) => r * 5 + c)),
  ...[0, 1, 2, 3, 4].map((c) => [0, 1, 2, 3, 4].map((r) => r * 5 + c)),
  [0, 6, 12, 18, 24],
  [4, 8, 12, 16, 20],
];
const lines90: readonly (readonly number[])[] = [0, 1, 2].map((r) => Array.from({ length: 9 }, (_, c) => r * 9 + c));

/** Which cells are daubed: a number that was called, or the free centre of a 75-ball card (never an empty 90-ball cell). */
export function daubedCells(variant: BingoVariant, cells: readonly number[], called: ReadonlySet<number>): boolean[] {
  return cells.map((n, i) => (n === FREE ? variant === '75' && i === 12 : called.has(n)));
}

/** Full lines of the card given the called balls. */
export function fullLines(variant: BingoVariant, cells: readonly number[], called: ReadonlySet<number>): number {
  const lines = variant === '75' ? lines75 : lines90;
  return lines.filter((line) => line.every((i) => cells[i] === FREE || called.has(cells[i] as number))).length;
}

/** Numbers of the card not called yet. */
export function missing(cells: readonly number[], called: ReadonlySet<number>): number {
  return cells.filter((n) => n !== FREE && !called.has(n)).length;
}

export function meets(prize: BingoPrize, variant: BingoVariant, cells: readonly number[], called: ReadonlySet<number>): boolean {
  if (prize === 'fullHouse') return missing(cells, called) === 0;
  return fullLines(variant, cells, called) >= (prize === 'line' ? 1 : 2);
}
