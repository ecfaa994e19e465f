import type { BetHistoryQuery, BetHistoryResult } from '../../protocol/officeHistory';
import type { HttpClient } from '../http';
import type { Controller, ControllerLink } from '../runtime/controller';
import { onFirstUse } from '../runtime/onFirstUse';

/** The history's filters, calls and line arithmetic are the office's: not in the worker's first download. */
const historyModule = onFirstUse(() => import('./load'));

/**
 * Answers the office bet history's question (office/history): server data
 * read fresh for each address, so no projection and no events. A guest has
 * no history to read.
 */
export class OfficeHistoryController implements Controller {
  readonly name = 'officeHistory';
  readonly queries = { loadBetHistory: (input: BetHistoryQuery) => this.load(input) };
  private link: ControllerLink | null = null;

  constructor(private readonly deps: { readonly http: HttpClient; readonly log: { warn(message: string, data?: unknown): void } }) {}

  attach(link: ControllerLink): void {
    this.link = link;
  }

  private async load(input: BetHistoryQuery): Promise<BetHistoryResult> {
    if (this.link?.projection('session')?.status !== 'signedIn') return { status: 'signedOut' };
    try {
      const { loadBetHistory } = await historyModule();
      return await loadBetHistory(this.deps.http, input, this.deps.log);
    } catch (error) {
      this.deps.log.warn('the bet history module could not be loaded', error);
      return { status: 'error', message: 'code-unavailable' };
    }
  }
}
