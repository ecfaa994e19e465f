import { z } from 'zod';
import { API_PATH } from '../constants/apiPath';
import {
  CASINO_CATEGORY_IDS,
  CASINO_PAGE_MAX,
  CASINO_SEARCH_MAX,
  CASINO_SORTS,
  casinoGameSchema,
  type CasinoCategory,
  type CasinoFilter,
  type CasinoGame,
} from './catalogue';

/**
 * The lobby's search as you type, answered in the worker: the server sends
 * a compact index of the whole catalogue once per language (what the rules
 * of src/core/casinoLobby read: names, providers, categories, order keys),
 * the worker folds it once and answers every key from it; the tiles of a
 * search's result come by id, a page at a time, as the grid scrolls.
 */
export const CASINO_SEARCH_PATHS = {
  /** GET: the catalogue's search index (casinoSearchIndexSchema). */
  index: `${API_PATH}/casino/search-index`,
  /** GET ?ids=1001,1002: those games, in that order (unknown ids left out). */
  byIds: `${API_PATH}/casino/games-by-id`,
} as const;

/** The worker loads its index again when it is older than this and a search asks (answering from the old one meanwhile). */
export const CASINO_SEARCH_INDEX_FRESH_MS = 10 * 60_000;

const id = z.number().int().positive();

/** One game of the index: [id, name, provider's position in `providers`, category, subcategory, popularity, release day]. */
const indexRowSchema = z.tuple([
  id,
  z.string().min(1),
  z.number().int().nonnegative(),
  z.enum(CASINO_CATEGORY_IDS as [CasinoCategory, ...CasinoCategory[]]),
  z.string().min(1),
  z.number().int(),
  z.number().int(),
]);

export const casinoSearchIndexSchema = z
  .object({
    /** [slug, name] of each provider, named by position in the rows. */
    providers: z.array(z.tuple([z.string().min(1), z.string().min(1)])),
    games: z.array(indexRowSchema),
  })
  .refine((index) => index.games.every((row) => row[2] < index.providers.length), 'a game names a provider the index does not hold');
export type CasinoSearchIndex = z.infer<typeof casinoSearchIndexSchema>;

/** The by-id query as the URL carries it: at most a page of ids, comma separated. */
export const casinoGamesByIdQuerySchema = z
  .object({
    ids: z
      .string()
      .regex(
        new RegExp(`^[1-9]\\d{0,8}(,[1-9]\\d{0,8}){0,${CASINO_PAGE_MAX - 1}}$`),
        `must be at most ${CASINO_PAGE_MAX} game ids, comma separated`,
      )
      .transform((text) => text.split(',').map(Number)),
  })
  .strict();

export const casinoGamesByIdSchema = z.object({ games: z.array(casinoGameSchema) });

/** A search answered by the worker: how many games match, and their ids in the asked order. */
export type CasinoSearchResult =
  | { readonly status: 'ok'; readonly total: number; readonly ids: readonly number[] }
  | { readonly status: 'error' }
  /** A later search from the same tab replaced this one before it was answered. */
  | { readonly status: 'superseded' };

export type CasinoGamesResult = { readonly status: 'ok'; readonly games: readonly CasinoGame[] } | { readonly status: 'error' };

declare module '../api' {
  interface QueryCatalogue {
    /** Search as you type, from the worker's index: the count and the ordered ids, after a short quiet from this tab. */
    casinoSearch: { input: { readonly filter: CasinoFilter; readonly lang: string }; output: CasinoSearchResult };
    /** The games of a search's page, by id (from the worker's copy when it holds them). */
    casinoGamesById: { input: { readonly ids: readonly number[] }; output: CasinoGamesResult };
  }
}

/** A search as a tab asks it (the worker checks what a tab sends as it checks what the server answers). */
export const casinoSearchInputSchema = z.object({
  filter: z.object({
    category: z.enum(CASINO_CATEGORY_IDS as [CasinoCategory, ...CasinoCategory[]]).optional(),
    subcategory: z.string().max(40).optional(),
    provider: z.string().max(80).optional(),
    sort: z.enum(CASINO_SORTS),
    q: z.string().max(CASINO_SEARCH_MAX).optional(),
  }),
  lang: z.string().regex(/^[a-z]{2}$/, 'must be a language code such as en'),
});

export const casinoGamesByIdInputSchema = z.object({ ids: z.array(id).max(CASINO_PAGE_MAX) });
