import type { FairDraws } from '../casino/fair';
import type { BingoVariant } from '../../protocol/bingo';

/**
 * Bingo cards drawn from fair numbers. A 75-ball card is 5 x 5, row by row,
 * column B 1-15, I 16-30, N 31-45, G 46-60, O 61-75, the centre free (0). A
 * 90-ball ticket is 3 rows of 9, row by row, 15 numbers, 5 per row, column c
 * holding 1-9, 10-19 ... 80-90, each column 1 to 3 numbers, top to bottom
 * ascending; empty cells are 0.
 */
export const FREE = 0;

/** k distinct numbers of lo..hi, ascending. */
function pick(draws: FairDraws, lo: number, hi: number, k: number): number[] {
  const pool = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  const out: number[] = [];
  for (let i = 0; i < k; i += 1) out.push(...pool.splice(draws.int(pool.length), 1));
  return out.sort((a, b) => a - b);
}

function card75(draws: FairDraws): number[] {
  const columns = [0, 1, 2, 3, 4].map((c) => pick(draws, c * 15 + 1, c * 15 + 15, 5));
  const cells: number[] = [];
  for (let r = 0; r < 5; r += 1) for (let c = 0; c < 5; c += 1) cells.push(r === 2 && c === 2 ? FREE : (columns[c]?.[r] ?? FREE));
  return cells;
}

const range90 = (c: number): [number, number] => (c === 0 ? [1, 9] : c === 8 ? [80, 90] : [c * 10, c * 10 + 9]);

function card90(draws: FairDraws): number[] {
  // Every column one number, then the 6 more to columns with room for them.
  const counts = Array<number>(9).fill(1);
  for (let extra = 0; extra < 6;) {
    const c = draws.int(9);
    if ((counts[c] as number) < 3) {
      counts[c] = (counts[c] as number) + 1;
      extra += 1;
    }
  }
  // Columns by count, most first, each into the rows that still need most (ties at random): always 5 per row.
  const need = [5, 5, 5];
  const rowsOf: number[][] = Array.from({ length: 9 }, () => []);
  const order = [0, 1, 2, 3, 4, 5, 6, 7, 8].sort((a, b) => (counts[b] as number) - (counts[a] as number) || a - b);
  for (const c of order) {
    const rows = [0, 1, 2]
      .map((r) => ({ r, key: draws.int(1_000) }))
      .sort((a, b) => (need[b.r] as number) - (need[a.r] as number) || a.key - b.key)
      .slice(0, counts[c])
      .map((x) => x.r)
      .sort((a, b) => a - b);
    for (const r of rows) need[r] = (need[r] as number) - 1;
    rowsOf[c] = rows;
  }
  const cells = Array<number>(27).fill(FREE);
  rowsOf.forEach((rows, c) => {
    const [lo, hi] = range90(c);
    pick(draws, lo, hi, rows.length).forEach((n, i) => (cells[(rows[i] as number) * 9 + c] = n));
  });
  return cells;
}

export function cardOf(variant: BingoVariant, draws: FairDraws): number[] {
  return variant === '75' ? card75(draws) : card90(draws);
}

/** The balls of the variant in the order the game calls them: a Fisher-Yates shuffle of 1..75 or 1..90. */
export function ballOrder(variant: BingoVariant, draws: FairDraws): number[] {
  const balls = Array.from({ length: ballsOf(variant) }, (_, i) => i + 1);
  for (let i = balls.length - 1; i > 0; i -= 1) {
    const j = draws.int(i + 1);
    [balls[i], balls[j]] = [balls[j] as number, balls[i] as number];
  }
  return balls;
}

export const ballsOf = (variant: BingoVariant): number => (variant === '75' ? 75 : 90);
