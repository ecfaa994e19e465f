import { BINGO_PRIZES, type BingoPrize, type BingoPrizeResult, type BingoVariant } from '../../protocol/bingo';
import { meets } from './patterns';

/** The pool the prizes share: the cards sold less the operator's margin (rounded in the operator's favour by at most one unit). */
export function prizePool(sold: number, marginPct: number): number {
  return sold - Math.ceil((sold * marginPct) / 100 - 1e-9);
}

/**
 * Each prize's amount: line and two lines their percent of the pool, rounded
 * down; the full house the rest, so the three always sum to the pool.
 */
export function prizeAmounts(pool: number, sharesPct: readonly number[]): number[] {
  const line = Math.floor((pool * (sharesPct[0] ?? 0)) / 100);
  const two = Math.floor((pool * (sharesPct[1] ?? 0)) / 100);
  return [line, two, pool - line - two];
}

/**
 * A prize split among its winners in equal whole units; the remainder goes
 * one unit each to the first winners in the order given (the lowest card
 * ids), so the shares always sum to the prize.
 */
export function sharesOf(amount: number, winners: number): number[] {
  if (winners === 0) return [];
  const each = Math.floor(amount / winners);
  const rest = amount - each * winners;
  return Array.from({ length: winners }, (_, i) => each + (i < rest ? 1 : 0));
}

export interface PlayedCard {
  readonly cardId: number;
  readonly cells: readonly number[];
}

/**
 * The prizes once `calledCount` balls of `balls` are out: on each ball the
 * prizes are looked at in order, and a prize is open only once the one
 * before it was won (on this ball or an earlier one), so one ball may settle
 * several. Its winners are every card meeting it on the ball it was won,
 * lowest card id first. Calling goes on to the full house, which every card
 * has once all balls are out: once a card is sold, every prize is won.
 */
export function prizesAt(
  variant: BingoVariant,
  balls: readonly number[],
  calledCount: number,
  cards: readonly PlayedCard[],
  amounts: readonly number[],
): BingoPrizeResult[] {
  const results: BingoPrizeResult[] = BINGO_PRIZES.map((prize, i) => ({ prize, amount: amounts[i] ?? 0, wonAtBall: null, winners: [] }));
  const sorted = [...cards].sort((a, b) => a.cardId - b.cardId);
  const called = new Set<number>();
  let next = 0;
  for (let ball = 1; ball <= calledCount && next < BINGO_PRIZES.length; ball += 1) {
    called.add(balls[ball - 1] as number);
    while (next < BINGO_PRIZES.length) {
      const prize = BINGO_PRIZES[next] as BingoPrize;
      const winners = sorted.filter((card) => meets(prize, variant, card.cells, called)).map((card) => card.cardId);
      if (winners.length === 0) break;
      results[next] = { prize, amount: amounts[next] ?? 0, wonAtBall: ball, winners };
      next += 1;
    }
  }
  return results;
}
