import { GAME_STATUS } from '../../protocol/constants/gameStatus';
import type { BettingSettings, FavoriteTeamRef } from '../../protocol/officeSettings';

/** The facts of a game the player's settings look at. */
export interface SettingsGameFacts {
  readonly sportId: number;
  readonly status: number;
  readonly team1Slug: string;
  readonly team2Slug: string;
}

export type BettingSection = 'live' | 'line';

type SportLists = Pick<BettingSettings, 'disallow_line_sport' | 'disallow_live_sport'>;

/** SPEC 3 Office settings: a sport the player disallowed for a section is not shown there. */
export function isSportHidden(settings: SportLists, section: BettingSection, sportId: number): boolean {
  return (section === 'live' ? settings.disallow_live_sport : settings.disallow_line_sport).includes(sportId);
}

/** The section a game is in now; a finished game is in neither (results are never hidden). */
export function sectionOfStatus(status: number): BettingSection | null {
  if (status === GAME_STATUS.line) return 'line';
  if (status === GAME_STATUS.live || status === GAME_STATUS.break) return 'live';
  return null;
}

/** A game of a sport the player disallowed for the section the game is in (a line game may go live into a shown sport). */
export function isGameHidden(settings: SportLists, game: Pick<SettingsGameFacts, 'sportId' | 'status'>): boolean {
  const section = sectionOfStatus(game.status);
  return section !== null && isSportHidden(settings, section, game.sportId);
}

/** Game ids the settings let through, in their order; ids of games not held pass (nothing is known to hide them). */
export function visibleGameIds(
  ids: readonly number[],
  games: Readonly<Record<string, Pick<SettingsGameFacts, 'sportId' | 'status'> | undefined>>,
  settings: SportLists,
): number[] {
  return ids.filter((id) => {
    const game = games[id];
    return !game || !isGameHidden(settings, game);
  });
}

const teamKey = (sportId: number, slug: string): string => `${sportId}:${slug}`;

/** A lookup of favourite teams by sport and slug. */
export function favoriteSet(teams: readonly FavoriteTeamRef[]): ReadonlySet<string> {
  return new Set(teams.map((t) => teamKey(t.sportId, t.slug)));
}

/** A game one of whose sides is a favourite team of its sport. */
export function isFavoriteGame(game: SettingsGameFacts, favorites: ReadonlySet<string>): boolean {
  return favorites.has(teamKey(game.sportId, game.team1Slug)) || favorites.has(teamKey(game.sportId, game.team2Slug));
}

/**
 * Favourites first within their sport: each sport keeps the places its games
 * hold in the list, and inside them its favourite games come first, both
 * parts in their old order. A list of one sport simply starts with the
 * favourites; games of other sports never move. Ids of games not held stay.
 */
export function favoritesFirst(
  ids: readonly number[],
  games: Readonly<Record<string, SettingsGameFacts | undefined>>,
  favorites: ReadonlySet<string>,
): number[] {
  if (favorites.size === 0) return [...ids];
  const bySport = new Map<number, { places: number[]; fav: number[]; rest: number[] }>();
  ids.forEach((id, place) => {
    const game = games[id];
    if (!game) return;
    let group = bySport.get(game.sportId);
    if (!group) bySport.set(game.sportId, (group = { places: [], fav: [], rest: [] }));
    group.places.push(place);
    (isFavoriteGame(game, favorites) ? group.fav : group.rest).push(id);
  });
  const out = [...ids];
  for (const group of bySport.values()) {
    const ordered = [...group.fav, ...group.rest];
    group.places.forEach((place, i) => (out[place] = ordered[i] as number));
  }
  return out;
}

/** Sport ids not in the catalogue's list (the server refuses a list that names one). */
export function unknownSportIds(ids: readonly number[], known: ReadonlySet<number>): number[] {
  return [...new Set(ids.filter((id) => !known.has(id)))];
}

/** One entry per sport id, in the order first given: a list saved twice reads the same. */
export function uniqueIds(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

/** One entry per team, in the order first given. */
export function uniqueTeams<T extends FavoriteTeamRef>(teams: readonly T[]): T[] {
  const seen = new Set<string>();
  return teams.filter((t) => {
    const key = teamKey(t.sportId, t.slug);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
