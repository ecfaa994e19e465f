import type { SupportHistoryResult } from '../../protocol/questions';
import { SUPPORT_HISTORY_PATH, supportHistoryAnswerSchema } from '../../protocol/schemas/supportHistory';
import type { HttpClient } from '../http';
import type { Controller, ControllerLink } from '../runtime/controller';

/**
 * Answers the support-request-history modal's question (SPEC 2): the
 * signed-in player's own requests, read fresh each time the modal opens (a
 * consultant may have answered meanwhile). A guest has none to read.
 */
export class SupportHistoryController implements Controller {
  readonly name = 'supportHistory';
  readonly queries = { supportHistory: (input: { readonly lang: string }) => this.read(input.lang) };
  private link: ControllerLink | null = null;

  constructor(private readonly deps: { readonly http: HttpClient; readonly log: { warn(message: string, data?: unknown): void } }) {}

  attach(link: ControllerLink): void {
    this.link = link;
  }

  private async read(lang: string): Promise<SupportHistoryResult> {
    if (this.link?.projection('session')?.status !== 'signedIn') return { status: 'signedOut' };
    const answer = await this.deps.http.get(SUPPORT_HISTORY_PATH, { schema: supportHistoryAnswerSchema, auth: true, language: lang });
    if (answer.ok) return { status: 'ok', requests: answer.value.data.requests };
    if (answer.failure.status === 'http-error' && answer.failure.code === 401) return { status: 'signedOut' };
    if (answer.failure.status !== 'closed') this.deps.log.warn('the support history could not be read', answer.failure);
    return { status: 'error', message: 'message' in answer.failure ? answer.failure.message : answer.failure.status };
  }
}
