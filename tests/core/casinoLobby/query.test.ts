import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesSearch, normaliseSearch, pageOfGames, type ListedGame } from '../../../src/core/casinoLobby';
import { CASINO_SORTS, type CasinoGame } from '../../../src/protocol/casino/catalogue';

const game = (id: number, name: string, extra: Partial<CasinoGame> = {}): CasinoGame => ({
  id,
  slug: `g-${id}`,
  name,
  provider: 'northwind-gaming',
  providerName: 'Northwind Gaming',
  category: 'slots',
  subcategory: 'video',
  tags: [],
  rtp: null,
  minBet: 10,
  maxBet: 1000,
  engine: 'slot',
  variant: 'low',
  theme: 'desert',
  image: `/web-api/casino/tiles/${id}.svg`,
  ...extra,
});

const listed = fc
  .array(fc.tuple(fc.constantFrom('Book', 'Star', 'Wild', 'Zoo', 'Ärger'), fc.nat(50), fc.nat(50)), { maxLength: 60 })
  .map((rows) => rows.map(([word, popularity, released], i): ListedGame => ({ game: game(i + 1, `${word} ${i}`), popularity, released })));

describe('the lobby rules', () => {
  it('page after page gives every matching game once, in one order, whatever the sort and page size', () => {
    fc.assert(
      fc.property(listed, fc.constantFrom(...CASINO_SORTS), fc.integer({ min: 1, max: 13 }), (games, sort, limit) => {
        const seen: number[] = [];
        let cursor: number | null = 0;
        while (cursor !== null) {
          const page = pageOfGames(games, { sort }, cursor, limit);
          expect(page.total).toBe(games.length);
          expect(page.games.length).toBeLessThanOrEqual(limit);
          seen.push(...page.games.map((g) => g.id));
          cursor = page.nextCursor;
        }
        expect(seen).toEqual(pageOfGames(games, { sort }, 0, games.length + 1).games.map((g) => g.id));
        expect(new Set(seen).size).toBe(games.length);
      }),
    );
  });

  it('matches every word at the start of a word, ignoring case and accents', () => {
    expect(normaliseSearch('  Book-of  RÁ! ')).toBe('book of ra');
    expect(matchesSearch(game(1, 'Book of Sands'), 'book')).toBe(true);
    expect(matchesSearch(game(1, 'Book of Sands'), 'SAN bo')).toBe(true);
    expect(matchesSearch(game(1, 'Book of Sands'), 'ook')).toBe(false);
    expect(matchesSearch(game(1, 'Ärger'), 'arg')).toBe(true);
    expect(matchesSearch(game(1, 'Zoo'), 'northwind')).toBe(true);
    expect(matchesSearch(game(1, 'Zoo'), '   ')).toBe(true);
  });
});
