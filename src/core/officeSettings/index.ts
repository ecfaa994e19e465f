/** SPEC 3 Office settings: disallowed sports and favourite teams, applied by the worker's live projection and checked by the server. */
export {
  favoriteSet,
  favoritesFirst,
  isFavoriteGame,
  isGameHidden,
  isSportHidden,
  sectionOfStatus,
  uniqueIds,
  uniqueTeams,
  unknownSportIds,
  visibleGameIds,
  type BettingSection,
  type SettingsGameFacts,
} from './rules';
