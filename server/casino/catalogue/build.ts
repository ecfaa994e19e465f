import { rtpOf } from '../../../src/core/casino/engines';
import { steppedRtpOf } from '../../../src/core/casino/steppedEngines';
import { buildLobbyIndex, type LobbyIndex } from '../../../src/core/casinoLobby';
import {
  CASINO_CATEGORY_IDS,
  CASINO_PATHS,
  type CasinoCategory,
  type CasinoGame,
  type CasinoProvider,
  type CasinoTag,
} from '../../../src/protocol/casino/catalogue';
import type { CasinoSearchIndex } from '../../../src/protocol/casino/lobbySearch';
import { CATEGORY_PLAY, GAMES, NAME_WORDS, PROVIDERS, type GameFact } from './data';

/** A game with its order keys. */
export interface ListedGame {
  readonly game: CasinoGame;
  /** Higher is more played. */
  readonly popularity: number;
  /** Release day (days since an epoch): higher is newer. */
  readonly released: number;
}

/**
 * The catalogue the server serves: every game with its order keys, by id,
 * the providers with their counts, the lobby's rules' index (folded and
 * sorted once) and the compact search index the worker loads.
 */
export interface Catalogue {
  readonly games: readonly ListedGame[];
  readonly byId: ReadonlyMap<number, CasinoGame>;
  readonly providers: readonly CasinoProvider[];
  readonly index: LobbyIndex;
  readonly searchIndex: CasinoSearchIndex;
}

/** Release days span this many days up to the newest; a game released in the last NEW_DAYS of them is tagged new. */
const RELEASE_SPAN_DAYS = 900;
const NEW_DAYS = 60;
/** The most played tenth is tagged popular. */
const POPULAR_SHARE = 0.1;
const FIRST_ID = 1001;

/** FNV-1a: a stable 32-bit number from a text, so every process derives the same facts. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function slugOfName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface Placed {
  readonly category: CasinoCategory;
  readonly fact: GameFact;
  /** Position within its category (spreads providers and variants). */
  readonly index: number;
}

/** The listed games, then as many generated ones as `size` asks for (the benchmark's catalogue), spread over the categories alike. */
function placedGames(size: number): Placed[] {
  const listed = CASINO_CATEGORY_IDS.flatMap((category) => GAMES[category].map((fact, index) => ({ category, fact, index })));
  const placed: Placed[] = [...listed];
  const { first, second } = NAME_WORDS;
  for (let n = 0; placed.length < size; n += 1) {
    const model = listed[n % listed.length]!;
    const word = (list: readonly string[], k: number) => list[k % list.length]!;
    // The word pairs repeat every first x second names; the number after them keeps every name its own.
    const name = `${word(first, n)} ${word(second, Math.floor(n / first.length))} ${Math.floor(n / (first.length * second.length)) + 2}`;
    const [, subcategory, theme] = model.fact;
    placed.push({ category: model.category, fact: [name, subcategory, theme], index: model.index + n });
  }
  return placed;
}

/**
 * Builds the catalogue of `size` games at least (the listed ones when it is
 * smaller). RTP is read from the engines' registry (rtpOf), never typed
 * here: an engine not built yet gives null, and the lobby shows no RTP.
 */
export function buildCatalogue(size = 0): Catalogue {
  const placed = placedGames(size);
  const popularRank = placed.map((p) => stableHash(`popularity:${p.fact[0]}`) % 100_000).sort((a, b) => b - a);
  const popularFloor = popularRank[Math.max(0, Math.floor(placed.length * POPULAR_SHARE) - 1)] ?? 0;
  const usedSlugs = new Set<string>();
  const games = placed.map(({ category, fact, index }, i): ListedGame => {
    const [name, subcategory, theme] = fact;
    const id = FIRST_ID + i;
    const provider = PROVIDERS[(stableHash(`provider:${name}`) + index) % PROVIDERS.length]!;
    const play = CATEGORY_PLAY[category];
    const { engine, variant } = play.engine(subcategory, index);
    const popularity = stableHash(`popularity:${name}`) % 100_000;
    const released = RELEASE_SPAN_DAYS - (stableHash(`released:${name}`) % RELEASE_SPAN_DAYS);
    const tags: CasinoTag[] = [];
    if (released > RELEASE_SPAN_DAYS - NEW_DAYS) tags.push('new');
    if (popularity >= popularFloor) tags.push('popular');
    if (subcategory === 'jackpots' || stableHash(`jackpot:${name}`) % 9 === 0) tags.push('jackpot');
    let slug = slugOfName(name);
    if (usedSlugs.has(slug)) slug = `${slug}-${id}`;
    usedSlugs.add(slug);
    const game: CasinoGame = {
      id,
      slug,
      name,
      provider: provider.slug,
      providerName: provider.name,
      category,
      subcategory,
      tags,
      rtp: rtpOf(engine, variant) ?? steppedRtpOf(engine, variant),
      minBet: play.minBet,
      maxBet: play.maxBet,
      engine,
      variant,
      theme,
      image: `${CASINO_PATHS.tiles}${id}.webp`,
    };
    return { game, popularity, released };
  });
  const providers = PROVIDERS.map((p) => ({ ...p, games: games.filter((g) => g.game.provider === p.slug).length }));
  const facts = games.map(({ game, popularity, released }) => ({ ...game, popularity, released }));
  const providerAt = new Map(providers.map((p, i) => [p.slug, i]));
  const searchIndex: CasinoSearchIndex = {
    providers: providers.map((p) => [p.slug, p.name]),
    games: facts.map((g) => [g.id, g.name, providerAt.get(g.provider)!, g.category, g.subcategory, g.popularity, g.released]),
  };
  return { games, byId: new Map(games.map((g) => [g.game.id, g.game])), providers, index: buildLobbyIndex(facts), searchIndex };
}

/** The size the environment asks for: CASINO_CATALOGUE=5000 serves the benchmark's generated catalogue. */
export function catalogueSizeFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const size = Number(env.CASINO_CATALOGUE ?? '0');
  return Number.isInteger(size) && size > 0 ? Math.min(size, 50_000) : 0;
}
