import { buildLobbyIndex, type LobbyFacts, type LobbyIndex } from '../../core/casinoLobby';
import {
  CASINO_SEARCH_INDEX_FRESH_MS,
  CASINO_SEARCH_PATHS,
  casinoSearchIndexSchema,
  type CasinoSearchIndex,
} from '../../protocol/casino/lobbySearch';
import type { HttpClient } from '../http';
import type { Clock } from '../scheduler/clock';

interface Held {
  readonly index: LobbyIndex;
  readonly loadedAt: number;
}

/** Languages held at once: the player's, and the one they just left. */
const MAX_LANGUAGES = 2;

const factsOf = (answer: CasinoSearchIndex): LobbyFacts[] =>
  answer.games.map(([id, name, provider, category, subcategory, popularity, released]) => {
    const [slug, providerName] = answer.providers[provider]!;
    return { id, name, provider: slug, providerName, category, subcategory, popularity, released };
  });

/**
 * The casino catalogue's search index as the worker holds it, per
 * language: loaded from the server on the first search (once, however many
 * ask meanwhile), folded and sorted once (buildLobbyIndex), and loaded again
 * behind the held one when a search finds it older than
 * CASINO_SEARCH_INDEX_FRESH_MS, as the sports catalogue's index is kept.
 */
export class LobbySearchIndexStore {
  private readonly held = new Map<string, Held>();
  private readonly loading = new Map<string, Promise<LobbyIndex | null>>();

  constructor(
    private readonly deps: {
      readonly http: HttpClient;
      readonly clock: Clock;
      /** A new index arrived: what was learnt from the old one (games by id) may be out of date. */
      readonly changed: () => void;
    },
  ) {}

  /** The language's index (null when it could not be loaded); an old one answers while its successor loads. */
  async ready(lang: string): Promise<LobbyIndex | null> {
    const held = this.held.get(lang);
    if (!held) return this.load(lang);
    if (this.deps.clock.now() - held.loadedAt >= CASINO_SEARCH_INDEX_FRESH_MS) void this.load(lang);
    return held.index;
  }

  private load(lang: string): Promise<LobbyIndex | null> {
    const running = this.loading.get(lang);
    if (running) return running;
    const run = this.deps.http
      .get(CASINO_SEARCH_PATHS.index, { schema: casinoSearchIndexSchema, language: lang })
      .then((result) => {
        if (!result.ok) return this.held.get(lang)?.index ?? null;
        const index = buildLobbyIndex(factsOf(result.value));
        this.held.delete(lang);
        this.held.set(lang, { index, loadedAt: this.deps.clock.now() });
        // The oldest language goes first: a Map keeps insertion order.
        while (this.held.size > MAX_LANGUAGES) this.held.delete(this.held.keys().next().value as string);
        this.deps.changed();
        return index;
      })
      .finally(() => this.loading.delete(lang));
    this.loading.set(lang, run);
    return run;
  }
}
