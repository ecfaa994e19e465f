import type { AppState } from '../../core/app';
import { endsSessions } from '../../core/limits/enforce';
import type { Accepted, CommandEnvelope } from '../../protocol/envelope';
import {
  LIMITS_VIEW_COMMAND_SCHEMAS,
  LIMITS_VIEW_COMMANDS,
  type LimitAsk,
  type LimitHistoryRow,
  type LimitOption,
  type LimitsLoad,
  type LimitsProjection,
  type LimitsViewCommand,
  type LimitView,
  type SelfExcludeReason,
  type LimitAssessmentView,
  type SelfBlockView,
} from '../../protocol/limits';
import { DEFAULT_PREFERENCES } from '../../protocol/constants/preferences';
import { invalidCommand, reject, type Rejection } from '../../protocol/rejections';
import type { SessionProjection } from '../../protocol/session';
import type { ProjectionName } from '../../protocol/api';
import type { HttpClient } from '../http';
import type { Controller, ControllerLink } from '../runtime/controller';
import type { Clock, TimerHandle } from '../scheduler/clock';
import { NO_SESSION } from '../session/controller';
import { limitCalls, type LimitAnswer, type LimitCalls } from './calls';
import { LimitTimers } from './timers';
import { historyRowView, limitView, optionView } from './view';
import { offeredOnly } from '../../core/limits/offered';
import { nextLimitMoment, realityCheckPending } from '../../core/limits';

export interface LimitsControllerDeps {
  readonly clock: Clock;
  readonly http: HttpClient;
  readonly log: { warn(message: string, data?: unknown): void; error(message: string, data?: unknown): void };
}

/** Just past a pending change's moment, so the server has surely moved it. */
const WAKE_AFTER_MS = 1000;
/** Timers run at most ~24.8 days; a later moment is reached by waking on the way. */
const MAX_TIMER_MS = 2_147_000_000;

/**
 * The limits' effects: it sends each change the limits context recorded
 * (once: a limit change carries no idempotency key, so a lost answer is
 * reported as network_error and the player sees the limits as the server
 * has them after a reload, rather than a change sent twice), reports the
 * answer back as a command, and keeps the `limits` projection: the limits
 * with what they used and left, the options and the audit history, loaded at
 * sign-in and again after every answered change.
 */
export class LimitsController implements Controller {
  readonly name = 'limits';
  readonly commands = LIMITS_VIEW_COMMANDS;
  readonly follows = ['session', 'wallet'] as const;
  readonly projections = { limits: { value: () => this.view() } };

  private link: ControllerLink | null = null;
  private readonly calls: LimitCalls;
  /** The session limit's ping and logout, and the reality check: one set for every tab. */
  readonly timers: LimitTimers;
  private signedInAs: number | null = null;
  /** When this controller saw the current player sign in: asks recorded before it are not this session's to send. */
  private since = Number.POSITIVE_INFINITY;
  private limits: LimitsLoad<readonly LimitView[]> | null = null;
  private options: LimitsLoad<readonly LimitOption[]> | null = null;
  private history: LimitsLoad<readonly LimitHistoryRow[]> | null = null;
  private reasons: LimitsLoad<readonly SelfExcludeReason[]> | null = null;
  private assessment: LimitAssessmentView | null = null;
  private selfBlock: SelfBlockView | null = null;
  /** Keys sent by this controller: a state change never sends one twice. */
  private readonly sent = new Set<string>();
  /** Loads are numbered so an older answer never overwrites a newer one. */
  private generation = 0;
  private stopped = false;
  private cached: { readonly key: readonly unknown[]; readonly value: LimitsProjection } | null = null;
  /** The balances last seen: when they move (a deposit credited, a stake taken, a win paid) the windows' room moved too. */
  private balances: string | null = null;
  /** The timer that reads the limits again when a pending change's moment comes. */
  private wake: TimerHandle | null = null;
  private version = 0;

  constructor(private readonly deps: LimitsControllerDeps) {
    this.calls = limitCalls(deps.http);
    this.timers = new LimitTimers({ clock: deps.clock, http: deps.http, calls: this.calls, log: deps.log });
  }

  attach(link: ControllerLink): void {
    this.link = link;
    this.timers.attach(link);
    this.followSession();
  }

  stop(): void {
    this.stopped = true;
    this.timers.stop();
    this.sleep();
  }

  stateChanged(before: AppState, after: AppState): void {
    if (before.preferences.timeZone !== after.preferences.timeZone) this.sendTimeZone(after.preferences.timeZone);
    if (before.limits === after.limits) return;
    this.changed();
    this.send();
    if (before.limits.realityCheck !== after.limits.realityCheck) this.timers.stateChanged();
  }

  projectionChanged(name?: ProjectionName): void {
    if (name === 'wallet') this.followMoney();
    else this.followSession();
  }

  handle(_tabId: string, envelope: CommandEnvelope): Accepted | Rejection {
    const command = envelope as LimitsViewCommand;
    const parsed = LIMITS_VIEW_COMMAND_SCHEMAS[command.type].safeParse(command.payload);
    if (!parsed.success) return invalidCommand(parsed.error);
    if (this.signedInAs === null) return reject('limits.unauthorized');
    switch (command.type) {
      case 'limitsView/refresh':
        void this.load();
        break;
      case 'limitsView/answerAssessment': {
        const open = this.assessment;
        const { tokenGuid } = LIMITS_VIEW_COMMAND_SCHEMAS['limitsView/answerAssessment'].parse(command.payload);
        if (!open || open.tokenGuid !== tokenGuid || open.phase === 'sending' || open.phase === 'passed')
          return reject('limits.assessment_token_invalid');
        void this.answerAssessment(open, LIMITS_VIEW_COMMAND_SCHEMAS['limitsView/answerAssessment'].parse(command.payload).answers);
        break;
      }
      case 'limitsView/dismissAssessment':
        this.assessment = null;
        this.changed();
        break;
      case 'limitsView/blockSelf':
        if (this.selfBlock?.phase === 'sending') return reject('limits.change_in_progress');
        void this.blockSelf(LIMITS_VIEW_COMMAND_SCHEMAS['limitsView/blockSelf'].parse(command.payload).reasonId);
        break;
    }
    return { accepted: true, seq: 0 };
  }

  view(): LimitsProjection {
    const session = this.session();
    const state = this.link?.state().limits;
    const all = state?.asks ?? [];
    const key = [state, session.status, this.version];
    if (this.cached && this.cached.key.every((k, i) => k === key[i])) return this.cached.value;
    const player = session.status === 'signedIn' ? 'signedIn' : session.status === 'signedOut' ? 'guest' : 'checking';
    // Another player's asks (an earlier sign-in on this browser) are not shown to this one.
    const asks = all.filter((a) => a.at >= this.since);
    const reminder = state?.realityCheck ?? null;
    const value: LimitsProjection = {
      player,
      limits: this.limits,
      options: this.options,
      history: this.history,
      reasons: this.reasons,
      assessment: this.assessment,
      selfBlock: this.selfBlock,
      asks,
      realityCheck: realityCheckPending(reminder) ? reminder : null,
      sessionLimitEndedAt: state?.sessionLimitEndedAt ?? null,
    };
    this.cached = { key, value };
    return value;
  }

  private changed(): void {
    this.version += 1;
    this.link?.changed('limits');
  }

  private session(): SessionProjection {
    return this.link?.projection('session') ?? NO_SESSION;
  }

  /** Signed in: load what the server holds and send what waits; signed out: nothing of the last player stays. */
  private followSession(): void {
    const session = this.session();
    const userId = session.status === 'signedIn' ? session.userId : null;
    if (userId === this.signedInAs) return;
    this.signedInAs = userId;
    this.since = userId === null ? Number.POSITIVE_INFINITY : this.deps.clock.now();
    this.limits = this.options = this.history = this.reasons = null;
    this.sleep();
    this.assessment = this.selfBlock = null;
    this.generation += 1;
    this.timers.follow(this.stopped ? null : userId);
    if (userId !== null && !this.stopped) {
      // A zone chosen before signing in (or on this device only) reaches the server; the default is what it assumes already.
      const zone = this.link?.state().preferences.timeZone;
      if (zone !== undefined && zone !== DEFAULT_PREFERENCES.timeZone) this.sendTimeZone(zone);
      this.dropStale();
      void this.load();
      this.send();
    }
    this.changed();
  }

  /**
   * Money moved (the wallet's balances changed): what the windows used and
   * leave is the server's count, so the limits are read again and the forms
   * showing the room stay true after a deposit or a bet.
   */
  private followMoney(): void {
    const accounts = this.link?.projection('wallet')?.accounts ?? [];
    const balances = accounts.map((a) => `${a.id}:${a.money}`).join(',');
    const before = this.balances;
    this.balances = balances;
    // No accounts seen yet is not money moving: the sign-in's own load reads the limits.
    if (!before || before === balances || this.signedInAs === null || this.stopped) return;
    void this.reloadLimits();
  }

  /** Only the limits (not the options or the history): what a window used and leaves. */
  private async reloadLimits(): Promise<void> {
    const generation = this.generation;
    const answer = await this.calls.limits();
    if (generation !== this.generation || this.stopped || !answer.ok) return;
    this.limits = { status: 'ready', value: answer.value.data.map((limit) => limitView(limit, this.deps.clock.now())) };
    this.wakeAtNextMoment();
    this.changed();
  }

  /**
   * A pending change has moments of its own: its cooling-off ends (it applies,
   * or waits for the confirmation) and its confirmation window closes. The
   * limits are read again just after the next one, so an open page moves on
   * by itself instead of showing a state the server left.
   */
  private wakeAtNextMoment(): void {
    this.sleep();
    if (this.limits?.status !== 'ready' || this.stopped) return;
    const now = this.deps.clock.now();
    const next = nextLimitMoment(this.limits.value, now);
    if (next === null) return;
    this.wake = this.deps.clock.setTimeout(
      () => {
        this.wake = null;
        void this.reloadLimits();
      },
      Math.min(next - now + WAKE_AFTER_MS, MAX_TIMER_MS),
    );
  }

  private sleep(): void {
    if (this.wake !== null) this.deps.clock.clearTimeout(this.wake);
    this.wake = null;
  }

  /** The limits, the options and the history, all three at once. */
  private async load(): Promise<void> {
    const generation = ++this.generation;
    const now = () => this.deps.clock.now();
    this.limits ??= { status: 'loading' };
    this.options ??= { status: 'loading' };
    this.history ??= { status: 'loading' };
    this.changed();
    const config = this.link?.config() ?? null;
    // SPEC 7: the reasons call only where the site's flag is on. The session's facts come with every load: a reality check set
    // or changed starts counting at once.
    const withReasons = config?.responsibleGaming?.selfExcludeReasonsEnabled === true;
    const [limits, options, history, reasons] = await Promise.all([
      this.calls.limits(),
      this.calls.options(),
      this.calls.history(),
      withReasons ? this.calls.reasons() : null,
      this.timers.loadSummary(),
    ]);
    if (generation !== this.generation || this.stopped) return;
    this.limits = loaded(limits, (v) => v.data.map((limit) => limitView(limit, now())));
    if (this.limits.status === 'ready') this.timers.limitsLoaded(this.limits.value);
    this.wakeAtNextMoment();
    // SPEC 5: the types the config's available ids gate load only where listed.
    this.options = loaded(options, (v) => offeredOnly(v.data.map(optionView), config?.availableLimitIds ?? []));
    this.history = loaded(history, (v) => v.data.map(historyRowView));
    this.reasons = reasons && loaded(reasons, (v) => v.data.map((r) => ({ id: r.id, name: r.selfExcludeReason })));
    this.changed();
  }

  /**
   * Asks left on their way by an earlier session (a reload, a closed worker,
   * another player's sign-in) are never sent now: they could land on the
   * wrong player, or twice. They are closed as cancelled, which also frees
   * their limit for a new change.
   */
  private dropStale(): void {
    for (const ask of this.link?.state().limits.asks ?? [])
      if (ask.phase === 'sending' && ask.at < this.since)
        void this.link?.dispatch({ type: 'limits/reportRefused', payload: { key: ask.key, code: 'cancelled', params: {} } });
  }

  /** The answers go with the token; passed, the change went on (as the rules table says); refused, with the code. */
  private async answerAssessment(open: LimitAssessmentView, answers: readonly { questionId: number; answerId: number }[]): Promise<void> {
    this.assessment = { ...open, phase: 'sending', error: null };
    this.changed();
    const answer = await this.calls.testAnswers({ tokenGuid: open.tokenGuid, answers });
    if (this.stopped || this.assessment?.tokenGuid !== open.tokenGuid) return;
    this.assessment = answer.ok
      ? { ...open, phase: 'passed', effect: answer.value.changes[0]?.effect ?? null, error: null }
      : { ...open, phase: 'refused', error: refusalOf(answer) };
    this.changed();
    await this.load();
  }

  private async blockSelf(reasonId: number | null): Promise<void> {
    this.selfBlock = { phase: 'sending', endsAt: null, error: null };
    this.changed();
    const answer = await this.calls.blockSelf(reasonId);
    if (this.stopped) return;
    this.selfBlock = answer.ok
      ? { phase: 'done', endsAt: answer.value.endsAt * 1000, error: null }
      : { phase: 'refused', endsAt: null, error: refusalOf(answer) };
    this.changed();
    // The block is a self-exclusion: the server ended the player's sessions, every tab signs out with the notice why.
    if (answer.ok) {
      await this.link?.dispatch({ type: 'session/record-sign-out', payload: { reason: 'playBlock' } });
      return;
    }
    await this.load();
  }

  /** Sends every change this session recorded that waits for the server, each once. */
  private send(): void {
    const link = this.link;
    if (!link || this.stopped || this.signedInAs === null) return;
    for (const ask of link.state().limits.asks) {
      if (ask.phase !== 'sending' || ask.at < this.since || this.sent.has(ask.key)) continue;
      this.sent.add(ask.key);
      void this.sendAsk(ask);
    }
  }

  /**
   * The session limit counts the player's local day in the zone the server
   * keeps (SPEC 9's UTC+3 by default): the display preference's zone is sent
   * whenever it changes while someone is signed in. A failure is only logged:
   * the next change sends it again.
   */
  private sendTimeZone(hours: number): void {
    if (this.signedInAs === null || this.stopped) return;
    void this.calls.timeZone(hours * 60).then((answer) => {
      if (!answer.ok) this.deps.log.warn('the time zone could not be sent', answer.refusal);
    });
  }

  private async sendAsk(ask: LimitAsk): Promise<void> {
    const answer = await this.calls.send(ask);
    const link = this.link;
    if (!link || this.stopped) return;
    // The server asks a self-assessment first: the page shows its questions; the ask is answered as such.
    if (answer.ok && answer.value.assessment) {
      const { tokenGuid, questions } = answer.value.assessment;
      this.assessment = {
        key: ask.key,
        limitType: ask.limitType,
        currencyIso: ask.currencyIso,
        tokenGuid,
        questions,
        phase: 'asking',
        effect: null,
        error: null,
      };
      this.changed();
    }
    const report = answer.ok
      ? link.dispatch({ type: 'limits/reportDone', payload: { key: ask.key, ...answer.value } })
      : link.dispatch({
          type: 'limits/reportRefused',
          payload: { key: ask.key, code: answer.refusal.code, params: { ...answer.refusal.params } },
        });
    await report;
    // A time-out or self-exclusion that starts ends the player's sessions on the server: every tab signs out, with the notice why.
    if (answer.ok && endsSessions(ask.limitType, answer.value.effect)) {
      await link.dispatch({ type: 'session/record-sign-out', payload: { reason: 'playBlock' } });
      return;
    }
    // Whatever the answer, what the server holds now is what the page shows (a refusal may say the page was stale).
    await this.load();
  }
}

function refusalOf(answer: LimitAnswer<unknown>) {
  return answer.ok ? null : { code: answer.refusal.code, params: { ...answer.refusal.params } };
}

function loaded<T, U>(answer: LimitAnswer<T>, pick: (value: T) => U): LimitsLoad<U> {
  return answer.ok ? { status: 'ready', value: pick(answer.value) } : { status: 'error', code: answer.refusal.code };
}
