import { z } from 'zod';
import { API_PATH } from './constants/apiPath';
import { COUPON_TYPE_IDS } from './constants/couponTypes';
import { ODDS_FORMAT_IDS } from './constants/oddsFormats';

/**
 * The betting alphabet (/{lng}/betting-alphabet/{block?}/{category?}/{slug?}):
 * a glossary of betting terms in blocks and categories. The server keeps it
 * per language, English standing in for a language without a text; the
 * worker holds a search index per language and answers the page's search.
 */
export const ALPHABET_PATHS = {
  /** GET ?lang=: the blocks, their categories and entries (alphabetTreeSchema). */
  tree: `${API_PATH}/betting-alphabet/tree`,
  /** GET ?lang=&slug=: one published entry (alphabetEntrySchema), 404 alphabet.not_found when there is none. */
  entry: `${API_PATH}/betting-alphabet/entry`,
  /** GET ?lang=: every published entry's term and definition, for the worker's search (alphabetSearchIndexSchema). */
  index: `${API_PATH}/betting-alphabet/search-index`,
  /** POST (operator): create or edit one language's text of an entry (alphabetAdminEntrySchema). */
  adminEntry: `${API_PATH}/admin/betting-alphabet/entry`,
  /** POST (operator): publish or unpublish one language's text (alphabetAdminPublishSchema). */
  adminPublish: `${API_PATH}/admin/betting-alphabet/publish`,
} as const;

/** The languages the glossary is written in; the first stands in for a language without a text. */
export const ALPHABET_LANGUAGES = ['en', 'ru', 'de', 'ar'] as const;
/** Results of one search, at most: the box shows a short list, a longer word narrows it. */
export const ALPHABET_SEARCH_LIMIT = 8;
/** The worker loads a language's index again when a search finds it older than this. */
export const ALPHABET_INDEX_FRESH_MS = 10 * 60_000;

export const ALPHABET_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const slug = z.string().max(80).regex(ALPHABET_SLUG, 'lower-case words joined by "-"');
const lang = z.string().regex(/^[a-z]{2}$/, 'a two-letter language code');
const text = (max: number) => z.string().trim().min(1).max(max);
const couponType = z.literal(COUPON_TYPE_IDS);
const oddsFormat = z.literal(ODDS_FORMAT_IDS);

export const alphabetLangQuerySchema = z.object({ lang });
export const alphabetEntryQuerySchema = z.object({ lang, slug });
/** What the page asks the worker's search: the text as typed (a longer one is no glossary term). */
export const alphabetSearchInputSchema = z.object({ lang, q: z.string().max(200) });

const named = z.object({ slug, title: z.string().min(1) });

/** An entry as a list shows it: where it is and what it says in one line. */
export const alphabetEntryCardSchema = z.object({
  slug,
  term: z.string().min(1),
  definition: z.string().min(1),
  block: slug,
  category: slug,
});
export type AlphabetEntryCard = z.infer<typeof alphabetEntryCardSchema>;

export const alphabetTreeSchema = z.object({
  lang,
  blocks: z.array(
    named.extend({
      categories: z.array(named.extend({ entries: z.array(alphabetEntryCardSchema) })),
    }),
  ),
  /** The A–Z index: every entry under the first letter of its term (accents and case folded), letters in the language's order. */
  letters: z.array(z.object({ letter: z.string().min(1), entries: z.array(alphabetEntryCardSchema) })),
});
export type AlphabetTree = z.infer<typeof alphabetTreeSchema>;
export type AlphabetBlock = AlphabetTree['blocks'][number];

export const alphabetEntrySchema = z.object({
  slug,
  /** The language the text is in: the asked one, or English standing in. */
  lang,
  term: z.string().min(1),
  definition: z.string().min(1),
  /** Sanitised on the server (server/seo/sanitize.ts). */
  html: z.string(),
  block: named,
  category: named,
  related: z.array(alphabetEntryCardSchema),
  couponType: couponType.nullable(),
  oddsFormat: oddsFormat.nullable(),
  /** The worked example's calculation as the public betting calculator's query (without "?"). */
  calculatorQuery: z.string().nullable(),
  updatedAt: z.string(),
});
export type AlphabetEntry = z.infer<typeof alphabetEntrySchema>;

export const alphabetSearchIndexSchema = z.object({ lang, entries: z.array(alphabetEntryCardSchema) });
export type AlphabetSearchIndex = z.infer<typeof alphabetSearchIndexSchema>;

export const alphabetAdminEntrySchema = z.object({
  slug,
  lang: z.enum(ALPHABET_LANGUAGES),
  /** The entry's category; needed when the entry is new, moves it otherwise. */
  category: slug.optional(),
  term: text(120),
  definition: text(400),
  /** Plain paragraphs or HTML, sanitised before it is stored. */
  body: z.string().max(40_000),
  related: z.array(slug).max(20).optional(),
  couponType: couponType.nullable().optional(),
  oddsFormat: oddsFormat.nullable().optional(),
  /** Default false: an operator writes first, publishes when ready. */
  published: z.boolean().optional(),
});
export type AlphabetAdminEntry = z.infer<typeof alphabetAdminEntrySchema>;

export const alphabetAdminPublishSchema = z.object({ slug, lang: z.enum(ALPHABET_LANGUAGES), published: z.boolean() });
export const alphabetAdminAnswerSchema = z.object({ slug, lang, published: z.boolean(), updatedAt: z.string() });

export const ALPHABET_ERRORS = {
  'alphabet.not_found': { status: 404 },
  'alphabet.invalid_request': { status: 400 },
  'alphabet.admin_unauthorized': { status: 401 },
  /** A state change not sent as a script sends it (server/http/scriptCall.ts). */
  'alphabet.csrf_rejected': { status: 403 },
  'alphabet.unsupported_media_type': { status: 415 },
} as const;
export type AlphabetErrorCode = keyof typeof ALPHABET_ERRORS;

/** What the page asks the worker, and what it answers. */
export type AlphabetTreeResult = { readonly status: 'ok'; readonly tree: AlphabetTree } | { readonly status: 'error' };
export type AlphabetEntryResult =
  { readonly status: 'ok'; readonly entry: AlphabetEntry } | { readonly status: 'not_found' } | { readonly status: 'error' };
export type AlphabetSearchResult =
  { readonly status: 'ok'; readonly hits: readonly AlphabetEntryCard[] } | { readonly status: 'superseded' } | { readonly status: 'error' };

declare module './api' {
  interface QueryCatalogue {
    /** The glossary's blocks, categories, entries and A–Z index in a language. */
    alphabetTree: { input: { readonly lang: string }; output: AlphabetTreeResult };
    /** One entry by slug. */
    alphabetEntry: { input: { readonly lang: string; readonly slug: string }; output: AlphabetEntryResult };
    /** Search as you type from the worker's index: the best matches of term and definition. */
    alphabetSearch: { input: { readonly lang: string; readonly q: string }; output: AlphabetSearchResult };
  }
}
