import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blackjackEngine as engine } from '../../../../src/core/casino/blackjack/engine';
import { countOf, valueOf } from '../../../../src/core/casino/blackjack/count';
import { BLACKJACK_TABLES } from '../../../../src/core/casino/blackjack/tables';
import { fairDraws, type RoundSeeds } from '../../../../src/core/casino/fair';
import type { BlackjackAction, BlackjackState } from '../../../../src/protocol/casino/blackjack';
import { BLACKJACK_ACTIONS, blackjackStateSchema, blackjackViewSchema } from '../../../../src/protocol/casino/blackjack';

const table = BLACKJACK_TABLES['single-deck-s17'];
const seeds = fc.record({ serverSeed: fc.string({ minLength: 1 }), clientSeed: fc.string(), nonce: fc.nat() });
/** The player's choices: each picks one of the actions allowed at that moment, so every line of play is reachable. */
const choices = fc.array(fc.nat(), { maxLength: 40 });
const stakes = fc.integer({ min: 1, max: 100_000 });

/** A round far longer than any possible one: an ace, deuces and treys reach 21 in at most 11 cards a hand. */
const MOST_ACTIONS = 30;

interface Played {
  readonly states: BlackjackState[];
  readonly actions: BlackjackAction[];
  /** Stake at the start plus every action's extra stake. */
  readonly staked: number;
}

function playOut(round: RoundSeeds, stake: number, picks: readonly number[]): Played {
  let state = engine.start(fairDraws(round), { stake }, table);
  const states = [state];
  const actions: BlackjackAction[] = [];
  let staked = engine.stakeOf({ stake });
  for (let i = 0; !engine.isOver(state); i += 1) {
    if (i >= MOST_ACTIONS) throw new Error('the round did not end');
    const allowed = engine.allowed(state, table);
    const action = allowed[(picks[i] ?? 0) % allowed.length] as BlackjackAction;
    staked += engine.extraStakeOf(state, action, table);
    state = engine.act(state, action, table);
    states.push(state);
    actions.push(action);
  }
  return { states, actions, staked };
}

const lastOf = (played: Played) => played.states.at(-1) as BlackjackState;
const dealt = (state: BlackjackState) => [...state.hands.flatMap((hand) => hand.cards), ...state.dealer];
const props = { numRuns: 300 };

describe('a blackjack round', () => {
  it('replays from the same seeds and actions to the same states, and its state is what the schema stores', () => {
    fc.assert(
      fc.property(seeds, stakes, choices, (round, stake, picks) => {
        const played = playOut(round, stake, picks);
        let state = engine.start(fairDraws(round), { stake }, table);
        for (const action of played.actions) state = engine.act(state, action, table);
        expect(state).toEqual(lastOf(played));
        expect(blackjackStateSchema.parse(state)).toEqual(state);
      }),
      props,
    );
  });

  it('deals distinct cards, in the deck order from its top, and never shows the hole card or the deck before the end', () => {
    fc.assert(
      fc.property(seeds, stakes, choices, (round, stake, picks) => {
        for (const state of playOut(round, stake, picks).states) {
          const cards = dealt(state);
          expect(new Set(cards).size).toBe(cards.length);
          expect([...cards].sort((a, b) => a - b)).toEqual(state.deck.slice(0, state.next).sort((a, b) => a - b));
          const view = blackjackViewSchema.parse(engine.viewOf(state, table));
          const faceDown = view.dealer.cards.filter((card) => card === null).length;
          expect(faceDown).toBe(engine.isOver(state) ? 0 : 1);
          if (!engine.isOver(state)) expect(view.dealer.cards).toHaveLength(2);
          expect(JSON.stringify(view)).not.toContain('deck');
        }
      }),
      props,
    );
  });

  it('has the dealer draw below 17 and stand on every 17, soft 17 included, when a hand is left to beat', () => {
    fc.assert(
      fc.property(seeds, choices, (round, picks) => {
        const state = lastOf(playOut(round, 100, picks));
        const { dealer } = state;
        for (let n = 2; n < dealer.length; n += 1) expect(countOf(dealer.slice(0, n)).total).toBeLessThan(17);
        const handLeft = state.hands.some((hand) => countOf(hand.cards).total <= 21);
        const blackjackEnded =
          state.hands.length === 1 && state.hands[0]!.cards.length === 2 && countOf(state.hands[0]!.cards).total === 21;
        const dealerBlackjack = countOf(dealer.slice(0, 2)).total === 21;
        if (handLeft && !blackjackEnded && !dealerBlackjack) expect(countOf(dealer).total).toBeGreaterThanOrEqual(17);
        else expect(dealer).toHaveLength(2);
      }),
      props,
    );
  });

  it('offers only legal actions: the rest are refused, and each offered one is a legal move of the rules', () => {
    fc.assert(
      fc.property(seeds, stakes, choices, (round, stake, picks) => {
        for (const state of playOut(round, stake, picks).states) {
          const allowed = engine.allowed(state, table);
          for (const action of BLACKJACK_ACTIONS) {
            if (!allowed.includes(action)) expect(() => engine.act(state, action, table)).toThrow(RangeError);
          }
          if (engine.isOver(state)) expect(allowed).toEqual([]);
          const hand = state.hands[state.active]!;
          const insurance = state.phase === 'insurance';
          expect(insurance).toBe(allowed.includes('insurance'));
          if (insurance) expect(valueOf(state.dealer[0]!)).toBe(1);
          if (allowed.includes('double')) {
            expect(hand.cards).toHaveLength(2);
            expect(state.hands).toHaveLength(1);
            expect([9, 10, 11]).toContain(countOf(hand.cards).total);
          }
          if (allowed.includes('split')) {
            expect(state.hands).toHaveLength(1);
            expect(hand.cards).toHaveLength(2);
            expect(valueOf(hand.cards[0]!)).toBe(valueOf(hand.cards[1]!));
          }
          if (allowed.includes('hit')) expect(countOf(hand.cards).total).toBeLessThan(21);
        }
      }),
      props,
    );
  });

  it('stakes the bet and each action extra, pays whole non-negative amounts, and settles each hand on its own', () => {
    fc.assert(
      fc.property(seeds, stakes, choices, (round, stake, picks) => {
        const played = playOut(round, stake, picks);
        const state = lastOf(played);
        const insured = state.insurance === 'taken' ? Math.floor(stake / 2) : 0;
        expect(played.staked).toBe(state.hands.reduce((sum, hand) => sum + hand.stake, 0) + insured);
        const win = engine.winOf(state, table);
        expect(Number.isInteger(win) && win >= 0).toBe(true);
        const view = engine.viewOf(state, table);
        expect(view.win).toBe(win);
        // Each hand against the dealer, worked out here from the rules as a player reads them.
        const dealer = countOf(state.dealer).total;
        const dealerBlackjack = state.dealer.length === 2 && dealer === 21;
        state.hands.forEach((hand, i) => {
          const total = countOf(hand.cards).total;
          const blackjack = state.hands.length === 1 && hand.cards.length === 2 && total === 21;
          const expected = dealerBlackjack
            ? blackjack
              ? hand.stake
              : 0
            : blackjack
              ? hand.stake + Math.floor((hand.stake * 3) / 2)
              : total > 21
                ? 0
                : dealer > 21 || total > dealer
                  ? 2 * hand.stake
                  : total === dealer
                    ? hand.stake
                    : 0;
          expect(view.hands[i]!.pay).toBe(expected);
          expect(hand.stake).toBe(hand.doubled ? 2 * stake : stake);
        });
        const insurancePay = insured > 0 && dealerBlackjack ? 3 * insured : 0;
        expect(win).toBe(view.hands.reduce((sum, hand) => sum + (hand.pay ?? 0), 0) + insurancePay);
      }),
      props,
    );
  });
});
