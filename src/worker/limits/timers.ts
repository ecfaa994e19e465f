import {
  LIMIT_TIMER_KEYS,
  limitTimerIntents,
  realityCheckDueAt,
  realityCheckPending,
  sessionEndsAt,
  sessionLimitRunOut,
} from '../../core/limits';
import { SESSION_NOT_SET } from '../../protocol/constants/limits';
import type { LimitView } from '../../protocol/limits';
import { AUTH_PATHS, okAnswerSchema } from '../../protocol/schemas/auth';
import type { SessionSummaryAnswer } from '../../protocol/schemas/limits';
import type { HttpClient } from '../http';
import type { ControllerLink } from '../runtime/controller';
import type { Clock } from '../scheduler/clock';
import { Scheduler } from '../scheduler/scheduler';
import { ONCE } from '../session/answers';
import type { LimitCalls } from './calls';

export interface LimitTimersDeps {
  readonly clock: Clock;
  readonly http: HttpClient;
  readonly calls: LimitCalls;
  readonly log: { warn(message: string, data?: unknown): void };
}

type Summary = SessionSummaryAnswer['data'];

/**
 * The responsible-gaming timers' effects, one set for every tab (the
 * worker's): the session limit's ping every 30 s and its logout when the
 * time runs out, and the reality check's reminder at each interval since
 * sign-in. What runs when is `limitTimerIntents` (src/core/limits); this
 * sends the calls and reports what they say as commands.
 */
export class LimitTimers {
  private readonly scheduler: Scheduler;
  private link: ControllerLink | null = null;
  private userId: number | null = null;
  private sessionLimitSet = false;
  private endsAt: number | null = null;
  private summary: Summary | null = null;
  private ending = false;
  /** Sign-ins are numbered: an answer that arrives after the player changed is dropped. */
  private generation = 0;

  constructor(private readonly deps: LimitTimersDeps) {
    this.scheduler = new Scheduler(deps.clock, {
      onFire: (key) => this.fire(key),
      onError: (key, error) => deps.log.warn(`limits timer ${key} failed`, error),
    });
  }

  attach(link: ControllerLink): void {
    this.link = link;
  }

  /** The signed-in player changed (null: signed out): nothing of the last session's timers stays. */
  follow(userId: number | null): void {
    if (userId === this.userId) return;
    this.userId = userId;
    this.generation += 1;
    this.sessionLimitSet = false;
    this.endsAt = null;
    this.summary = null;
    this.ending = false;
    // A reminder of a session that is over holds no one's play.
    if (userId === null && this.link?.state().limits.realityCheck)
      void this.link.dispatch({ type: 'limits/dropRealityCheck', payload: {} });
    this.reconcile();
  }

  /** The limits as last loaded: whether a session limit is set (its first ping goes at once, to learn the time left). */
  limitsLoaded(limits: readonly LimitView[]): void {
    const set = limits.some((l) => l.kind === 'session' && l.value !== null && l.value !== SESSION_NOT_SET && l.state !== 'inactive');
    const started = set && !this.sessionLimitSet;
    this.sessionLimitSet = set;
    if (!set) this.endsAt = null;
    this.reconcile();
    if (started) void this.ping();
  }

  /** The server's session facts (at sign-in and after every change of limits). */
  async loadSummary(): Promise<void> {
    const generation = this.generation;
    const answer = await this.deps.calls.session();
    if (generation !== this.generation || !answer.ok) return;
    this.summary = answer.value.data;
    const reminder = this.link?.state().limits.realityCheck ?? null;
    // A waiting reminder of an earlier sign-in (a reload after another player, a session the server ended) is dropped.
    if (reminder && reminder.sessionStartedAt !== this.summary.startedAt * 1000)
      await this.link?.dispatch({ type: 'limits/dropRealityCheck', payload: {} });
    this.reconcile();
  }

  /** The log moved (a reminder raised or acknowledged in some tab): the next reality check follows it. */
  stateChanged(): void {
    this.reconcile();
  }

  stop(): void {
    this.generation += 1;
    this.scheduler.dispose();
  }

  /** Keys with a pending timer (tests, the debugger). */
  pendingTimers(): string[] {
    return this.scheduler.pendingKeys();
  }

  private reconcile(): void {
    const summary = this.summary;
    this.scheduler.reconcile(
      limitTimerIntents({
        signedIn: this.userId !== null && !this.ending,
        sessionLimitSet: this.sessionLimitSet,
        sessionEndsAt: this.endsAt,
        realityCheck:
          summary && summary.realityCheckEverySeconds !== null
            ? { sessionStartedAt: summary.startedAt * 1000, everyMs: summary.realityCheckEverySeconds * 1000 }
            : null,
        lastReminder: this.link?.state().limits.realityCheck ?? null,
      }),
    );
  }

  private fire(key: string): Promise<void> | void {
    switch (key) {
      case LIMIT_TIMER_KEYS.sessionPing:
        return this.ping();
      case LIMIT_TIMER_KEYS.sessionEnd:
        if (sessionLimitRunOut({ kind: 'countdown', endsAt: this.endsAt, now: this.deps.clock.now() })) return this.end();
        return;
      case LIMIT_TIMER_KEYS.realityCheck:
        return this.raiseRealityCheck();
    }
  }

  private async ping(): Promise<void> {
    const generation = this.generation;
    const answer = await this.deps.calls.ping();
    if (generation !== this.generation || this.ending) return;
    if (!answer.ok) {
      if (sessionLimitRunOut({ kind: 'refused', code: answer.refusal.code })) await this.end();
      // Any other failure: the local countdown still runs, and the next ping asks again.
      return;
    }
    const left = answer.value.sessionSecondsLeft;
    if (sessionLimitRunOut({ kind: 'ping', secondsLeft: left })) return this.end();
    this.endsAt = sessionEndsAt(this.deps.clock.now(), left);
    this.reconcile();
  }

  /**
   * The session limit has run out: the notice goes in the log first (every
   * tab shows it, and after a reload), then the server's session ends and the
   * sign-out is recorded, which signs every tab out.
   */
  private async end(): Promise<void> {
    const link = this.link;
    if (!link || this.ending || this.userId === null) return;
    this.ending = true;
    this.reconcile();
    await link.dispatch({ type: 'limits/recordSessionLimitEnded', payload: { at: this.deps.clock.now() } });
    // The server has usually ended it already (the ping that said 0); a logout that fails changes nothing here.
    await this.deps.http.post(AUTH_PATHS.logout, {}, { schema: okAnswerSchema, policy: ONCE });
    await link.dispatch({ type: 'session/record-sign-out', payload: { reason: 'server' } });
  }

  private async raiseRealityCheck(): Promise<void> {
    const link = this.link;
    const generation = this.generation;
    if (!link || realityCheckPending(link.state().limits.realityCheck)) return;
    // What was played up to now, fresh; without an answer the reminder still shows the time and still holds play.
    const fresh = await this.deps.calls.session();
    if (generation !== this.generation) return;
    if (fresh.ok) this.summary = fresh.value.data;
    const summary = this.summary;
    if (!summary || summary.realityCheckEverySeconds === null) return this.reconcile();
    const sessionStartedAt = summary.startedAt * 1000;
    const dueAt = realityCheckDueAt(sessionStartedAt, summary.realityCheckEverySeconds * 1000, this.deps.clock.now());
    if (dueAt === null) return this.reconcile();
    await link.dispatch({
      type: 'limits/raiseRealityCheck',
      payload: { sessionStartedAt, dueAt, results: fresh.ok ? fresh.value.data.results : null },
    });
    this.reconcile();
  }
}
