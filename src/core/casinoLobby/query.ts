import type { CasinoFilter, CasinoGame, CasinoGamesPage, CasinoSort } from '../../protocol/casino/catalogue';

/** What the lobby's rules read of a game: the catalogue's own facts, plus its order keys. */
export interface ListedGame {
  readonly game: CasinoGame;
  /** Higher is more played (the catalogue's popularity score). */
  readonly popularity: number;
  /** Release day as a sortable number (days since an epoch): higher is newer. */
  readonly released: number;
}

/**
 * A search text as it is compared: lower case, accents dropped, anything but
 * letters and digits one space. "Book of Ra" and "book-of ra" match alike.
 */
export function normaliseSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether a game's name (or its provider's) holds every word of the search, each at the start of one of its words. */
export function matchesSearch(game: CasinoGame, search: string): boolean {
  const words = normaliseSearch(search).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = ` ${normaliseSearch(game.name)} ${normaliseSearch(game.providerName)}`;
  return words.every((word) => haystack.includes(` ${word}`));
}

export function matchesFilter(game: CasinoGame, filter: CasinoFilter): boolean {
  if (filter.category !== undefined && game.category !== filter.category) return false;
  if (filter.subcategory !== undefined && game.subcategory !== filter.subcategory) return false;
  if (filter.provider !== undefined && game.provider !== filter.provider) return false;
  return filter.q === undefined || matchesSearch(game, filter.q);
}

const byName = (a: ListedGame, b: ListedGame) => (a.game.name < b.game.name ? -1 : a.game.name > b.game.name ? 1 : a.game.id - b.game.id);

/** Every order ends on the name and then the id, so a page boundary never moves between two reads of one catalogue. */
const ORDERS: Record<CasinoSort, (a: ListedGame, b: ListedGame) => number> = {
  popular: (a, b) => b.popularity - a.popularity || byName(a, b),
  new: (a, b) => b.released - a.released || byName(a, b),
  az: byName,
};

export function sortGames(games: readonly ListedGame[], sort: CasinoSort): ListedGame[] {
  return [...games].sort(ORDERS[sort]);
}

/** One page of the filtered, sorted catalogue: `limit` games from offset `cursor`. */
export function pageOfGames(all: readonly ListedGame[], filter: CasinoFilter, cursor: number, limit: number): CasinoGamesPage {
  const matching = sortGames(
    all.filter((g) => matchesFilter(g.game, filter)),
    filter.sort,
  );
  const games = matching.slice(cursor, cursor + limit).map((g) => g.game);
  const next = cursor + limit;
  return { games, total: matching.length, cursor, nextCursor: next < matching.length ? next : null };
}
