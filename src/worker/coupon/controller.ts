import { heldInApp, type AppState } from '../../core/app';
import { hasOneStake, type CouponConfig, type PendingCouponRequest } from '../../core/coupon';
import type { Accepted, CommandEnvelope } from '../../protocol/envelope';
import { invalidCommand, reject, type Rejection } from '../../protocol/rejections';
import type { SessionProjection } from '../../protocol/session';
import type { LimitView } from '../../protocol/limits';
import {
  MY_BETS_COMMAND_SCHEMAS,
  MY_BETS_COMMANDS,
  type CouponProjection,
  type MyBetsCommand,
  type MyBetsProjection,
  type PrintCouponQuery,
  type PrintCouponResult,
  type InsuranceQuote,
} from '../../protocol/slip';
import type { HttpClient } from '../http';
import type { CommandDraft, Controller, ControllerLink } from '../runtime/controller';
import { NO_SESSION } from '../session/controller';
import type { Clock, TimerHandle } from '../scheduler/clock';
import { onFirstUse } from '../runtime/onFirstUse';
import type { CashOutOutcome } from './cashOut';
import { MyBetsDoor } from './myBetsDoor';
import { sendPlacement } from './placement';
import { fetchQuote, quoteCommands, quoteKey, quoteRequest, type QuoteResult } from './quote';
import { concatMap, debounceTime, defer, distinctUntilChanged, EMPTY, map, Subject, switchMap, tap, type Subscription } from 'rxjs';
import type { CouponInfoRequest } from '../../protocol/schemas/bets';
import { clockScheduler } from '../scheduler/rx';
import { slipView, type SlipSources } from './view';

/** Waits after the last edit before the draft is quoted: typing a stake is not a request per key. */
export const QUOTE_DEBOUNCE_MS = 300;
/** A placement whose answer never came is sent again (same refId) after these waits; then the player is told to check. */
export const PLACEMENT_RESEND_MS: readonly number[] = [2000, 5000, 10_000, 20_000, 30_000];

/** What the controller reads and does through the host (its ControllerLink, seen as the slip needs it). */
interface CouponHostLink {
  readonly state: () => AppState;
  readonly session: () => SessionProjection;
  /** The limits the server last sent, for the stake room; null before they loaded. */
  readonly limits: () => readonly LimitView[] | null;
  readonly config: () => CouponConfig | null;
  /** Decides a coupon command like any other, with this controller as its origin. */
  readonly dispatch: (command: CommandDraft) => Promise<Accepted | Rejection>;
  /** The slip or my-bets view changed: the host marks it for the next frame. */
  readonly changed: (name: 'coupon' | 'myBets') => void;
  /** A placement or a sale moved money: the session refreshes the accounts (balance). */
  readonly moneyMoved: () => void;
}

export interface CouponControllerDeps {
  readonly clock: Clock;
  readonly http: HttpClient;
  readonly log: { warn(message: string, data?: unknown): void; error(message: string, data?: unknown): void };
}

const languageOf = (state: AppState): string => state.preferences.language ?? 'en';

// A signed-in player's calls on placed coupons, with the answer schemas only they read: not in the worker's first download.
/** Selling and insuring a coupon, and the insurance premium the dialog shows. */
const cashOutModule = onFirstUse(() => import('./cashOut'));
/** The print page's ticket. */
const printModule = onFirstUse(() => import('./printedCoupon'));

/**
 * The bet slip's effects: it follows the session's account, has the
 * server quote every draft (limits, offers, the bets' state now), sends the
 * placement the coupon recorded and reports its answer, sends the sell and
 * insure requests, keeps "my bets", and builds both views. The coupon rules
 * stay in src/core/coupon; this only talks to the server and reports back.
 */
/** What placing would send, asked of the other contexts' holds so the slip says before any press that it waits. */
const PLACE_PROBE: CommandEnvelope = { id: 'place-probe', type: 'coupon/place', payload: {} };

export class CouponController implements Controller {
  readonly name = 'coupon';
  readonly commands = MY_BETS_COMMANDS;
  readonly follows = ['session', 'siteConfig', 'limits'] as const;
  readonly projections = {
    coupon: { value: () => this.projection() },
    myBets: { value: () => this.myBetsProjection() },
  };
  readonly queries = {
    loadCoupon: (query: PrintCouponQuery) => this.loadCoupon(query),
    insuranceQuote: ({ couponId, amount }: { readonly couponId: string; readonly amount: number }): Promise<InsuranceQuote> =>
      this.insuranceQuote(couponId, amount),
  };
  private host: CouponHostLink | null = null;
  private readonly myBets: MyBetsDoor;
  private view: { readonly key: readonly unknown[]; readonly value: CouponProjection } | null = null;
  private readonly draft$ = new Subject<CouponInfoRequest | null>();
  private readonly quotes: Subscription;
  private quoting = false;
  /** Why the last draft's quote failed, until a quote succeeds or the draft changes. */
  private quoteFailure: SlipSources['quoteFailure'] = null;
  private latestDraft = '';
  private placingRef: string | null = null;
  private resendTimer: TimerHandle | null = null;
  private resendRound = 0;
  private readonly requestsInFlight = new Set<string>();
  private lastActiveAccount: number | null = null;
  private stopped = false;

  constructor(private readonly deps: CouponControllerDeps) {
    this.myBets = new MyBetsDoor({ http: deps.http, clock: deps.clock, changed: () => this.host?.changed('myBets'), log: deps.log });
    // Each draft is quoted once the edits pause; a newer draft drops the answer to an older one.
    this.quotes = this.draft$
      .pipe(
        distinctUntilChanged((a, b) => quoteKey(a) === quoteKey(b)),
        tap((request) => {
          this.latestDraft = quoteKey(request);
          this.quoteFailure = null;
          this.setQuoting(request !== null);
        }),
        debounceTime(QUOTE_DEBOUNCE_MS, clockScheduler(deps.clock)),
        switchMap((request) => (request ? defer(() => this.askQuote(request)).pipe(map((info) => ({ request, info }))) : EMPTY)),
        concatMap(({ request, info }) => this.applyQuote(request, info)),
      )
      .subscribe();
  }

  attach(link: ControllerLink): void {
    this.host = {
      state: () => link.state(),
      session: () => link.projection('session') ?? NO_SESSION,
      limits: () => {
        const limits = link.projection('limits')?.limits;
        return limits?.status === 'ready' ? limits.value : null;
      },
      config: () => link.config(),
      dispatch: (command) => link.dispatch(command),
      changed: (name) => link.changed(name),
      moneyMoved: () => void link.dispatch({ type: 'session/request', payload: { kind: 'refreshAccounts' } }),
    };
    this.refresh();
  }

  stateChanged(before: AppState, after: AppState): void {
    if (before.coupon !== after.coupon || before.preferences !== after.preferences || before.session !== after.session) this.refresh();
  }

  /** The session or the config moved (the slip shows the accounts, the limits and who is signed in). */
  projectionChanged(): void {
    this.refresh();
  }

  /** The coupon, the session, the config or the preferences moved: refresh the view and run what it now needs. */
  private refresh(): void {
    const host = this.host;
    if (!host || this.stopped) return;
    host.changed('coupon');
    const session = host.session();
    this.myBets.setSignedIn(session.status === 'signedIn');
    this.followAccount(session);
    this.followAutoMax();
    this.scheduleQuote();
    this.sendPlacement();
    this.sendRequests();
  }

  handle(tabId: string, envelope: CommandEnvelope): Promise<Accepted | Rejection> | Accepted | Rejection {
    const command = envelope as MyBetsCommand;
    const schema = MY_BETS_COMMAND_SCHEMAS[command.type];
    const parsed = schema.safeParse(command.payload);
    if (!parsed.success) return invalidCommand(parsed.error);
    switch (command.type) {
      case 'myBets/watch': {
        const { filter, page, lang } = MY_BETS_COMMAND_SCHEMAS['myBets/watch'].parse(command.payload);
        // The first watch loads my bets: a chunk that could not be fetched is the network's failure, with its text.
        return this.myBets.watch(tabId, { filter, page, lang }).then((ready) => (ready ? ACCEPTED : reject('coupon.network_error')));
      }
      case 'myBets/unwatch':
        this.myBets.unwatch(tabId);
        break;
      case 'myBets/refresh':
        this.myBets.reload();
        break;
    }
    return ACCEPTED;
  }

  releaseTab(tabId: string): void {
    this.myBets.unwatch(tabId);
  }

  projection(): CouponProjection {
    const host = this.host;
    if (!host) throw new Error('the coupon controller is not attached');
    const state = host.state();
    const sources: SlipSources = {
      coupon: state.coupon,
      session: host.session(),
      config: host.config(),
      coefViewId: state.preferences.coefViewId as SlipSources['coefViewId'],
      quoting: this.quoting,
      quoteFailure: this.quoteFailure,
      placementRetrying: this.resendRound > 0,
      limits: host.limits(),
      held: heldInApp(state, PLACE_PROBE),
    };
    // Built once per change of what it reads, however many tabs ask in a frame.
    const key = [
      sources.coupon,
      sources.session.accounts,
      sources.session.status,
      sources.config,
      sources.coefViewId,
      sources.quoting,
      sources.quoteFailure,
      sources.placementRetrying,
      sources.limits,
      sources.held?.code,
    ];
    if (this.view && this.view.key.every((k, i) => k === key[i])) return this.view.value;
    const value = slipView(sources);
    this.view = { key, value };
    return value;
  }

  myBetsProjection(): MyBetsProjection {
    return this.myBets.projection();
  }

  /** The print page's ticket; a module that could not be loaded is an error the page shows with its retry. */
  async loadCoupon(query: PrintCouponQuery): Promise<PrintCouponResult> {
    try {
      const { loadPrintedCoupon } = await printModule();
      return await loadPrintedCoupon(this.deps.http, query);
    } catch (error) {
      this.deps.log.warn('coupon: the print module could not be loaded', error);
      return { status: 'error', message: 'unavailable' };
    }
  }

  /** The premium of insuring `amount`; unavailable while its module cannot be loaded. */
  private async insuranceQuote(couponId: string, amount: number): Promise<InsuranceQuote> {
    try {
      const { insuranceQuote } = await cashOutModule();
      return insuranceQuote(this.myBets.offerOf(couponId), amount);
    } catch (error) {
      this.deps.log.warn('coupon: the cash-out module could not be loaded', error);
      return { ok: false, reason: 'unavailable' };
    }
  }

  stop(): void {
    this.stopped = true;
    this.myBets.stop();
    this.quotes.unsubscribe();
    if (this.resendTimer !== null) this.deps.clock.clearTimeout(this.resendTimer);
  }

  // ---- the account the coupon is placed from

  /**
   * The coupon is placed from one of the signed-in player's accounts: the
   * active one unless the player picked another in the slip; a switch of the
   * active account in the header moves the slip along.
   */
  private followAccount(session: SessionProjection): void {
    const host = this.host;
    const active = session.activeAccount;
    if (!host || session.status !== 'signedIn' || !active || !session.accounts) return;
    const coupon = host.state().coupon;
    const known = session.accounts.all_accounts.some((a) => a.id === coupon.accountId);
    const activeMoved = this.lastActiveAccount !== null && this.lastActiveAccount !== active.id;
    this.lastActiveAccount = active.id;
    if (known && coupon.userId === session.userId && !activeMoved) return;
    if (coupon.accountId === active.id && coupon.userId === session.userId) return;
    void host.dispatch({
      type: 'coupon/selectAccount',
      payload: { accountId: active.id, accountType: active.type, currencyIso: active.iso, userId: session.userId },
    });
  }

  /**
   * Auto-max (SPEC 3 isAutoMax): while it is on, the stake follows the most
   * the player may stake (the balance within the maximum). Per-single and
   * per-block stakes stay the player's. Decided here once for every tab.
   */
  private followAutoMax(): void {
    const host = this.host;
    if (!host) return;
    const coupon = host.state().coupon;
    if (!coupon.settings.isAutoMax || coupon.phase === 'placing' || coupon.bets.length === 0 || !hasOneStake(coupon.typeId)) return;
    const target = this.projection().autoMaxAmount;
    if (target === null || target === coupon.amount) return;
    void host.dispatch({ type: 'coupon/setAmount', payload: { amount: target } });
  }

  // ---- quotes

  private scheduleQuote(): void {
    const host = this.host;
    if (!host) return;
    const signedIn = host.session().status === 'signedIn';
    this.draft$.next(signedIn ? quoteRequest(host.state().coupon) : null);
  }

  private askQuote(request: CouponInfoRequest): Promise<QuoteResult | null> {
    const host = this.host;
    return host ? fetchQuote(this.deps.http, request, languageOf(host.state())) : Promise.resolve(null);
  }

  private async applyQuote(request: CouponInfoRequest, result: QuoteResult | null): Promise<void> {
    const host = this.host;
    if (!host || this.stopped || !result) return;
    const latest = this.latestDraft === quoteKey(request);
    if (result.ok) {
      for (const command of quoteCommands(result.info, host.state().coupon)) await host.dispatch(command);
    } else {
      this.deps.log.warn(`coupon: the quote failed (${result.refusal.code}); the slip keeps its last limits`);
      // The slip says so: its limits and offers may be old, and the server checks them again at placement.
      if (latest) this.quoteFailure = { code: result.refusal.code, params: result.refusal.params };
    }
    if (latest) {
      if (!result.ok) host.changed('coupon');
      this.setQuoting(false);
    }
  }

  private setQuoting(quoting: boolean): void {
    if (this.quoting === quoting) return;
    this.quoting = quoting;
    this.host?.changed('coupon');
  }

  // ---- placement

  /** The placement the coupon recorded goes to the server once; an unanswered one goes again with the same refId. */
  private sendPlacement(): void {
    const host = this.host;
    if (!host || this.placingRef !== null) return;
    const pending = host.state().coupon.pendingPlacement;
    if (!pending) {
      this.resendRound = 0;
      return;
    }
    this.placingRef = pending.refId;
    void sendPlacement(this.deps.http, pending, languageOf(host.state())).then(async (outcome) => {
      if (this.stopped) return;
      if (outcome.kind === 'answered') {
        this.resendRound = 0;
        for (const command of outcome.commands) await host.dispatch(command);
        if (outcome.accepted) {
          host.moneyMoved();
          this.myBets.reload();
        }
        this.placingRef = null;
        this.refresh();
        return;
      }
      this.placingRef = null;
      const wait = PLACEMENT_RESEND_MS[this.resendRound];
      if (wait === undefined) {
        // Asked often enough: say so, and let "my bets" show whether it stands. The coupon keeps the refId
        // (lastError.unconfirmed): placing the same bets again resends it, so the server never places them twice.
        this.resendRound = 0;
        await host.dispatch({ type: 'coupon/reportError', payload: { refId: pending.refId, code: 'unconfirmed', params: {} } });
        this.myBets.reload();
        return;
      }
      this.resendRound++;
      host.changed('coupon');
      this.resendTimer = this.deps.clock.setTimeout(() => {
        this.resendTimer = null;
        this.sendPlacement();
      }, wait);
    });
  }

  // ---- sell and insure

  private sendRequests(): void {
    const host = this.host;
    if (!host) return;
    for (const request of host.state().coupon.pendingRequests) {
      if (this.requestsInFlight.has(request.requestId)) continue;
      this.requestsInFlight.add(request.requestId);
      void this.sendRequest(request);
    }
  }

  private async sendRequest(request: PendingCouponRequest, round = 0): Promise<void> {
    const host = this.host;
    if (!host || this.stopped) return;
    const outcome = await this.cashOut(request, languageOf(host.state()));
    if (outcome.kind === 'answered') {
      await host.dispatch(outcome.command);
      this.requestsInFlight.delete(request.requestId);
      if (outcome.command.type === 'coupon/reportSold' || outcome.command.type === 'coupon/reportInsured') host.moneyMoved();
      this.myBets.reload();
      return;
    }
    const wait = PLACEMENT_RESEND_MS[round];
    if (wait === undefined) {
      const command: CommandDraft =
        request.kind === 'sell'
          ? { type: 'coupon/reportSellFailed', payload: { requestId: request.requestId, code: 'unconfirmed', params: {} } }
          : { type: 'coupon/reportInsureFailed', payload: { requestId: request.requestId, code: 'unconfirmed', params: {} } };
      await host.dispatch(command);
      this.requestsInFlight.delete(request.requestId);
      this.myBets.reload();
      return;
    }
    this.deps.clock.setTimeout(() => void this.sendRequest(request, round + 1), wait);
  }

  /**
   * Sends a sell or insure request. Its module not loading means nothing was
   * sent: the request fails at once as a network error (the player may ask
   * again, which loads it again), never the "unconfirmed" of a lost answer.
   */
  private async cashOut(request: PendingCouponRequest, lang: string): Promise<CashOutOutcome> {
    let module: typeof import('./cashOut');
    try {
      module = await cashOutModule();
    } catch (error) {
      this.deps.log.warn('coupon: the cash-out module could not be loaded', error);
      const payload = { requestId: request.requestId, code: 'network_error', params: {} };
      return {
        kind: 'answered',
        command: request.kind === 'sell' ? { type: 'coupon/reportSellFailed', payload } : { type: 'coupon/reportInsureFailed', payload },
      };
    }
    return module.sendCashOut(this.deps.http, request, lang, (id) => this.myBets.offerOf(id));
  }
}

const ACCEPTED: Accepted = { accepted: true, seq: 0 };
