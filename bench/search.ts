import { isEntryPoint } from '../scripts/entryPoint';
import { buildSearchIndex, searchCatalogue } from '../src/core/search';
import type { CatalogueIndex, Champ, IndexGame } from '../src/protocol/schemas/live';
import type { HttpClient } from '../src/worker/http';
import { CatalogueIndexStore } from '../src/worker/live/catalogueIndex';
import { answerSearch } from '../src/worker/live/queries';

/** A deterministic generator, so every run searches the same catalogue. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = [
  'ar',
  'se',
  'na',
  'real',
  'ma',
  'drid',
  'zé',
  'nit',
  'spar',
  'tak',
  'bay',
  'ern',
  'lyon',
  'ço',
  'por',
  'to',
  'atlé',
  'ti',
  'co',
  'ün',
  'ion',
];

/** A catalogue of `games` games not finished over `champs` championships, names with diacritics, a fifth of the games live. */
export function syntheticIndex(games: number, champs: number, seed = 1): CatalogueIndex {
  const rnd = mulberry32(seed);
  const word = () => {
    const n = 2 + Math.floor(rnd() * 3);
    let w = '';
    for (let i = 0; i < n; i++) w += SYLLABLES[Math.floor(rnd() * SYLLABLES.length)];
    return w.charAt(0).toUpperCase() + w.slice(1);
  };
  const teams = Array.from({ length: Math.ceil(games / 4) }, () => `${word()} ${rnd() < 0.5 ? word() : 'FC'}`);
  const champList: Champ[] = Array.from({ length: champs }, (_, i) => ({
    champId: i + 1,
    sportId: 1 + (i % 12),
    name: `${word()} League ${i}`,
    nameEng: `League ${i}`,
    country: word(),
    gamesCount: 0,
  }));
  const list: IndexGame[] = Array.from({ length: games }, (_, i) => {
    const champ = champList[i % champs] as Champ;
    (champ as { gamesCount: number }).gamesCount += 1;
    const a = teams[Math.floor(rnd() * teams.length)] as string;
    const b = teams[Math.floor(rnd() * teams.length)] as string;
    return {
      gameId: 10_000 + i,
      sportId: champ.sportId,
      champId: champ.champId,
      opponent1: a,
      opponent2: b,
      team1Slug: a.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      team2Slug: b.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      startTime: 1_750_000_000_000 + i * 60_000,
      status: rnd() < 0.2 ? 2 : 1,
      isTop: rnd() < 0.1,
      main: null,
    };
  });
  const sports = Array.from({ length: 12 }, (_, i) => ({
    sportId: i + 1,
    nameEng: `Sport ${i}`,
    name: `Sport ${i}`,
    slug: `sport-${i}`,
    isCyber: i > 9,
  }));
  return { sports, champs: champList, games: list };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const round = (ms: number): number => Math.round(ms * 1000) / 1000;

/**
 * The header's catalogue search at 5,000 games: folding the index once per
 * load, then queries as a player types them (1 to 6 letters, with and
 * without diacritics), timed in the core and as the worker answers the
 * question. Numbers to read, never a pass/fail test.
 */
export async function benchSearch(): Promise<Record<string, number>> {
  const index = syntheticIndex(5_000, 600);
  let t = performance.now();
  const prepared = buildSearchIndex(index, 'en');
  const buildMs = performance.now() - t;
  const rnd = mulberry32(7);
  const queries: string[] = [];
  for (let i = 0; i < 400; i++) {
    const team = index.games[Math.floor(rnd() * index.games.length)]?.opponent1 ?? 'real';
    const from = Math.floor(rnd() * 3);
    queries.push(team.slice(from, from + 1 + Math.floor(rnd() * 6)));
  }
  queries.push('a', 'e', 'atle', 'ATLETI', 'zé', 'ze', 'real ma', 'xyz');
  const core: number[] = [];
  let found = 0;
  for (const q of queries) {
    t = performance.now();
    const r = searchCatalogue(prepared, q, 10);
    core.push(performance.now() - t);
    found += r.games.length + r.champs.length + r.teams.length;
  }
  core.sort((a, b) => a - b);

  // The worker's path: the question through the index store (held index, folded once), as a tab asks it.
  const http = {
    get: async (_path: string, o: { schema: { parse(v: unknown): unknown } }) => ({
      ok: true,
      value: o.schema.parse({ data: index, seq: 1, serverTs: 1 }),
    }),
  } as unknown as HttpClient;
  const store = new CatalogueIndexStore({
    http,
    clock: { now: () => 0, setTimeout: () => 0, clearTimeout: () => undefined },
    changed: () => undefined,
  });
  t = performance.now();
  await answerSearch(store, { text: 'warm', lang: 'en', limit: 10 });
  const firstMs = performance.now() - t;
  const worker: number[] = [];
  for (const q of queries) {
    t = performance.now();
    await answerSearch(store, { text: q, lang: 'en', limit: 10 });
    worker.push(performance.now() - t);
  }
  worker.sort((a, b) => a - b);
  if (found === 0) throw new Error('unreachable: the queries come from the catalogue');
  return {
    'games / championships / teams in the index':
      `${index.games.length} / ${index.champs.length} / ${prepared.teams.length}` as unknown as number,
    'fold the index once per load, ms': round(buildMs),
    'first question (load 5,000 games from a stub server, parse, fold), ms': round(firstMs),
    'core search p50, ms': round(percentile(core, 50)),
    'core search p95, ms': round(percentile(core, 95)),
    'core search max, ms': round(core.at(-1) ?? 0),
    'worker question p50, ms': round(percentile(worker, 50)),
    'worker question p95, ms': round(percentile(worker, 95)),
    'worker question max, ms': round(worker.at(-1) ?? 0),
  };
}

if (isEntryPoint(import.meta.url)) {
  console.table(await benchSearch());
}
