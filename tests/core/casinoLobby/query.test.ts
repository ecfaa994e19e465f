import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLobbyIndex, normaliseSearch, pageOfIds, searchLobby, type LobbyFacts } from '../../../src/core/casinoLobby';
import { CASINO_CATEGORY_IDS, CASINO_SORTS, type CasinoFilter } from '../../../src/protocol/casino/catalogue';

const facts = (id: number, name: string, extra: Partial<LobbyFacts> = {}): LobbyFacts => ({
  id,
  name,
  provider: 'northwind-gaming',
  providerName: 'Northwind Gaming',
  category: 'slots',
  subcategory: 'video',
  popularity: 0,
  released: 0,
  ...extra,
});

const PROVIDERS = [
  ['northwind-gaming', 'Northwind Gaming'],
  ['über-spiele', 'Über Spiele'],
  ['red-tiger', 'Red-Tiger'],
] as const;
const WORDS = ['Book', 'book', 'Star', 'Wild', 'Zoo', 'Ärger', 'of', 'Sands', 'ra!', 'Gold-Rush', 'x2'];

const catalogue = fc
  .array(
    fc.record({
      words: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }),
      provider: fc.constantFrom(...PROVIDERS),
      category: fc.constantFrom(...CASINO_CATEGORY_IDS.slice(0, 3)),
      subcategory: fc.constantFrom('video', 'books'),
      popularity: fc.nat(20),
      released: fc.nat(20),
    }),
    { maxLength: 80 },
  )
  .map((rows) =>
    rows.map((r, i): LobbyFacts => ({
      id: 1000 + ((i * 7919) % 1009),
      name: r.words.join(' '),
      provider: r.provider[0],
      providerName: r.provider[1],
      category: r.category,
      subcategory: r.subcategory,
      popularity: r.popularity,
      released: r.released,
    })),
  );

const filters = fc.record(
  {
    sort: fc.constantFrom(...CASINO_SORTS),
    category: fc.constantFrom(...CASINO_CATEGORY_IDS.slice(0, 3)),
    subcategory: fc.constantFrom('video', 'books'),
    provider: fc.constantFrom(...PROVIDERS.map((p) => p[0])),
    q: fc.oneof(fc.constantFrom('', ' ', 'bo', 'BOOK', 'arg', 'of sa', 'gold rush', 'über', 'x', 'tiger'), fc.string({ maxLength: 4 })),
  },
  { requiredKeys: ['sort'] },
) as fc.Arbitrary<CasinoFilter>;

/**
 * The lobby's query as the server ran it before the index: a scan of every
 * game, folding its name per game and per request, then a sort. The index
 * must answer what this answers.
 */
function linearQuery(games: readonly LobbyFacts[], filter: CasinoFilter): number[] {
  const words = normaliseSearch(filter.q ?? '')
    .split(' ')
    .filter(Boolean);
  const byName = (a: LobbyFacts, b: LobbyFacts) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id);
  const order = {
    popular: (a: LobbyFacts, b: LobbyFacts) => b.popularity - a.popularity || byName(a, b),
    new: (a: LobbyFacts, b: LobbyFacts) => b.released - a.released || byName(a, b),
    az: byName,
  }[filter.sort];
  return games
    .filter((g) => filter.category === undefined || g.category === filter.category)
    .filter((g) => filter.subcategory === undefined || g.subcategory === filter.subcategory)
    .filter((g) => filter.provider === undefined || g.provider === filter.provider)
    .filter((g) => {
      const haystack = ` ${normaliseSearch(g.name)} ${normaliseSearch(g.providerName)}`;
      return words.every((word) => haystack.includes(` ${word}`));
    })
    .sort(order)
    .map((g) => g.id);
}

describe('the lobby rules', () => {
  it('the index answers every filter and search as a scan of the whole catalogue does', () => {
    fc.assert(
      fc.property(catalogue, filters, (games, filter) => {
        expect(searchLobby(buildLobbyIndex(games), filter)).toEqual(linearQuery(games, filter));
      }),
      { numRuns: 300 },
    );
  });

  it('page after page gives every matching id once, in one order, whatever the sort and page size', () => {
    fc.assert(
      fc.property(catalogue, fc.constantFrom(...CASINO_SORTS), fc.integer({ min: 1, max: 13 }), (games, sort, limit) => {
        const ids = searchLobby(buildLobbyIndex(games), { sort });
        const seen: number[] = [];
        let cursor: number | null = 0;
        while (cursor !== null) {
          const page = pageOfIds(ids, cursor, limit);
          expect(page.total).toBe(games.length);
          expect(page.ids.length).toBeLessThanOrEqual(limit);
          seen.push(...page.ids);
          cursor = page.nextCursor;
        }
        expect(seen).toEqual(ids);
        expect(new Set(seen).size).toBe(games.length);
      }),
    );
  });

  it('matches every word at the start of a word of the name or the provider, ignoring case and accents', () => {
    expect(normaliseSearch('  Book-of  RÁ! ')).toBe('book of ra');
    const index = buildLobbyIndex([facts(1, 'Book of Sands'), facts(2, 'Ärger'), facts(3, 'Zoo', { providerName: 'Über Spiele' })]);
    const search = (q: string) => searchLobby(index, { sort: 'az', q });
    expect(search('book')).toEqual([1]);
    expect(search('SAN bo')).toEqual([1]);
    expect(search('ook')).toEqual([]);
    expect(search('arg')).toEqual([2]);
    expect(search('uber')).toEqual([3]);
    expect(search('northwind')).toEqual([1, 2]);
    // A to Z compares the names as written: Ä comes after Z.
    expect(search('   ')).toEqual([1, 3, 2]);
  });
});
