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
  type CasinoPageResult,
  type CasinoProvidersResult,
} from '../../protocol/casino/catalogue';
import type { Accepted, CommandEnvelope } from '../../protocol/envelope';
import { reject, type Rejection } from '../../protocol/rejections';
import type { HttpClient } from '../http';
import type { Controller, ControllerLink } from '../runtime/controller';
import type { Logger } from '../runtime/ports';
import type { Clock, TimerHandle } from '../scheduler/clock';

const ACCEPTED: Accepted = { accepted: true, seq: 0 };
const SUPERSEDED: CasinoPageResult = { status: 'superseded' };

interface PendingSearch {
  readonly timer: TimerHandle;
  readonly resolve: (result: CasinoPageResult) => void;
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
 * Search is debounced here, on the host's clock, per tab: each key a tab
 * sends waits CASINO_SEARCH_DEBOUNCE_MS; a newer key from the same tab
 * answers the waiting one `superseded`, so only the text the player stopped
 * at is sent, and an answer that comes back after a newer search went out is
 * dropped the same way.
 */
export class CasinoLobbyController implements Controller {
  readonly name = 'casinoLobby';
  readonly commands = CASINO_LOBBY_COMMANDS;
  readonly follows = ['session'] as const;
  readonly projections = { casinoLobby: { value: () => this.view } };
  readonly queries = {
    casinoGames: (input: { readonly filter: CasinoFilter; readonly cursor: number }) => this.page(input.filter, input.cursor),
    casinoSearch: (input: { readonly filter: CasinoFilter }, tabId: string) => this.search(input.filter, tabId),
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

  constructor(private readonly deps: CasinoLobbyDeps) {}

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
    if (!parsed.success) return reject('invalid_command', { field: parsed.error.issues[0]?.path.join('.') ?? '' });
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
    if (result.ok) return { status: 'ok', page: result.value };
    this.deps.log.warn('a casino catalogue page could not be read', result.failure);
    return { status: 'error' };
  }

  private search(filter: CasinoFilter, tabId: string): Promise<CasinoPageResult> {
    this.settle(tabId, SUPERSEDED);
    const number = (this.searches.get(tabId) ?? 0) + 1;
    this.searches.set(tabId, number);
    return new Promise<CasinoPageResult>((resolve) => {
      const timer = this.deps.clock.setTimeout(() => {
        this.pending.delete(tabId);
        void this.page(filter, 0).then((result) => resolve(this.searches.get(tabId) === number ? result : SUPERSEDED));
      }, CASINO_SEARCH_DEBOUNCE_MS);
      this.pending.set(tabId, { timer, resolve });
    });
  }

  /** Answers a tab's waiting search (superseded, or the tab is gone) and stops its timer. */
  private settle(tabId: string, result: CasinoPageResult): void {
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
