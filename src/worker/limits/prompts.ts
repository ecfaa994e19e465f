import { limitPrompts, NO_LIMIT_PROMPTS } from '../../core/limits/prompts';
import type { AppState } from '../../core/app';
import type { Accepted, CommandEnvelope } from '../../protocol/envelope';
import {
  LIMIT_PROMPTS_COMMAND_SCHEMAS,
  LIMIT_PROMPTS_COMMANDS,
  type LimitPromptsCommand,
  type LimitPromptsProjection,
} from '../../protocol/limitPrompts';
import { invalidCommand, reject, type Rejection } from '../../protocol/rejections';
import { LIMIT_PROMPT_PATHS, limitPromptFactsAnswerSchema, type LimitPromptFacts } from '../../protocol/schemas/limitPrompts';
import type { HttpClient } from '../http';
import type { Controller, ControllerLink } from '../runtime/controller';
import type { Clock } from '../scheduler/clock';
import { ChannelCursor } from '../wallet/channelCursor';

export interface LimitPromptsDeps {
  readonly clock: Clock;
  readonly http: HttpClient;
  readonly log: { warn(message: string, data?: unknown): void };
}

/** The player-channel events after which the facts are read again (the domain events of a first deposit and a limit change). */
const FACT_EVENTS = new Set(['first_deposit', 'limit_changed']);

/**
 * The limit prompts' effects: it reads the limit service's facts at sign-in,
 * again when the player's channel tells of a first deposit or a limit change
 * (or a change of this browser's is answered), and sends what the player
 * answered to a prompt. The core's rule turns the facts into the
 * `limitPrompts` projection; a player who is not signed in has none.
 */
export class LimitPromptsController implements Controller {
  readonly name = 'limitPrompts';
  readonly commands = LIMIT_PROMPTS_COMMANDS;
  readonly follows = ['session', 'wallet'] as const;
  readonly projections = { limitPrompts: { value: () => this.view() } };

  private link: ControllerLink | null = null;
  private userId: number | null = null;
  private facts: LimitPromptFacts | null = null;
  private sending = false;
  private readonly channel = new ChannelCursor();
  private generation = 0;

  constructor(private readonly deps: LimitPromptsDeps) {}

  attach(link: ControllerLink): void {
    this.link = link;
    this.follow();
  }

  projectionChanged(name: string): void {
    if (name === 'session') this.follow();
    if (name === 'wallet') this.hearChannel();
  }

  stateChanged(before: AppState, after: AppState): void {
    const answered = (s: AppState) => s.limits.asks.filter((a) => a.phase === 'done').length;
    if (before.limits !== after.limits && answered(after) !== answered(before)) void this.load();
  }

  async handle(_tabId: string, envelope: CommandEnvelope): Promise<Accepted | Rejection> {
    const command = envelope as LimitPromptsCommand;
    const parsed = LIMIT_PROMPTS_COMMAND_SCHEMAS[command.type].safeParse(command.payload);
    if (!parsed.success) return invalidCommand(parsed.error);
    if (this.userId === null) return reject('limits.unauthorized');
    const action = command.type === 'limitPrompts/reviewed' ? 'reviewed' : 'dismissDepositPrompt';
    this.sending = true;
    this.link?.changed('limitPrompts');
    const generation = ++this.generation;
    const answer = await this.deps.http.post(LIMIT_PROMPT_PATHS.prompts, { action }, { schema: limitPromptFactsAnswerSchema, auth: true });
    this.sending = false;
    // A sign-out or a newer read since the call was sent: its facts are not this player's, or not the latest.
    if (answer.ok && generation === this.generation) this.facts = answer.value.data;
    this.link?.changed('limitPrompts');
    return answer.ok ? { accepted: true, seq: 0 } : reject('limits.network_error');
  }

  view(): LimitPromptsProjection {
    const session = this.link?.projection('session');
    const player = session?.status === 'signedIn' ? 'signedIn' : session?.status === 'signedOut' ? 'guest' : 'checking';
    const prompts = this.facts && player === 'signedIn' ? limitPrompts(this.facts, this.deps.clock.now()) : NO_LIMIT_PROMPTS;
    return { player, ...prompts, sending: this.sending };
  }

  private follow(): void {
    const session = this.link?.projection('session');
    const userId = session?.status === 'signedIn' ? session.userId : null;
    if (userId === this.userId) return;
    this.userId = userId;
    this.facts = null;
    this.generation += 1;
    this.link?.changed('limitPrompts');
    if (userId !== null) void this.load();
  }

  private hearChannel(): void {
    if (this.channel.take(this.link).some((n) => FACT_EVENTS.has(n.event.type))) void this.load();
  }

  private async load(): Promise<void> {
    if (this.userId === null) return;
    const generation = ++this.generation;
    const answer = await this.deps.http.get(LIMIT_PROMPT_PATHS.prompts, { schema: limitPromptFactsAnswerSchema, auth: true });
    if (generation !== this.generation) return;
    if (!answer.ok) {
      this.deps.log.warn('the limit prompts could not be read', answer.failure);
      return;
    }
    this.facts = answer.value.data;
    this.link?.changed('limitPrompts');
  }
}
