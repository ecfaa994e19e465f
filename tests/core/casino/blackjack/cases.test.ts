import { describe, expect, it } from 'vitest';
import { cardOf, orderedDeck, type Card, type Rank } from '../../../../src/core/casino/cards/deck';
import { blackjackEngine as engine } from '../../../../src/core/casino/blackjack/engine';
import { dealRound } from '../../../../src/core/casino/blackjack/round';
import { BLACKJACK_TABLES } from '../../../../src/core/casino/blackjack/tables';
import type { BlackjackAction, BlackjackState } from '../../../../src/protocol/casino/blackjack';

const table = BLACKJACK_TABLES['single-deck-s17'];
const SUITS = ['s', 'h', 'd', 'c'] as const;

/**
 * A deck whose top is the given ranks (player, dealer up, player, dealer
 * hole, then the cards drawn in turn), each a suit not yet used for its rank,
 * the rest of the deck after them.
 */
function deckOf(ranks: readonly Rank[]): Card[] {
  const used = new Map<Rank, number>();
  const top = ranks.map((rank) => {
    const n = used.get(rank) ?? 0;
    used.set(rank, n + 1);
    return cardOf(rank, SUITS[n]!);
  });
  return [...top, ...orderedDeck().filter((card) => !top.includes(card))];
}

const A = 14;
const K = 13;
const Q = 12;
const J = 11;

function play(ranks: readonly Rank[], actions: readonly BlackjackAction[], stake = 100) {
  let state: BlackjackState = dealRound(deckOf(ranks), stake);
  let staked = stake;
  for (const action of actions) {
    staked += engine.extraStakeOf(state, action, table);
    state = engine.act(state, action, table);
  }
  return { state, staked, view: engine.viewOf(state, table), win: engine.isOver(state) ? engine.winOf(state, table) : null };
}

describe('blackjack rules on chosen deals', () => {
  it('offers insurance on an ace; taken against a dealer blackjack it pays 2:1 and the hand loses its bet', () => {
    const offered = play([9, A, 8, K], []);
    expect(engine.allowed(offered.state, table)).toEqual(['insurance', 'noInsurance']);
    expect(offered.view.dealer.cards[1]).toBeNull();
    const { state, staked, win, view } = play([9, A, 8, K], ['insurance']);
    expect(engine.isOver(state)).toBe(true);
    expect(staked).toBe(150);
    expect(win).toBe(150);
    expect(view.hands[0]?.result).toBe('lose');
    expect(view.insurancePay).toBe(150);
    expect(view.dealer.cards[1]).toEqual({ rank: K, suit: 's' });
  });

  it('pushes a player blackjack against a dealer blackjack (insured: even money in all)', () => {
    expect(play([A, A, K, Q], ['noInsurance']).win).toBe(100);
    expect(play([A, A, K, Q], ['insurance']).win).toBe(250);
  });

  it('loses insurance when the dealer has no blackjack, and play goes on', () => {
    const { state, staked } = play([9, A, 8, 7], ['insurance']);
    expect(staked).toBe(150);
    expect(state.phase).toBe('player');
    expect(engine.allowed(state, table)).toEqual(['hit', 'stand']);
    const done = play([9, A, 8, 7], ['insurance', 'stand']);
    // 17 against the dealer's soft 18: lost, insurance lost.
    expect(done.view.dealer.count).toEqual({ total: 18, soft: true });
    expect(done.win).toBe(0);
  });

  it('ends at the deal on a dealer blackjack under a ten, insurance not offered', () => {
    const { state, win } = play([9, K, 8, A], []);
    expect(engine.isOver(state)).toBe(true);
    expect(state.insurance).toBe('none');
    expect(win).toBe(0);
  });

  it('pays a blackjack 3:2, rounded down to whole minor units', () => {
    expect(play([A, 9, K, 8], []).win).toBe(250);
    expect(play([A, 9, J, 8], [], 15).win).toBe(15 + 22);
    expect(play([A, 9, J, 8], []).view.hands[0]?.result).toBe('blackjack');
  });

  it('splits aces: one card each, and an ace and a ten after a split is 21 paid 1:1, not a blackjack', () => {
    const { state, staked, win, view } = play([A, 9, A, 8, K, 5], ['split']);
    expect(engine.isOver(state)).toBe(true);
    expect(staked).toBe(200);
    expect(state.hands.map((hand) => hand.cards.length)).toEqual([2, 2]);
    // 21 and soft 16 against the dealer's 17.
    expect(view.hands.map((hand) => hand.result)).toEqual(['win', 'lose']);
    expect(win).toBe(200);
  });

  it('splits a pair once, no resplit and no double after it, and settles each hand on its own', () => {
    const split = play([8, 6, 8, K, 8, 3], ['split']);
    expect(split.state.hands[0]?.cards).toHaveLength(2);
    expect(engine.allowed(split.state, table)).toEqual(['hit', 'stand']);
    // 16 stands; the second 8 takes a 3 (11), may not double after the split, hits a king: 21. The dealer busts on 16 + 10.
    const { view, win, staked } = play([8, 6, 8, K, 8, 3, K, J], ['split', 'stand', 'hit']);
    expect(staked).toBe(200);
    expect(view.hands.map((hand) => hand.count.total)).toEqual([16, 21]);
    expect(view.dealer.count.total).toBe(26);
    expect(win).toBe(400);
    // A king and a ten split as two cards of one value.
    expect(engine.allowed(play([K, 6, 10, 7], []).state, table)).toContain('split');
  });

  it('doubles on 9 to 11 only: twice the stake, one card, then the dealer plays', () => {
    expect(engine.allowed(play([5, 6, 7, 9], []).state, table)).toEqual(['hit', 'stand']);
    const { state, staked, win, view } = play([5, 6, 6, 10, 9], ['double']);
    expect(staked).toBe(200);
    expect(view.hands[0]).toMatchObject({ doubled: true, stake: 200, count: { total: 20, soft: false } });
    // The dealer's 16 draws the next card, a 2: 18.
    expect(state.dealer).toHaveLength(3);
    expect(win).toBe(400);
  });

  it('counts soft hands: an ace is 11 until that would bust', () => {
    const soft = play([A, 9, 6, 8], []);
    expect(soft.view.hands[0]?.count).toEqual({ total: 17, soft: true });
    const hard = play([A, 9, 6, 8, 10], ['hit']);
    expect(hard.view.hands[0]?.count).toEqual({ total: 17, soft: false });
  });

  it('has the dealer stand on a soft 17 and not draw at all when every hand busted', () => {
    const soft17 = play([10, 6, 10, A], ['stand']);
    expect(soft17.state.dealer).toHaveLength(2);
    expect(soft17.view.dealer.count).toEqual({ total: 17, soft: true });
    expect(soft17.win).toBe(200);
    const busted = play([10, 6, 6, 10, K], ['hit']);
    expect(busted.view.hands[0]?.result).toBe('bust');
    expect(busted.state.dealer).toHaveLength(2);
    expect(busted.win).toBe(0);
  });

  it('pushes a tie and stands a hand on 21 by itself', () => {
    expect(play([10, 9, 8, 9], ['stand']).win).toBe(100);
    const { state } = play([5, 9, 6, 8, K], ['hit']);
    expect(engine.isOver(state)).toBe(true);
    expect(state.hands[0]?.cards).toHaveLength(3);
  });

  it('refuses a stake that is not a whole positive amount', () => {
    expect(engine.refuse({ stake: 0 }, table)).toBe('blackjack.refused.stake');
    expect(engine.refuse({ stake: 1.5 }, table)).toBe('blackjack.refused.stake');
    expect(engine.refuse({ stake: 50 }, table)).toBeNull();
  });
});
