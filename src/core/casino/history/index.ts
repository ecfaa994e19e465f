/** The office's casino history: the filters an address keeps, their server query, and a round's outcome as a list. */
export { casinoHistoryApiQuery, casinoHistorySearchOf, NO_CASINO_HISTORY_FILTERS, readCasinoHistorySearch } from './filters';
export { outcomeEntries, winMultiplier } from './outcome';
