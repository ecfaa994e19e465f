import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, foldText, matchRange, searchCatalogue } from '../../../src/core/search';
import { catalogueIndex, champ, indexGame } from '../../support/catalogueIndex';

const champs = [
  champ(101, 1, 'Premier League', 'England'),
  champ(103, 1, 'Russian Premier League', 'Russia'),
  champ(102, 1, 'LaLiga', 'Spain'),
  champ(4001, 40, 'IEM Major', 'World'),
  champ(999, 1, 'Empty Cup', 'World', 0),
];
const games = [
  indexGame(1, [2, 3, 4], {
    champId: 102,
    opponent1: 'Atlético Madrid',
    opponent2: 'Real Madrid',
    team1Slug: 'atletico-madrid',
    team2Slug: 'real-madrid',
    startTime: 300,
  }),
  indexGame(2, [2, 3, 4], {
    champId: 102,
    opponent1: 'Sevilla',
    opponent2: 'Real Betis',
    team1Slug: 'sevilla',
    team2Slug: 'real-betis',
    startTime: 100,
    status: 2,
  }),
  indexGame(3, [2, 3, 4], {
    champId: 101,
    opponent1: 'Arsenal',
    opponent2: 'Real Sociedad',
    team1Slug: 'arsenal',
    team2Slug: 'real-sociedad',
    startTime: 200,
  }),
  indexGame(4, [2, 3], {
    sportId: 40,
    champId: 4001,
    opponent1: 'Natus Vincere',
    opponent2: 'Team Spirit',
    team1Slug: 'natus-vincere',
    team2Slug: 'team-spirit',
    status: 2,
  }),
  indexGame(5, [2, 3, 4], {
    champId: 101,
    opponent1: 'Surreal FC',
    opponent2: 'Chelsea',
    team1Slug: 'surreal-fc',
    team2Slug: 'chelsea',
    startTime: 50,
  }),
  indexGame(6, [2, 3, 4], { champId: 101, opponent1: 'Zenit', opponent2: 'Liverpool', status: 4 }),
];
const index = buildSearchIndex(catalogueIndex(games, champs), 'en');

describe('catalogue search', () => {
  it('folds case, diacritics and punctuation, in any script', () => {
    expect(foldText('Atlético  MADRID!')).toBe('atletico madrid');
    expect(foldText('Свёнтек')).toBe('свентек');
    expect(foldText('Straße (Boulevard)')).toBe('strasse boulevard');
    expect(foldText('مَدْرِيد')).toBe('مدريد');
  });

  it('ranks names that start with the text first, then a word that does, then any; live before line within each', () => {
    const found = searchCatalogue(index, 'real', 10);
    // "Real Betis" (live) and "Real Madrid"/"Real Sociedad" start with it; "Surreal FC" only holds it.
    expect(found.games.map((g) => g.id)).toEqual([2, 3, 1, 5]);
    expect(found.teams.map((t) => t.name)).toEqual(['Real Betis', 'Real Sociedad', 'Real Madrid', 'Surreal FC']);
    expect(found.games[0]).toEqual({
      id: 2,
      name: 'Sevilla — Real Betis',
      sportId: 1,
      sportSlug: 'football',
      isCyber: false,
      champName: 'LaLiga',
      startTime: 100,
      isLive: true,
      path: '/en/live/sports/1-football/102-laliga/2-sevilla-real-betis',
      // "Real" in "Sevilla — Real Betis".
      match: [10, 14],
    });
    expect(found.teams[0]?.path).toBe('/en/team/live/real-betis');
    expect(found.teams[1]?.path).toBe('/en/team/line/real-sociedad');
  });

  it('finds without diacritics or case, championships by their name, cyber games under the cyber routes', () => {
    expect(searchCatalogue(index, 'ATLETICO', 5).games.map((g) => g.id)).toEqual([1]);
    expect(searchCatalogue(index, 'premier', 5).champs.map((c) => [c.id, c.path])).toEqual([
      [101, '/en/champs/101-premier-league'],
      [103, '/en/champs/103-russian-premier-league'],
    ]);
    expect(searchCatalogue(index, 'spirit', 5).games[0]?.path).toBe('/en/cyber/real/cs2/4001-iem-major/live/4-natus-vincere-team-spirit');
    // Finished games and championships without games are not offered.
    expect(searchCatalogue(index, 'zenit', 5).games).toEqual([]);
    expect(searchCatalogue(index, 'empty', 5).champs).toEqual([]);
  });

  it('each result names its sport for the icon, says whether it is cyber, and where the text is in the name shown', () => {
    const spirit = searchCatalogue(index, 'spirit', 5);
    expect(spirit.games[0]).toMatchObject({ sportSlug: 'cs2', isCyber: true });
    const game = spirit.games[0];
    expect(game && game.match && game.name.slice(...game.match)).toBe('Spirit');
    expect(searchCatalogue(index, 'premier', 5).champs.map((c) => [c.sportSlug, c.isCyber, c.match])).toEqual([
      ['football', false, [0, 7]],
      ['football', false, [8, 15]],
    ]);
    // Found without its diacritic: the range covers the letters as printed.
    const atletico = searchCatalogue(index, 'atletico m', 5).games[0];
    expect(atletico && atletico.match && atletico.name.slice(...atletico.match)).toBe('Atlético M');
    expect(searchCatalogue(index, 'real', 5).teams.map((t) => t.match)).toEqual([
      [0, 4],
      [0, 4],
      [0, 4],
      [3, 7],
    ]);
  });

  it('matchRange maps the folded text back to the letters of the name as printed', () => {
    expect(matchRange('Atlético Madrid', 'atletico')).toEqual([0, 8]);
    expect(matchRange('Sevilla — Real Betis', 'sevilla real')).toEqual([0, 14]);
    expect(matchRange('Große Freiheit', 'grosse')).toEqual([0, 5]);
    expect(matchRange('Свёнтек', 'свен')).toEqual([0, 4]);
    // Decomposed input: the mark goes with its letter.
    expect(matchRange('Atle\u0301tico', 'atletico')).toEqual([0, 9]);
    expect(matchRange('Real Madrid', 'betis')).toBeNull();
    expect(matchRange('Real Madrid', '')).toBeNull();
  });

  it('answers at most `limit` of each kind, and nothing for an empty text', () => {
    expect(searchCatalogue(index, 'real', 2).games).toHaveLength(2);
    expect(searchCatalogue(index, '  ', 5)).toEqual({ games: [], champs: [], teams: [] });
    expect(searchCatalogue(index, 'a', 0).games).toHaveLength(1);
  });

  it('every game found holds the folded text in a team name, and the ranking never puts a weaker match first', () => {
    const tier = (names: string[], text: string) =>
      Math.min(...names.map((n) => (n.startsWith(text) ? 0 : n.includes(` ${text}`) ? 1 : n.includes(text) ? 2 : 3)));
    fc.assert(
      fc.property(fc.constantFrom('re', 'real', 'a', 'ma', 'se', 'fc', 'team', 'ol'), (text) => {
        const found = searchCatalogue(index, text, 50).games;
        const tiers = found.map((g) => {
          const game = games.find((x) => x.gameId === g.id);
          const names = [game?.opponent1, game?.opponent2, `${game?.opponent1} ${game?.opponent2}`].map((n) => foldText(n ?? ''));
          return tier(names, text);
        });
        for (const t of tiers) expect(t).toBeLessThan(3);
        expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
      }),
    );
  });
});
