import { fairDraws, serverSeedHash } from '../casino/fair';
import type { BingoVariant } from '../../protocol/bingo';
import { ballOrder, cardOf } from './cards';

/**
 * A game's randomness from its committed seed (SHA-256 shown before the buy
 * window): the ball order is draws of (seed, "balls", 0), card number n of
 * the game draws of (seed, "card", n). Once the game ended and the seed is
 * shown, anyone recomputes both.
 */
export const gameBalls = (variant: BingoVariant, seed: string): number[] =>
  ballOrder(variant, fairDraws({ serverSeed: seed, clientSeed: 'balls', nonce: 0 }));

export const gameCard = (variant: BingoVariant, seed: string, serial: number): number[] =>
  cardOf(variant, fairDraws({ serverSeed: seed, clientSeed: 'card', nonce: serial }));

/** True when the seed matches the hash shown and reproduces the balls called and every card. */
export function verifyGame(input: {
  readonly variant: BingoVariant;
  readonly seed: string;
  readonly seedHash: string;
  readonly called: readonly number[];
  readonly cards: readonly { readonly serial: number; readonly cells: readonly number[] }[];
}): boolean {
  if (serverSeedHash(input.seed) !== input.seedHash) return false;
  const balls = gameBalls(input.variant, input.seed);
  if (input.called.some((n, i) => balls[i] !== n)) return false;
  return input.cards.every((card) => gameCard(input.variant, input.seed, card.serial).every((n, i) => card.cells[i] === n));
}
