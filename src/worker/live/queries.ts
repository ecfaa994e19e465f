import { buildSearchIndex, searchCatalogue, type SearchIndex } from '../../core/search';
import { checkGeneratorAsk, generateCoupon, suggestedCoupon } from '../../core/suggest';
import type { OddsFormatId } from '../../protocol/constants/oddsFormats';
import type { BetGeneratorAnswer, BetGeneratorRequest } from '../../protocol/live-client';
import { EMPTY_SEARCH_RESULT, type CatalogueSearchRequest, type CatalogueSearchResult } from '../../protocol/search';
import type { CatalogueIndexStore, HeldIndex } from './catalogueIndex';

/*
 * The header's search and the bet generator: what a page asks only when the
 * player searches or turns the generator on, so the live controller loads
 * this module (with the search's folding and the generator) on first use.
 */

const LANGUAGE = /^[a-z]{2}$/;

/** The folded search index of each held index, built once per load (a newer load is a new HeldIndex). */
const searchIndexes = new WeakMap<HeldIndex, SearchIndex>();

function searchIndexOf(held: HeldIndex): SearchIndex {
  let index = searchIndexes.get(held);
  if (!index) {
    index = buildSearchIndex(held.index, held.lang);
    searchIndexes.set(held, index);
  }
  return index;
}

/** searchCatalogue: the whole catalogue of the asked language (loaded on first use, kept fresh while searched). */
export async function answerSearch(index: CatalogueIndexStore, input: CatalogueSearchRequest): Promise<CatalogueSearchResult> {
  if (typeof input?.text !== 'string' || typeof input.lang !== 'string' || !LANGUAGE.test(input.lang)) return EMPTY_SEARCH_RESULT;
  if (input.text.trim() === '') return EMPTY_SEARCH_RESULT;
  const ready = await index.ready(input.lang);
  if (!ready.ok) return EMPTY_SEARCH_RESULT;
  return searchCatalogue(searchIndexOf(ready.held), input.text, input.limit);
}

export interface GeneratorLook {
  readonly lang: string;
  readonly format: OddsFormatId;
  readonly shortNames: boolean;
}

/**
 * betGenerator: a coupon from the open markets of the index in the player's
 * language; the seed is the tab's, or one the worker draws (`drawSeed`), and
 * comes back with the answer.
 */
export async function answerBetGenerator(
  index: CatalogueIndexStore,
  input: BetGeneratorRequest,
  look: GeneratorLook,
  drawSeed: () => number,
): Promise<BetGeneratorAnswer> {
  const sportIds = Array.isArray(input?.sportIds) ? input.sportIds : [];
  const check = checkGeneratorAsk({ target: input?.target, legs: input?.legs, sportIds });
  if (!check.ok) return { status: 'invalid', field: check.field };
  const seed = Number.isSafeInteger(input.seed) ? (input.seed as number) : drawSeed();
  const ready = await index.ready(look.lang);
  if (!ready.ok) return { status: 'error', code: ready.code };
  const choices = generateCoupon(ready.held.index.games, { target: input.target, legs: input.legs, sportIds, seed });
  if (choices === null) return { status: 'none', seed };
  const champs = new Map(ready.held.index.champs.map((c) => [c.champId, c]));
  return { status: 'ok', seed, coupon: suggestedCoupon(choices, { champs, short: look.shortNames, format: look.format }) };
}
