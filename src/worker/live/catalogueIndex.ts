import { buildSearchIndex, type SearchIndex } from '../../core/search';
import { LIVE_INDEX_PATH, indexAnswerSchema, type CatalogueIndex } from '../../protocol/schemas/live';
import type { HttpClient } from '../http';
import type { Clock } from '../scheduler/clock';

/** The index of one language as the worker holds it. */
export interface HeldIndex {
  readonly lang: string;
  readonly index: CatalogueIndex;
  readonly loadedAt: number;
}

export type IndexLoad = { readonly ok: true; readonly held: HeldIndex } | { readonly ok: false; readonly code: string };

/** An index older than this is loaded again when next asked for (search answers from the old one meanwhile). */
export const INDEX_FRESH_MS = 60_000;
/** Languages held at once: the player's, and the one they just left. */
const MAX_LANGUAGES = 2;

/**
 * The whole catalogue (every sport, championship and game not finished, each
 * game with its main market), loaded from the server once per language and
 * kept fresh while something uses it: the header's search and the
 * suggested coupons read it, never only what pages watch. One load per
 * language at a time; the search index is folded once per load.
 */
export class CatalogueIndexStore {
  private readonly held = new Map<string, HeldIndex>();
  private readonly loading = new Map<string, Promise<IndexLoad>>();
  private readonly searchIndexes = new WeakMap<HeldIndex, SearchIndex>();

  constructor(
    private readonly deps: {
      readonly http: HttpClient;
      readonly clock: Clock;
      /** A new index arrived (what is built from it is built again). */
      readonly changed: () => void;
    },
  ) {}

  current(lang: string): HeldIndex | null {
    return this.held.get(lang) ?? null;
  }

  /** Loads the language's index again (once, however many ask meanwhile). */
  load(lang: string): Promise<IndexLoad> {
    const running = this.loading.get(lang);
    if (running) return running;
    const run = this.deps.http
      .get(LIVE_INDEX_PATH, { schema: indexAnswerSchema, query: { lang }, language: lang })
      .then((r): IndexLoad => {
        if (!r.ok) return { ok: false, code: r.failure.status === 'http-error' ? `http_${r.failure.code}` : r.failure.status };
        const held: HeldIndex = { lang, index: r.value.data, loadedAt: this.deps.clock.now() };
        this.held.delete(lang);
        this.held.set(lang, held);
        // The oldest language goes first: a Map keeps insertion order.
        while (this.held.size > MAX_LANGUAGES) this.held.delete(this.held.keys().next().value as string);
        this.deps.changed();
        return { ok: true, held };
      })
      .finally(() => this.loading.delete(lang));
    this.loading.set(lang, run);
    return run;
  }

  /**
   * The index to answer from now: the held one (loading a fresh one in the
   * background when it is old), or the first load's, waited for.
   */
  async ready(lang: string): Promise<IndexLoad> {
    const held = this.held.get(lang);
    if (!held) return this.load(lang);
    if (this.deps.clock.now() - held.loadedAt >= INDEX_FRESH_MS) void this.load(lang);
    return { ok: true, held };
  }

  /** The folded search index of a held index, built on first use. */
  searchIndex(held: HeldIndex): SearchIndex {
    let index = this.searchIndexes.get(held);
    if (!index) {
      index = buildSearchIndex(held.index, held.lang);
      this.searchIndexes.set(held, index);
    }
    return index;
  }
}
