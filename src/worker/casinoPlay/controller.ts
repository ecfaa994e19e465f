import type { CasinoLaunchResult } from '../../protocol/casino/launchQuery';
import { CASINO_PATHS, launchAnswerSchema } from '../../protocol/casino/play';
import type { HttpClient } from '../http';
import type { Controller, ControllerLink } from '../runtime/controller';

/**
 * The casino game page's launch: asks the site for a launch token
 * and the frame's address on the games origin. A real-money launch goes with
 * the player's session; a demo needs none.
 */
export class CasinoPlayController implements Controller {
  readonly name = 'casinoPlay';
  readonly queries = { casinoLaunch: (input: { readonly gameId: string; readonly demo: boolean }) => this.launch(input) };
  private link: ControllerLink | null = null;

  constructor(private readonly deps: { readonly http: HttpClient; readonly log: { warn(message: string, data?: unknown): void } }) {}

  attach(link: ControllerLink): void {
    this.link = link;
  }

  private async launch(input: { readonly gameId: string; readonly demo: boolean }): Promise<CasinoLaunchResult> {
    const signedIn = this.link?.projection('session')?.status === 'signedIn';
    if (!input.demo && !signedIn) return { status: 'signedOut' };
    const answer = await this.deps.http.post(CASINO_PATHS.launch, input, { schema: launchAnswerSchema, auth: signedIn });
    if (answer.ok) return { status: 'ok', ...answer.value };
    const f = answer.failure;
    if (f.status === 'http-error' && f.code === 401) return { status: 'signedOut' };
    if (f.status === 'http-error' && f.code === 404) return { status: 'notFound' };
    if (f.status !== 'closed') this.deps.log.warn('the casino launch failed', f);
    return { status: 'error', message: 'message' in f ? f.message : f.status };
  }
}
