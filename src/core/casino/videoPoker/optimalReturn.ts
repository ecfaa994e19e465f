import {
  HAND_SIZE as IMPORTED_HAND_SIZE,
  HOLD_COUNT as IMPORTED_HOLD_COUNT,
  type VideoPokerTable,
} from '../../../protocol/casino/videoPoker';
import { DECK_SIZE as IMPORTED_DECK_SIZE } from '../cards/deck';
import { handOfAscending as importedHandOf } from './hands';

// Module-local copies: the hot loops below run billions of steps, and a bundler's or test runner's imported
// binding can be a property read on a module object each time (ten times slower under vitest).
const HAND_SIZE = IMPORTED_HAND_SIZE;
const HOLD_COUNT = IMPORTED_HOLD_COUNT;
const DECK_SIZE = IMPORTED_DECK_SIZE;
const handOfAscending = importedHandOf;

const WIDTH = HAND_SIZE + 1;
/** n choose k for n <= 52, k <= 5 at [n * WIDTH + k]: the ranks of card subsets in the combinatorial number system. */
const BINOMIAL = new Float64Array((DECK_SIZE + 1) * WIDTH);
for (let n = 0; n <= DECK_SIZE; n += 1) {
  BINOMIAL[n * WIDTH] = 1;
  for (let k = 1; k <= Math.min(n, HAND_SIZE); k += 1)
    BINOMIAL[n * WIDTH + k] = (BINOMIAL[(n - 1) * WIDTH + k - 1] as number) + (BINOMIAL[(n - 1) * WIDTH + k] as number);
}
const binomial = (n: number, k: number): number => BINOMIAL[n * WIDTH + k] as number;

const POPCOUNT = Int8Array.from({ length: HOLD_COUNT }, (_, mask) => mask.toString(2).replaceAll('0', '').length);
/** The highest card a hold keeps (bit index), for the incremental ranks. */
const TOP_BIT = Int8Array.from({ length: HOLD_COUNT }, (_, mask) => (mask === 0 ? -1 : 31 - Math.clz32(mask)));

/**
 * The colex rank of each subset of the ascending hand among the subsets of
 * its size, into `ranks` (index = mask): a subset's rank is its rank without
 * its highest card plus (that card choose the subset's size).
 */
function subsetRanks(hand: readonly number[], ranks: Int32Array): void {
  ranks[0] = 0;
  for (let mask = 1; mask < HOLD_COUNT; mask += 1) {
    const top = TOP_BIT[mask] as number;
    ranks[mask] = (ranks[mask ^ (1 << top)] as number) + binomial(hand[top] as number, POPCOUNT[mask] as number);
  }
}

/** Calls `visit` with every five-card hand of the deck, cards ascending, in colex order (the array is reused). */
function eachHand(visit: (hand: readonly number[]) => void): void {
  const hand = [0, 0, 0, 0, 0];
  for (let e = 4; e < DECK_SIZE; e += 1)
    for (let d = 3; d < e; d += 1)
      for (let c = 2; c < d; c += 1)
        for (let b = 1; b < c; b += 1)
          for (let a = 0; a < b; a += 1) {
            hand[0] = a;
            hand[1] = b;
            hand[2] = c;
            hand[3] = d;
            hand[4] = e;
            visit(hand);
          }
}

/**
 * The paytable's exact return with optimal play: the mean over all 2,598,960
 * deals of the best hold's expected pay. Each hold's value comes from sums
 * over supersets: S[M], the pays of every final hand containing the cards M,
 * is gathered once for every subset of up to five cards; a hold H of the deal
 * D then totals S over H plus each set of the discarded cards with alternating
 * signs (inclusion-exclusion: a final hand may not contain a discard), done
 * for all 32 holds at once by a Möbius transform. Seconds of work, so the
 * figure is computed by scripts/videoPokerReturns.ts into returns.ts and a
 * unit test recomputes it from the paytable.
 */
export function optimalReturn(table: VideoPokerTable): number {
  const sums = Array.from({ length: WIDTH }, (_, size) => new Float64Array(binomial(DECK_SIZE, size)));
  const ranks = new Int32Array(HOLD_COUNT);
  eachHand((hand) => {
    const name = handOfAscending(hand[0] as number, hand[1] as number, hand[2] as number, hand[3] as number, hand[4] as number);
    if (!name) return;
    const pay = table.pays[name];
    subsetRanks(hand, ranks);
    for (let mask = 0; mask < HOLD_COUNT; mask += 1) {
      const bySize = sums[POPCOUNT[mask] as number] as Float64Array;
      const rank = ranks[mask] as number;
      bySize[rank] = (bySize[rank] as number) + pay;
    }
  });
  const draws = Float64Array.from({ length: HOLD_COUNT }, (_, mask) =>
    binomial(DECK_SIZE - HAND_SIZE, HAND_SIZE - (POPCOUNT[mask] as number)),
  );
  const held = new Float64Array(HOLD_COUNT);
  let total = 0;
  eachHand((hand) => {
    subsetRanks(hand, ranks);
    for (let mask = 0; mask < HOLD_COUNT; mask += 1)
      held[mask] = (sums[POPCOUNT[mask] as number] as Float64Array)[ranks[mask] as number] as number;
    for (let bit = 1; bit < HOLD_COUNT; bit <<= 1)
      for (let mask = 0; mask < HOLD_COUNT; mask += 1)
        if (!(mask & bit)) held[mask] = (held[mask] as number) - (held[mask | bit] as number);
    let best = 0;
    for (let mask = 0; mask < HOLD_COUNT; mask += 1) {
      const value = (held[mask] as number) / (draws[mask] as number);
      if (value > best) best = value;
    }
    total += best;
  });
  return total / binomial(DECK_SIZE, HAND_SIZE);
}
