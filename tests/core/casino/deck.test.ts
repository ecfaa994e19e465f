import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardOf, DECK_SIZE, rankOf, shuffledDeck, suitOf } from '../../../src/core/casino/cards/deck';
import { fairDraws } from '../../../src/core/casino/fair';

describe('the shuffled deck', () => {
  it('is a permutation of the 52 cards, the same for the same seeds, read with 51 numbers', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.nat(1000), (serverSeed, clientSeed, nonce) => {
        const draws = fairDraws({ serverSeed, clientSeed, nonce });
        const deck = shuffledDeck(draws);
        expect(draws.count).toBeGreaterThanOrEqual(51);
        expect([...deck].sort((a, b) => a - b)).toEqual(Array.from({ length: DECK_SIZE }, (_, i) => i));
        expect(shuffledDeck(fairDraws({ serverSeed, clientSeed, nonce }))).toEqual(deck);
      }),
      { numRuns: 50 },
    );
  });

  it('names each card by rank and suit both ways', () => {
    for (let card = 0; card < DECK_SIZE; card += 1) expect(cardOf(rankOf(card), suitOf(card))).toBe(card);
    expect(rankOf(cardOf(14, 's'))).toBe(14);
  });
});
