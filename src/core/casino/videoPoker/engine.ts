import {
  HAND_SIZE,
  HOLD_COUNT,
  type VideoPokerAction,
  type VideoPokerBet,
  type VideoPokerHint,
  type VideoPokerState,
  type VideoPokerTable,
  type VideoPokerView,
} from '../../../protocol/casino/videoPoker';
import { shuffledDeck, type Card } from '../cards/deck';
import type { SteppedRoundEngine } from '../steppedEngine';
import { handOf } from './hands';
import { videoPokerHint } from './hint';
import { VIDEO_POKER_TABLES } from './paytables';
import { storedReturn } from './returnKey';

const DRAW_ACTIONS: readonly VideoPokerAction[] = Array.from({ length: HOLD_COUNT }, (_, hold) => ({ type: 'draw', hold }));

/** The five cards after the draw: each card not held is replaced, left to right, by the deck's next card. */
export function finalCards(state: VideoPokerState): Card[] {
  const dealt = state.deck.slice(0, HAND_SIZE);
  if (state.held === null) return dealt;
  let next = HAND_SIZE;
  return dealt.map((card, i) => {
    if ((state.held as number) & (1 << i)) return card;
    const drawn = state.deck[next] as Card;
    next += 1;
    return drawn;
  });
}

/**
 * Jacks or Better: the round's deck is shuffled from its fair draws at the
 * start and only its first ten cards are kept (five dealt, at most five
 * drawn), so the rest of the round is the player's hold alone.
 */
export const videoPokerEngine: SteppedRoundEngine<VideoPokerBet, VideoPokerAction, VideoPokerState, VideoPokerView, VideoPokerTable> & {
  /** Each hold's expected return and the best hold of the dealt hand (null once drawn). */
  hint(state: VideoPokerState, table: VideoPokerTable): VideoPokerHint | null;
} = {
  id: 'videoPoker',
  tables: VIDEO_POKER_TABLES,
  stakeOf: (bet) => bet.stake,
  refuse: () => null,
  start: (draws, bet) => ({ stake: bet.stake, deck: shuffledDeck(draws).slice(0, 2 * HAND_SIZE), held: null }),
  allowed: (state) => (state.held === null ? DRAW_ACTIONS : []),
  extraStakeOf: () => 0,
  act: (state, action) => ({ ...state, held: action.hold }),
  isOver: (state) => state.held !== null,
  winOf(state, table) {
    const hand = state.held === null ? null : handOf(finalCards(state));
    return hand ? state.stake * table.pays[hand] : 0;
  },
  viewOf(state, table) {
    const cards = finalCards(state);
    const hand = state.held === null ? null : handOf(cards);
    return { stake: state.stake, cards, held: state.held, hand, win: hand ? state.stake * table.pays[hand] : 0 };
  },
  exactRtp: storedReturn,
  leftAction: (state, table) => ({ type: 'draw', hold: videoPokerHint(state.deck.slice(0, HAND_SIZE), table).best }),
  hint: (state, table) => (state.held === null ? videoPokerHint(state.deck.slice(0, HAND_SIZE), table) : null),
};
