/** Betting state (SPEC 3) and time filters: the player's choices on the betting pages, as events. */
export { decide } from './decide';
export { evolve } from './evolve';
export { initialBettingState, type BettingState } from './state';
export { matchesTimeFilter, filteredMarketsText, parseFilteredMarkets, UPCOMING_WINDOW_MS, type TimeFilterFacts } from './filters';
