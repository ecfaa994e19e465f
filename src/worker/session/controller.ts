import {
  accountRefreshAfterCurrency,
  accountRefreshAfterChange,
  accountRefreshStep,
  activeAccountOf,
  convertAccountKind,
  isBanned,
  isVerified,
  noteActivity,
  pauseInactivity,
  playBlockOf,
  protectionBand,
  resumeInactivity,
  sessionTimerIntents,
  SESSION_TIMER_KEYS,
  startInactivity,
  type AccountRefresh,
  initialSessionState,
  type InactivityClock,
  type SessionState,
} from '../../core/session';
import type { AppState } from '../../core/app';
import type { CommandEnvelope } from '../../protocol/envelope';
import type { HttpFailure } from '../../protocol/http';
import { reject, type Rejection } from '../../protocol/rejections';
import {
  AUTH_PATHS,
  accountsAnswerSchema,
  fingerprintAnswerSchema,
  okAnswerSchema,
  rightsAnswerSchema,
  sessionAnswerSchema,
  termsStatusAnswerSchema,
  tokenAnswerSchema,
  userConfigSchema,
  type AccountsAnswer,
  type UserConfig,
  type UserConfigUpdateRequest,
} from '../../protocol/schemas/auth';
import type { SessionAccepted, SessionProjection, SessionRequest, SignInMethod, SignOutReason } from '../../protocol/session';
import { SESSION_REQUEST_COMMAND } from '../../protocol/session';
import type { HttpClient } from '../http/client';
import type { Controller, ControllerLink } from '../runtime/controller';
import type { Clock } from '../scheduler/clock';
import { Scheduler } from '../scheduler/scheduler';
import { CaptchaBridge } from './captchaBridge';
import { isTermsRequired, isUnauthorized, rejectFailure } from './failures';
import { DeviceFingerprintSource, type FingerprintComponents } from './fingerprint';
import { onFirstUse } from '../runtime/onFirstUse';
import { accepted, ONCE } from './answers';
import type { LookupRequest, SessionLookups } from './lookups';
import type { ImmediateKind, SessionActions } from './requests';
import { checkSession } from './sessionCheck';
import { createTokenSource, type SessionTokenSource } from './tokenSource';
import { ACCOUNT_TYPE } from '../../protocol/constants/couponTypes';

interface TabPresence {
  visible: boolean;
  mediaPlaying: boolean;
}

interface ServerFacts {
  readonly login: string | null;
  readonly config: UserConfig | null;
  readonly accounts: AccountsAnswer | null;
  readonly termsRequired: boolean;
  readonly videoToken: string | null;
  readonly banLevel: number;
  readonly banVersion: number;
  readonly rights: readonly string[] | null;
}

export interface SessionControllerOptions {
  /** The development outbox is refused in production. */
  readonly isProduction?: boolean;
  /** What the fingerprint is made of (tests give fixed components). */
  readonly fingerprintComponents?: () => FingerprintComponents;
  /** Hears how each tab's request was answered (analytics' funnel steps and attempt counters). */
  readonly onRequestSettled?: (kind: string, answer: SessionAccepted | Rejection) => void;
}

/** The projection of a host without a session controller (tests, the benchmark build). */
export const NO_SESSION: SessionProjection = {
  status: 'signedOut',
  userId: null,
  login: null,
  config: null,
  accounts: null,
  activeAccount: null,
  banLevel: 0,
  banVersion: 0,
  banned: false,
  verified: false,
  protection: null,
  termsRequired: false,
  playBlockNotice: false,
  playBlock: null,
  captcha: null,
  accountsBusy: false,
  videoToken: null,
  rights: null,
  convertAccount: null,
  returns: { redirectUrl: null, fromUrl: null, routeFrom: null, routeTo: null },
};

/** The forms' lookups (social providers, phone countries, currencies, mailing): rare, so not in the worker's first download. */
const lookupsModule = onFirstUse(() => import('./lookups'));
/** Sign-in, registration, recovery, accounts and the rest of the table of requests: a guest's first visit sends none. */
const requestsModule = onFirstUse(() => import('./requests'));

const NO_FACTS: ServerFacts = {
  login: null,
  config: null,
  accounts: null,
  termsRequired: false,
  videoToken: null,
  banLevel: 0,
  banVersion: 0,
  rights: null,
};

/**
 * The session's effects in the worker (SPEC 4 Auth start, Session, Session
 * token, Terms, Accounts): one instance per host, so every tab sees the same
 * session. The durable facts (who signed in and how, logged off for
 * inactivity, an activation e-mail sent, two-step switched on) are events decided by src/core/session; the server's facts are kept here and
 * published as the `session` projection. Every timer is an intent derived by
 * `sessionTimerIntents` and run by the Scheduler on the injected clock.
 */
export class SessionController implements Controller {
  readonly name = 'session';
  readonly commands = { [SESSION_REQUEST_COMMAND]: { from: 'tab' } } as const;
  readonly follows = ['siteConfig'] as const;
  readonly projections = { session: { value: () => this.projection() } };
  readonly tokens: SessionTokenSource;
  readonly captcha: CaptchaBridge;
  /** The HTTP client's FingerprintSource (X-Fingerprint); sign-in bodies carry its components data. */
  readonly fingerprint: DeviceFingerprintSource;
  private http: HttpClient | null = null;
  private lookups: SessionLookups | null = null;
  private link: ControllerLink | null = null;
  private readonly actions: SessionActions;
  private status: SessionProjection['status'] = 'checking';
  private facts: ServerFacts = NO_FACTS;
  /** A terms check asked for before the site config had loaded (checkTerms). */
  private termsCheckWaiting = false;
  private readonly tabs = new Map<string, TabPresence>();
  private allHiddenSince: number | null = null;
  private inactivity: InactivityClock;
  private accountRefresh: AccountRefresh | null = null;
  private accountsBusy = false;
  private readonly scheduler: Scheduler;
  private lastUserId: number | null = null;
  private cached: { key: unknown[]; value: SessionProjection } | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly log: { warn(message: string, data?: unknown): void },
    private readonly options: SessionControllerOptions = {},
  ) {
    this.inactivity = startInactivity(clock.now());
    this.tokens = createTokenSource({
      clock,
      fetchToken: () => this.api().get(AUTH_PATHS.getToken, { schema: tokenAnswerSchema, query: { force_refresh: true } }),
    });
    // The fingerprint call itself reads only the stored token for its header (get without force never fetches): no loop.
    this.fingerprint = new DeviceFingerprintSource({
      clock,
      log,
      fetchFingerprint: (components) =>
        this.api().post(AUTH_PATHS.fingerprint, { components }, { schema: fingerprintAnswerSchema, policy: ONCE }),
      ...(options.fingerprintComponents ? { components: options.fingerprintComponents } : {}),
    });
    this.captcha = new CaptchaBridge(
      () => this.changed(),
      () => void this.endLocally('captcha'),
    );
    this.scheduler = new Scheduler(clock, {
      onFire: (key) => this.fire(key),
      onError: (key, error) => log.warn(`session timer ${key} failed`, error),
    });
    this.actions = {
      captcha: this.captcha,
      fingerprint: this.fingerprint,
      api: () => this.api(),
      isSignedIn: () => this.status === 'signedIn',
      rights: async () => {
        const rights = await this.refreshRights();
        return rights.ok ? accepted({ kind: 'rights', rights: rights.value }) : rights.rejection;
      },
      logout: () => this.logout(),
      signedIn: (userId, login, method) => this.signedIn(userId, login, method),
      changeAccounts: (path, body, change) => this.changeAccounts(path, body, change),
      refreshAccountsSoon: () => {
        this.accountRefresh = accountRefreshAfterChange();
        this.reconcile();
        return done();
      },
      updateConfig: (change) => this.updateConfig(change),
      userDataChanged: () => this.refreshUserData(),
      termsConfirmed: () => this.setFacts({ termsRequired: false }),
      failed: (failure) => this.failed(failure),
      keptReturns: () => this.state().returns,
      returnUsed: () => this.link?.dispatch({ type: 'session/record-return-used', payload: {} }) ?? Promise.resolve(),
      activationSent: () => this.link?.dispatch({ type: 'session/record-activation-sent', payload: {} }) ?? Promise.resolve(),
      twoFactorOn: () => this.link?.dispatch({ type: 'session/record-two-factor-on', payload: {} }) ?? Promise.resolve(),
      lookup: (request) => this.lookup(request),
      wait: (ms) => new Promise<void>((resolve) => void this.clock.setTimeout(resolve, ms)),
    };
  }

  /** The HTTP client is made with this controller's token source and captcha prompt, so it arrives after construction. */
  useHttp(http: HttpClient): void {
    this.http = http;
    this.captcha.useHttp(http);
  }

  /** The forms' lists and the mailing pages; their calls load on first use (one SessionLookups keeps its cache). */
  private async lookup(request: LookupRequest): Promise<SessionAccepted | Rejection> {
    const http = this.http;
    if (!http) return reject('session.unavailable');
    let module: typeof import('./lookups');
    try {
      module = await lookupsModule();
    } catch (error) {
      this.log.warn('session lookups could not be loaded', error);
      return reject('session.unavailable');
    }
    this.lookups ??= new module.SessionLookups({
      http,
      isProduction: this.options.isProduction ?? false,
      failed: (failure) => this.failed(failure),
      userDataChanged: () => this.refreshUserData(),
    });
    return this.lookups.perform(request);
  }

  attach(link: ControllerLink): void {
    this.link = link;
    this.lastUserId = this.state().userId;
  }

  handle(tabId: string, command: CommandEnvelope): Promise<SessionAccepted | Rejection> {
    return this.request(tabId, command.payload as SessionRequest);
  }

  /** The session projection shows what the log remembers (the inactivity notice, the returns): it moves with it. */
  stateChanged(before: AppState, after: AppState): void {
    if (before.session === after.session) return;
    this.changed();
    this.followLog();
  }

  /** A loaded or refreshed config may switch the auto log-off on or change its minutes, and lets a waiting terms check run. */
  projectionChanged(): void {
    if (!this.link?.config()) return;
    this.reconcile();
    if (this.termsCheckWaiting) void this.checkTerms();
  }

  releaseTab(tabId: string): void {
    this.tabGone(tabId);
  }

  stop(): void {
    this.dispose();
  }

  /** Auth start (SPEC 4): the session check decides who is signed in. The app is ready: the fingerprint's 8 s start. */
  async start(): Promise<void> {
    this.fingerprint.appReady();
    const result = await checkSession(this.api());
    if (!result.ok) {
      // The server could not be asked: trust the log until the next check rather than flip the player out.
      this.log.warn('session check failed', result.failure);
      this.status = this.state().userId !== null ? 'signedIn' : 'signedOut';
      this.changed();
      this.reconcile();
      return;
    }
    const userId = result.value.user_id;
    if (userId === null) {
      await this.endLocally('server');
      return;
    }
    const session = await this.api().get(AUTH_PATHS.session, { schema: sessionAnswerSchema });
    const login = session.ok ? (session.value.login ?? '') : (this.state().login ?? '');
    await this.signedIn(userId, login, 'restored');
  }

  // ------------------------------------------------------------ projection

  projection(): SessionProjection {
    const state = this.state();
    const key = [this.status, this.facts, state, this.captcha.view(), this.accountsBusy];
    if (this.cached && this.cached.key.every((part, i) => part === key[i])) return this.cached.value;
    const config = this.facts.config;
    const banLevel = config?.ban_level ?? this.facts.banLevel;
    const value: SessionProjection = {
      status: this.status,
      userId: this.status === 'signedIn' ? state.userId : null,
      login: this.status === 'signedIn' ? (this.facts.login ?? state.login) : null,
      config,
      accounts: this.facts.accounts,
      activeAccount: activeAccountOf(this.facts.accounts),
      banLevel,
      banVersion: config?.ban_version ?? this.facts.banVersion,
      banned: isBanned(banLevel),
      verified: config ? isVerified(config) : false,
      protection: config ? protectionBand(config.protection_level) : null,
      termsRequired: this.facts.termsRequired,
      playBlockNotice: state.playBlockNotice === true,
      playBlock: this.status === 'signedIn' ? playBlockOf(config) : null,
      captcha: this.captcha.view(),
      accountsBusy: this.accountsBusy,
      videoToken: this.facts.videoToken,
      rights: this.facts.rights,
      convertAccount: config ? convertAccountKind(config.convert_account) : null,
      returns: state.returns,
    };
    this.cached = { key, value };
    return value;
  }

  /** The log moved: follow a sign-in or sign-out another host recorded. */
  private followLog(): void {
    const userId = this.state().userId;
    if (userId === this.lastUserId) return;
    this.lastUserId = userId;
    if (userId === null && this.status === 'signedIn') {
      this.resetFacts();
      this.status = 'signedOut';
    } else if (userId !== null && this.status !== 'signedIn') {
      void this.start();
    }
    this.changed();
    this.reconcile();
  }

  // ------------------------------------------------------------ tabs

  tabGone(tabId: string): void {
    if (this.tabs.delete(tabId)) this.presenceChanged();
  }

  private presence(tabId: string, report: { visible: boolean; active: boolean; mediaPlaying: boolean }): void {
    const now = this.clock.now();
    this.tabs.set(tabId, { visible: report.visible, mediaPlaying: report.mediaPlaying });
    if (report.active || report.mediaPlaying) this.inactivity = noteActivity(now);
    this.presenceChanged();
  }

  private presenceChanged(): void {
    const now = this.clock.now();
    const anyVisible = [...this.tabs.values()].some((tab) => tab.visible);
    if (anyVisible && this.allHiddenSince !== null) {
      this.allHiddenSince = null;
      this.inactivity = resumeInactivity(this.inactivity, now);
    } else if (!anyVisible && this.allHiddenSince === null && this.tabs.size > 0) {
      this.allHiddenSince = now;
    }
    this.reconcile();
  }

  // ------------------------------------------------------------ timers

  /** Derives the session's timers from the state and makes the scheduler run exactly those. */
  reconcile(): void {
    const config = this.link?.config() ?? null;
    const tabs = [...this.tabs.values()];
    this.scheduler.reconcile(
      sessionTimerIntents({
        signedIn: this.status === 'signedIn',
        // Before any tab has reported, count the page as visible: a tab is loading.
        anyTabVisible: tabs.length === 0 || tabs.some((tab) => tab.visible),
        allHiddenSince: this.allHiddenSince,
        mediaPlaying: tabs.some((tab) => tab.mediaPlaying),
        autoLogoff: config ? { enabled: config.isAutoLogoffEnable, minutes: config.autoLogoffInactiveMinutes } : null,
        inactivity: this.inactivity,
        accountRefresh: this.accountRefresh,
      }),
    );
  }

  /** Keys with a pending timer (debugger, tests). */
  pendingTimers(): string[] {
    return this.scheduler.pendingKeys();
  }

  private async fire(key: string): Promise<void> {
    switch (key) {
      case SESSION_TIMER_KEYS.userRefresh:
        return this.refreshUserData();
      case SESSION_TIMER_KEYS.videoToken:
        return this.refreshVideoToken();
      case SESSION_TIMER_KEYS.inactivityPause:
        if (this.allHiddenSince !== null) this.inactivity = pauseInactivity(this.inactivity, this.clock.now());
        this.reconcile();
        return;
      case SESSION_TIMER_KEYS.inactivity:
        return this.logOffInactive();
      case SESSION_TIMER_KEYS.accountsRefresh: {
        const refresh = this.accountRefresh;
        if (!refresh) return;
        await this.refreshAccounts();
        this.accountRefresh = accountRefreshStep(refresh, this.facts.accounts);
        this.reconcile();
        return;
      }
    }
  }

  private async logOffInactive(): Promise<void> {
    await this.api().post(AUTH_PATHS.logout, {}, { schema: okAnswerSchema, policy: ONCE });
    await this.endLocally('inactivity');
  }

  // ------------------------------------------------------------ requests from tabs

  async request(tabId: string, request: SessionRequest): Promise<SessionAccepted | Rejection> {
    if (typeof request !== 'object' || request === null || typeof request.kind !== 'string') return reject('invalid_command');
    const answer = await this.answer(tabId, request);
    this.options.onRequestSettled?.(request.kind, answer);
    return answer;
  }

  private async answer(tabId: string, request: SessionRequest): Promise<SessionAccepted | Rejection> {
    try {
      if (isImmediate(request)) return await this.immediate(tabId, request);
      let module: typeof import('./requests');
      try {
        module = await requestsModule();
      } catch (error) {
        this.log.warn('session requests could not be loaded', error);
        return reject('session.unavailable');
      }
      const handler = module.sessionRequestHandler(request.kind);
      if (!handler) return reject('invalid_command', { kind: String(request.kind) });
      return await handler(this.actions, request, tabId);
    } catch (error) {
      // A request of the wrong shape from a tab (a missing field): refused, never a crash of the host.
      this.log.warn('session request refused', error);
      return reject('invalid_command', { kind: String(request.kind) });
    }
  }

  /** The requests every page sends (presence, the check at start) and a captcha, which may stand in front of any call. */
  private async immediate(tabId: string, request: Extract<SessionRequest, { kind: ImmediateKind }>): Promise<SessionAccepted> {
    switch (request.kind) {
      case 'presence':
        this.presence(tabId, request);
        break;
      case 'check':
        await this.start();
        break;
      case 'captchaAnswer':
        await this.captcha.answer(request.id, request.answer);
        break;
      case 'captchaRefresh':
        await this.captcha.refresh();
        break;
    }
    return done();
  }

  /** POST /user/config/update; the answer is the whole new config, which every tab then shows. */
  private async updateConfig(change: UserConfigUpdateRequest): Promise<SessionAccepted | Rejection> {
    const result = await this.api().post(AUTH_PATHS.userConfigUpdate, change, { schema: userConfigSchema, auth: true, policy: ONCE });
    if (!result.ok) return this.failed(result.failure);
    this.setFacts({ config: result.value });
    return done();
  }

  private async logout(): Promise<SessionAccepted | Rejection> {
    const result = await this.api().post(AUTH_PATHS.logout, {}, { schema: okAnswerSchema, policy: ONCE });
    // Signed out here either way; SPEC 4: on a disconnect error the page reloads (the UI does, on this rejection).
    await this.endLocally('logout');
    return result.ok ? done() : rejectFailure(result.failure);
  }

  /**
   * SPEC 4 Accounts: each change sets the busy flag, then the accounts are
   * refreshed up to 5 times every 2500 ms (the server may apply it late);
   * after adding a currency every 1000 ms until the currency shows.
   */
  private async changeAccounts(
    path: string,
    body: unknown,
    change: { readonly awaitingIso?: string; readonly switchedTo?: number },
  ): Promise<SessionAccepted | Rejection> {
    if (this.status !== 'signedIn') return reject('session.signed_out');
    this.accountsBusy = true;
    this.changed();
    const result = await this.api().post(path, body, { schema: accountsAnswerSchema, auth: true, policy: ONCE });
    this.accountsBusy = false;
    if (!result.ok) {
      this.changed();
      return this.failed(result.failure);
    }
    this.setFacts({ accounts: result.value });
    if (change.switchedTo !== undefined)
      await this.link?.dispatch({ type: 'session/record-account-switch', payload: { accountId: change.switchedTo } });
    const iso = change.awaitingIso;
    if (iso === undefined) this.accountRefresh = accountRefreshAfterChange();
    else if (!result.value.all_accounts.some((a) => a.iso === iso && a.type === ACCOUNT_TYPE.currency))
      this.accountRefresh = accountRefreshAfterCurrency(iso);
    else this.accountRefresh = null;
    this.reconcile();
    return done();
  }

  // ------------------------------------------------------------ server facts

  private async signedIn(userId: number, login: string, method: SignInMethod): Promise<void> {
    this.tokens.clear();
    // Set before the event lands, so stateChanged() sees its own sign-in and does not check again.
    this.lastUserId = userId;
    this.status = 'signedIn';
    await this.link?.dispatch({ type: 'session/record-sign-in', payload: { userId, login, method } });
    this.facts = { ...NO_FACTS, login };
    this.inactivity = startInactivity(this.clock.now());
    this.changed();
    this.reconcile();
    await Promise.all([this.refreshUserData(), this.refreshVideoToken()]);
  }

  /** Signs out on this side (after a logout, an ended session, inactivity or a burnt captcha). */
  private async endLocally(reason: SignOutReason): Promise<void> {
    this.tokens.clear();
    this.status = 'signedOut';
    this.resetFacts();
    this.changed();
    this.lastUserId = null;
    this.reconcile();
    await this.link?.dispatch({ type: 'session/record-sign-out', payload: { reason } });
  }

  private resetFacts(): void {
    this.facts = NO_FACTS;
    this.accountRefresh = null;
    this.accountsBusy = false;
  }

  /** User config, accounts, rights and (SPEC 4 Terms) the terms status: at sign-in and every 60 s while a page is visible. */
  async refreshUserData(): Promise<void> {
    if (this.status !== 'signedIn') return;
    const [config] = await Promise.all([
      this.api().get(AUTH_PATHS.userConfig, { schema: userConfigSchema, auth: true }),
      this.refreshAccounts(),
      this.refreshRights(),
      this.checkTerms(),
    ]);
    if (config.ok) this.setFacts({ config: config.value });
    else this.failed(config.failure);
  }

  private async refreshRights(): Promise<{ ok: true; value: readonly string[] } | { ok: false; rejection: Rejection }> {
    const result = await this.api().get(AUTH_PATHS.rights, { schema: rightsAnswerSchema, auth: true });
    if (!result.ok) return { ok: false, rejection: this.failed(result.failure) };
    this.setFacts({ rights: result.value.rights });
    return { ok: true, value: result.value.rights };
  }

  private async refreshAccounts(): Promise<void> {
    if (this.status !== 'signedIn') return;
    const accounts = await this.api().get(AUTH_PATHS.accounts, { schema: accountsAnswerSchema, auth: true });
    if (accounts.ok) this.setFacts({ accounts: accounts.value });
    else this.failed(accounts.failure);
  }

  private async refreshVideoToken(): Promise<void> {
    if (this.status !== 'signedIn') return;
    const result = await this.api().post(AUTH_PATHS.updateToken, {}, { schema: tokenAnswerSchema, auth: true });
    if (result.ok) this.setFacts({ videoToken: result.value.token });
    else this.failed(result.failure);
  }

  /**
   * SPEC 4 Terms: only when the site asks for confirmation and someone is signed in. A worker that starts again
   * may learn the session before the site config: the check then waits for the config instead of being skipped
   * until the next refresh, which let a reloaded page past the confirm-terms page for a minute.
   */
  private async checkTerms(): Promise<void> {
    const config = this.link?.config();
    this.termsCheckWaiting = this.status === 'signedIn' && !config;
    if (this.status !== 'signedIn' || !config?.isAvailableConfirmTerms) return;
    const result = await this.api().get(AUTH_PATHS.termsStatus, { schema: termsStatusAnswerSchema, auth: true });
    if (result.ok) this.setFacts({ termsRequired: false });
    // SPEC 8: a failed status call counts as unchanged terms, except the 451 that asks for confirmation.
    else this.setFacts({ termsRequired: isTermsRequired(result.failure) });
  }

  /** Turns a failed call into a rejection; a 401 means the server ended the session. */
  private failed(failure: HttpFailure): Rejection {
    if (isUnauthorized(failure) && this.status === 'signedIn') void this.endLocally('server');
    if (isTermsRequired(failure)) this.setFacts({ termsRequired: true });
    return rejectFailure(failure);
  }

  private setFacts(patch: Partial<ServerFacts>): void {
    if (this.status !== 'signedIn') return;
    this.facts = { ...this.facts, ...patch };
    this.changed();
  }

  private changed(): void {
    this.link?.changed('session');
  }

  private state(): SessionState {
    return this.link?.state().session ?? initialSessionState;
  }

  private api(): HttpClient {
    if (!this.http) throw new Error('session controller used before its HTTP client was set');
    return this.http;
  }

  dispose(): void {
    this.scheduler.dispose();
    this.fingerprint.dispose();
  }
}

const done = (): SessionAccepted => accepted({ kind: 'done' });

const IMMEDIATE_KINDS: ReadonlySet<string> = new Set<ImmediateKind>(['presence', 'check', 'captchaAnswer', 'captchaRefresh']);

function isImmediate(request: SessionRequest): request is Extract<SessionRequest, { kind: ImmediateKind }> {
  return IMMEDIATE_KINDS.has(request.kind);
}
