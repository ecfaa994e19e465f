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
  readonly odds: readonly [number, number, number] | null;
}

function oddsOf(game: SimGame): StoredGame['odds'] {
  const main = game.markets.find((m) => m.isMain);
  const [one, draw, two] = main?.outcomes ?? [];
  return main?.outcomes.length === 3 && one && draw && two ? [one.coefMilli / 1000, draw.coefMilli / 1000, two.coefMilli / 1000] : null;
}

/**
 * The games of a new draw: line games (not started) of three-way sports (1, X
 * and 2 all possible), starting at least `leadMs` from now and in no other
 * draw still being played; the section's preferred sports first, then by
 * start time; the draw lists them by start time. Null when the line has too few.
 */
export function pickDrawGames(
  world: World,
  section: TotoSectionConfig,
  taken: ReadonlySet<number>,
  now: number,
  leadMs: number,
): StoredGame[] | null {
  const rank = (slug: string): number => {
    const i = section.preferredSports.indexOf(slug);
    return i < 0 ? section.preferredSports.length : i;
  };
  const candidates = [...world.games.values()]
    .filter((g) => g.status === GAME_STATUS.line && g.startTime >= now + leadMs && !taken.has(g.id))
    .filter((g) => world.sports.get(g.sportId)?.rules.threeWay === true && oddsOf(g) !== null)
    .sort((a, b) => rank(world.sports.get(a.sportId)?.slug ?? '') - rank(world.sports.get(b.sportId)?.slug ?? '') || a.startTime - b.startTime || a.id - b.id);
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
