import { counterCalls, counterScope, countersOpen } from '../../core/analytics/counters';
import type { AnalyticsEvent, AnalyticsProjection } from '../../protocol/analytics';
import type { AnalyticsCountersProjection, CounterConfig, CounterDelivery } from '../../protocol/analyticsCounters';
import type { Controller, ControllerLink } from '../runtime/controller';
import type { Clock } from '../scheduler/clock';

/** Deliveries one tab's outbox, and the shared one, hold before the oldest go (a tab that never takes). */
const TAB_OUTBOX_MAX = 50;
const SHARED_OUTBOX_MAX = 100;
/** Worker-wide facts accepted between consent and install, delivered at install. */
const HELD_MAX = 100;

interface Tab {
  page: string;
  outbox: CounterDelivery[];
}

const NO_COUNTERS: readonly CounterConfig[] = [];

/**
 * The third-party counters' side of analytics (docs/analytics-counters.md).
 * The analytics controller decides consent, privacy signals and install; this
 * one reads its projection and only while that is open (allowed and
 * installed) hands calls to the tabs, whose page makes them on the vendors'
 * globals. A page view goes to the tab that had it; a worker-wide fact (a
 * registration, a deposit) waits in one shared outbox that the first tab to
 * ask empties, so it is counted once however many tabs are open. A closed
 * gate empties every outbox.
 */
export class CountersController implements Controller {
  readonly name = 'analyticsCounters';
  readonly follows = ['analytics', 'siteConfig'] as const;
  readonly projections = { analyticsCounters: { value: () => this.cached } };
  readonly queries = {
    takeCounterCalls: async (_input: Record<string, never>, tabId: string): Promise<readonly CounterDelivery[]> => this.take(tabId),
  };

  private link: ControllerLink | null = null;
  private open = false;
  private readonly tabs = new Map<string, Tab>();
  private shared: CounterDelivery[] = [];
  private held: AnalyticsEvent[] = [];
  private version = 0;
  private cached: AnalyticsCountersProjection = { open: false, counters: NO_COUNTERS, version: 0 };

  constructor(private readonly clock: Pick<Clock, 'now'>) {}

  attach(link: ControllerLink): void {
    this.link = link;
    this.reopen();
  }

  /** A tab reported its page (the analytics controller passes it on, src/worker/controllers.ts). */
  noteTabPage(tabId: string, page: string): void {
    const tab = this.tabs.get(tabId);
    if (tab?.page === page) return;
    if (tab) tab.page = page;
    else this.tabs.set(tabId, { page, outbox: [] });
    if (this.open) this.pageView(tabId);
  }

  /** An event the analytics controller accepted (its gate let it in): a worker-wide fact counters hear, now or at install. */
  noteEvent(event: AnalyticsEvent): void {
    if (counterScope(event.name) !== 'worker') return;
    if (this.open) this.deliver(this.shared, SHARED_OUTBOX_MAX, event);
    else this.held = [...this.held, event].slice(-HELD_MAX);
    this.refresh();
  }

  projectionChanged(): void {
    this.reopen();
  }

  releaseTab(tabId: string): void {
    this.tabs.delete(tabId);
  }

  stop(): void {
    this.link = null;
  }

  private reopen(): void {
    const analytics: AnalyticsProjection | undefined = this.link?.projection('analytics');
    const gate = analytics?.gate ?? 'no-consent';
    const was = this.open;
    this.open = countersOpen(gate, analytics?.installed ?? false);
    if (gate === 'no-consent' || gate === 'privacy-signal') {
      // Refused or withdrawn: nothing held is delivered later; scripts already loaded stay, but get no more calls.
      this.held = [];
      this.shared = [];
      for (const tab of this.tabs.values()) tab.outbox = [];
    } else if (this.open && !was) {
      // Installed: every tab's current page is its first view; the facts since consent follow.
      for (const tabId of this.tabs.keys()) this.pageView(tabId);
      for (const event of this.held) this.deliver(this.shared, SHARED_OUTBOX_MAX, event);
      this.held = [];
    }
    this.refresh();
  }

  private pageView(tabId: string): void {
    const tab = this.tabs.get(tabId);
    if (!tab) return;
    this.deliver(tab.outbox, TAB_OUTBOX_MAX, { name: 'page_view', ts: this.clock.now(), page: tab.page, params: {} });
    this.refresh();
  }

  private deliver(outbox: CounterDelivery[], max: number, event: AnalyticsEvent): void {
    const before = outbox.length;
    for (const counter of this.counters()) for (const call of counterCalls(counter, event)) outbox.push({ counter, call });
    if (outbox.length > max) outbox.splice(0, outbox.length - max);
    if (outbox.length !== before) this.version += 1;
  }

  private take(tabId: string): readonly CounterDelivery[] {
    if (!this.open) return [];
    const tab = this.tabs.get(tabId);
    const mine = [...(tab?.outbox ?? []), ...this.shared];
    if (tab) tab.outbox = [];
    this.shared = [];
    return mine;
  }

  private counters(): readonly CounterConfig[] {
    return this.link?.config()?.analyticsCounters ?? NO_COUNTERS;
  }

  private refresh(): void {
    const next: AnalyticsCountersProjection = { open: this.open, counters: this.counters(), version: this.version };
    if (next.open === this.cached.open && next.counters === this.cached.counters && next.version === this.cached.version) return;
    this.cached = next;
    this.link?.changed('analyticsCounters');
  }
}
