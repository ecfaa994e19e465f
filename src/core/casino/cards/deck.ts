import type { FairDraws } from '../fair';

export const SUITS = ['c', 'd', 'h', 's'] as const;
export type Suit = (typeof SUITS)[number];
/** 2..10, then 11 jack, 12 queen, 13 king, 14 ace. */
export type Rank = 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14;
export const RANKS: readonly Rank[] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];

/** A card as a number 0..51: rank (rank - 2) * 4 + suit index. Small to store, easy to compare. */
export type Card = number;

export const DECK_SIZE = 52;

export const rankOf = (card: Card): Rank => (Math.floor(card / 4) + 2) as Rank;
export const suitOf = (card: Card): Suit => SUITS[card % 4] as Suit;
export const cardOf = (rank: Rank, suit: Suit): Card => (rank - 2) * 4 + SUITS.indexOf(suit);

/** A fresh 52-card deck in order, 2 of clubs first. */
export function orderedDeck(): Card[] {
  return Array.from({ length: DECK_SIZE }, (_, card) => card);
}

/**
 * One deck shuffled from the round's fair draws (Fisher-Yates, each position
 * chosen with `draws.int`, so every order is equally likely and the order is
 * the seeds' alone). Reads 51 numbers, and a few more when a draw is read again.
 */
export function shuffledDeck(draws: FairDraws): Card[] {
  const deck = orderedDeck();
  for (let i = 0; i < deck.length - 1; i += 1) {
    const j = i + draws.int(deck.length - i);
    const held = deck[i] as Card;
    deck[i] = deck[j] as Card;
    deck[j] = held;
  }
  return deck;
}
