import type { VideoPokerHand, VideoPokerTable } from '../../../protocol/casino/videoPoker';
import { rankOf as importedRankOf, type Card } from '../cards/deck';

// A module-local copy: the optimal-return computation calls it for every card of every hand (optimalReturn.ts says why).
const rankOf = importedRankOf;

/** The lowest pair that pays: jacks. */
export const LOWEST_PAYING_PAIR = 11;
const ACE = 14;
const TEN = 10;

/** Whether five distinct ranks, sorted high to low, run in sequence (the ace also plays low: A-2-3-4-5). */
export function isStraight(ranksHighFirst: readonly number[]): boolean {
  const [high, second, , , low] = ranksHighFirst as [number, number, number, number, number];
  return high - low === 4 || (high === ACE && second === 5 && low === 2);
}

/**
 * The paying hand of a final five-card hand from its rank counts, flush flag
 * and (for five distinct ranks) its ranks high first; null when it pays nothing.
 * Shared by the evaluation of cards and by the hint's counting over ranks.
 */
export function handOfShape(counts: readonly number[], flush: boolean, ranksHighFirst: readonly number[] | null): VideoPokerHand | null {
  if (ranksHighFirst) {
    const straight = isStraight(ranksHighFirst);
    if (straight && flush) return ranksHighFirst[4] === TEN ? 'royalFlush' : 'straightFlush';
    if (flush) return 'flush';
    return straight ? 'straight' : null;
  }
  let pairs = 0;
  let three = false;
  let highPair = false;
  for (let rank = 2; rank <= ACE; rank += 1) {
    const n = counts[rank] ?? 0;
    if (n === 4) return 'fourOfAKind';
    if (n === 3) three = true;
    if (n === 2) {
      pairs += 1;
      if (rank >= LOWEST_PAYING_PAIR) highPair = true;
    }
  }
  if (three) return pairs > 0 ? 'fullHouse' : 'threeOfAKind';
  if (pairs === 2) return 'twoPair';
  return highPair ? 'jacksOrBetter' : null;
}

/**
 * The paying hand of five cards given in ascending order (so their ranks
 * ascend too), or null. Allocation-free arithmetic on the card numbers: the
 * optimal-return computation evaluates every hand of the deck with it.
 */
export function handOfAscending(a: Card, b: Card, c: Card, d: Card, e: Card): VideoPokerHand | null {
  const r0 = rankOf(a);
  const r1 = rankOf(b);
  const r2 = rankOf(c);
  const r3 = rankOf(d);
  const r4 = rankOf(e);
  const flush = a % 4 === b % 4 && b % 4 === c % 4 && c % 4 === d % 4 && d % 4 === e % 4;
  const e01 = r0 === r1;
  const e12 = r1 === r2;
  const e23 = r2 === r3;
  const e34 = r3 === r4;
  const equalNeighbours = Number(e01) + Number(e12) + Number(e23) + Number(e34);
  if (equalNeighbours === 0) return handOfShape([], flush, [r4, r3, r2, r1, r0]);
  const runOfThree = (e01 && e12) || (e12 && e23) || (e23 && e34);
  if (equalNeighbours === 3) return runOfThree && (e01 ? e23 : e34) && e12 ? 'fourOfAKind' : 'fullHouse';
  if (equalNeighbours === 2) return runOfThree ? 'threeOfAKind' : 'twoPair';
  const pairRank = e01 ? r0 : e12 ? r1 : e23 ? r2 : r3;
  return pairRank >= LOWEST_PAYING_PAIR ? 'jacksOrBetter' : null;
}

/** The paying hand of five cards in whatever order, or null. */
export function handOf(cards: readonly Card[]): VideoPokerHand | null {
  const [a, b, c, d, e] = [...cards].sort((x, y) => x - y) as [Card, Card, Card, Card, Card];
  return handOfAscending(a, b, c, d, e);
}

/** What five cards pay as a multiple of the stake. */
export function payOf(cards: readonly Card[], table: VideoPokerTable): number {
  const hand = handOf(cards);
  return hand ? table.pays[hand] : 0;
}
