import { GAME_STATUS } from '../../src/protocol/schemas/live';
import type { TotoSectionConfig } from '../config/toto';
import type { SimGame, World } from '../live/world';

/** A game as a draw stores it: names in both catalogue languages and the line's 1/X/2 odds when the draw was made. */
export interface StoredGame {
  readonly gameId: number;
  readonly sport: { readonly en: string; readonly ru: string };
  readonly champ: { readonly en: string; readonly ru: string };
  readonly team1: { readonly en: string; readonly ru: string };
  readonly team2: { readonly en: string; readonly ru: string };
  readonly startTime: number;
  /** Null for X in a two-way sport (no draw: X can win only a void game). */
  readonly odds: readonly [number, number | null, number] | null;
}

/** The main market's 1, X and 2 odds: three outcomes, or two in a sport without draws; null for any other shape. */
function oddsOf(game: SimGame): StoredGame['odds'] {
  const outcomes = game.markets.find((m) => m.isMain)?.outcomes ?? [];
  const coefs = outcomes.map((o) => o.coefMilli / 1000);
  if (coefs.length === 3) return [coefs[0] as number, coefs[1] as number, coefs[2] as number];
  return coefs.length === 2 ? [coefs[0] as number, null, coefs[1] as number] : null;
}

/**
 * The games of a new draw: line games (not started) with a 1/X/2 or 1/2 main
 * market, starting at least `leadMs` from now and in no other draw still
 * being played. The section's preferred sports first, then other three-way
 * sports (where 1, X and 2 all make sense), and only when those are too few
 * sports without draws; within each by start time. The draw lists them by
 * start time. Null when the line has too few.
 */
export function pickDrawGames(
  world: World,
  section: TotoSectionConfig,
  taken: ReadonlySet<number>,
  now: number,
  leadMs: number,
): StoredGame[] | null {
  const rank = (game: SimGame): number => {
    const sport = world.sports.get(game.sportId);
    const preferred = section.preferredSports.indexOf(sport?.slug ?? '');
    if (preferred >= 0) return preferred;
    return section.preferredSports.length + (sport?.rules.threeWay ? 0 : 1);
  };
  const candidates = [...world.games.values()]
    .filter((g) => g.status === GAME_STATUS.line && g.startTime >= now + leadMs && !taken.has(g.id) && oddsOf(g) !== null)
    .sort((a, b) => rank(a) - rank(b) || a.startTime - b.startTime || a.id - b.id);
  if (candidates.length < section.games) return null;
  return candidates
    .slice(0, section.games)
    .sort((a, b) => a.startTime - b.startTime || a.id - b.id)
    .map((g) => {
      const sport = world.sports.get(g.sportId);
      const champ = world.champs.get(g.champId);
      return {
        gameId: g.id,
        sport: { en: sport?.nameEn ?? '', ru: sport?.nameRu ?? '' },
        champ: { en: champ?.nameEn ?? '', ru: champ?.nameRu ?? '' },
        team1: { en: g.opponent1En, ru: g.opponent1Ru },
        team2: { en: g.opponent2En, ru: g.opponent2Ru },
        startTime: g.startTime,
        odds: oddsOf(g),
      };
    });
}
