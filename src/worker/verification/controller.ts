import type { Accepted, CommandEnvelope } from '../../protocol/envelope';
import type { HttpFailure } from '../../protocol/http';
import { invalidCommand, reject, type Rejection } from '../../protocol/rejections';
import {
  VERIFICATION_PATHS,
  uploadAnswerSchema,
  verificationStateAnswerSchema,
  type VerificationState,
} from '../../protocol/schemas/verification';
import type { VerificationDocumentType } from '../../protocol/constants/verification';
import {
  VERIFICATION_COMMAND_SCHEMAS,
  VERIFICATION_COMMANDS,
  type VerificationCommand,
  type VerificationProjection,
} from '../../protocol/verification';
import type { HttpClient } from '../http';
import type { Controller, ControllerLink } from '../runtime/controller';
import { ChannelCursor } from '../wallet/channelCursor';

export interface VerificationDeps {
  readonly http: HttpClient;
  readonly log: { warn(message: string, data?: unknown): void };
}

/** The server's code of a refused upload (`verification.too_large`, ...), or a general one when the answer named none. */
function refusalCode(failure: HttpFailure): string {
  if (failure.status !== 'http-error') return 'verification.network_error';
  const reason = failure.error?.reason;
  return typeof reason === 'string' && reason.startsWith('verification.') ? reason : 'verification.upload_failed';
}

/**
 * The player's identity documents (office/verification): it reads their
 * state at sign-in, after each upload and whenever the player's channel
 * tells of one (another tab's upload, the operator's decision), so every tab
 * shows the same statuses; it sends a tab's file as it is (the server judges
 * its content).
 */
export class VerificationController implements Controller {
  readonly name = 'verification';
  readonly commands = VERIFICATION_COMMANDS;
  readonly follows = ['session', 'wallet'] as const;
  readonly projections = { verification: { value: () => this.view() } };

  private link: ControllerLink | null = null;
  private userId: number | null = null;
  private state: VerificationState | null = null;
  private failed = false;
  private uploading: VerificationDocumentType | null = null;
  private refusal: VerificationProjection['refusal'] = null;
  private readonly channel = new ChannelCursor();
  /** Bumped at each sign-in, sign-out and read: an older read's answer is dropped. */
  private generation = 0;

  constructor(private readonly deps: VerificationDeps) {}

  attach(link: ControllerLink): void {
    this.link = link;
    this.follow();
  }

  projectionChanged(name: string): void {
    if (name === 'session') this.follow();
    if (name === 'wallet') this.hearChannel();
  }

  async handle(_tabId: string, envelope: CommandEnvelope): Promise<Accepted | Rejection> {
    const command = envelope as VerificationCommand;
    const parsed = VERIFICATION_COMMAND_SCHEMAS[command.type].safeParse(command.payload);
    if (!parsed.success) return invalidCommand(parsed.error);
    if (this.userId === null) return reject('verification.unauthorized');
    if (command.type === 'verification/reload') {
      void this.load();
      return { accepted: true, seq: 0 };
    }
    if (this.uploading !== null) return reject('verification.busy');
    const { documentType, file } = VERIFICATION_COMMAND_SCHEMAS['verification/upload'].parse(command.payload);
    this.uploading = documentType;
    this.refusal = null;
    this.changed();
    const answer = await this.deps.http.post(`${VERIFICATION_PATHS.upload}?type=${documentType}`, file, {
      schema: uploadAnswerSchema,
      auth: true,
      policy: 'once',
    });
    this.uploading = null;
    if (answer.ok) {
      this.state = answer.value.data.state;
      this.failed = false;
      this.changed();
      return { accepted: true, seq: 0 };
    }
    const code = refusalCode(answer.failure);
    this.refusal = { type: documentType, code, limit: this.state?.maxBytes ?? 0 };
    this.changed();
    if (answer.failure.status !== 'http-error' && answer.failure.status !== 'closed')
      this.deps.log.warn('an upload failed', answer.failure);
    return reject(code as `verification.${string}`, { limit: this.refusal.limit });
  }

  view(): VerificationProjection {
    const session = this.link?.projection('session');
    const player = session?.status === 'signedIn' ? 'signedIn' : session?.status === 'signedOut' ? 'guest' : 'checking';
    const mine = player === 'signedIn';
    return {
      player,
      state: mine ? this.state : null,
      failed: mine && this.failed,
      uploading: mine ? this.uploading : null,
      refusal: mine ? this.refusal : null,
    };
  }

  private changed(): void {
    this.link?.changed('verification');
  }

  private follow(): void {
    const session = this.link?.projection('session');
    const userId = session?.status === 'signedIn' ? session.userId : null;
    if (userId === this.userId) return;
    this.userId = userId;
    this.state = null;
    this.failed = false;
    this.uploading = null;
    this.refusal = null;
    this.generation += 1;
    this.changed();
    if (userId !== null) void this.load();
  }

  private hearChannel(): void {
    if (this.channel.readAgain(this.link, ['verification_status'])) void this.load();
  }

  private async load(): Promise<void> {
    if (this.userId === null) return;
    const generation = ++this.generation;
    const answer = await this.deps.http.get(VERIFICATION_PATHS.state, { schema: verificationStateAnswerSchema, auth: true });
    if (generation !== this.generation) return;
    if (!answer.ok) {
      if (answer.failure.status !== 'closed') this.deps.log.warn('the verification state could not be read', answer.failure);
      this.failed = true;
    } else {
      this.state = answer.value.data;
      this.failed = false;
    }
    this.changed();
  }
}
