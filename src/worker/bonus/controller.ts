import { wageringLeft } from '../../core/bonus';
import type { BonusCommand, BonusItem, BonusProjection } from '../../protocol/bonus';
import { BONUS_COMMAND_SCHEMAS, BONUS_COMMANDS } from '../../protocol/bonus';
import { IDEMPOTENCY_HEADER } from '../../protocol/constants/wallet';
import type { Accepted, CommandEnvelope } from '../../protocol/envelope';
import type { HttpFailure } from '../../protocol/http';
import { invalidCommand, reject, type Rejection } from '../../protocol/rejections';
import {
  BONUS_PATHS,
  bonusesAnswerSchema,
  bonusForfeitAnswerSchema,
  bonusForfeitPath,
  reloadOptInAnswerSchema,
  type BonusView,
  type FreeSpinGrantView,
  type ReloadOffer,
} from '../../protocol/schemas/bonus';
import { walletErrorBodySchema } from '../../protocol/schemas/wallet';
import type { HttpClient } from '../http';
import type { Controller, ControllerLink } from '../runtime/controller';
import { ChannelCursor } from '../wallet/channelCursor';

export interface BonusDeps {
  readonly http: HttpClient;
  readonly log: { warn(message: string, data?: unknown): void };
}

/** A bonus with its progress, by the core's rule (what is left never below zero). */
export function bonusItem(view: BonusView): BonusItem {
  const left = wageringLeft(view);
  const percent = view.requirement === 0 ? 100 : Math.min(100, Math.floor((view.wagered * 100) / view.requirement));
  return { ...view, left, percent };
}

/** A refused forfeit's code: the server's (`wallet.*`), or one of the way there. */
function refusalCode(failure: HttpFailure): `wallet.${string}` {
  if (failure.status !== 'http-error') return 'wallet.network_error';
  const parsed = walletErrorBodySchema.safeParse(failure.body);
  return parsed.success ? parsed.data.error.code : 'wallet.server_error';
}

/**
 * The player's bonuses and free spins (office/bonuses/deposit and office/bonuses/wager): read
 * at sign-in and whenever the player's channel tells of a bonus or of a
 * movement of its kinds, so a stake counted in one tab moves the progress bar
 * in every tab; a forfeit is sent with the bonus as its idempotency key.
 */
export class BonusController implements Controller {
  readonly name = 'bonus';
  readonly commands = BONUS_COMMANDS;
  readonly follows = ['session', 'wallet'] as const;
  readonly projections = { bonus: { value: () => this.view() } };

  private link: ControllerLink | null = null;
  private userId: number | null = null;
  private active: readonly BonusItem[] | null = null;
  private freeSpins: readonly FreeSpinGrantView[] = [];
  private history: readonly BonusItem[] = [];
  private nextCursor: number | null = null;
  private failed = false;
  private forfeiting: number | null = null;
  private refusal: BonusProjection['refusal'] = null;
  private reloadOffer: ReloadOffer | null = null;
  private optingIn = false;
  private readonly channel = new ChannelCursor();
  /** Bumped at each sign-in, sign-out and read: an older read's answer is dropped. */
  private generation = 0;

  constructor(private readonly deps: BonusDeps) {}

  attach(link: ControllerLink): void {
    this.link = link;
    this.follow();
  }

  projectionChanged(name: string): void {
    if (name === 'session') this.follow();
    if (name === 'wallet') this.hearChannel();
  }

  async handle(_tabId: string, envelope: CommandEnvelope): Promise<Accepted | Rejection> {
    const command = envelope as BonusCommand;
    const parsed = BONUS_COMMAND_SCHEMAS[command.type].safeParse(command.payload);
    if (!parsed.success) return invalidCommand(parsed.error);
    if (this.userId === null) return reject('wallet.unauthorized');
    if (command.type === 'bonus/reload') {
      void this.load();
      return { accepted: true, seq: 0 };
    }
    if (command.type === 'bonus/more') {
      void this.loadMore();
      return { accepted: true, seq: 0 };
    }
    if (command.type === 'bonus/optInReload')
      return this.optInReload(BONUS_COMMAND_SCHEMAS['bonus/optInReload'].parse(command.payload).product);
    const { bonusId } = BONUS_COMMAND_SCHEMAS['bonus/forfeit'].parse(command.payload);
    // One forfeit at a time: a second click while one is on its way adds nothing.
    if (this.forfeiting !== null) return { accepted: true, seq: 0 };
    this.forfeiting = bonusId;
    this.refusal = null;
    this.changed();
    const answer = await this.deps.http.post(
      bonusForfeitPath(bonusId),
      {},
      { schema: bonusForfeitAnswerSchema, auth: true, headers: { [IDEMPOTENCY_HEADER]: `bonus-forfeit-${bonusId}` } },
    );
    this.forfeiting = null;
    if (answer.ok) {
      await this.load();
      return { accepted: true, seq: 0 };
    }
    const code = refusalCode(answer.failure);
    this.refusal = { action: 'forfeit', code };
    this.changed();
    return reject(code);
  }

  view(): BonusProjection {
    const session = this.link?.projection('session');
    const player = session?.status === 'signedIn' ? 'signedIn' : session?.status === 'signedOut' ? 'guest' : 'checking';
    const mine = player === 'signedIn';
    return {
      player,
      active: mine ? this.active : null,
      freeSpins: mine ? this.freeSpins : [],
      history: mine ? this.history : [],
      nextCursor: mine ? this.nextCursor : null,
      failed: mine && this.failed,
      forfeiting: mine ? this.forfeiting : null,
      refusal: mine ? this.refusal : null,
      reloadOffer: mine ? this.reloadOffer : null,
      optingIn: mine && this.optingIn,
    };
  }

  private async optInReload(product: ReloadOffer['optedIn']): Promise<Accepted | Rejection> {
    // One at a time: a second click while one is on its way adds nothing.
    if (this.optingIn) return { accepted: true, seq: 0 };
    this.optingIn = true;
    this.refusal = null;
    this.changed();
    const userId = this.userId;
    const answer = await this.deps.http.post(BONUS_PATHS.reload, { product }, { schema: reloadOptInAnswerSchema, auth: true });
    // Another player signed in meanwhile: the answer is not theirs (follow() has reset the rest).
    if (userId !== this.userId) return { accepted: true, seq: 0 };
    this.optingIn = false;
    if (answer.ok) {
      this.reloadOffer = answer.value.reloadOffer;
      this.changed();
      return { accepted: true, seq: 0 };
    }
    const code = refusalCode(answer.failure);
    this.refusal = { action: 'reload', code };
    this.changed();
    return reject(code);
  }

  private changed(): void {
    this.link?.changed('bonus');
  }

  private follow(): void {
    const session = this.link?.projection('session');
    const userId = session?.status === 'signedIn' ? session.userId : null;
    if (userId === this.userId) return;
    this.userId = userId;
    this.active = null;
    this.freeSpins = [];
    this.history = [];
    this.nextCursor = null;
    this.failed = false;
    this.forfeiting = null;
    this.refusal = null;
    this.reloadOffer = null;
    this.optingIn = false;
    this.channel.reset();
    this.generation += 1;
    this.changed();
    if (userId !== null) void this.load();
  }

  private hearChannel(): void {
    if (this.channel.readAgain(this.link, ['bonus_changed', 'free_spins_changed'])) void this.load();
  }

  private async load(): Promise<void> {
    if (this.userId === null) return;
    const generation = ++this.generation;
    const answer = await this.deps.http.get(BONUS_PATHS.list, { schema: bonusesAnswerSchema, auth: true });
    if (generation !== this.generation) return;
    if (!answer.ok) {
      if (answer.failure.status !== 'closed') this.deps.log.warn('the bonuses could not be read', answer.failure);
      this.failed = true;
    } else {
      this.active = answer.value.active.map(bonusItem);
      this.freeSpins = answer.value.freeSpins;
      this.history = answer.value.history.map(bonusItem);
      this.nextCursor = answer.value.nextCursor;
      this.reloadOffer = answer.value.reloadOffer;
      this.failed = false;
    }
    this.changed();
  }

  private async loadMore(): Promise<void> {
    if (this.userId === null || this.nextCursor === null) return;
    const generation = this.generation;
    const answer = await this.deps.http.get(`${BONUS_PATHS.list}?cursor=${this.nextCursor}`, { schema: bonusesAnswerSchema, auth: true });
    if (generation !== this.generation || !answer.ok) return;
    this.history = [...this.history, ...answer.value.history.map(bonusItem)];
    this.nextCursor = answer.value.nextCursor;
    this.changed();
  }
}
