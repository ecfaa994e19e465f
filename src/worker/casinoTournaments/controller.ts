import type { TournamentResult, TournamentsResult } from '../../protocol/casino/tournaments';
import type { HttpClient } from '../http';
import type { Controller, ControllerLink } from '../runtime/controller';
import { onFirstUse } from '../runtime/onFirstUse';

/** The calls and their schemas load with the first tournament page, not with the worker. */
const calls = onFirstUse(() => import('./load'));

/**
 * The casino tournaments' questions (bonus/casino pages): the list and one
 * board, read fresh each time it is asked (the board page asks again every
 * LEADERBOARD_POLL_MS while the tournament runs), so no projection and no
 * events.
 */
export class CasinoTournamentsController implements Controller {
  readonly name = 'casinoTournaments';
  private link: ControllerLink | null = null;

  readonly queries = {
    casinoTournaments: (): Promise<TournamentsResult> =>
      calls().then(
        (c) => c.loadTournaments(this.deps.http, this.deps.log),
        (error: unknown) => this.unavailable(error),
      ),
    casinoTournament: (input: { readonly id: number }): Promise<TournamentResult> =>
      calls().then(
        (c) => c.loadTournament(this.deps.http, input.id, this.link?.projection('session')?.status === 'signedIn', this.deps.log),
        (error: unknown) => this.unavailable(error),
      ),
  };

  constructor(private readonly deps: { readonly http: HttpClient; readonly log: { warn(message: string, data?: unknown): void } }) {}

  attach(link: ControllerLink): void {
    this.link = link;
  }

  private unavailable(error: unknown): { readonly status: 'error'; readonly message: string } {
    this.deps.log.warn('the tournament calls could not be loaded', error);
    return { status: 'error', message: 'code-unavailable' };
  }
}
