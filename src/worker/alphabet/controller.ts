import {
  ALPHABET_PATHS,
  ALPHABET_SEARCH_LIMIT,
  alphabetEntryQuerySchema,
  alphabetEntrySchema,
  alphabetLangQuerySchema,
  alphabetSearchInputSchema,
  alphabetTreeSchema,
  type AlphabetEntryResult,
  type AlphabetSearchResult,
  type AlphabetTreeResult,
} from '../../protocol/alphabet';
import type { HttpClient } from '../http';
import type { Controller } from '../runtime/controller';
import { onFirstUse } from '../runtime/onFirstUse';
import type { Logger } from '../runtime/ports';
import type { Clock } from '../scheduler/clock';
import { AlphabetIndexStore } from './indexStore';

/**
 * The betting alphabet's questions (SPEC 2, /{lng}/betting-alphabet): the
 * tree and an entry from the server, and search as you type answered here
 * from the language's index with the core's rules (src/core/alphabet). No
 * state: each answer is one question. Few visitors open the glossary, so its
 * search code loads on first use.
 */
export class AlphabetController implements Controller {
  readonly name = 'alphabet';
  readonly queries = {
    alphabetTree: (input: { readonly lang: string }) => this.tree(input),
    alphabetEntry: (input: { readonly lang: string; readonly slug: string }) => this.entry(input),
    alphabetSearch: (input: { readonly lang: string; readonly q: string }) => this.search(input),
  };
  private readonly core = onFirstUse(() => import('../../core/alphabet'));
  private readonly indexes: AlphabetIndexStore;

  constructor(private readonly deps: { readonly http: HttpClient; readonly clock: Clock; readonly log: Logger }) {
    this.indexes = new AlphabetIndexStore({
      http: deps.http,
      clock: deps.clock,
      build: () => this.core().then((c) => c.buildAlphabetIndex),
    });
  }

  attach(): void {}

  private async tree(input: unknown): Promise<AlphabetTreeResult> {
    const parsed = alphabetLangQuerySchema.safeParse(input);
    if (!parsed.success) return { status: 'error' };
    const result = await this.deps.http.get(ALPHABET_PATHS.tree, { schema: alphabetTreeSchema, query: parsed.data });
    if (result.ok) return { status: 'ok', tree: result.value };
    this.deps.log.warn('the betting alphabet could not be read', result.failure);
    return { status: 'error' };
  }

  private async entry(input: unknown): Promise<AlphabetEntryResult> {
    const parsed = alphabetEntryQuerySchema.safeParse(input);
    // A slug no entry could have is an unknown entry: the page shows its 404.
    if (!parsed.success) return { status: 'not_found' };
    const result = await this.deps.http.get(ALPHABET_PATHS.entry, { schema: alphabetEntrySchema, query: parsed.data });
    if (result.ok) return { status: 'ok', entry: result.value };
    if (result.failure.status === 'http-error' && result.failure.code === 404) return { status: 'not_found' };
    this.deps.log.warn('a betting alphabet entry could not be read', result.failure);
    return { status: 'error' };
  }

  private async search(input: unknown): Promise<AlphabetSearchResult> {
    const parsed = alphabetSearchInputSchema.safeParse(input);
    if (!parsed.success) return { status: 'error' };
    try {
      const [core, index] = await Promise.all([this.core(), this.indexes.ready(parsed.data.lang)]);
      if (index === null) return { status: 'error' };
      return { status: 'ok', hits: core.searchAlphabet(index, parsed.data.q, ALPHABET_SEARCH_LIMIT) };
    } catch (error) {
      this.deps.log.warn('the betting alphabet search could not be loaded', error);
      return { status: 'error' };
    }
  }
}
