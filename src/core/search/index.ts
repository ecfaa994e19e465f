/** The header's catalogue search: folding, match tiers, and the prepared index a search scans. */
export { buildSearchIndex, searchCatalogue, type SearchIndex } from './catalogue';
export { foldText, matchRange } from './fold';
export { bestTier, matchTier, type MatchTier } from './match';
