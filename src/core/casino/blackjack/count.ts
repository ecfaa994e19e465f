import type { BlackjackTable } from '../../../protocol/casino/blackjack';
import { rankOf, type Card } from '../cards/deck';

/** A card's blackjack value: 2..9 as shown, ten and the faces 10, the ace 1 (counted 11 by `countOf` when that does not bust). */
export function valueOf(card: Card): number {
  const rank = rankOf(card);
  return rank === 14 ? 1 : Math.min(rank, 10);
}

/** A hand's count from its hard total (aces as 1) and whether it holds an ace. */
export interface Count {
  /** The best total: an ace counts 11 when that keeps the hand at 21 or under. */
  readonly total: number;
  /** An ace counts 11 in the total. */
  readonly soft: boolean;
}

/** The count of a hard total (aces as 1) with or without an ace: the one rule the engine and the return computation share. */
export function countOfHard(hard: number, hasAce: boolean): Count {
  return hasAce && hard + 10 <= 21 ? { total: hard + 10, soft: true } : { total: hard, soft: false };
}

export function countOf(cards: readonly Card[]): Count {
  const values = cards.map(valueOf);
  return countOfHard(
    values.reduce((sum, v) => sum + v, 0),
    values.includes(1),
  );
}

/** An ace and a ten-value card as a hand's only two cards. */
export function isTwoCard21(cards: readonly Card[]): boolean {
  return cards.length === 2 && countOf(cards).total === 21;
}

/** Whether a dealer with this count draws: under 17, or a soft 17 when the table says so. */
export function dealerDraws({ total, soft }: Count, hitsSoft17: boolean): boolean {
  return total < 17 || (hitsSoft17 && soft && total === 17);
}

/** The least two-card total each doubling rule lets double, and the most: 'all' lets every pair. */
const DOUBLE_RANGE: Readonly<Record<BlackjackTable['doubleOn'], readonly [number, number]>> = {
  all: [0, 21],
  '9-11': [9, 11],
  '10-11': [10, 11],
};

/** Whether two cards of this count may double under the table's rule. */
export function doublesOn(rule: BlackjackTable['doubleOn'], { total }: Count): boolean {
  const [min, max] = DOUBLE_RANGE[rule];
  return total >= min && total <= max;
}
