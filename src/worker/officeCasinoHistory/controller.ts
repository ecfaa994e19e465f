import type { CasinoHistoryAsk, CasinoHistoryResult } from '../../protocol/officeCasinoHistory';
import type { HttpClient } from '../http';
import type { Controller, ControllerLink } from '../runtime/controller';
import { onFirstUse } from '../runtime/onFirstUse';

/** The casino history's filters and rows are the office's: not in the worker's first download. */
const historyModule = onFirstUse(() => import('./load'));

/**
 * Answers the office casino history's question (office/casino-history):
 * server data read fresh for each address and page, so no projection and no
 * events. A guest has no rounds to read.
 */
export class OfficeCasinoHistoryController implements Controller {
  readonly name = 'officeCasinoHistory';
  readonly queries = { loadCasinoHistory: (input: CasinoHistoryAsk) => this.load(input) };
  private link: ControllerLink | null = null;

  constructor(private readonly deps: { readonly http: HttpClient; readonly log: { warn(message: string, data?: unknown): void } }) {}

  attach(link: ControllerLink): void {
    this.link = link;
  }

  private async load(input: CasinoHistoryAsk): Promise<CasinoHistoryResult> {
    if (this.link?.projection('session')?.status !== 'signedIn') return { status: 'signedOut' };
    try {
      const { loadCasinoHistory } = await historyModule();
      return await loadCasinoHistory(this.deps.http, input, this.deps.log);
    } catch (error) {
      this.deps.log.warn('the casino history module could not be loaded', error);
      return { status: 'error', message: 'code-unavailable' };
    }
  }
}
