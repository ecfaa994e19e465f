import { BETS_PATHS, historyAnswerSchema, type CashoutOffer } from '../../protocol/schemas/bets';
import { EMPTY_MY_BETS, type MyBetsFilter, type MyBetsProjection } from '../../protocol/slip';
import type { HttpClient } from '../http';
import type { Clock, TimerHandle } from '../scheduler/clock';

/** How often a watched page is reloaded: cash-out offers move with the odds. */
export const MY_BETS_REFRESH_MS = 10_000;
export const MY_BETS_PAGE_SIZE = 10;

interface Query {
  readonly filter: MyBetsFilter;
  readonly page: number;
  readonly lang: string;
}

/**
 * "My bets": the page of the player's coupons a tab shows, from the server's
 * bet history. Server data, not events: it is loaded while some tab watches
 * it, reloaded every MY_BETS_REFRESH_MS and after anything that changes it
 * (a placement, a sale), and dropped when the player signs out.
 */
export class MyBetsWatcher {
  private view: MyBetsProjection = EMPTY_MY_BETS;
  private readonly watchers = new Map<string, Query>();
  private query: Query | null = null;
  private timer: TimerHandle | null = null;
  private generation = 0;
  private signedIn = false;

  constructor(private readonly deps: { readonly http: HttpClient; readonly clock: Clock; readonly changed: () => void; readonly log: { warn(message: string, data?: unknown): void } }) {}

  projection(): MyBetsProjection {
    return this.view;
  }

  /** The offer the page showed for a coupon, if any (the premium an insurance request needs). */
  offerOf(couponId: string): CashoutOffer | null {
    return this.view.items.find((c) => c.id === couponId)?.offer ?? null;
  }

  watch(tabId: string, query: Query): void {
    this.watchers.set(tabId, query);
    const changedQuery = this.query === null || this.query.filter !== query.filter || this.query.page !== query.page || this.query.lang !== query.lang;
    this.query = query;
    if (changedQuery) this.set({ ...this.view, filter: query.filter, page: query.page });
    this.reload(changedQuery);
  }

  unwatch(tabId: string): void {
    this.watchers.delete(tabId);
    if (this.watchers.size > 0) return;
    this.stopTimer();
    this.query = null;
    if (this.view.status !== 'guest') this.set({ ...this.view, status: 'idle' });
  }

  setSignedIn(signedIn: boolean): void {
    if (signedIn === this.signedIn) return;
    this.signedIn = signedIn;
    this.generation++;
    this.set(signedIn ? { ...EMPTY_MY_BETS, status: this.watchers.size > 0 ? 'loading' : 'idle' } : { ...EMPTY_MY_BETS, status: 'guest' });
    if (signedIn) this.reload(true);
    else this.stopTimer();
  }

  /** Something changed the player's coupons: reload now if a tab shows them. */
  reload(showLoading = false): void {
    const query = this.query;
    if (!query || !this.signedIn || this.watchers.size === 0) return;
    this.stopTimer();
    const generation = ++this.generation;
    if (showLoading || this.view.status === 'idle') this.set({ ...this.view, status: this.view.items.length > 0 && !showLoading ? this.view.status : 'loading', error: null });
    void this.deps.http
      .get(BETS_PATHS.history, { schema: historyAnswerSchema, auth: true, query: { status: query.filter, page: query.page, pageSize: MY_BETS_PAGE_SIZE, lang: query.lang }, language: query.lang })
      .then((result) => {
        if (generation !== this.generation) return;
        if (result.ok) {
          const a = result.value;
          this.set({ status: 'ready', filter: query.filter, page: a.page, pageSize: a.pageSize, total: a.total, items: a.items, error: null, updatedAt: this.deps.clock.now() });
        } else {
          this.deps.log.warn('my bets: loading the history failed', result.failure);
          this.set({ ...this.view, status: 'error', error: 'message' in result.failure ? result.failure.message : result.failure.status });
        }
        this.timer = this.deps.clock.setTimeout(() => this.reload(), MY_BETS_REFRESH_MS);
      });
  }

  stop(): void {
    this.stopTimer();
    this.generation++;
  }

  private stopTimer(): void {
    if (this.timer !== null) this.deps.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private set(view: MyBetsProjection): void {
    this.view = view;
    this.deps.changed();
  }
}
