import {
  BehaviorSubject,
  combineLatest,
  defer,
  distinctUntilChanged,
  EMPTY,
  map,
  repeat,
  startWith,
  Subject,
  switchMap,
  tap,
  timer,
  type Subscription,
} from 'rxjs';
import { BETS_PATHS, historyAnswerSchema, type CashoutOffer, type HistoryAnswer } from '../../protocol/schemas/bets';
import type { HttpResult } from '../../protocol/http';
import { EMPTY_MY_BETS, type MyBetsFilter, type MyBetsProjection } from '../../protocol/slip';
import type { HttpClient } from '../http';
import type { Clock } from '../scheduler/clock';
import { clockScheduler } from '../scheduler/rx';

/** How long after each answer a watched page is loaded again: cash-out offers move with the odds. */
export const MY_BETS_REFRESH_MS = 10_000;
export const MY_BETS_PAGE_SIZE = 10;

interface Query {
  readonly filter: MyBetsFilter;
  readonly page: number;
  readonly lang: string;
}

const sameQuery = (a: Query | null, b: Query | null): boolean =>
  a === b || (a !== null && b !== null && a.filter === b.filter && a.page === b.page && a.lang === b.lang);

/**
 * "My bets": the page of the player's coupons the tabs show, from the
 * server's bet history. Server data, not events. One stream decides when to
 * load: a page is loaded while a tab watches it and the player is signed in,
 * again MY_BETS_REFRESH_MS after each answer, and at once after anything that
 * changes it (a placement, a sale); a new page or a sign-out drops what was
 * on its way (switchMap), so a late answer never shows the wrong page.
 */
export class MyBetsWatcher {
  private view: MyBetsProjection = EMPTY_MY_BETS;
  private readonly watchers = new Map<string, Query>();
  private readonly query$ = new BehaviorSubject<Query | null>(null);
  private readonly signedIn$ = new BehaviorSubject(false);
  private readonly reload$ = new Subject<void>();
  private readonly subscription: Subscription;

  constructor(
    private readonly deps: {
      readonly http: HttpClient;
      readonly clock: Clock;
      readonly changed: () => void;
      readonly log: { warn(message: string, data?: unknown): void };
    },
  ) {
    const scheduler = clockScheduler(deps.clock);
    this.subscription = combineLatest([this.query$.pipe(distinctUntilChanged(sameQuery)), this.signedIn$.pipe(distinctUntilChanged())])
      .pipe(
        tap(([query, signedIn]) => this.entered(query, signedIn)),
        switchMap(([query, signedIn]) => {
          if (!query || !signedIn) return EMPTY;
          const load$ = defer(() => this.load(query)).pipe(repeat({ delay: () => timer(MY_BETS_REFRESH_MS, scheduler) }));
          return this.reload$.pipe(
            startWith(undefined),
            switchMap(() => load$),
            map((result) => ({ query, result })),
          );
        }),
      )
      .subscribe(({ query, result }) => this.answered(query, result));
  }

  projection(): MyBetsProjection {
    return this.view;
  }

  /** The offer the page showed for a coupon, if any (the premium an insurance request needs). */
  offerOf(couponId: string): CashoutOffer | null {
    return this.view.items.find((c) => c.id === couponId)?.offer ?? null;
  }

  /** A tab shows this page; the tab that asked last decides the page every tab shows (one session, one slip). */
  watch(tabId: string, query: Query): void {
    this.watchers.set(tabId, query);
    if (sameQuery(this.query$.value, query)) this.reload$.next();
    else this.query$.next(query);
  }

  unwatch(tabId: string): void {
    this.watchers.delete(tabId);
    if (this.watchers.size === 0) this.query$.next(null);
  }

  setSignedIn(signedIn: boolean): void {
    this.signedIn$.next(signedIn);
  }

  /** Something changed the player's coupons: load the watched page now. */
  reload(): void {
    this.reload$.next();
  }

  stop(): void {
    this.subscription.unsubscribe();
  }

  private load(query: Query): Promise<HttpResult<HistoryAnswer>> {
    return this.deps.http.get(BETS_PATHS.history, {
      schema: historyAnswerSchema,
      auth: true,
      query: { status: query.filter, page: query.page, pageSize: MY_BETS_PAGE_SIZE, lang: query.lang },
      language: query.lang,
    });
  }

  /** A new page, a sign-in or a sign-out: what shows until the first answer. */
  private entered(query: Query | null, signedIn: boolean): void {
    if (!signedIn) return this.set({ ...EMPTY_MY_BETS, status: 'guest' });
    if (!query) return this.set({ ...this.view, status: 'idle' });
    const samePage = this.view.filter === query.filter && this.view.page === query.page && this.view.status !== 'guest';
    this.set({ ...(samePage ? this.view : EMPTY_MY_BETS), filter: query.filter, page: query.page, status: 'loading', error: null });
  }

  private answered(query: Query, result: HttpResult<HistoryAnswer>): void {
    if (result.ok) {
      const a = result.value;
      return this.set({
        status: 'ready',
        filter: query.filter,
        page: a.page,
        pageSize: a.pageSize,
        total: a.total,
        items: a.items,
        error: null,
        updatedAt: this.deps.clock.now(),
      });
    }
    this.deps.log.warn('my bets: loading the history failed', result.failure);
    // The last page stays on screen under the error, with a retry.
    this.set({ ...this.view, status: 'error', error: 'message' in result.failure ? result.failure.message : result.failure.status });
  }

  private set(view: MyBetsProjection): void {
    this.view = view;
    this.deps.changed();
  }
}
