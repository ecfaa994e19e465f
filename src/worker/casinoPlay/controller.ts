import { leaveGameTarget } from '../../core/casino/firstGame';
import { CASINO_FIRST_GAME_PATH, firstGameAnswerSchema, type FirstGameResult, type LeaveGameResult } from '../../protocol/casino/firstGame';
import type { CasinoLaunchResult } from '../../protocol/casino/launchQuery';
import { CASINO_PATHS, launchAnswerSchema } from '../../protocol/casino/play';
import type { HttpClient } from '../http';
import type { Controller, ControllerLink } from '../runtime/controller';

const BACK: LeaveGameResult = { to: 'back' };

/**
 * The casino game page's launch: asks the site for a launch token
 * and the frame's address on the games origin. A real-money launch goes with
 * the player's session; a demo needs none.
 *
 * It also decides where closing a real-money game leads: a player with no
 * real-money round yet has the first game read at launch and again at the
 * close; once a first game is known it stays known, so a seasoned player's
 * launch and close cost no extra read.
 */
export class CasinoPlayController implements Controller {
  readonly name = 'casinoPlay';
  readonly queries = {
    casinoLaunch: (input: { readonly gameId: string; readonly demo: boolean; readonly refresh?: boolean }) => this.launch(input),
    casinoFirstGame: () => this.firstGame(),
    casinoLeaveGame: (input: { readonly gameId: string }) => this.leave(input.gameId),
  };
  private link: ControllerLink | null = null;
  /** Per player: whether a first real-money game existed at the last real-money launch (true stays: it is known for good). */
  private readonly firstAtLaunch = new Map<number, boolean>();

  constructor(private readonly deps: { readonly http: HttpClient; readonly log: { warn(message: string, data?: unknown): void } }) {}

  attach(link: ControllerLink): void {
    this.link = link;
  }

  private async launch(input: {
    readonly gameId: string;
    readonly demo: boolean;
    readonly refresh?: boolean;
  }): Promise<CasinoLaunchResult> {
    const signedIn = this.link?.projection('session')?.status === 'signedIn';
    if (!input.demo && !signedIn) return { status: 'signedOut' };
    // Only the page's first launch notes the first game: a token refresh comes after this sitting's own plays.
    if (!input.demo && input.refresh !== true) await this.noteFirstGame();
    const request = { gameId: input.gameId, demo: input.demo };
    const answer = await this.deps.http.post(CASINO_PATHS.launch, request, { schema: launchAnswerSchema, auth: signedIn });
    if (answer.ok) return { status: 'ok', ...answer.value };
    const f = answer.failure;
    if (f.status === 'http-error' && f.code === 401) return { status: 'signedOut' };
    if (f.status === 'http-error' && f.code === 404) return { status: 'notFound' };
    if (f.status !== 'closed') this.deps.log.warn('the casino launch failed', f);
    return { status: 'error', message: 'message' in f ? f.message : f.status };
  }

  private userId(): number | null {
    const session = this.link?.projection('session');
    return session?.status === 'signedIn' ? session.userId : null;
  }

  private async readFirstGame(): Promise<FirstGameResult> {
    const answer = await this.deps.http.get(CASINO_FIRST_GAME_PATH, { schema: firstGameAnswerSchema, auth: true });
    if (answer.ok) return { status: 'ok', first: answer.value.first };
    const f = answer.failure;
    if (f.status === 'http-error' && f.code === 401) return { status: 'signedOut' };
    if (f.status !== 'closed') this.deps.log.warn('the first casino game could not be read', f);
    return { status: 'error' };
  }

  private firstGame(): Promise<FirstGameResult> {
    return this.userId() === null ? Promise.resolve({ status: 'signedOut' }) : this.readFirstGame();
  }

  /** Before a real-money launch: whether the player had a first game already (not read again once known). */
  private async noteFirstGame(): Promise<void> {
    const userId = this.userId();
    if (userId === null || this.firstAtLaunch.get(userId) === true) return;
    const result = await this.readFirstGame();
    if (result.status === 'ok') this.firstAtLaunch.set(userId, result.first !== null);
    else this.firstAtLaunch.delete(userId);
  }

  private async leave(gameId: string): Promise<LeaveGameResult> {
    const userId = this.userId();
    const hadFirst = userId === null ? undefined : this.firstAtLaunch.get(userId);
    // Only a launch that found no first game can have played it: otherwise (or a launch whose read failed) no read is needed.
    if (userId === null || hadFirst !== false) return BACK;
    const result = await this.readFirstGame();
    if (result.status !== 'ok') return BACK;
    if (result.first !== null) this.firstAtLaunch.set(userId, true);
    return leaveGameTarget(hadFirst, result.first, gameId);
  }
}
