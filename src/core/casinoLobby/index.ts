export { matchesFilter, matchesSearch, normaliseSearch, pageOfGames, sortGames, type ListedGame } from './query';
