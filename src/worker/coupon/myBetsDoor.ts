import type { CashoutOffer } from '../../protocol/schemas/bets';
import { EMPTY_MY_BETS, type MyBetsFilter, type MyBetsProjection } from '../../protocol/slip';
import type { HttpClient } from '../http';
import { onFirstUse } from '../runtime/onFirstUse';
import type { Clock } from '../scheduler/clock';
import type { MyBetsWatcher } from './myBets';

/** My bets (the history's schemas, its timed stream) is a signed-in player's page: loaded when a tab first watches it. */
const myBetsModule = onFirstUse(() => import('./myBets'));

interface Query {
  readonly filter: MyBetsFilter;
  readonly page: number;
  readonly lang: string;
}

export interface MyBetsDoorDeps {
  readonly http: HttpClient;
  readonly clock: Clock;
  readonly changed: () => void;
  readonly log: { warn(message: string, data?: unknown): void };
}

/**
 * Stands for the my-bets watcher until a tab first watches a page: it keeps
 * what the watcher will need (who watches, whether someone is signed in) and
 * shows what the watcher would show before any page, so a first visit never
 * downloads it. The first watch loads it; a failed load leaves the page in
 * its error state and the watch refused, and the next watch tries again.
 */
export class MyBetsDoor {
  private watcher: MyBetsWatcher | null = null;
  private readonly watchers = new Map<string, Query>();
  private lastTab: string | null = null;
  private signedIn = false;
  private failed = false;
  private stopped = false;

  constructor(private readonly deps: MyBetsDoorDeps) {}

  /** Resolves once the watcher has the watch, false when its module could not be loaded. */
  async watch(tabId: string, query: Query): Promise<boolean> {
    this.watchers.set(tabId, query);
    this.lastTab = tabId;
    if (this.watcher) {
      this.watcher.watch(tabId, query);
      return true;
    }
    return (await this.load()) !== null;
  }

  unwatch(tabId: string): void {
    this.watchers.delete(tabId);
    if (this.lastTab === tabId) this.lastTab = null;
    this.watcher?.unwatch(tabId);
  }

  setSignedIn(signedIn: boolean): void {
    const moved = this.signedIn !== signedIn;
    this.signedIn = signedIn;
    if (this.watcher) this.watcher.setSignedIn(signedIn);
    else if (moved) this.deps.changed();
  }

  /** Load the watched page again; after a failed load of the module (the page's retry), try the module again. */
  reload(): void {
    if (this.watcher) this.watcher.reload();
    else if (this.watchers.size > 0) void this.load();
  }

  /** An offer is known only from a watched page; before one, a request asks the server (cashOut.ts). */
  offerOf(couponId: string): CashoutOffer | null {
    return this.watcher?.offerOf(couponId) ?? null;
  }

  projection(): MyBetsProjection {
    if (this.watcher) return this.watcher.projection();
    if (!this.signedIn) return GUEST;
    if (this.failed) return UNAVAILABLE;
    const asked = this.lastTab === null ? undefined : this.watchers.get(this.lastTab);
    return asked ? { ...EMPTY_MY_BETS, filter: asked.filter, page: asked.page, status: 'loading' } : EMPTY_MY_BETS;
  }

  stop(): void {
    this.stopped = true;
    this.watcher?.stop();
  }

  private async load(): Promise<MyBetsWatcher | null> {
    // Until it comes the page shows as loading (or loading again, after a failed load).
    this.failed = false;
    this.deps.changed();
    let module: typeof import('./myBets');
    try {
      module = await myBetsModule();
    } catch (error) {
      this.deps.log.warn('my bets could not be loaded', error);
      this.failed = true;
      this.deps.changed();
      return null;
    }
    // Concurrent first watches share the load: the first to resume makes the one watcher and hands it every watch.
    if (this.stopped) return null;
    if (!this.watcher) {
      const watcher = new module.MyBetsWatcher(this.deps);
      watcher.setSignedIn(this.signedIn);
      // The tab that asked last decides the page every tab shows: its watch goes last.
      const last = this.lastTab === null ? undefined : this.watchers.get(this.lastTab);
      for (const [tabId, query] of this.watchers) if (tabId !== this.lastTab) watcher.watch(tabId, query);
      if (this.lastTab !== null && last) watcher.watch(this.lastTab, last);
      this.watcher = watcher;
      this.failed = false;
    }
    return this.watcher;
  }
}

// What the watcher shows before any page is loaded (MyBetsWatcher.entered), and after its module failed to load.
const GUEST: MyBetsProjection = { ...EMPTY_MY_BETS, status: 'guest' };
const UNAVAILABLE: MyBetsProjection = { ...EMPTY_MY_BETS, status: 'error', error: 'unavailable' };
