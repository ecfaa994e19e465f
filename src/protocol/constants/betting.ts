import type { BettingState } from '../live-client';

/**
 * Constants of the betting pages that the page reads as well as the worker.
 * src/protocol/live-client.ts re-exports them; they live here, apart from its
 * schemas, so the page's bundle does not carry the schema library.
 */

/**
 * Page types of SPEC 2 that show one championship (champ, epl, laliga,
 * europaleague, ipl: home, game, final) and the catalogue championship each
 * stands for; `champ` takes its championship from the query (champId).
 */
export const FEATURED_CHAMP_IDS = { epl: 101, laliga: 102, europaleague: 104, ipl: 6601 } as const;
export type FeaturedChampPage = keyof typeof FEATURED_CHAMP_IDS | 'champ';

/** Page types of SPEC 2 that show one sport, by its slug in the sports map. */
export const SPORT_PAGE_SLUGS = { ufc: 'ufc', marble: 'marble-racing', politics: 'politics' } as const;
export type SportPageType = keyof typeof SPORT_PAGE_SLUGS;

/**
 * Catalogue market type ids the game rows pick their markets by (the
 * server's MARKET_TYPES): the result for the European row, the handicap and
 * the total lines for the Asian one.
 */
export const MARKET_TYPE = { result: 1, handicap: 3, total: 4 } as const;

export const TIME_FILTERS = ['all', 'upcoming', 'firstPeriod', 'secondPeriod', 'recommended'] as const;

export const DEFAULT_BETTING_STATE: BettingState = {
  currentBettingType: 'live',
  groupByCategories: false,
  cyberFilterTypes: [],
  wideScoreboard: false,
  upcomingEvents: false,
  onlyWithVideos: false,
  filteredMarkets: [],
  timeFilter: 'all',
};
