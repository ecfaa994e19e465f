import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairDraws } from '../../../../src/core/casino/fair';
import { handOf } from '../../../../src/core/casino/videoPoker/hands';
import { finalCards, videoPokerEngine } from '../../../../src/core/casino/videoPoker/engine';
import { optimalReturn } from '../../../../src/core/casino/videoPoker/optimalReturn';
import type { VideoPokerTable } from '../../../../src/protocol/casino/videoPoker';
import { cards } from './cards';

const table = videoPokerEngine.tables['jacks-9-6'] as VideoPokerTable;
const seeds = fc.record({ serverSeed: fc.string({ minLength: 1 }), clientSeed: fc.string(), nonce: fc.nat() });

describe('the video poker hands', () => {
  it.each([
    ['Th Jh Qh Kh Ah', 'royalFlush'],
    ['Ah 2h 3h 4h 5h', 'straightFlush'],
    ['9c 9d 9h 9s 2c', 'fourOfAKind'],
    ['9c 9d 9h 2s 2c', 'fullHouse'],
    ['2h 5h 8h Jh Kh', 'flush'],
    ['Ac 2d 3h 4s 5c', 'straight'],
    ['Tc Jd Qh Ks Ac', 'straight'],
    ['7c 7d 7h 2s 9c', 'threeOfAKind'],
    ['4c 4d 9h 9s Kc', 'twoPair'],
    ['Jc Jd 4h 8s 2c', 'jacksOrBetter'],
    ['Tc Td 4h 8s 2c', null],
    ['Ac Kd Qh 5s 2c', null],
    ['Qc Kd Ah 2s 3c', null],
  ])('%s is %s', (hand, name) => expect(handOf(cards(hand))).toBe(name));
});

describe('the video poker engine', () => {
  it('deals five of a shuffled deck, lets any of 32 holds draw, replaces the others in order and pays the final hand', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 0, max: 31 }), fc.integer({ min: 1, max: 10_000 }), (round, hold, stake) => {
        const state = videoPokerEngine.start(fairDraws(round), { stake }, table);
        expect(new Set(state.deck).size).toBe(10);
        expect(videoPokerEngine.viewOf(state, table)).toEqual({ stake, cards: state.deck.slice(0, 5), held: null, hand: null, win: 0 });
        expect(videoPokerEngine.allowed(state, table)).toHaveLength(32);
        expect(videoPokerEngine.isOver(state)).toBe(false);
        const action = { type: 'draw' as const, hold };
        expect(videoPokerEngine.extraStakeOf(state, action, table)).toBe(0);
        const over = videoPokerEngine.act(state, action, table);
        const final = finalCards(over);
        final.forEach((card, i) => {
          if (hold & (1 << i)) expect(card).toBe(state.deck[i]);
          else expect(state.deck.slice(5)).toContain(card);
        });
        const hand = handOf(final);
        expect(videoPokerEngine.isOver(over)).toBe(true);
        expect(videoPokerEngine.allowed(over, table)).toEqual([]);
        expect(videoPokerEngine.winOf(over, table)).toBe(hand ? stake * table.pays[hand] : 0);
        expect(videoPokerEngine.viewOf(over, table)).toMatchObject({ cards: final, held: hold, hand });
        // The same seeds deal the same cards.
        expect(videoPokerEngine.start(fairDraws(round), { stake }, table)).toEqual(state);
      }),
      { numRuns: 200 },
    );
  });

  it('states the 9/6 return with optimal play, 99.54 %, as recomputed from the paytable', () => {
    const computed = optimalReturn(table);
    expect(computed).toBeCloseTo(0.99544, 5);
    expect(videoPokerEngine.exactRtp(table)).toBe(computed);
  });

  it('finds no stored return for a paytable it was not computed for', () => {
    expect(() => videoPokerEngine.exactRtp({ pays: { ...table.pays, fullHouse: 8 } })).toThrow(/video-poker-returns/);
  });
});
