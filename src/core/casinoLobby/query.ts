import { CASINO_SORTS, type CasinoCategory, type CasinoFilter, type CasinoSort } from '../../protocol/casino/catalogue';

/**
 * What the lobby's rules read of a game: the catalogue's facts the filters
 * and the search look at, and its order keys. The server holds them for its
 * pages; the worker gets them in the search index (src/protocol/casino/lobbySearch.ts).
 */
export interface LobbyFacts {
  readonly id: number;
  readonly name: string;
  readonly provider: string;
  readonly providerName: string;
  readonly category: CasinoCategory;
  readonly subcategory: string;
  /** Higher is more played (the catalogue's popularity score). */
  readonly popularity: number;
  /** Release day as a sortable number (days since an epoch): higher is newer. */
  readonly released: number;
}

interface IndexedGame extends LobbyFacts {
  /** The name and the provider's name folded once (normaliseSearch), each word after a space. */
  readonly folded: string;
}

/** The catalogue prepared for the rules: every game in each order, its search text folded, built once per catalogue. */
export interface LobbyIndex {
  readonly orders: Readonly<Record<CasinoSort, readonly IndexedGame[]>>;
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

const byName = (a: LobbyFacts, b: LobbyFacts) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id);

/** Every order ends on the name and then the id, so a page boundary never moves between two reads of one catalogue. */
const ORDERS: Record<CasinoSort, (a: LobbyFacts, b: LobbyFacts) => number> = {
  popular: (a, b) => b.popularity - a.popularity || byName(a, b),
  new: (a, b) => b.released - a.released || byName(a, b),
  az: byName,
};

/** Folds every name once and sorts the catalogue once per order, so a search is one pass with no sort. */
export function buildLobbyIndex(games: readonly LobbyFacts[]): LobbyIndex {
  const indexed = games.map((g): IndexedGame => ({ ...g, folded: ` ${normaliseSearch(g.name)} ${normaliseSearch(g.providerName)}` }));
  const orders = Object.fromEntries(CASINO_SORTS.map((sort) => [sort, [...indexed].sort(ORDERS[sort])])) as Record<
    CasinoSort,
    IndexedGame[]
  >;
  return { orders };
}

/** The search's words, each to be found at the start of a word of the game's name or its provider's. */
const searchWords = (search: string | undefined): readonly string[] =>
  search === undefined
    ? []
    : normaliseSearch(search)
        .split(' ')
        .filter(Boolean)
        .map((word) => ` ${word}`);

/**
 * The ids of the games matching the filters, in the filter's order: each
 * filter must hold, and the game's name (or its provider's) must hold every
 * word of the search, each at the start of one of its words.
 */
export function searchLobby(index: LobbyIndex, filter: CasinoFilter): number[] {
  const words = searchWords(filter.q);
  const ids: number[] = [];
  for (const g of index.orders[filter.sort]) {
    if (filter.category !== undefined && g.category !== filter.category) continue;
    if (filter.subcategory !== undefined && g.subcategory !== filter.subcategory) continue;
    if (filter.provider !== undefined && g.provider !== filter.provider) continue;
    if (words.every((word) => g.folded.includes(word))) ids.push(g.id);
  }
  return ids;
}

/** One page of ids from offset `cursor`: `limit` of them, the count of all, and the next page's cursor (null on the last). */
export function pageOfIds(ids: readonly number[], cursor: number, limit: number) {
  const next = cursor + limit;
  return { ids: ids.slice(cursor, next), total: ids.length, cursor, nextCursor: next < ids.length ? next : null };
}
