import type { BlackjackCard, BlackjackState, BlackjackTable, BlackjackView } from '../../../protocol/casino/blackjack';
import { rankOf, suitOf, type Card } from '../cards/deck';
import { countOf } from './count';
import { handResults, insurancePay, roundWin } from './settle';
import { insuranceStakeOf } from './round';

const shown = (card: Card): BlackjackCard => ({ rank: rankOf(card), suit: suitOf(card) });

/**
 * What the player sees: the hole card stays face down (null) until the
 * round is over (the dealer played, or turned a blackjack over); the deck's
 * order never leaves the server. Counts, results and pays come computed, so
 * the view decides nothing.
 */
export function viewOfRound(state: BlackjackState, table: BlackjackTable): BlackjackView {
  const over = state.phase === 'over';
  const results = over ? handResults(state, table) : null;
  const dealerSeen = over ? state.dealer : state.dealer.slice(0, 1);
  return {
    phase: state.phase,
    dealer: { cards: over ? state.dealer.map(shown) : [shown(state.dealer[0] as Card), null], count: countOf(dealerSeen) },
    hands: state.hands.map((hand, i) => ({
      cards: hand.cards.map(shown),
      count: countOf(hand.cards),
      stake: hand.stake,
      doubled: hand.doubled,
      result: results?.[i]?.result ?? null,
      pay: results?.[i]?.pay ?? null,
    })),
    active: state.active,
    insurance: state.insurance,
    insuranceStake: state.insurance === 'taken' || state.insurance === 'offered' ? insuranceStakeOf(state.stake) : 0,
    insurancePay: over ? insurancePay(state, table) : null,
    win: over ? roundWin(state, table) : null,
  };
}
