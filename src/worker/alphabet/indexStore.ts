import type { AlphabetIndex } from '../../core/alphabet';
import { ALPHABET_INDEX_FRESH_MS, ALPHABET_PATHS, alphabetSearchIndexSchema, type AlphabetEntryCard } from '../../protocol/alphabet';
import type { HttpClient } from '../http';
import type { Clock } from '../scheduler/clock';

interface Held {
  readonly index: AlphabetIndex;
  readonly loadedAt: number;
}

/** Languages held at once: the reader's, and the one they just left. */
const MAX_LANGUAGES = 2;

/**
 * The glossary's search index as the worker holds it, per language: loaded
 * on the first search (once, however many ask meanwhile), folded once
 * (buildAlphabetIndex), and loaded again behind the held one when a search
 * finds it older than ALPHABET_INDEX_FRESH_MS, as the casino lobby's is.
 */
export class AlphabetIndexStore {
  private readonly held = new Map<string, Held>();
  private readonly loading = new Map<string, Promise<AlphabetIndex | null>>();

  constructor(
    private readonly deps: {
      readonly http: HttpClient;
      readonly clock: Clock;
      /** The core's index builder, loaded on first use. */
      readonly build: () => Promise<(cards: readonly AlphabetEntryCard[]) => AlphabetIndex>;
    },
  ) {}

  /** The language's index (null when it could not be loaded); an old one answers while its successor loads. */
  async ready(lang: string): Promise<AlphabetIndex | null> {
    const held = this.held.get(lang);
    if (!held) return this.load(lang);
    if (this.deps.clock.now() - held.loadedAt >= ALPHABET_INDEX_FRESH_MS) void this.load(lang);
    return held.index;
  }

  private load(lang: string): Promise<AlphabetIndex | null> {
    const running = this.loading.get(lang);
    if (running) return running;
    const run = this.deps.http
      .get(ALPHABET_PATHS.index, { schema: alphabetSearchIndexSchema, query: { lang } })
      .then(async (result) => {
        if (!result.ok) return this.held.get(lang)?.index ?? null;
        const index = (await this.deps.build())(result.value.entries);
        this.held.delete(lang);
        this.held.set(lang, { index, loadedAt: this.deps.clock.now() });
        // The oldest language goes first: a Map keeps insertion order.
        while (this.held.size > MAX_LANGUAGES) this.held.delete(this.held.keys().next().value as string);
        return index;
      })
      .catch(() => this.held.get(lang)?.index ?? null)
      .finally(() => this.loading.delete(lang));
    this.loading.set(lang, run);
    return run;
  }
}
