import {
  CASINO_LOBBY_COMMANDS,
  CASINO_LOBBY_COMMAND_SCHEMAS,
  CASINO_PAGE_DEFAULT,
  CASINO_PATHS,
  CASINO_SEARCH_DEBOUNCE_MS,
  EMPTY_CASINO_LOBBY,
  casinoGameListSchema,
  casinoGamesPageSchema,
  casinoProvidersSchema,
  type CasinoFilter,
  type CasinoLobbyCommand,
  type CasinoLobbyProjection,
  type CasinoGame,
  type CasinoPageResult,
  type CasinoProvidersResult,
} from '../../protocol/casino/catalogue';
import {
  CASINO_SEARCH_PATHS,
  casinoGamesByIdInputSchema,
  casinoGamesByIdSchema,
  casinoSearchInputSchema,
  type CasinoGamesResult,
  type CasinoSearchResult,
} from '../../protocol/casino/lobbySearch';
import { searchLobby } from '../../core/casinoLobby';
import type { Accepted, CommandEnvelope } from '../../protocol/envelope';
import { invalidCommand, reject, type Rejection } from '../../protocol/rejections';
import type { HttpClient } from '../http';
import type { Controller, ControllerLink } from '../runtime/controller';
import type { Logger } from '../runtime/ports';
import type { Clock, TimerHandle } from '../scheduler/clock';
import { LobbySearchIndexStore } from './searchIndex';

const ACCEPTED: Accepted = { accepted: true, seq: 0 };
const LANGUAGE = /^[a-z]{2}$/;
const SUPERSEDED: CasinoSearchResult = { status: 'superseded' };
const SEARCH_ERROR: CasinoSearchResult = { status: 'error' };

interface PendingSearch {
  readonly timer: TimerHandle;
  readonly resolve: (result: CasinoSearchResult) => void;
}

export interface CasinoLobbyDeps {
  readonly http: HttpClient;
  readonly clock: Clock;
  readonly log: Logger;
}

/**
 * The casino lobby's effects: pages of the catalogue
 * from the server, search as you type, and the signed-in player's favourites
 * and recent games, one copy for every tab (projection `casinoLobby`).
 *
 * Search is answered here from the catalogue's search index (searchIndex.ts,
 * the server's own rules of src/core/casinoLobby): the count and the ordered
 * ids at once, the tiles by id as the grid shows them, from the games this
 * worker has seen or the server. It is debounced per tab on the host's
 * clock: each key waits CASINO_SEARCH_DEBOUNCE_MS, and a newer key from the
 * same tab answers the waiting one `superseded`, so a word typed at speed is
 * searched once.
 */
export class CasinoLobbyController implements Controller {
  readonly name = 'casinoLobby';
  readonly commands = CASINO_LOBBY_COMMANDS;
  readonly follows = ['session'] as const;
  readonly projections = { casinoLobby: { value: () => this.view } };
  readonly queries = {
    casinoGames: async (input: { readonly filter: CasinoFilter; readonly cursor: number; readonly searchLang?: string }) => {
      const page = await this.page(input.filter, input.cursor);
      // After the page, not beside it: the first tiles come first, the index is for the first key.
      if (input.searchLang !== undefined && LANGUAGE.test(input.searchLang)) void this.indexes.ready(input.searchLang);
      return page;
    },
    casinoSearch: (input: { readonly filter: CasinoFilter; readonly lang: string }, tabId: string) => this.search(input, tabId),
    casinoGamesById: (input: { readonly ids: readonly number[] }) => this.gamesById(input),
    casinoProviders: () => this.providers(),
  };

  private link: ControllerLink | null = null;
  private userId: number | null = null;
  private view: CasinoLobbyProjection = EMPTY_CASINO_LOBBY;
  /** Bumped at every sign-in change: an answer for an earlier player is dropped. */
  private generation = 0;
  private readonly pending = new Map<string, PendingSearch>();
  /** Per tab, the number of its latest search: an older one's answer is superseded. */
  private readonly searches = new Map<string, number>();
  /** Every game a page or a by-id read brought, so a search's tiles seen before need no request. */
  private readonly games = new Map<number, CasinoGame>();
  private readonly indexes: LobbySearchIndexStore;

  constructor(private readonly deps: CasinoLobbyDeps) {
    this.indexes = new LobbySearchIndexStore({ http: deps.http, clock: deps.clock, changed: () => this.games.clear() });
  }

  attach(link: ControllerLink): void {
    this.link = link;
    this.followSession();
  }

  projectionChanged(name: string): void {
    if (name === 'session') this.followSession();
  }

  releaseTab(tabId: string): void {
    this.settle(tabId, SUPERSEDED);
    this.searches.delete(tabId);
  }

  stop(): void {
    for (const tabId of [...this.pending.keys()]) this.releaseTab(tabId);
  }

  async handle(_tabId: string, envelope: CommandEnvelope): Promise<Accepted | Rejection> {
    const command = envelope as CasinoLobbyCommand;
    const parsed = CASINO_LOBBY_COMMAND_SCHEMAS[command.type].safeParse(command.payload);
    if (!parsed.success) return invalidCommand(parsed.error);
    if (this.userId === null) return reject('casinoLobby.sign_in');
    if (command.type === 'casinoLobby/load') {
      await this.load();
      return ACCEPTED;
    }
    return this.star(command.payload.gameId, command.payload.on);
  }

  private async page(filter: CasinoFilter, cursor: number): Promise<CasinoPageResult> {
    const result = await this.deps.http.get(CASINO_PATHS.games, {
      schema: casinoGamesPageSchema,
      query: { ...filter, q: filter.q?.trim() || undefined, cursor, limit: CASINO_PAGE_DEFAULT },
    });
    if (result.ok) {
      this.remember(result.value.games);
      return { status: 'ok', page: result.value };
    }
    this.deps.log.warn('a casino catalogue page could not be read', result.failure);
    return { status: 'error' };
  }

  private search(input: unknown, tabId: string): Promise<CasinoSearchResult> {
    this.settle(tabId, SUPERSEDED);
    const parsed = casinoSearchInputSchema.safeParse(input);
    if (!parsed.success) return Promise.resolve(SEARCH_ERROR);
    const { filter, lang } = parsed.data;
    const number = (this.searches.get(tabId) ?? 0) + 1;
    this.searches.set(tabId, number);
    return new Promise<CasinoSearchResult>((resolve) => {
      const timer = this.deps.clock.setTimeout(() => {
        this.pending.delete(tabId);
        void this.indexes.ready(lang).then((index) => {
          if (this.searches.get(tabId) !== number) return resolve(SUPERSEDED);
          if (index === null) return resolve(SEARCH_ERROR);
          const ids = searchLobby(index, { ...filter, q: filter.q?.trim() || undefined });
          resolve({ status: 'ok', total: ids.length, ids });
        });
      }, CASINO_SEARCH_DEBOUNCE_MS);
      this.pending.set(tabId, { timer, resolve });
    });
  }

  /** The games of a search's page: those this worker holds at once, the others from the server in one request. */
  private async gamesById(input: unknown): Promise<CasinoGamesResult> {
    const parsed = casinoGamesByIdInputSchema.safeParse(input);
    if (!parsed.success) return { status: 'error' };
    const { ids } = parsed.data;
    const missing = ids.filter((id) => !this.games.has(id));
    if (missing.length > 0) {
      const result = await this.deps.http.get(CASINO_SEARCH_PATHS.byIds, {
        schema: casinoGamesByIdSchema,
        query: { ids: missing.join(',') },
      });
      if (!result.ok) {
        this.deps.log.warn('casino games could not be read by id', result.failure);
        return { status: 'error' };
      }
      this.remember(result.value.games);
    }
    return { status: 'ok', games: ids.flatMap((id) => this.games.get(id) ?? []) };
  }

  private remember(games: readonly CasinoGame[]): void {
    for (const game of games) this.games.set(game.id, game);
  }

  /** Answers a tab's waiting search (superseded, or the tab is gone) and stops its timer. */
  private settle(tabId: string, result: CasinoSearchResult): void {
    const waiting = this.pending.get(tabId);
    if (!waiting) return;
    this.deps.clock.clearTimeout(waiting.timer);
    this.pending.delete(tabId);
    waiting.resolve(result);
  }

  private async providers(): Promise<CasinoProvidersResult> {
    const result = await this.deps.http.get(CASINO_PATHS.providers, { schema: casinoProvidersSchema });
    return result.ok ? { status: 'ok', providers: result.value.providers } : { status: 'error' };
  }

  private followSession(): void {
    const session = this.link?.projection('session');
    const userId = session?.status === 'signedIn' ? session.userId : null;
    if (userId === this.userId) return;
    this.userId = userId;
    this.generation += 1;
    if (userId === null) return this.set(EMPTY_CASINO_LOBBY);
    this.set({ ...EMPTY_CASINO_LOBBY, status: 'loading' });
    void this.load();
  }

  private async load(): Promise<void> {
    const generation = this.generation;
    const [favourites, recent] = await Promise.all([
      this.deps.http.get(CASINO_PATHS.favourites, { schema: casinoGameListSchema, auth: true }),
      this.deps.http.get(CASINO_PATHS.recent, { schema: casinoGameListSchema, auth: true }),
    ]);
    if (generation !== this.generation) return;
    if (!favourites.ok || !recent.ok) return this.set({ ...this.view, status: this.view.status === 'ready' ? 'ready' : 'error' });
    const games = favourites.value.games;
    this.set({ status: 'ready', favouriteIds: games.map((g) => g.id), favourites: games, recent: recent.value.games });
  }

  /** The star moves in every tab at once; the server's list then replaces it, or the star goes back if the server refused. */
  private async star(gameId: number, on: boolean): Promise<Accepted | Rejection> {
    const generation = this.generation;
    const before = this.view.favouriteIds;
    const others = before.filter((id) => id !== gameId);
    this.set({ ...this.view, favouriteIds: on ? [gameId, ...others] : others });
    const result = await this.deps.http.post(
      CASINO_PATHS.favourites,
      { gameId, on },
      { schema: casinoGameListSchema, auth: true, policy: 'once' },
    );
    if (generation !== this.generation) return reject('casinoLobby.sign_in');
    if (result.ok) {
      const games = result.value.games;
      this.set({ ...this.view, favouriteIds: games.map((g) => g.id), favourites: games });
      return ACCEPTED;
    }
    this.set({ ...this.view, favouriteIds: before });
    const failure = result.failure;
    return reject(failure.status === 'http-error' && failure.code < 500 ? 'casinoLobby.refused' : 'casinoLobby.network_error');
  }

  private set(view: CasinoLobbyProjection): void {
    this.view = view;
    this.link?.changed('casinoLobby');
  }
}
