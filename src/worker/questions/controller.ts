import type { Accepted, CommandEnvelope } from '../../protocol/envelope';
import { QUESTIONS_COMMAND_SCHEMAS, QUESTIONS_COMMANDS, type QuestionsCommand, type QuestionsProjection } from '../../protocol/questions';
import { invalidCommand, reject, type Rejection } from '../../protocol/rejections';
import { QUESTION_PATHS, openQuestionsAnswerSchema, questionAnsweredSchema, type Question } from '../../protocol/schemas/questions';
import type { HttpClient } from '../http';
import type { Controller, ControllerLink } from '../runtime/controller';
import { ChannelCursor } from '../wallet/channelCursor';

export interface QuestionsDeps {
  readonly http: HttpClient;
  readonly log: { warn(message: string, data?: unknown): void };
}

/**
 * The operator's questions (SPEC 2, the user-question modal): it reads the
 * player's open questions at sign-in and whenever the player's channel says
 * one was asked or answered (in another device too), and sends the answer a
 * tab gives. One worker serves every tab, so the `questions` projection is
 * the same in all: an answer in one tab closes the modal in each.
 */
export class QuestionsController implements Controller {
  readonly name = 'questions';
  readonly commands = QUESTIONS_COMMANDS;
  readonly follows = ['session', 'wallet'] as const;
  readonly projections = { questions: { value: () => this.view() } };

  private link: ControllerLink | null = null;
  private userId: number | null = null;
  private open: readonly Question[] = [];
  private sending: number | null = null;
  private failed: number | null = null;
  private readonly channel = new ChannelCursor();
  /** The channel went offline: what it missed may be past its resume (a reset), so the list is read again when it is back. */
  /** Bumped at each sign-in, sign-out and read: an older read's answer is dropped. */
  private generation = 0;

  constructor(private readonly deps: QuestionsDeps) {}

  attach(link: ControllerLink): void {
    this.link = link;
    this.follow();
  }

  projectionChanged(name: string): void {
    if (name === 'session') this.follow();
    if (name === 'wallet') this.hearChannel();
  }

  async handle(_tabId: string, envelope: CommandEnvelope): Promise<Accepted | Rejection> {
    const command = envelope as QuestionsCommand;
    const parsed = QUESTIONS_COMMAND_SCHEMAS[command.type].safeParse(command.payload);
    if (!parsed.success) return invalidCommand(parsed.error);
    if (this.userId === null) return reject('questions.unauthorized');
    if (this.sending !== null) return reject('questions.busy');
    const { questionId, option } = parsed.data;
    this.sending = questionId;
    this.failed = null;
    this.changed();
    const answer = await this.deps.http.post(
      QUESTION_PATHS.answer,
      { questionId, option },
      { schema: questionAnsweredSchema, auth: true, policy: 'once' },
    );
    this.sending = null;
    if (answer.ok) {
      this.open = this.open.filter((q) => q.id !== questionId);
      this.changed();
      // A read begun before the answer would bring the question back: reading again drops it and asks the server anew.
      void this.load();
      return { accepted: true, seq: 0 };
    }
    const status = answer.failure.status === 'http-error' ? answer.failure.code : null;
    // Answered already (another device) or no longer the player's: the server's list is the truth.
    if (status === 409 || status === 404) {
      void this.load();
      return reject(status === 409 ? 'questions.already_answered' : 'questions.not_found');
    }
    this.failed = questionId;
    this.changed();
    if (answer.failure.status !== 'closed') this.deps.log.warn('a question answer failed', answer.failure);
    return reject('questions.network_error');
  }

  view(): QuestionsProjection {
    const session = this.link?.projection('session');
    const player = session?.status === 'signedIn' ? 'signedIn' : session?.status === 'signedOut' ? 'guest' : 'checking';
    const open = player === 'signedIn' ? this.open : [];
    return { player, current: open[0] ?? null, open: open.length, sending: this.sending, failed: this.failed };
  }

  private changed(): void {
    this.link?.changed('questions');
  }

  private follow(): void {
    const session = this.link?.projection('session');
    const userId = session?.status === 'signedIn' ? session.userId : null;
    if (userId === this.userId) return;
    this.userId = userId;
    this.open = [];
    this.sending = null;
    this.failed = null;
    this.generation += 1;
    this.changed();
    if (userId !== null) void this.load();
  }

  private hearChannel(): void {
    if (this.channel.readAgain(this.link, ['question'])) void this.load();
  }

  private async load(): Promise<void> {
    if (this.userId === null) return;
    const generation = ++this.generation;
    const answer = await this.deps.http.get(QUESTION_PATHS.open, { schema: openQuestionsAnswerSchema, auth: true });
    if (generation !== this.generation) return;
    if (!answer.ok) {
      if (answer.failure.status !== 'closed') this.deps.log.warn('the open questions could not be read', answer.failure);
      return;
    }
    this.open = answer.value.data.questions;
    this.changed();
  }
}
