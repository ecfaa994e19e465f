/**
 * The header's catalogue search: one question over everything the site
 * offers, answered by the worker from the whole catalogue (not only what a
 * page watches). A vertical that adds its own results (the casino's games)
 * adds a field to CatalogueSearchResult here and its part of the answer in
 * the worker.
 */

export interface CatalogueSearchRequest {
  readonly text: string;
  /** The player's language: names are matched and answered in it, paths start with it. */
  readonly lang: string;
  /** At most this many results of each kind. */
  readonly limit: number;
}

/**
 * What every result carries besides its own fields: its sport (the sport
 * icon's slug, and whether it is a cyber sport), and where the typed text is
 * in the name shown, as [start, end) in UTF-16 units of `name`; null when
 * the name shown does not hold it (a championship found by its English name).
 */
export interface SearchResultFacts {
  readonly sportSlug: string;
  readonly isCyber: boolean;
  readonly match: readonly [start: number, end: number] | null;
}

export interface SearchGame extends SearchResultFacts {
  readonly id: number;
  /** "Arsenal — Chelsea" */
  readonly name: string;
  readonly sportId: number;
  readonly champName: string;
  readonly startTime: number;
  readonly isLive: boolean;
  /** The game's page, with the language: /en/live/sports/1-football/101-premier-league/10007-arsenal-chelsea */
  readonly path: string;
}

export interface SearchChamp extends SearchResultFacts {
  readonly id: number;
  readonly name: string;
  readonly sportId: number;
  readonly path: string;
}

export interface SearchTeam extends SearchResultFacts {
  readonly name: string;
  readonly sportId: number;
  /** The team's id (slug of its English name), as favourite teams name it. */
  readonly slug: string;
  readonly path: string;
}

/** Best first: a name that starts with the text, then one with a word that does, then any; live before line. */
export interface CatalogueSearchResult {
  readonly games: readonly SearchGame[];
  readonly champs: readonly SearchChamp[];
  readonly teams: readonly SearchTeam[];
}

export const EMPTY_SEARCH_RESULT: CatalogueSearchResult = { games: [], champs: [], teams: [] };

/** The most results of one kind a search answers, whatever the limit asked. */
export const MAX_SEARCH_LIMIT = 50;

declare module './api' {
  interface QueryCatalogue {
    searchCatalogue: {
      input: { readonly text: string; readonly lang: string; readonly limit: number };
      output: CatalogueSearchResult;
    };
  }
}
