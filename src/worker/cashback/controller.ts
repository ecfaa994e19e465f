import type { CashbackCommand, CashbackProjection, PointsExchangeState } from '../../protocol/cashback';
import { pointsExchange } from '../../core/cashback';
import { CASHBACK_COMMAND_SCHEMAS, CASHBACK_COMMANDS } from '../../protocol/cashback';
import { BONUS_EVENT_TYPE } from '../../protocol/constants/bonus';
import { CASHBACK_EVENT_TYPE, type CashbackProgramId } from '../../protocol/constants/cashback';
import { IDEMPOTENCY_HEADER } from '../../protocol/constants/wallet';
import type { Accepted, CommandEnvelope } from '../../protocol/envelope';
import { invalidCommand, reject, type Rejection } from '../../protocol/rejections';
import {
  CASHBACK_PATHS,
  cashbackAnswerSchema,
  pointsExchangeAnswerSchema,
  rewardsAnswerSchema,
  type CashbackAnswer,
  type RewardItem,
} from '../../protocol/schemas/cashback';
import type { HttpClient } from '../http';
import { RetryKeys } from '../http/retryKeys';
import type { Controller, ControllerLink } from '../runtime/controller';
import { ChannelCursor } from '../wallet/channelCursor';
import { walletRefusal } from '../wallet/refusal';

export interface CashbackDeps {
  readonly http: HttpClient;
  readonly log: { warn(message: string, data?: unknown): void };
}

/**
 * The player's cashback programs and rewards (src/protocol/cashback.ts): read
 * when a page asks, and again when the channel tells of a payout (or of a
 * bonus, which the rewards list), so a payout made by the server's job shows
 * in every open tab. Nothing is read for a page nobody opened.
 */
export class CashbackController implements Controller {
  readonly name = 'cashback';
  readonly commands = CASHBACK_COMMANDS;
  readonly follows = ['session', 'wallet'] as const;
  readonly projections = { cashback: { value: () => this.view() } };

  private link: ControllerLink | null = null;
  private userId: number | null = null;
  private cashback: CashbackAnswer | null = null;
  private cashbackFailed = false;
  private rewards: readonly RewardItem[] | null = null;
  private rewardsCursor: number | null = null;
  private rewardsFailed = false;
  /** What a page asked for since sign-in: only that is read again on a channel event. */
  private watching = { cashback: false, rewards: false };
  private readonly channel = new ChannelCursor();
  /** Bumped at each sign-in and sign-out: an older read's answer is dropped. */
  private generation = 0;
  private exchange: PointsExchangeState = { status: 'idle' };
  private readonly keys = new RetryKeys('points', () => this.link?.newId() ?? Date.now().toString(36));

  constructor(private readonly deps: CashbackDeps) {}

  attach(link: ControllerLink): void {
    this.link = link;
    this.follow();
  }

  projectionChanged(name: string): void {
    if (name === 'session') this.follow();
    if (name === 'wallet' && this.channel.readAgain(this.link, [CASHBACK_EVENT_TYPE, BONUS_EVENT_TYPE])) {
      if (this.watching.cashback) void this.loadCashback();
      if (this.watching.rewards) void this.loadRewards();
    }
  }

  async handle(_tabId: string, envelope: CommandEnvelope): Promise<Accepted | Rejection> {
    const command = envelope as CashbackCommand;
    const parsed = CASHBACK_COMMAND_SCHEMAS[command.type].safeParse(command.payload);
    if (!parsed.success) return invalidCommand(parsed.error);
    if (this.userId === null) return reject('wallet.unauthorized');
    switch (command.type) {
      case 'cashback/reload':
        this.watching.cashback = true;
        void this.loadCashback();
        break;
      case 'cashback/more':
        void this.moreHistory(CASHBACK_COMMAND_SCHEMAS['cashback/more'].parse(command.payload).program);
        break;
      case 'cashback/rewards':
        this.watching.rewards = true;
        void this.loadRewards();
        break;
      case 'cashback/moreRewards':
        void this.moreRewards();
        break;
      case 'cashback/exchange':
        return this.exchangePoints(CASHBACK_COMMAND_SCHEMAS['cashback/exchange'].parse(command.payload));
    }
    return { accepted: true, seq: 0 };
  }

  view(): CashbackProjection {
    const session = this.link?.projection('session');
    const player = session?.status === 'signedIn' ? 'signedIn' : session?.status === 'signedOut' ? 'guest' : 'checking';
    const mine = player === 'signedIn';
    return {
      player,
      cashback: mine ? this.cashback : null,
      cashbackFailed: mine && this.cashbackFailed,
      rewards: mine ? this.rewards : null,
      rewardsCursor: mine ? this.rewardsCursor : null,
      rewardsFailed: mine && this.rewardsFailed,
      exchange: mine ? this.exchange : { status: 'idle' },
    };
  }

  /**
   * Club points for a sport bonus: checked by the core's rule against the
   * points last read (the server decides again), one exchange at a time, its
   * answer shown and the programs and rewards read again.
   */
  private async exchangePoints(request: { readonly points: number; readonly currency: string }): Promise<Accepted | Rejection> {
    if (this.exchange.status === 'sending') return { accepted: true, seq: 0 };
    const held = this.cashback?.points ?? 0;
    const verdict = pointsExchange(request.points, held, request.currency);
    if (!verdict.ok) {
      this.exchange = { status: 'refused', code: verdict.code, params: verdict.params };
      this.changed();
      return reject(verdict.code, verdict.params);
    }
    const key = this.keys.keyOf(request);
    const generation = this.generation;
    this.exchange = { status: 'sending', points: request.points, currency: request.currency };
    this.changed();
    const answer = await this.deps.http.post(CASHBACK_PATHS.exchange, request, {
      schema: pointsExchangeAnswerSchema,
      auth: true,
      headers: { [IDEMPOTENCY_HEADER]: key },
    });
    if (generation !== this.generation) return { accepted: true, seq: 0 };
    this.keys.answered(request, answer);
    if (answer.ok) {
      this.exchange = { status: 'done', points: request.points, amount: answer.value.amount, currency: answer.value.currency };
      if (this.cashback) this.cashback = { ...this.cashback, points: answer.value.points };
      this.changed();
      void this.loadCashback();
      if (this.watching.rewards) void this.loadRewards();
      return { accepted: true, seq: 0 };
    }
    const refusal = walletRefusal(answer.failure);
    // The worker's own codes for the way there (network_error...) are the wallet's area too.
    const code = refusal.code.startsWith('wallet.') ? (refusal.code as `wallet.${string}`) : (`wallet.${refusal.code}` as const);
    this.exchange = { status: 'refused', code, params: refusal.params };
    this.changed();
    return reject(code, refusal.params);
  }

  private changed(): void {
    this.link?.changed('cashback');
  }

  private follow(): void {
    const session = this.link?.projection('session');
    const userId = session?.status === 'signedIn' ? session.userId : null;
    if (userId === this.userId) return;
    this.userId = userId;
    this.cashback = null;
    this.cashbackFailed = false;
    this.rewards = null;
    this.rewardsCursor = null;
    this.rewardsFailed = false;
    this.watching = { cashback: false, rewards: false };
    this.exchange = { status: 'idle' };
    this.keys.clear();
    this.channel.reset();
    this.generation += 1;
    this.changed();
  }

  private async loadCashback(): Promise<void> {
    const generation = this.generation;
    const answer = await this.deps.http.get(CASHBACK_PATHS.programs, { schema: cashbackAnswerSchema, auth: true });
    if (generation !== this.generation) return;
    if (answer.ok) {
      this.cashback = answer.value;
      this.cashbackFailed = false;
    } else {
      if (answer.failure.status !== 'closed') this.deps.log.warn('the cashback could not be read', answer.failure);
      this.cashbackFailed = true;
    }
    this.changed();
  }

  private async moreHistory(program: CashbackProgramId): Promise<void> {
    const current = this.cashback?.programs.find((p) => p.id === program);
    if (!current || current.nextCursor === null) return;
    const generation = this.generation;
    const answer = await this.deps.http.get(`${CASHBACK_PATHS.programs}?program=${program}&cursor=${current.nextCursor}`, {
      schema: cashbackAnswerSchema,
      auth: true,
    });
    const page = answer.ok ? answer.value.programs.find((p) => p.id === program) : undefined;
    if (generation !== this.generation || !page || !this.cashback) return;
    this.cashback = {
      ...this.cashback,
      programs: this.cashback.programs.map((p) =>
        p.id === program ? { ...p, history: [...p.history, ...page.history], nextCursor: page.nextCursor } : p,
      ),
    };
    this.changed();
  }

  private async loadRewards(): Promise<void> {
    const generation = this.generation;
    const answer = await this.deps.http.get(CASHBACK_PATHS.rewards, { schema: rewardsAnswerSchema, auth: true });
    if (generation !== this.generation) return;
    if (answer.ok) {
      this.rewards = answer.value.items;
      this.rewardsCursor = answer.value.nextCursor;
      this.rewardsFailed = false;
    } else {
      if (answer.failure.status !== 'closed') this.deps.log.warn('the rewards could not be read', answer.failure);
      this.rewardsFailed = true;
    }
    this.changed();
  }

  private async moreRewards(): Promise<void> {
    if (this.rewardsCursor === null || this.rewards === null) return;
    const generation = this.generation;
    const answer = await this.deps.http.get(`${CASHBACK_PATHS.rewards}?cursor=${this.rewardsCursor}`, {
      schema: rewardsAnswerSchema,
      auth: true,
    });
    if (generation !== this.generation || !answer.ok || this.rewards === null) return;
    this.rewards = [...this.rewards, ...answer.value.items];
    this.rewardsCursor = answer.value.nextCursor;
    this.changed();
  }
}
