/**
 * The office's casino history: the filters an address keeps, their server query,
 * a round's outcome as a list and a shared-table bet's facts.
 */
export { casinoHistoryApiQuery, casinoHistorySearchOf, NO_CASINO_HISTORY_FILTERS, readCasinoHistorySearch } from './filters';
export { outcomeEntries, winMultiplier } from './outcome';
export { sharedBetFacts } from './sharedBet';
