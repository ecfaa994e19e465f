import { daubedCells, missing } from '../../core/bingo/patterns';
import type { BingoCard, BingoCardView, BingoGame } from '../../protocol/bingo';

/** The player's cards of the game on show, each daubed by the balls called so far (auto-daub). */
export function cardViews(cards: readonly BingoCard[], game: BingoGame | null): BingoCardView[] {
  const called = new Set(game?.called ?? []);
  return cards
    .filter((card) => card.gameId === game?.gameId)
    .map((card) => ({ ...card, daubed: daubedCells(game?.variant ?? '75', card.cells, called), toGo: missing(card.cells, called) }));
}
