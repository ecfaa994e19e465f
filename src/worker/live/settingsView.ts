import { favoriteSet, favoritesFirst, isFavoriteGame, isSportHidden, visibleGameIds } from '../../core/officeSettings';
import type { LiveGames } from '../../core/live';
import type { CatalogueEntry, LiveGameView } from '../../protocol/live-client';
import type { Game } from '../../protocol/schemas/live';
import { EMPTY_BETTING_SETTINGS, type BettingSettings } from '../../protocol/officeSettings';

/**
 * The player's office settings applied to the live projection (rules in
 * src/core/officeSettings): lists and the sports menu without the sports the
 * player disallowed for that section, favourite teams' games first within
 * their sport and marked. Kept per settings object, so a projection built
 * again with the same settings and lists gives the same objects.
 */
export class SettingsViews {
  private settings: BettingSettings = EMPTY_BETTING_SETTINGS;
  private favorites: ReadonlySet<string> = new Set();
  private menus = new WeakMap<CatalogueEntry, CatalogueEntry>();

  /** Takes the settings of this build; true when they are not the last build's. */
  use(settings: BettingSettings | undefined): boolean {
    const next = settings ?? EMPTY_BETTING_SETTINGS;
    if (next === this.settings) return false;
    this.settings = next;
    this.favorites = favoriteSet(next.favorite_teams);
    this.menus = new WeakMap();
    return true;
  }

  /** A topic's list: without hidden sports, favourites first within their sport. */
  list(ids: readonly number[], held: LiveGames): number[] {
    return favoritesFirst(visibleGameIds(ids, held, this.settings), held, this.favorites);
  }

  /** A game view marked when one of its teams is a favourite (every list's row shows the mark). */
  mark(game: Game, view: LiveGameView): LiveGameView {
    return this.favorites.size > 0 && isFavoriteGame(game, this.favorites) ? { ...view, favorite: true } : view;
  }

  /** The sports menu of a section without the sports the player disallowed there. */
  menu(entry: CatalogueEntry): CatalogueEntry {
    if (entry.status !== 'ready' || entry.data.kind !== 'menu') return entry;
    const kept = this.menus.get(entry);
    if (kept) return kept;
    const data = entry.data;
    const sports = data.sports.filter((s) => !isSportHidden(this.settings, data.section, s.sportId));
    const view: CatalogueEntry = sports.length === data.sports.length ? entry : { status: 'ready', data: { ...data, sports } };
    this.menus.set(entry, view);
    return view;
  }
}
