import type { z } from 'zod';
import type { HttpResult } from '../../protocol/http';
import type { OfficeResult } from '../../protocol/officeSupport';
import {
  OFFICE_SUPPORT_PATHS as PATHS,
  appealCreatedSchema,
  appealsAnswerSchema,
  ideaCreatedSchema,
  ideasAnswerSchema,
  managerAnswerSchema,
  newAppealSchema,
  newIdeaSchema,
  newSupportRequestSchema,
  officeRequestCreatedSchema,
  officeRequestsAnswerSchema,
  referralAnswerSchema,
} from '../../protocol/schemas/officeSupport';
import type { HttpClient } from '../http';
import type { Controller, ControllerLink } from '../runtime/controller';

/**
 * The office's support pages' calls (docs: server/officeSupport/README.md):
 * the player's requests, manager, ideas, referral program and block appeals,
 * each read fresh when a page asks; filings are sent once (no retry: a
 * repeated POST would file twice). Every rule is the server's; this only
 * carries the calls and names the outcome.
 */
export class OfficeSupportController implements Controller {
  readonly name = 'officeSupport';
  private link: ControllerLink | null = null;

  readonly queries = {
    officeRequests: () => this.read(PATHS.requests, officeRequestsAnswerSchema, (a) => a.requests),
    officeFileRequest: (input: z.input<typeof newSupportRequestSchema>) =>
      this.file(PATHS.requests, newSupportRequestSchema, input, officeRequestCreatedSchema, (a) => a.request),
    officeManager: () => this.read(PATHS.manager, managerAnswerSchema, (a) => a.manager),
    officeIdeas: () => this.read(PATHS.ideas, ideasAnswerSchema, (a) => a.ideas),
    officeFileIdea: (input: z.input<typeof newIdeaSchema>) =>
      this.file(PATHS.ideas, newIdeaSchema, input, ideaCreatedSchema, (a) => a.idea),
    officeReferral: () => this.read(PATHS.referral, referralAnswerSchema, (a) => a),
    officeAppeals: () => this.read(PATHS.appeals, appealsAnswerSchema, (a) => a.appeals),
    officeFileAppeal: (input: z.input<typeof newAppealSchema>) =>
      this.file(PATHS.appeals, newAppealSchema, input, appealCreatedSchema, (a) => a.appeal),
  };

  constructor(private readonly deps: { readonly http: HttpClient; readonly log: { warn(message: string, data?: unknown): void } }) {}

  attach(link: ControllerLink): void {
    this.link = link;
  }

  private signedIn(): boolean {
    return this.link?.projection('session')?.status === 'signedIn';
  }

  private async read<S extends z.ZodType, T>(path: string, schema: S, pick: (answer: z.output<S>) => T): Promise<OfficeResult<T>> {
    if (!this.signedIn()) return { status: 'signedOut' };
    return this.outcome(path, await this.deps.http.get(path, { schema, auth: true }), pick);
  }

  /** A form's input is checked here with the server's own schema first: a refusal the server would give costs no call. */
  private async file<I extends z.ZodType, S extends z.ZodType, T>(
    path: string,
    inputSchema: I,
    input: unknown,
    schema: S,
    pick: (answer: z.output<S>) => T,
  ): Promise<OfficeResult<T>> {
    if (!this.signedIn()) return { status: 'signedOut' };
    const body = inputSchema.safeParse(input);
    if (!body.success) return { status: 'refused', code: 'invalid_request', retryAfterSeconds: null };
    return this.outcome(path, await this.deps.http.post(path, body.data, { schema, auth: true, policy: 'once' }), pick);
  }

  private outcome<R, T>(path: string, answer: HttpResult<R>, pick: (answer: R) => T): OfficeResult<T> {
    if (answer.ok) return { status: 'ok', value: pick(answer.value) };
    const { failure } = answer;
    if (failure.status === 'http-error') {
      if (failure.code === 401) return { status: 'signedOut' };
      if (failure.code < 500)
        return {
          status: 'refused',
          code: failure.error?.reason ?? 'invalid_request',
          retryAfterSeconds: failure.retryAfterSeconds ?? null,
        };
    }
    if (failure.status !== 'closed') this.deps.log.warn(`office support call ${path} failed`, failure);
    return { status: 'error', message: 'message' in failure ? failure.message : failure.status };
  }
}
