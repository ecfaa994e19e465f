import type { CatalogueIndex, Champ, IndexGame, Market, Sport } from '../../src/protocol/schemas/live';

/** A game of the catalogue index with a 1X2 main market of these odds (two-way when two are given). */
export function indexGame(gameId: number, coefs: readonly number[], extra: Partial<IndexGame> = {}): IndexGame {
  const names = coefs.length === 2 ? ['1', '2'] : ['1', 'X', '2'];
  const main: Market = {
    marketId: gameId * 100 + 1,
    typeId: 1,
    name: 'Result',
    shortName: '1X2',
    param: null,
    isSuspended: false,
    outcomes: coefs.map((coef, i) => ({
      outcomeId: (gameId * 100 + 1) * 10 + i + 1,
      typeId: [1, 2, 3][coefs.length === 2 && i === 1 ? 2 : i] as number,
      kind: 1,
      name: names[i] as string,
      coef,
    })),
  };
  return {
    gameId,
    sportId: 1,
    champId: 103,
    opponent1: `Home ${gameId}`,
    opponent2: `Away ${gameId}`,
    team1Slug: `home-${gameId}`,
    team2Slug: `away-${gameId}`,
    startTime: 1_000_000 + gameId,
    status: 1,
    isTop: false,
    main,
    ...extra,
  };
}

export const SPORTS: Sport[] = [
  { sportId: 1, nameEng: 'Football', name: 'Football', slug: 'football', isCyber: false },
  { sportId: 3, nameEng: 'Basketball', name: 'Basketball', slug: 'basketball', isCyber: false },
  { sportId: 40, nameEng: 'CS2', name: 'CS2', slug: 'cs2', isCyber: true },
];

export function champ(champId: number, sportId: number, name: string, country: string, gamesCount = 1, nameEng = name): Champ {
  return { champId, sportId, name, nameEng, country, gamesCount };
}

export function catalogueIndex(games: IndexGame[], champs: Champ[] = [champ(103, 1, 'Russian Premier League', 'Russia')]): CatalogueIndex {
  return { sports: SPORTS, champs, games };
}
