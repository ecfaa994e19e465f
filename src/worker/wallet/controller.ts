import type { AppState } from '../../core/app';
import type { Accepted, CommandEnvelope } from '../../protocol/envelope';
import { invalidCommand, reject, type Rejection } from '../../protocol/rejections';
import {
  WALLET_PATHS,
  type IntentView,
  type PaymentDirection,
  type PaymentMethod,
  type PlayerEvent,
  type WithdrawableAnswer,
  type WithdrawalView,
} from '../../protocol/schemas/wallet';
import type { SessionProjection } from '../../protocol/session';
import type { ProjectionName } from '../../protocol/api';
import type { LimitView } from '../../protocol/limits';
import {
  EMPTY_WALLET_HISTORY,
  WALLET_VIEW_COMMAND_SCHEMAS,
  WALLET_VIEW_COMMANDS,
  type DepositFlow,
  type LoadState,
  type WalletHistoryView,
  type WalletProjection,
  type WalletViewCommand,
  type WithdrawalAsk,
} from '../../protocol/wallet';
import type { FeedTransport } from '../feed/transport';
import type { HttpClient } from '../http';
import type { Controller, ControllerLink } from '../runtime/controller';
import type { Clock } from '../scheduler/clock';
import { NO_SESSION } from '../session/controller';
import { PlayerChannel } from './channel';
import { queryResult, walletCalls, type WalletAnswer, type WalletCalls } from './requests';
import { walletProjection } from './view';

/** An answer that never came is sent again (same key) after these waits, the last one repeating. */
export const WALLET_RESEND_MS: readonly number[] = [1000, 2000, 5000, 10_000, 30_000];
/** A deposit whose intent the server could not be asked for this many times is given up (nothing moved: no intent was paid). */
export const DEPOSIT_START_ATTEMPTS = 6;
/** Domain events the projection keeps for a notification to show. */
export const WALLET_NOTICES_KEPT = 20;

export interface WalletControllerDeps {
  readonly clock: Clock;
  readonly http: HttpClient;
  readonly transport: FeedTransport;
  readonly random: () => number;
  readonly log: { warn(message: string, data?: unknown): void; error(message: string, data?: unknown): void };
}

const wait = (round: number): number => WALLET_RESEND_MS[Math.min(round, WALLET_RESEND_MS.length - 1)] as number;

/**
 * The wallet's effects: it sends the deposits and withdrawals the wallet
 * context recorded (each with its key, again after a lost answer, until the
 * server answers) and reports the answers back as commands; it keeps the
 * `wallet` projection (accounts with live balances, the deposit flow with
 * the server's intent, withdrawals, methods, withdrawable amounts and a
 * history page when a page asks), and listens to the player's channel while
 * signed in, so every tab sees a balance move within a second; after each
 * movement it makes the session refresh its accounts (the header balance and
 * the slip's account follow).
 */
export class WalletController implements Controller {
  readonly name = 'wallet';
  readonly commands = WALLET_VIEW_COMMANDS;
  readonly follows = ['session', 'limits'] as const;
  readonly projections = { wallet: { value: () => this.view() } };
  readonly queries = {
    walletIntent: async ({ intentId }: { readonly intentId: string }) => {
      const answer = await this.calls.intent(intentId);
      if (answer.ok) this.noteIntent(answer.value.intent);
      return queryResult(answer, (v) => v.intent);
    },
    paymentRequestTopics: async () => queryResult(await this.calls.topics(), (v) => v.topics),
    paymentRequests: async () => queryResult(await this.calls.requests(), (v) => v.items),
    paymentRequest: async ({ requestId }: { readonly requestId: number }) =>
      queryResult(await this.calls.request(requestId), (v) => v.request),
    createPaymentRequest: async ({ key, ...body }: Parameters<WalletCalls['createRequest']>[1] & { readonly key: string }) =>
      queryResult(await this.calls.createRequest(key, body), (v) => v.request),
    replyPaymentRequest: async ({ requestId, message }: { readonly requestId: number; readonly message: string }) =>
      queryResult(await this.calls.reply(requestId, message), (v) => v.request),
    closePaymentRequest: async ({ requestId }: { readonly requestId: number }) =>
      queryResult(await this.calls.close(requestId), (v) => v.request),
  };

  private link: ControllerLink | null = null;
  private readonly calls: WalletCalls;
  private readonly channel: PlayerChannel;
  private signedInAs: number | null = null;
  /** Balances the channel told of since the session's accounts last changed. */
  private liveMoney = new Map<number, number>();
  private lastAccounts: unknown = null;
  private intent: IntentView | null = null;
  private withdrawals: LoadState<readonly WithdrawalView[]> | null = null;
  private methods: Record<string, LoadState<readonly PaymentMethod[]>> = {};
  private withdrawable: Record<string, LoadState<WithdrawableAnswer>> = {};
  private history: WalletHistoryView = EMPTY_WALLET_HISTORY;
  private historyWatchers = new Set<string>();
  private notices: PlayerEvent[] = [];
  /** Intents read from the server after the return from the provider. */
  private readonly asked = new Set<string>();
  /** Keys of requests on their way, so a state change does not send one twice. */
  private readonly inFlight = new Set<string>();
  private readonly rounds = new Map<string, number>();
  private stopped = false;
  private cached: { readonly key: readonly unknown[]; readonly value: WalletProjection } | null = null;
  private version = 0;

  constructor(private readonly deps: WalletControllerDeps) {
    this.calls = walletCalls(deps.http);
    this.channel = new PlayerChannel({
      transport: deps.transport,
      clock: deps.clock,
      random: deps.random,
      log: deps.log,
      onEvent: (event) => this.onEvent(event),
      onReset: () => this.reloadAll(),
      onStatus: () => this.changed(),
    });
  }

  attach(link: ControllerLink): void {
    this.link = link;
    this.followSession();
    this.send();
  }

  stop(): void {
    this.stopped = true;
    this.channel.close();
  }

  stateChanged(before: AppState, after: AppState): void {
    if (before.wallet === after.wallet) return;
    this.changed();
    this.send();
  }

  projectionChanged(name?: ProjectionName): void {
    // The limits' room is part of the deposit form's view.
    if (name === 'limits') this.link?.changed('wallet');
    else this.followSession();
  }

  /** The limits the server last sent (the limits projection), for the deposit room. */
  private limitViews(): readonly LimitView[] | null {
    const limits = this.link?.projection('limits')?.limits;
    return limits?.status === 'ready' ? limits.value : null;
  }

  releaseTab(tabId: string): void {
    if (this.historyWatchers.delete(tabId) && this.historyWatchers.size === 0) this.setHistory(EMPTY_WALLET_HISTORY);
  }

  /** The channel's state, for tests and the debugger. */
  get channelState() {
    return this.channel.state;
  }

  dropChannelForTest(): void {
    this.channel.dropForTest();
  }

  handle(tabId: string, envelope: CommandEnvelope): Accepted | Rejection {
    const command = envelope as WalletViewCommand;
    const parsed = WALLET_VIEW_COMMAND_SCHEMAS[command.type].safeParse(command.payload);
    if (!parsed.success) return invalidCommand(parsed.error);
    if (this.signedInAs === null) return reject('wallet.unauthorized');
    switch (command.type) {
      case 'walletView/loadMethods': {
        const { direction, currencyIso } = WALLET_VIEW_COMMAND_SCHEMAS['walletView/loadMethods'].parse(command.payload);
        void this.loadMethods(direction, currencyIso);
        break;
      }
      case 'walletView/loadWithdrawable': {
        const { accountId } = WALLET_VIEW_COMMAND_SCHEMAS['walletView/loadWithdrawable'].parse(command.payload);
        void this.loadWithdrawable(accountId);
        break;
      }
      case 'walletView/watchHistory': {
        const query = WALLET_VIEW_COMMAND_SCHEMAS['walletView/watchHistory'].parse(command.payload);
        this.historyWatchers.add(tabId);
        void this.loadHistory(query, null);
        break;
      }
      case 'walletView/loadMoreHistory':
        if (this.history.query && this.history.nextCursor !== null) void this.loadHistory(this.history.query, this.history.nextCursor);
        break;
      case 'walletView/unwatchHistory':
        this.releaseTab(tabId);
        break;
      case 'walletView/refreshWithdrawals':
        void this.loadWithdrawals();
        break;
    }
    return { accepted: true, seq: 0 };
  }

  // ---------------------------------------------------------------- the view

  view(): WalletProjection {
    const session = this.session();
    const state = this.link?.state().wallet ?? { deposit: null, asks: [] };
    const limits = this.limitViews();
    const key = [state, session.status, session.accounts, limits, this.version];
    if (this.cached && this.cached.key.every((k, i) => k === key[i])) return this.cached.value;
    const { status, retryAt, attempt } = this.channel.state;
    const value = walletProjection(
      session,
      state,
      {
        liveMoney: this.liveMoney,
        channel: { status, retryAt, attempt },
        intent: this.intent,
        withdrawals: this.withdrawals,
        methods: this.methods,
        withdrawable: this.withdrawable,
        history: this.history,
        notices: this.notices,
      },
      limits,
    );
    this.cached = { key, value };
    return value;
  }

  private changed(): void {
    this.version += 1;
    this.link?.changed('wallet');
  }

  private session(): SessionProjection {
    return this.link?.projection('session') ?? NO_SESSION;
  }

  // ---------------------------------------------------------------- the session

  /** Signed in: the channel and the withdrawals; signed out: nothing of the last player stays. */
  private followSession(): void {
    const session = this.session();
    const userId = session.status === 'signedIn' ? session.userId : null;
    if (session.accounts !== this.lastAccounts) {
      this.lastAccounts = session.accounts;
      this.liveMoney = new Map();
      this.changed();
    }
    if (userId === this.signedInAs) return;
    this.signedInAs = userId;
    this.methods = {};
    this.withdrawable = {};
    this.withdrawals = null;
    this.intent = null;
    this.notices = [];
    this.history = EMPTY_WALLET_HISTORY;
    this.historyWatchers.clear();
    if (userId === null || this.stopped) this.channel.close();
    else {
      this.channel.close();
      this.channel.open();
      void this.loadWithdrawals();
      this.send();
    }
    this.changed();
  }

  // ---------------------------------------------------------------- the channel

  private onEvent(event: PlayerEvent): void {
    const payload = event.event;
    if (payload.type === 'balance') {
      for (const account of payload.accounts) this.liveMoney.set(account.accountId, account.money);
      // The header balance and the slip's account come from the session's accounts: they follow.
      void this.link?.dispatch({ type: 'session/request', payload: { kind: 'refreshAccounts' } });
      for (const account of payload.accounts)
        if (this.withdrawable[String(account.accountId)]) void this.loadWithdrawable(account.accountId);
      if (this.historyWatchers.size > 0 && this.history.query) void this.loadHistory(this.history.query, null);
      if (payload.kind.startsWith('withdrawal_')) void this.loadWithdrawals();
    } else {
      this.notices = [...this.notices, event].slice(-WALLET_NOTICES_KEPT);
      if (payload.type === 'deposit_status') void this.refreshIntent(payload.intentId);
      if (payload.type === 'withdrawal_status') {
        void this.link?.dispatch({
          type: 'wallet/reportWithdrawalStatus',
          payload: { withdrawalId: payload.withdrawalId, status: payload.status, reason: payload.reason },
        });
        void this.loadWithdrawals();
      }
    }
    this.changed();
  }

  /** The channel missed too much: everything shown from the server is loaded again. */
  private reloadAll(): void {
    void this.link?.dispatch({ type: 'session/request', payload: { kind: 'refreshAccounts' } });
    void this.loadWithdrawals();
    for (const id of Object.keys(this.withdrawable)) void this.loadWithdrawable(Number(id));
    if (this.history.query) void this.loadHistory(this.history.query, null);
    const deposit = this.link?.state().wallet.deposit;
    if (deposit?.intentId) void this.refreshIntent(deposit.intentId);
  }

  // ---------------------------------------------------------------- what the player asked for

  /** Sends every recorded request that waits for the server: the deposit to start, the withdrawals and cancellations. */
  private send(): void {
    const link = this.link;
    if (!link || this.stopped || this.signedInAs === null) return;
    const wallet = link.state().wallet;
    const deposit = wallet.deposit;
    if (deposit?.phase === 'creating') this.once(`deposit:${deposit.key}`, () => this.startDeposit(deposit));
    // Back from the provider: what the server knows now, once per return (the channel tells of later changes).
    if (deposit?.intentId && deposit.phase === 'waiting' && !this.asked.has(deposit.intentId)) {
      const intentId = deposit.intentId;
      this.asked.add(intentId);
      this.once(`intent:${intentId}`, () => this.refreshIntent(intentId));
    }
    for (const ask of wallet.asks) if (ask.phase === 'sending') this.once(`ask:${ask.key}`, () => this.sendAsk(ask));
  }

  private once(key: string, run: () => Promise<void>): void {
    if (this.inFlight.has(key)) return;
    this.inFlight.add(key);
    void run().finally(() => this.inFlight.delete(key));
  }

  /** After a lost answer: the same request again (same key) after the next wait. */
  private later(key: string, run: () => void): void {
    const round = this.rounds.get(key) ?? 0;
    this.rounds.set(key, round + 1);
    this.deps.clock.setTimeout(() => {
      if (!this.stopped) run();
    }, wait(round));
  }

  private async startDeposit(flow: DepositFlow): Promise<void> {
    const answer = await this.calls.deposit(flow.key, {
      accountId: flow.accountId,
      methodId: flow.methodId,
      amount: flow.amount,
      currencyIso: flow.currencyIso,
      lang: flow.lang,
    });
    const link = this.link;
    if (!link || this.stopped) return;
    if (answer.ok) {
      this.intent = answer.value.intent;
      await link.dispatch({
        type: 'wallet/reportIntent',
        payload: {
          key: flow.key,
          intentId: answer.value.intent.id,
          redirectUrl: answer.value.redirectUrl,
          status: answer.value.intent.status,
        },
      });
      return;
    }
    const key = `deposit:${flow.key}`;
    if (answer.refusal.retry && (this.rounds.get(key) ?? 0) < DEPOSIT_START_ATTEMPTS - 1) return this.later(key, () => this.send());
    await link.dispatch({
      type: 'wallet/reportDepositRefused',
      payload: { key: flow.key, code: answer.refusal.code, params: { ...answer.refusal.params } },
    });
  }

  private async refreshIntent(intentId: string): Promise<void> {
    const answer = await this.calls.intent(intentId);
    if (answer.ok) this.noteIntent(answer.value.intent);
    else if (answer.refusal.retry) this.later(`intent:${intentId}`, () => void this.refreshIntent(intentId));
  }

  /** The server's view of an intent: shown, and reported to the flow when it is the flow's. */
  private noteIntent(intent: IntentView): void {
    const deposit = this.link?.state().wallet.deposit;
    if (deposit?.intentId !== intent.id) return;
    this.intent = intent;
    this.changed();
    if (deposit.status !== intent.status)
      void this.link?.dispatch({
        type: 'wallet/reportIntentStatus',
        payload: { intentId: intent.id, status: intent.status, reason: intent.failureReason },
      });
  }

  private async sendAsk(ask: WithdrawalAsk): Promise<void> {
    const answer: WalletAnswer<{ withdrawal: WithdrawalView }> =
      ask.kind === 'request'
        ? await this.calls.withdraw(ask.key, {
            accountId: ask.accountId ?? 0,
            methodId: ask.methodId ?? '',
            amount: ask.amount ?? 0,
            ...(ask.forfeit ? { forfeit: true } : {}),
          })
        : await this.calls.cancel(ask.withdrawalId ?? 0);
    const link = this.link;
    if (!link || this.stopped) return;
    if (answer.ok) {
      await link.dispatch({
        type: 'wallet/reportWithdrawal',
        payload: { key: ask.key, withdrawalId: answer.value.withdrawal.id, status: answer.value.withdrawal.status },
      });
      if (ask.kind === 'cancel')
        await link.dispatch({
          type: 'wallet/reportWithdrawalStatus',
          payload: {
            withdrawalId: answer.value.withdrawal.id,
            status: answer.value.withdrawal.status,
            reason: answer.value.withdrawal.reason,
          },
        });
      void link.dispatch({ type: 'session/request', payload: { kind: 'refreshAccounts' } });
      void this.loadWithdrawals();
      return;
    }
    // Money may be held already: a lost answer is never taken for a no. The key makes the resend safe.
    if (answer.refusal.retry) return this.later(`ask:${ask.key}`, () => this.send());
    await link.dispatch({
      type: 'wallet/reportWithdrawalRefused',
      payload: { key: ask.key, code: answer.refusal.code, params: { ...answer.refusal.params } },
    });
  }

  // ---------------------------------------------------------------- what a page shows

  private async loadWithdrawals(): Promise<void> {
    if (this.signedInAs === null) return;
    const who = this.signedInAs;
    if (!this.withdrawals) {
      this.withdrawals = { status: 'loading' };
      this.changed();
    }
    const answer = await this.calls.withdrawals();
    if (who !== this.signedInAs) return;
    this.withdrawals = answer.ok ? { status: 'ready', value: answer.value.items } : { status: 'error', code: answer.refusal.code };
    this.changed();
  }

  private async loadMethods(direction: PaymentDirection, currencyIso: string): Promise<void> {
    const key = `${direction}:${currencyIso}`;
    const who = this.signedInAs;
    if (this.methods[key]?.status !== 'ready') this.methods = { ...this.methods, [key]: { status: 'loading' } };
    this.changed();
    const answer = await this.calls.methods(direction, currencyIso);
    if (who !== this.signedInAs) return;
    this.methods = {
      ...this.methods,
      [key]: answer.ok ? { status: 'ready', value: answer.value.methods } : { status: 'error', code: answer.refusal.code },
    };
    this.changed();
  }

  private async loadWithdrawable(accountId: number): Promise<void> {
    const key = String(accountId);
    const who = this.signedInAs;
    if (!this.withdrawable[key]) {
      this.withdrawable = { ...this.withdrawable, [key]: { status: 'loading' } };
      this.changed();
    }
    const answer = await this.calls.withdrawable(accountId);
    if (who !== this.signedInAs) return;
    this.withdrawable = {
      ...this.withdrawable,
      [key]: answer.ok ? { status: 'ready', value: answer.value } : { status: 'error', code: answer.refusal.code },
    };
    this.changed();
  }

  private async loadHistory(query: NonNullable<WalletHistoryView['query']>, cursor: string | null): Promise<void> {
    const who = this.signedInAs;
    const more = cursor !== null;
    this.setHistory({
      ...(more || this.history.query === query ? this.history : EMPTY_WALLET_HISTORY),
      status: 'loading',
      query,
      csvUrl: csvUrlOf(query),
    });
    const answer = await this.calls.history(query, cursor);
    if (who !== this.signedInAs || this.history.query !== query) return;
    if (!answer.ok) return this.setHistory({ ...this.history, status: 'error', error: answer.refusal.code });
    this.setHistory({
      ...this.history,
      status: 'ready',
      items: more ? [...this.history.items, ...answer.value.items] : answer.value.items,
      nextCursor: answer.value.nextCursor,
      error: null,
    });
  }

  private setHistory(history: WalletHistoryView): void {
    this.history = history;
    this.changed();
  }
}

/** The CSV of the same filter: a plain link (the session cookie authorises it). */
function csvUrlOf(query: NonNullable<WalletHistoryView['query']>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && name !== 'limit' && name !== 'cursor') params.set(name, String(value));
  const search = params.toString();
  return `${WALLET_PATHS.historyCsv}${search ? `?${search}` : ''}`;
}
