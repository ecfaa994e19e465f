/** The office bet history: the filters an address keeps, their server query, and a placed system coupon's lines. */
export {
  historyApiQuery,
  historySearchOf,
  readHistorySearch,
  NO_HISTORY_FILTERS,
  type HistoryAddress,
  type HistoryApiQuery,
  type HistoryFilters,
} from './filters';
export { historyLinesOf, type HistoryLine, type HistoryLines, type PlacedCouponLegs } from './lines';
