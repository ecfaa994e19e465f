import { HAND_SIZE, HOLD_COUNT, type VideoPokerHint, type VideoPokerTable } from '../../../protocol/casino/videoPoker';
import { rankOf, type Card } from '../cards/deck';
import { handOfShape } from './hands';

const SUIT_COUNT = 4;
const TOP_RANK = 14;

/** n choose k, small numbers only (the deck's 47 cards at most). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** One hold's exact value: the pays of every possible draw added up (multiples of the stake) and how many draws there are. */
export interface HoldTotal {
  readonly total: number;
  readonly draws: number;
}

/**
 * Every hold's total over all the draws, by counting rather than dealing
 * them: the draw is walked as how many cards of each rank it brings (a few
 * thousand rank patterns instead of up to 1.5 million hands), each pattern
 * weighted by the ways the deck's cards can make it; a pattern of five
 * distinct ranks is split into its flushes (suit by suit) and the rest.
 * The deck is the 47 cards not dealt: discarded cards do not come back.
 */
export function holdTotals(dealt: readonly Card[], table: VideoPokerTable): HoldTotal[] {
  const inDeck = (card: Card) => !dealt.includes(card);
  // left[rank]: cards of the rank still in the deck; suitLeft[rank][suit]: 1 if that card is.
  const left = new Array<number>(TOP_RANK + 1).fill(0);
  const suitLeft = Array.from({ length: TOP_RANK + 1 }, () => new Array<number>(SUIT_COUNT).fill(0));
  for (let card = 0; card < 52; card += 1)
    if (inDeck(card)) {
      left[rankOf(card)] = (left[rankOf(card)] ?? 0) + 1;
      (suitLeft[rankOf(card)] as number[])[card % SUIT_COUNT] = 1;
    }
  const totals: HoldTotal[] = [];
  for (let hold = 0; hold < HOLD_COUNT; hold += 1) {
    const held = dealt.filter((_, i) => (hold >> i) & 1);
    totals.push({ total: holdTotal(held, left, suitLeft, table), draws: choose(52 - HAND_SIZE, HAND_SIZE - held.length) });
  }
  return totals;
}

function holdTotal(
  held: readonly Card[],
  left: readonly number[],
  suitLeft: readonly (readonly number[])[],
  table: VideoPokerTable,
): number {
  const counts = new Array<number>(TOP_RANK + 1).fill(0);
  for (const card of held) counts[rankOf(card)] = (counts[rankOf(card)] ?? 0) + 1;
  // The suit every held card shares, -1 when they differ (no flush), null when none is held (every suit).
  const heldSuit =
    held.length === 0 ? null : held.every((c) => c % SUIT_COUNT === (held[0] as Card) % SUIT_COUNT) ? (held[0] as Card) % SUIT_COUNT : -1;
  const drawnRanks: number[] = [];
  let total = 0;

  const settle = (ways: number) => {
    const distinct = counts.every((n) => n <= 1);
    if (!distinct) {
      const hand = handOfShape(counts, false, null);
      if (hand) total += ways * table.pays[hand];
      return;
    }
    const ranks: number[] = [];
    for (let rank = TOP_RANK; rank >= 2; rank -= 1) if (counts[rank] === 1) ranks.push(rank);
    let flushWays = 0;
    if (heldSuit !== -1)
      for (let suit = 0; suit < SUIT_COUNT; suit += 1) {
        if (heldSuit !== null && heldSuit !== suit) continue;
        flushWays += drawnRanks.every((rank) => (suitLeft[rank] as readonly number[])[suit] === 1) ? 1 : 0;
      }
    const flushHand = handOfShape(counts, true, ranks);
    const plainHand = handOfShape(counts, false, ranks);
    if (flushHand) total += flushWays * table.pays[flushHand];
    if (plainHand) total += (ways - flushWays) * table.pays[plainHand];
  };

  // Walks the ranks low to high choosing how many of each the draw brings.
  const walk = (rank: number, toDraw: number, ways: number) => {
    if (toDraw === 0) return settle(ways);
    if (rank > TOP_RANK) return;
    const available = left[rank] ?? 0;
    for (let n = 0; n <= Math.min(toDraw, available); n += 1) {
      counts[rank] = (counts[rank] ?? 0) + n;
      for (let i = 0; i < n; i += 1) drawnRanks.push(rank);
      walk(rank + 1, toDraw - n, ways * choose(available, n));
      for (let i = 0; i < n; i += 1) drawnRanks.pop();
      counts[rank] = (counts[rank] ?? 0) - n;
    }
  };
  walk(2, HAND_SIZE - held.length, 1);
  return total;
}

/** The hint: each hold's expected return per unit staked and the best hold (the lowest mask among equals). */
export function videoPokerHint(dealt: readonly Card[], table: VideoPokerTable): VideoPokerHint {
  const values = holdTotals(dealt, table).map(({ total, draws }) => total / draws);
  let best = 0;
  values.forEach((value, hold) => {
    if (value > (values[best] ?? 0)) best = hold;
  });
  return { values, best };
}
