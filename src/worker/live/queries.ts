import { searchCatalogue } from '../../core/search';
import { checkGeneratorAsk, generateCoupon, suggestedCoupon } from '../../core/suggest';
import type { OddsFormatId } from '../../protocol/constants/oddsFormats';
import type { BetGeneratorAnswer, BetGeneratorRequest } from '../../protocol/live-client';
import { EMPTY_SEARCH_RESULT, type CatalogueSearchRequest, type CatalogueSearchResult } from '../../protocol/search';
import type { CatalogueIndexStore } from './catalogueIndex';

const LANGUAGE = /^[a-z]{2}$/;

/** searchCatalogue: the whole catalogue of the asked language (loaded on first use, kept fresh while searched). */
export async function answerSearch(index: CatalogueIndexStore, input: CatalogueSearchRequest): Promise<CatalogueSearchResult> {
  if (typeof input?.text !== 'string' || typeof input.lang !== 'string' || !LANGUAGE.test(input.lang)) return EMPTY_SEARCH_RESULT;
  if (input.text.trim() === '') return EMPTY_SEARCH_RESULT;
  const ready = await index.ready(input.lang);
  if (!ready.ok) return EMPTY_SEARCH_RESULT;
  return searchCatalogue(index.searchIndex(ready.held), input.text, input.limit);
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
