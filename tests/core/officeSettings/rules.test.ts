import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  favoriteSet,
  favoritesFirst,
  isFavoriteGame,
  isGameHidden,
  uniqueTeams,
  unknownSportIds,
  visibleGameIds,
  type SettingsGameFacts,
} from '../../../src/core/officeSettings';
import { GAME_STATUS } from '../../../src/protocol/constants/gameStatus';

const SLUGS = ['arsenal', 'chelsea', 'spurs', 'lakers', 'celtics'];
const gameArb = fc.record({
  sportId: fc.integer({ min: 1, max: 4 }),
  status: fc.constantFrom(1, 2, 3, 4),
  team1Slug: fc.constantFrom(...SLUGS),
  team2Slug: fc.constantFrom(...SLUGS),
});
const gamesArb = fc.array(gameArb, { maxLength: 30 }).map((list) => {
  const games: Record<string, SettingsGameFacts> = {};
  list.forEach((g, i) => (games[i + 1] = g));
  return { games, ids: list.map((_, i) => i + 1) };
});
const sportsArb = fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 4 });
const favsArb = fc.uniqueArray(fc.record({ sportId: fc.integer({ min: 1, max: 4 }), slug: fc.constantFrom(...SLUGS) }), { maxLength: 6 });

const game = (over: Partial<SettingsGameFacts> = {}): SettingsGameFacts => ({
  sportId: 1,
  status: GAME_STATUS.live,
  team1Slug: 'arsenal',
  team2Slug: 'chelsea',
  ...over,
});

describe('disallowed sports', () => {
  it('hides a game by the section it is in now, never a finished one', () => {
    const settings = { disallow_line_sport: [2], disallow_live_sport: [1] };
    expect(isGameHidden(settings, game())).toBe(true);
    expect(isGameHidden(settings, game({ status: GAME_STATUS.break }))).toBe(true);
    expect(isGameHidden(settings, game({ status: GAME_STATUS.line }))).toBe(false);
    expect(isGameHidden(settings, game({ sportId: 2, status: GAME_STATUS.line }))).toBe(true);
    expect(isGameHidden(settings, game({ sportId: 2 }))).toBe(false);
    expect(isGameHidden(settings, game({ status: GAME_STATUS.finished }))).toBe(false);
  });

  it('never drops a game of an allowed sport and keeps the order', () => {
    fc.assert(
      fc.property(gamesArb, sportsArb, sportsArb, ({ games, ids }, line, live) => {
        const settings = { disallow_line_sport: line, disallow_live_sport: live };
        const shown = visibleGameIds(ids, games, settings);
        const allowed = ids.filter((id) => !isGameHidden(settings, games[id]!));
        expect(shown).toEqual(allowed);
        for (const id of shown) expect(isGameHidden(settings, games[id]!)).toBe(false);
      }),
    );
  });

  it('lets an id through whose game is not held', () => {
    expect(visibleGameIds([7], {}, { disallow_line_sport: [1], disallow_live_sport: [1] })).toEqual([7]);
  });

  it('names the sport ids the catalogue does not know, once each', () => {
    expect(unknownSportIds([1, 9, 9, 2], new Set([1, 2]))).toEqual([9]);
  });
});

describe('favourite teams', () => {
  it('marks a game where either side is a favourite of that sport', () => {
    const favs = favoriteSet([{ sportId: 1, slug: 'chelsea' }]);
    expect(isFavoriteGame(game(), favs)).toBe(true);
    expect(isFavoriteGame(game({ sportId: 2 }), favs)).toBe(false);
    expect(isFavoriteGame(game({ team2Slug: 'spurs' }), favs)).toBe(false);
  });

  it('puts favourites first within their sport, keeping every game and each sport its places', () => {
    fc.assert(
      fc.property(gamesArb, favsArb, ({ games, ids }, favs) => {
        const set = favoriteSet(favs);
        const out = favoritesFirst(ids, games, set);
        expect([...out].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
        out.forEach((id, place) => expect(games[id]!.sportId).toBe(games[ids[place]!]!.sportId));
        for (const sportId of new Set(ids.map((id) => games[id]!.sportId))) {
          const ofSport = out.filter((id) => games[id]!.sportId === sportId);
          const flags = ofSport.map((id) => isFavoriteGame(games[id]!, set));
          expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
          const fav = ids.filter((id) => games[id]!.sportId === sportId && isFavoriteGame(games[id]!, set));
          expect(ofSport.slice(0, fav.length)).toEqual(fav);
        }
      }),
    );
  });

  it('leaves a list without favourites as it was', () => {
    expect(favoritesFirst([3, 1, 2], { 1: game(), 2: game(), 3: game() }, new Set())).toEqual([3, 1, 2]);
  });

  it('keeps one entry per team', () => {
    expect(
      uniqueTeams([
        { sportId: 1, slug: 'a' },
        { sportId: 2, slug: 'a' },
        { sportId: 1, slug: 'a' },
      ]),
    ).toHaveLength(2);
  });
});
