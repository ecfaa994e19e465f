import type { AppState } from '../../core/app';
import {
  analyticsFacts,
  analyticsGate,
  EMPTY_QUEUE,
  enqueue,
  fieldErrors,
  funnelReport,
  funnelStep,
  isSocialRequest,
  keptMetrics,
  metricsWrite,
  NO_METRICS,
  outcomeOfStatus,
  pageOf,
  pageView,
  registrationFinished,
  socialSignIn,
  withMetrics,
  retryDelayMs,
  takeBatch,
  toEvent,
  type AnalyticsDraft,
  type AnalyticsQueue,
  type PrivacySignals,
  type SendOutcome,
} from '../../core/analytics';
import {
  ANALYTICS_COLLECTOR_PREFIX,
  ANALYTICS_COMMANDS,
  ANALYTICS_LIMITS,
  type AnalyticsCommand,
  type AnalyticsEvent,
  type AnalyticsGate,
  type AnalyticsMetrics,
  type AnalyticsProjection,
} from '../../protocol/analytics';
import type { Accepted, CommandEnvelope } from '../../protocol/envelope';
import type { Rejection } from '../../protocol/rejections';
import type { SessionAccepted } from '../../protocol/session';
import { REQUESTED_WITH } from '../../protocol/http';
import type { Controller, ControllerLink } from '../runtime/controller';
import type { Clock, TimerHandle } from '../scheduler/clock';

export interface AnalyticsDeps {
  readonly clock: Clock;
  readonly fetch: typeof fetch;
  readonly log: { warn(message: string, data?: unknown): void };
  readonly random: () => number;
  /** Hears each event the gate let in, as it is queued (the counters: src/worker/analytics/counters.ts). */
  readonly onRecorded?: (event: AnalyticsEvent) => void;
  /** Hears the page each tab reports, whatever the gate (the counters give a page view to the tab that had it). */
  readonly onTabPage?: (tabId: string, page: string) => void;
}

const L = ANALYTICS_LIMITS;

/** A batch being sent, or waiting to be sent again, and its attempt. */
interface Inflight {
  readonly events: readonly AnalyticsEvent[];
  attempt: number;
  sending: boolean;
}

/**
 * Analytics, consent first (docs/analytics.md). One sender for every tab: it
 * hears the facts the worker already has (the pages the tabs report, the
 * log's session, coupon and wallet changes, the tabs' Web Vitals), and sends
 * them in batches to the collector with a keepalive fetch, retrying a failed
 * batch a few times. Nothing is collected before the visitor agreed to all
 * cookies, nor while a tab's browser sends Do Not Track or Global Privacy
 * Control: such facts are dropped, never kept for later. It installs (starts
 * sending) 10 s after the first navigation, at once on a registration.
 */
export class AnalyticsController implements Controller {
  readonly name = 'analytics';
  readonly commands = ANALYTICS_COMMANDS;
  readonly follows = ['siteConfig'] as const;
  readonly projections = { analytics: { value: () => this.cached } };

  private link: ControllerLink | null = null;
  private readonly signals = new Map<string, PrivacySignals>();
  private gate: AnalyticsGate = 'no-consent';
  private page = '';
  private queue: AnalyticsQueue = EMPTY_QUEUE;
  private inflight: Inflight | null = null;
  private installed = false;
  private installTimer: TimerHandle | null = null;
  private flushTimer: TimerHandle | null = null;
  private sent = 0;
  private failedDrops = 0;
  private lastError: string | null = null;
  private recent: readonly AnalyticsEvent[] = [];
  /** SPEC 3's metrics (attempt counters, pop-up times, social country); counted only while collecting, kept in the log 24 h. */
  private metrics: AnalyticsMetrics = NO_METRICS;
  private started = false;
  /** Keep or erase commands sent and not yet answered: the log's value lags behind this worker's meanwhile. */
  private writing = 0;
  private cached: AnalyticsProjection = this.view();
  /** Groups one run's events at the collector; lives only in this worker, never in a cookie or storage. */
  private readonly visit: string;

  constructor(private readonly deps: AnalyticsDeps) {
    this.visit = `${Math.floor(deps.random() * 2 ** 48).toString(36)}${deps.clock.now().toString(36)}`;
  }

  attach(link: ControllerLink): void {
    this.link = link;
    // What an earlier run kept (within 24 h, and only while consent was given) counts on.
    this.metrics = keptMetrics(link.state().metrics.kept ?? NO_METRICS, this.deps.clock.now());
    this.regate();
  }

  /** Writes to the log wait until every controller is attached. */
  start(): void {
    this.started = true;
    this.writeMetrics();
  }

  /** The host checked the payload against ANALYTICS_COMMANDS' schema. */
  handle(tabId: string, envelope: CommandEnvelope): Accepted {
    const command = envelope as AnalyticsCommand;
    if (command.type === 'analytics/privacy-signals') {
      this.signals.set(tabId, command.payload);
      this.regate();
    } else if (command.type === 'analytics/page-view') {
      this.notePage(command.payload.here);
      this.deps.onTabPage?.(tabId, pageOf(command.payload.here));
    } else if (command.type === 'analytics/funnel') {
      if (!this.collecting()) return { accepted: true, seq: 0 };
      const metrics = this.currentMetrics();
      const session = this.link?.state().session;
      const finished = session !== undefined && registrationFinished(session, metrics);
      const step = funnelReport(command.payload, this.deps.clock.now(), metrics, finished);
      this.keepMetrics(step.metrics);
      for (const draft of step.drafts) this.record(draft);
    } else {
      const { metric, value, rating, page } = command.payload;
      // CLS is a small fraction; the others are milliseconds.
      const rounded = metric === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
      this.record({ name: 'performance', params: { metric, value: rounded, rating } }, page);
    }
    return { accepted: true, seq: 0 };
  }

  stateChanged(before: AppState, after: AppState): void {
    // The log is the metrics' memory: what another host (a tab without a shared worker) kept or erased counts here too.
    if (before.metrics.kept !== after.metrics.kept && this.collecting() && this.writing === 0) {
      this.metrics = keptMetrics(after.metrics.kept ?? NO_METRICS, this.deps.clock.now());
    }
    if (before.preferences.cookiesAgreeType !== after.preferences.cookiesAgreeType) this.regate();
    const facts = analyticsFacts(before, after);
    if (this.collecting() && facts.some((f) => f.name === 'login_success' && f.params.method === 'social')) this.noteSocial();
    for (const fact of facts) this.record(fact);
    if (facts.some((f) => f.name === 'registration_done')) this.install(L.installOnRegistrationMs);
  }

  /** The session answered a tab's request (src/worker/controllers.ts wires it): a funnel step, with the attempt counters. */
  noteSessionRequest(kind: string, answer: SessionAccepted | Rejection): void {
    if (!this.collecting()) return;
    const result = 'rejected' in answer ? answer.code : answer.outcome.kind;
    const step = funnelStep(kind, result, this.deps.clock.now(), this.currentMetrics());
    if (!step) return;
    this.keepMetrics(step.attempts);
    if (isSocialRequest(kind)) this.noteSocial();
    this.record(step.draft);
    if ('rejected' in answer) for (const draft of fieldErrors(kind, answer.params)) this.record(draft);
  }

  projectionChanged(name: string): void {
    if (name === 'siteConfig') this.scheduleFlush();
  }

  releaseTab(tabId: string): void {
    if (this.signals.delete(tabId)) this.regate();
  }

  stop(): void {
    this.clear('installTimer');
    this.clear('flushTimer');
    this.link = null;
  }

  private notePage(here: string): void {
    const page = pageOf(here);
    if (page === this.page) return;
    this.page = page;
    this.record(pageView(page));
    this.install(L.installAfterNavigationMs);
  }

  private collecting(): boolean {
    return this.gate !== 'no-consent' && this.gate !== 'privacy-signal';
  }

  /** The metrics less what is past 24 h. */
  private currentMetrics(): AnalyticsMetrics {
    return keptMetrics(this.metrics, this.deps.clock.now());
  }

  /** SPEC 3 socialData.countryCode: the site config's country (docs/analytics.md says why). */
  private noteSocial(): void {
    const country = this.link?.config()?.countryCode;
    if (country) this.keepMetrics(socialSignIn(this.currentMetrics(), country, this.deps.clock.now()));
  }

  private keepMetrics(next: AnalyticsMetrics): void {
    this.metrics = next;
    this.writeMetrics();
  }

  /** Into the log while consent allows it, out of it when consent goes (metricsWrite says which). */
  private writeMetrics(): void {
    const link = this.link;
    if (!link || !this.started) return;
    const write = metricsWrite(this.gate, link.state().metrics.kept, this.currentMetrics());
    if (write === null) return;
    const command =
      write.kind === 'keep'
        ? ({ type: 'metrics/keep', payload: { metrics: write.metrics } } as const)
        : ({ type: 'metrics/erase', payload: {} } as const);
    this.writing += 1;
    link
      .dispatch(command)
      .catch((error: unknown) => this.deps.log.warn('analytics metrics not kept', error))
      .finally(() => (this.writing -= 1));
  }

  private install(afterMs: number): void {
    if (this.installed) return;
    if (afterMs > 0 && this.installTimer !== null) return;
    this.clear('installTimer');
    const done = () => {
      this.installTimer = null;
      this.installed = true;
      this.refresh();
      this.scheduleFlush();
    };
    if (afterMs <= 0) done();
    else this.installTimer = this.deps.clock.setTimeout(done, afterMs);
  }

  private regate(): void {
    const agree = this.link?.state().preferences.cookiesAgreeType ?? null;
    const before = this.gate;
    this.gate = analyticsGate(agree, [...this.signals.values()]);
    if (this.gate === 'no-consent' || this.gate === 'privacy-signal') {
      // Refused or withdrawn: what was held is dropped, not kept for a later yes.
      this.queue = { ...EMPTY_QUEUE, dropped: this.queue.dropped };
      this.inflight = null;
      this.metrics = NO_METRICS;
      this.clear('flushTimer');
    } else if (before === 'no-consent' && this.page !== '') {
      // The page the visitor agreed on is the first view analytics may see.
      this.record(pageView(this.page));
    }
    this.writeMetrics();
    this.refresh();
    this.scheduleFlush();
  }

  private record(draft: AnalyticsDraft, page: string = this.page): void {
    if (!this.collecting()) return;
    const event = toEvent(withMetrics(draft, this.currentMetrics()), this.deps.clock.now(), page);
    this.queue = enqueue(this.queue, event);
    this.deps.onRecorded?.(event);
    this.refresh();
    this.scheduleFlush();
  }

  private scheduleFlush(): void {
    if (!this.installed || this.gate !== 'allowed' || this.inflight !== null || this.queue.events.length === 0) return;
    const full = this.queue.events.length >= L.batchMax;
    if (this.flushTimer !== null && !full) return;
    // A full batch does not wait for company.
    this.clear('flushTimer');
    const wait = full ? 0 : L.flushAfterMs;
    this.flushTimer = this.deps.clock.setTimeout(() => {
      this.flushTimer = null;
      if (this.inflight !== null) return;
      const { batch, rest } = takeBatch(this.queue);
      if (batch.length === 0) return;
      this.queue = rest;
      this.inflight = { events: batch, attempt: 1, sending: false };
      void this.send();
    }, wait);
  }

  private async send(): Promise<void> {
    const batch = this.inflight;
    const key = this.link?.config()?.analyticsApiKey;
    if (!batch || batch.sending || this.gate !== 'allowed') return;
    if (!key) {
      // No config yet: the batch waits; the config's arrival (projectionChanged) does not resend it, the retry does.
      return this.after(batch, 'retry', 'no analytics key in the site config');
    }
    batch.sending = true;
    let outcome: SendOutcome;
    let problem: string | null = null;
    try {
      const reply = await this.deps.fetch(`${ANALYTICS_COLLECTOR_PREFIX}${encodeURIComponent(key)}`, {
        method: 'POST',
        // The worker has no sendBeacon: keepalive lets the request outlive the last tab closing.
        keepalive: true,
        credentials: 'omit',
        headers: { 'content-type': 'application/json', 'x-requested-with': REQUESTED_WITH },
        body: JSON.stringify({ visit: this.visit, events: batch.events }),
      });
      outcome = outcomeOfStatus(reply.status);
      if (outcome !== 'sent') problem = `collector answered ${reply.status}`;
    } catch (error) {
      outcome = 'retry';
      problem = error instanceof Error ? error.message : String(error);
    }
    batch.sending = false;
    this.after(batch, outcome, problem);
  }

  private after(batch: Inflight, outcome: SendOutcome, problem: string | null): void {
    // Consent withdrawn while it was on its way: the batch was dropped already.
    if (this.inflight !== batch) return;
    this.lastError = problem;
    if (outcome === 'sent') {
      this.inflight = null;
      this.sent += batch.events.length;
      this.recent = [...this.recent, ...batch.events].slice(-L.recentKept);
    } else {
      const delay = outcome === 'retry' ? retryDelayMs(batch.attempt + 1) : null;
      if (delay === null) {
        this.deps.log.warn('analytics batch dropped', { events: batch.events.length, problem });
        this.inflight = null;
        this.failedDrops += batch.events.length;
      } else {
        batch.attempt += 1;
        this.clear('flushTimer');
        this.flushTimer = this.deps.clock.setTimeout(() => {
          this.flushTimer = null;
          void this.send();
        }, delay);
      }
    }
    this.refresh();
    this.scheduleFlush();
  }

  private clear(timer: 'installTimer' | 'flushTimer'): void {
    const handle = this[timer];
    if (handle !== null) this.deps.clock.clearTimeout(handle);
    this[timer] = null;
  }

  private view(): AnalyticsProjection {
    return {
      gate: this.gate,
      installed: this.installed,
      queued: this.queue.events.length + (this.inflight?.events.length ?? 0),
      sent: this.sent,
      dropped: this.queue.dropped + this.failedDrops,
      lastError: this.lastError,
      recent: this.recent,
    };
  }

  private refresh(): void {
    const next = this.view();
    if (JSON.stringify(next) === JSON.stringify(this.cached)) return;
    this.cached = next;
    this.link?.changed('analytics');
  }
}
