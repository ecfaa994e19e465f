import type { BLACKJACK_RESULTS, BlackjackState, BlackjackTable } from '../../../protocol/casino/blackjack';
import { countOf, isTwoCard21 } from './count';
import { insuranceStakeOf } from './round';

export type HandResult = (typeof BLACKJACK_RESULTS)[number];

/** A payout ratio on an amount, in whole minor units rounded down: a fraction of a cent is never paid. */
const paid = (amount: number, { win, per }: { win: number; per: number }) => Math.floor((amount * win) / per);

/**
 * How each hand of a finished round ended and what it pays back, its stake
 * included: a blackjack (an unsplit hand's first two cards) its stake and
 * the table's blackjack pay, a win twice its stake, a push its stake, a loss
 * or a bust nothing. A dealer's blackjack (peeked before a double or a split)
 * takes every hand but a player's blackjack, which pushes.
 */
export function handResults(state: BlackjackState, table: BlackjackTable): { result: HandResult; pay: number }[] {
  const dealer = countOf(state.dealer).total;
  const dealerBlackjack = isTwoCard21(state.dealer);
  const unsplit = state.hands.length === 1;
  return state.hands.map((hand) => {
    const total = countOf(hand.cards).total;
    const blackjack = unsplit && isTwoCard21(hand.cards);
    if (dealerBlackjack) return blackjack ? { result: 'push', pay: hand.stake } : { result: 'lose', pay: 0 };
    if (blackjack) return { result: 'blackjack', pay: hand.stake + paid(hand.stake, table.blackjackPays) };
    if (total > 21) return { result: 'bust', pay: 0 };
    if (dealer > 21 || total > dealer) return { result: 'win', pay: 2 * hand.stake };
    return total === dealer ? { result: 'push', pay: hand.stake } : { result: 'lose', pay: 0 };
  });
}

/** What the insurance pays back, its stake included: its stake and the table's insurance pay when the dealer has blackjack. */
export function insurancePay(state: BlackjackState, table: BlackjackTable): number {
  if (state.insurance !== 'taken' || !isTwoCard21(state.dealer)) return 0;
  const stake = insuranceStakeOf(state.stake);
  return stake + paid(stake, table.insurancePays);
}

/** The finished round's whole pay: every hand's and the insurance's (0 while the round is not over). */
export function roundWin(state: BlackjackState, table: BlackjackTable): number {
  if (state.phase !== 'over') return 0;
  return insurancePay(state, table) + handResults(state, table).reduce((sum, { pay }) => sum + pay, 0);
}
