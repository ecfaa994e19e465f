import { describe, expect, it } from 'vitest';
import { champGroups, compareGames, periodScoresOf, rowMarketIds } from '../../../src/core/live';
import { champ } from '../../support/catalogueIndex';

describe('live display rules', () => {
  it('reads each period score of a full score, and none before the start', () => {
    expect(periodScoresOf('2:1 (1:0, 1:1)')).toEqual(['1:0', '1:1']);
    expect(periodScoresOf('0:0 (0:0)')).toEqual(['0:0']);
    expect(periodScoresOf('3:2')).toEqual([]);
    expect(periodScoresOf('')).toEqual([]);
  });

  it('a European row shows the result; an Asian row the first handicap and the first total', () => {
    const markets = [
      { marketId: 1, typeId: 1 },
      { marketId: 2, typeId: 2 },
      { marketId: 3, typeId: 3 },
      { marketId: 4, typeId: 4 },
      { marketId: 5, typeId: 4 },
    ];
    expect(rowMarketIds(markets, 'european')).toEqual([1]);
    expect(rowMarketIds(markets, 'asian')).toEqual([3, 4]);
    expect(rowMarketIds([{ marketId: 9, typeId: 4 }], 'asian')).toEqual([9]);
    // A game with neither line keeps the European row instead of an empty one.
    expect(rowMarketIds([{ marketId: 1, typeId: 1 }], 'asian')).toEqual([1]);
    expect(rowMarketIds([], 'asian')).toEqual([]);
  });

  it('best matches first: top games, then featured championships, each by start; otherwise by start only', () => {
    const games = [
      { gameId: 1, champId: 103, startTime: 10, isTop: false },
      { gameId: 2, champId: 101, startTime: 30, isTop: false },
      { gameId: 3, champId: 103, startTime: 40, isTop: true },
      { gameId: 4, champId: 103, startTime: 20, isTop: true },
      { gameId: 5, champId: 104, startTime: 5, isTop: false },
    ];
    const order = (bestFirst: boolean) => [...games].sort((a, b) => compareGames(a, b, bestFirst)).map((g) => g.gameId);
    expect(order(true)).toEqual([4, 3, 5, 2, 1]);
    expect(order(false)).toEqual([5, 1, 4, 2, 3]);
  });

  it('groups championships under their country in alphabetical order, or keeps one group without a heading', () => {
    const champs = [
      champ(101, 1, 'Premier League', 'England'),
      champ(102, 1, 'LaLiga', 'Spain'),
      champ(105, 1, 'Championship', 'England'),
      champ(104, 1, 'Europa League', 'Europe'),
      champ(106, 1, 'Friendlies', ''),
    ];
    expect(champGroups(champs, false, 'en')).toEqual([{ country: null, champs }]);
    const grouped = champGroups(champs, true, 'en');
    expect(grouped.map((g) => [g.country, g.champs.map((c) => c.champId)])).toEqual([
      [null, [106]],
      ['England', [101, 105]],
      ['Europe', [104]],
      ['Spain', [102]],
    ]);
    const ru = champGroups([champ(1, 1, 'a', 'Россия'), champ(2, 1, 'b', 'Англия')], true, 'ru');
    expect(ru.map((g) => g.country)).toEqual(['Англия', 'Россия']);
  });
});
