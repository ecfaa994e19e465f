import type { RouletteBet, RouletteBetKind } from '../../../protocol/casino/roulette';
import { colourOf } from './wheel';

/**
 * Which numbers each bet of the European table covers, and whether a chip's
 * numbers form a real split, street, corner or line of the layout (three
 * columns of 12 rows; row r holds 3r+1, 3r+2, 3r+3; zero above the first
 * row touches 1, 2 and 3). Each kind pays (36 / numbers covered) - 1 to 1,
 * so every bet returns 36/37.
 */
export const PAYOUT_TO_ONE: Readonly<Record<RouletteBetKind, number>> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  line: 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

const rowOf = (n: number): number => Math.floor((n - 1) / 3);
const colOf = (n: number): number => (n - 1) % 3;
const isNumber = (n: number): boolean => Number.isInteger(n) && n >= 0 && n <= 36;
const sorted = (numbers: readonly number[]): number[] => [...numbers].sort((a, b) => a - b);
const same = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((n, i) => n === b[i]);

function isSplit([a, b]: readonly number[]): boolean {
  if (a === undefined || b === undefined) return false;
  if (a === 0) return b >= 1 && b <= 3;
  return (b - a === 1 && rowOf(a) === rowOf(b)) || b - a === 3;
}

function isStreet(ns: readonly number[]): boolean {
  const [a] = ns;
  if (a === undefined) return false;
  // The two trios with zero: 0-1-2 and 0-2-3.
  if (a === 0) return same(ns, [0, 1, 2]) || same(ns, [0, 2, 3]);
  return colOf(a) === 0 && same(ns, [a, a + 1, a + 2]);
}

function isCorner(ns: readonly number[]): boolean {
  const [a] = ns;
  if (a === undefined) return false;
  // The first four: 0-1-2-3.
  if (a === 0) return same(ns, [0, 1, 2, 3]);
  return colOf(a) < 2 && a + 4 <= 36 && same(ns, [a, a + 1, a + 3, a + 4]);
}

function isLine(ns: readonly number[]): boolean {
  const [a] = ns;
  return a !== undefined && a >= 1 && colOf(a) === 0 && a + 5 <= 36 && same(ns, [a, a + 1, a + 2, a + 3, a + 4, a + 5]);
}

const INSIDE_SIZE = { straight: 1, split: 2, street: 3, corner: 4, line: 6 } as const;
const INSIDE_CHECK = { straight: () => true, split: isSplit, street: isStreet, corner: isCorner, line: isLine } as const;

const OUTSIDE: Readonly<Record<'red' | 'black' | 'odd' | 'even' | 'low' | 'high', (n: number) => boolean>> = {
  red: (n) => colourOf(n) === 'red',
  black: (n) => colourOf(n) === 'black',
  odd: (n) => n % 2 === 1,
  even: (n) => n !== 0 && n % 2 === 0,
  low: (n) => n >= 1 && n <= 18,
  high: (n) => n >= 19,
};

const ALL = Array.from({ length: 36 }, (_, i) => i + 1);

/** The numbers the bet covers, ascending, or null when its numbers are not that kind of bet on the layout. */
export function coveredNumbers(bet: RouletteBet): readonly number[] | null {
  switch (bet.kind) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'line': {
      const ns = sorted(bet.numbers);
      if (ns.length !== INSIDE_SIZE[bet.kind] || !ns.every(isNumber) || new Set(ns).size !== ns.length) return null;
      return INSIDE_CHECK[bet.kind](ns) ? ns : null;
    }
    case 'dozen':
      return ALL.filter((n) => rowOf(n) >= (bet.index - 1) * 4 && rowOf(n) < bet.index * 4);
    case 'column':
      return ALL.filter((n) => colOf(n) === bet.index - 1);
    default:
      return ALL.filter(OUTSIDE[bet.kind]);
  }
}

/** What a chip returns when the ball lands on `pocket`: stake x (payout + 1), the stake included; 0 when lost or invalid. */
export function chipReturn(bet: RouletteBet, stake: number, pocket: number): number {
  const covered = coveredNumbers(bet);
  return covered?.includes(pocket) ? stake * (PAYOUT_TO_ONE[bet.kind] + 1) : 0;
}
