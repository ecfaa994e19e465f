import { z } from 'zod';
import { API_PATH } from '../constants/apiPath';
import type { CommandSpec } from '../catalogue';
import type { CommandEnvelope } from '../envelope';
import { CASINO_ENGINE_IDS, type CasinoEngineId } from './engines';

/**
 * The casino's catalogue and lobby (server/casino/catalogue):
 * the games the reference server offers, one page of a filtered and sorted
 * list at a time, the providers, and the signed-in player's favourites and
 * recently played games. The worker keeps the favourites and the recent row
 * for every tab (projection `casinoLobby`, src/worker/casinoLobby).
 */

/**
 * The categories of SPEC section 2, each with the page that lists it (route
 * id and path below the language, as src/protocol/routes.ts has them) and its
 * subcategories. Data in one place: the server files games under them, the
 * lobby draws its filters from them.
 */
export const CASINO_CATEGORIES = {
  slots: { routeId: 'slots', path: 'slots', subcategories: ['video', 'classic', 'megaways', 'books', 'fruit', 'jackpots'] },
  live: { routeId: 'liveCasino', path: 'casino', subcategories: ['roulette', 'lightning', 'vip'] },
  fast: { routeId: 'fastGames', path: 'fast-games', subcategories: ['instant', 'draws'] },
  fastbet: { routeId: 'fastBet', path: 'fast-bet', subcategories: ['rounds', 'multipliers'] },
  crash: { routeId: 'crashGames', path: 'crash-games', subcategories: ['classic', 'space', 'sport'] },
  card: { routeId: 'cardGames', path: 'card-games', subcategories: ['hilo', 'poker_cards', 'video_poker', 'blackjack'] },
  fishing: { routeId: 'fishingHunting', path: 'fishinghunting', subcategories: ['fishing', 'hunting'] },
  asian: { routeId: 'asianGames', path: 'asian-games', subcategories: ['dragons', 'fortune'] },
  skill: { routeId: 'skillGames', path: 'skill-games', subcategories: ['timing', 'picks'] },
  scratch: { routeId: 'scratchCards', path: 'scratchcards', subcategories: ['classic', 'deluxe'] },
  keno: { routeId: 'keno', path: 'keno', subcategories: ['classic', 'quick'] },
  other: { routeId: 'otherGames', path: 'othergames', subcategories: ['lottery', 'wheels'] },
} as const;

export type CasinoCategory = keyof typeof CASINO_CATEGORIES;
export const CASINO_CATEGORY_IDS = Object.keys(CASINO_CATEGORIES) as readonly CasinoCategory[];
export type CasinoSubcategory = (typeof CASINO_CATEGORIES)[CasinoCategory]['subcategories'][number];

export const CASINO_TAGS = ['new', 'popular', 'jackpot'] as const;
export type CasinoTag = (typeof CASINO_TAGS)[number];

export const CASINO_SORTS = ['popular', 'new', 'az'] as const;
export type CasinoSort = (typeof CASINO_SORTS)[number];

/** A page of the lobby holds at most this many games; the default is what a desktop screen shows with a row to spare. */
export const CASINO_PAGE_MAX = 96;
export const CASINO_PAGE_DEFAULT = 48;
/** A search text is cut at this length (a game's name is shorter). */
export const CASINO_SEARCH_MAX = 60;
/** The recently played row holds this many games. */
export const CASINO_RECENT_MAX = 12;
/** A player keeps at most this many favourites (a longer list is refused, not cut). */
export const CASINO_FAVOURITES_MAX = 500;
/**
 * The worker waits this long after the last key before it searches its index
 * (src/protocol/casino/lobbySearch.ts): long enough to skip the keys of a
 * word typed at speed, short enough not to be seen.
 */
export const CASINO_SEARCH_DEBOUNCE_MS = 30;

/** Game page routes: slots open under slots/game, every other category under casino/game (src/protocol/routes.ts). */
export const gameRouteIdOf = (category: CasinoCategory): 'slotsGame' | 'liveCasinoGame' =>
  category === 'slots' ? 'slotsGame' : 'liveCasinoGame';

export const CASINO_PATHS = {
  /** GET ?category&subcategory&provider&sort&q&cursor&limit: one page of games. */
  games: `${API_PATH}/casino/games`,
  /** GET: every provider with its game count. */
  providers: `${API_PATH}/casino/providers`,
  /** GET: the player's favourite games; POST {gameId, on}: star or unstar one. */
  favourites: `${API_PATH}/casino/favourites`,
  /** GET: the games the player played last, newest first. */
  recent: `${API_PATH}/casino/recent`,
  /**
   * GET <gameId>.svg: a game's tile art, drawn by the server from the game; <gameId>.webp the same drawn once into a
   * WebP, TILE_ART_WIDTHS' largest wide, or as wide as `?w=` asks of the others.
   */
  tiles: `${API_PATH}/casino/tiles/`,
} as const;

/**
 * The widths (px) a tile's WebP is drawn at, smallest first; the last is the art's own (4:3). A tile shown 165 px wide
 * on a screen of one pixel per CSS pixel takes the 240 one: under half the pixels of the full art to decode and draw.
 */
export const TILE_ART_WIDTHS = [160, 240, 320] as const;
export type TileArtWidth = (typeof TILE_ART_WIDTHS)[number];
export const TILE_ART_FULL_WIDTH: TileArtWidth = TILE_ART_WIDTHS[TILE_ART_WIDTHS.length - 1]!;
/** A tile's art is 4:3: its height for each pixel of width (the server's drawing and the page's reserved box). */
export const TILE_ART_HEIGHT_PER_WIDTH = 3 / 4;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const slug = () => z.string().min(1).max(80).regex(SLUG, 'must be a slug such as book-of-sands');

export const casinoGameSchema = z.object({
  id: z.number().int().positive(),
  slug: slug(),
  name: z.string().min(1),
  provider: slug(),
  providerName: z.string().min(1),
  category: z.enum(CASINO_CATEGORY_IDS as [CasinoCategory, ...CasinoCategory[]]),
  subcategory: z.string().min(1),
  tags: z.array(z.enum(CASINO_TAGS)),
  /** The engine's exact RTP as a fraction (0.96), or null while that engine is not built. */
  rtp: z.number().min(0).max(1).nullable(),
  /** Minor units of the player's currency. */
  minBet: z.number().int().positive(),
  maxBet: z.number().int().positive(),
  engine: z.enum(CASINO_ENGINE_IDS as [CasinoEngineId, ...CasinoEngineId[]]),
  variant: z.string().min(1),
  /** The look the game's view takes (colours and symbols), one of the engine's themes. */
  theme: z.string().min(1),
  /** The tile's art, a path on this server. */
  image: z.string().startsWith(CASINO_PATHS.tiles),
});
export type CasinoGame = z.infer<typeof casinoGameSchema>;

const digits = (max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, 'must be digits')
    .transform(Number)
    .pipe(z.number().int().min(0).max(max));

/** The catalogue query as the URL carries it (every value a string). */
export const casinoGamesQuerySchema = z
  .object({
    category: z.enum(CASINO_CATEGORY_IDS as [CasinoCategory, ...CasinoCategory[]]).optional(),
    subcategory: z
      .string()
      .max(40)
      .regex(/^[a-z_]+$/, 'must be a subcategory such as video')
      .optional(),
    provider: slug().optional(),
    sort: z.enum(CASINO_SORTS).default('popular'),
    q: z.string().max(CASINO_SEARCH_MAX).optional(),
    cursor: digits(1_000_000).default(0),
    limit: digits(CASINO_PAGE_MAX).pipe(z.number().min(1)).default(CASINO_PAGE_DEFAULT),
  })
  .strict();
/** What the lobby asks: the filters, without paging. */
export interface CasinoFilter {
  readonly category?: CasinoCategory;
  readonly subcategory?: string;
  readonly provider?: string;
  readonly sort: CasinoSort;
  readonly q?: string;
}

export const casinoGamesPageSchema = z.object({
  games: z.array(casinoGameSchema),
  /** How many games match the filters, over every page. */
  total: z.number().int().nonnegative(),
  /** The offset of this page. */
  cursor: z.number().int().nonnegative(),
  /** The cursor of the next page; null on the last. */
  nextCursor: z.number().int().nonnegative().nullable(),
});
export type CasinoGamesPage = z.infer<typeof casinoGamesPageSchema>;

export const casinoProviderSchema = z.object({ slug: slug(), name: z.string().min(1), games: z.number().int().nonnegative() });
export type CasinoProvider = z.infer<typeof casinoProviderSchema>;
export const casinoProvidersSchema = z.object({ providers: z.array(casinoProviderSchema) });

export const casinoGameListSchema = z.object({ games: z.array(casinoGameSchema) });
export type CasinoGameList = z.infer<typeof casinoGameListSchema>;

export const casinoFavouriteRequestSchema = z.object({ gameId: z.number().int().positive().max(2_147_483_647), on: z.boolean() }).strict();
export type CasinoFavouriteRequest = z.infer<typeof casinoFavouriteRequestSchema>;

/**
 * What every tab sees: the signed-in player's favourites and recently played
 * games; empty for a guest. `favouriteIds` moves at once when a star is
 * clicked (every tab's tile follows in the same frame); `favourites` is the
 * server's list, which follows its answer.
 */
export interface CasinoLobbyProjection {
  readonly status: 'guest' | 'loading' | 'ready' | 'error';
  readonly favouriteIds: readonly number[];
  readonly favourites: readonly CasinoGame[];
  readonly recent: readonly CasinoGame[];
}
export const EMPTY_CASINO_LOBBY: CasinoLobbyProjection = { status: 'guest', favouriteIds: [], favourites: [], recent: [] };

export const CASINO_LOBBY_COMMAND_SCHEMAS = {
  /** A lobby page opened: read the favourites and recent games again (another device may have played). */
  'casinoLobby/load': z.object({}),
  'casinoLobby/favourite': casinoFavouriteRequestSchema,
} as const;
type Schemas = typeof CASINO_LOBBY_COMMAND_SCHEMAS;
export type CasinoLobbyCommandType = keyof Schemas;
export type CasinoLobbyCommand = {
  [T in CasinoLobbyCommandType]: CommandEnvelope<T, z.input<Schemas[T]>>;
}[CasinoLobbyCommandType];
export const CASINO_LOBBY_COMMANDS = Object.fromEntries(
  Object.entries(CASINO_LOBBY_COMMAND_SCHEMAS).map(([type, schema]) => [type, { from: 'tab', schema }]),
) as { readonly [T in CasinoLobbyCommandType]: { readonly from: 'tab'; readonly schema: Schemas[T] } } satisfies Record<
  CasinoLobbyCommandType,
  CommandSpec
>;

/** A page read through the worker: the page, or why there is none. */
export type CasinoPageResult = { readonly status: 'ok'; readonly page: CasinoGamesPage } | { readonly status: 'error' };

export type CasinoProvidersResult = { readonly status: 'ok'; readonly providers: readonly CasinoProvider[] } | { readonly status: 'error' };

declare module '../catalogue' {
  interface ContextCommands {
    casinoLobby: CasinoLobbyCommand;
  }
}

declare module '../api' {
  interface ProjectionValues {
    readonly casinoLobby: CasinoLobbyProjection;
  }
  interface QueryCatalogue {
    /**
     * One page of the catalogue, at once. `searchLang`: the lobby's language,
     * whose search index the worker then loads behind the page, so the first
     * key typed finds it ready.
     */
    casinoGames: {
      input: { readonly filter: CasinoFilter; readonly cursor: number; readonly searchLang?: string };
      output: CasinoPageResult;
    };
    casinoProviders: { input: Record<string, never>; output: CasinoProvidersResult };
  }
}
