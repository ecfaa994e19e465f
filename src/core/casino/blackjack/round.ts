import type { BlackjackAction, BlackjackState, BlackjackTable } from '../../../protocol/casino/blackjack';
import type { Card } from '../cards/deck';
import { countOf, dealerDraws, doublesOn, isTwoCard21, valueOf } from './count';

type Hand = BlackjackState['hands'][number];

const ACE = 1;

/**
 * A blackjack round as pure steps over its state. The deck is dealt in its
 * shuffled order: player, dealer's up card, player, dealer's hole card, then
 * every card asked for in turn (a hit, a double, a split hand's second card
 * when that hand comes into play, the dealer's draws at the end).
 */

/** Insurance costs half the bet, in whole minor units (rounded down). */
export const insuranceStakeOf = (stake: number): number => Math.floor(stake / 2);

/** The round as dealt: insurance offered when the dealer shows an ace, else the dealer's peek and the player's turn. */
export function dealRound(deck: readonly Card[], stake: number): BlackjackState {
  const at = (i: number) => deck[i] as Card;
  const dealt: BlackjackState = {
    deck: [...deck],
    next: 4,
    stake,
    dealer: [at(1), at(3)],
    hands: [{ cards: [at(0), at(2)], stake, doubled: false, done: false }],
    active: 0,
    insurance: 'none',
    phase: 'player',
  };
  if (valueOf(at(1)) === ACE && insuranceStakeOf(stake) > 0) return { ...dealt, insurance: 'offered', phase: 'insurance' };
  return afterPeek(dealt);
}

/**
 * The dealer peeks (an ace or a ten up; with another up card a blackjack
 * cannot be there): the round ends on a dealer's or the player's blackjack.
 */
function afterPeek(state: BlackjackState): BlackjackState {
  const hand = state.hands[0] as Hand;
  if (isTwoCard21(state.dealer) || isTwoCard21(hand.cards)) {
    return { ...state, hands: [{ ...hand, done: true }], phase: 'over' };
  }
  return state;
}

const activeHand = (state: BlackjackState): Hand => state.hands[state.active] as Hand;

/** Whether the pair on the hand in play may split (two cards of one value, one split a round). */
function canSplit(state: BlackjackState, table: BlackjackTable): boolean {
  const [first, second, ...more] = activeHand(state).cards;
  return (
    state.hands.length < table.maxHands &&
    first !== undefined &&
    second !== undefined &&
    more.length === 0 &&
    valueOf(first) === valueOf(second)
  );
}

function canDouble(state: BlackjackState, table: BlackjackTable): boolean {
  const hand = activeHand(state);
  return hand.cards.length === 2 && (state.hands.length === 1 || table.doubleAfterSplit) && doublesOn(table.doubleOn, countOf(hand.cards));
}

export function allowedActions(state: BlackjackState, table: BlackjackTable): BlackjackAction[] {
  if (state.phase === 'insurance') return ['insurance', 'noInsurance'];
  if (state.phase === 'over') return [];
  const actions: BlackjackAction[] = ['hit', 'stand'];
  if (canDouble(state, table)) actions.push('double');
  if (canSplit(state, table)) actions.push('split');
  return actions;
}

export function extraStake(state: BlackjackState, action: BlackjackAction): number {
  if (action === 'insurance') return insuranceStakeOf(state.stake);
  if (action === 'double' || action === 'split') return activeHand(state).stake;
  return 0;
}

/** The next card of the deck, and the state that has dealt it. */
function draw(state: BlackjackState): [Card, BlackjackState] {
  return [state.deck[state.next] as Card, { ...state, next: state.next + 1 }];
}

function withActive(state: BlackjackState, hand: Hand): BlackjackState {
  return { ...state, hands: state.hands.map((h, i) => (i === state.active ? hand : h)) };
}

/** One card to the hand in play; it is done at 21 or over, and after one card when it doubled or is a split ace. */
function dealToActive(state: BlackjackState, last: boolean): BlackjackState {
  const [card, drawn] = draw(state);
  const hand = activeHand(drawn);
  const cards = [...hand.cards, card];
  return withActive(drawn, { ...hand, cards, done: last || countOf(cards).total >= 21 });
}

/**
 * After a hand is done, the next one comes into play with its second card
 * (split aces take that one card and stand); once every hand is done the
 * dealer plays, drawing only when a hand is left standing.
 */
function proceed(start: BlackjackState, table: BlackjackTable): BlackjackState {
  let state = start;
  for (;;) {
    const hand = activeHand(state);
    if (hand.cards.length === 1) {
      const splitAce = valueOf(hand.cards[0] as Card) === ACE && table.splitAcesOneCard;
      state = dealToActive(state, splitAce);
    } else if (!hand.done) return state;
    else if (state.active + 1 < state.hands.length) state = { ...state, active: state.active + 1 };
    else return dealerPlays(state, table);
  }
}

function dealerPlays(start: BlackjackState, table: BlackjackTable): BlackjackState {
  let state: BlackjackState = { ...start, phase: 'over' };
  if (state.hands.every((hand) => countOf(hand.cards).total > 21)) return state;
  while (dealerDraws(countOf(state.dealer), table.dealerHitsSoft17)) {
    const [card, drawn] = draw(state);
    state = { ...drawn, dealer: [...drawn.dealer, card] };
  }
  return state;
}

/** The state after an allowed action (throws on another: the server offers only what `allowedActions` lists). */
export function applyAction(state: BlackjackState, action: BlackjackAction, table: BlackjackTable): BlackjackState {
  if (!allowedActions(state, table).includes(action)) throw new RangeError(`blackjack: ${action} is not allowed now`);
  const hand = activeHand(state);
  switch (action) {
    case 'insurance':
    case 'noInsurance':
      return afterPeek({ ...state, insurance: action === 'insurance' ? 'taken' : 'declined', phase: 'player' });
    case 'hit':
      return proceed(dealToActive(state, false), table);
    case 'stand':
      return proceed(withActive(state, { ...hand, done: true }), table);
    case 'double':
      return proceed(dealToActive(withActive(state, { ...hand, stake: hand.stake * 2, doubled: true }), true), table);
    case 'split': {
      const [first, second] = hand.cards as [Card, Card];
      const split = (card: Card): Hand => ({ cards: [card], stake: hand.stake, doubled: false, done: false });
      return proceed({ ...state, hands: [split(first), split(second)] }, table);
    }
  }
}
