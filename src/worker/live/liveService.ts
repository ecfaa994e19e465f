import type { LiveGames } from '../../core/live';
import { parseTopic } from '../../core/live';
import { matchesTimeFilter } from '../../core/betting';
import { ODDS_FORMAT_IDS, type OddsFormatId } from '../../core/odds';
import type { Accepted } from '../../protocol/envelope';
import type { Preferences } from '../../protocol/preferences';
import type { CouponBet, NewBet } from '../../protocol/coupon';
import {
  EMPTY_LIVE_PROJECTION,
  LIVE_COMMAND_SCHEMAS,
  type BettingState,
  type CatalogueEntry,
  type LiveDisplay,
  type LiveCommand,
  type LiveGameView,
  type LiveProjection,
} from '../../protocol/live-client';
import { isRejection, reject, type Rejection } from '../../protocol/rejections';

import { GAME_STATUS, LIVE_SUBSCRIBE_PATH, subscribeAnswerSchema, topicSchema, type Game } from '../../protocol/schemas/live';
import { FeedClient, type FeedChange, type FeedTransport, type SubscribeResult } from '../feed';
import { TopicCounts } from '../feed/refCount';
import type { HttpClient } from '../http';
import type { Clock, TimerHandle } from '../scheduler/clock';
import { loadCatalogue } from './catalogue';
import { CatalogueIndexStore } from './catalogueIndex';
import { CatalogueViews, type CatalogueLook, type IndexState } from './catalogueView';
import { couponFacts, factKey, scoreText, type LiveFactCommand } from './couponFacts';
import { couponFeedGames, MAX_COUPON_GAMES } from './couponGames';
import { sameIds, shallowSame } from './stable';
import { OutcomeMoves } from './moves';
import { gameView, lookKey, PartViews, type GameLook } from './view';
import { TopicLists } from './topicLists';
import { SettingsViews } from './settingsView';
import type { BettingSettings } from '../../protocol/officeSettings';

/** The display preferences the live projection applies (SPEC 3, per-user display preferences). */
export type LivePreferences = Pick<
  Preferences,
  'showGameId' | 'detailedScore' | 'bestMatchesOnTop' | 'showSportsOnly' | 'groupByCountry' | 'marketsNameType' | 'appViewType' | 'timeZone'
>;

/** The player facts the live projection reads (from the host's state). */
export interface LivePlayer {
  readonly bets: readonly CouponBet[];
  readonly coefViewId: number;
  readonly lang: string;
  /** The filters of the betting pages: sport and championship lists pass them. */
  readonly betting: BettingState;
  readonly preferences: LivePreferences;
  /** The office settings (disallowed sports, favourite teams); absent: none. */
  readonly settings?: BettingSettings;
}

export interface LiveServiceDeps {
  readonly clock: Clock;
  readonly transport: FeedTransport;
  readonly http: HttpClient;
  /** POST /subscribe; defaults to the HTTP client. */
  readonly subscribe?: (connectionId: string, topics: readonly string[]) => Promise<SubscribeResult>;
  readonly player: () => LivePlayer;
  /** The live projection changed: the host marks it for the next frame's push. */
  readonly changed: () => void;
  /** A fact for the coupon rules; the host decides it like any command. */
  readonly dispatch: (command: LiveFactCommand) => Promise<unknown>;
  readonly log?: { warn(message: string, data?: unknown): void };
  /** The feed's reconnect jitter source (tests fix it). */
  readonly random?: () => number;
}

interface Watch {
  readonly tabId: string;
  readonly watchId: string;
  readonly topics: readonly string[];
  readonly catalogue: readonly string[];
}

/**
 * The ephemeral live market projection: watches from pages, the
 * one feed connection carrying their topics, catalogue lists, and the facts
 * that change bets in the coupon. Nothing here is stored: high-frequency
 * facts are not events (DESIGN); only what changes a coupon bet becomes a
 * coupon command, decided by the coupon rules.
 */
export class LiveService {
  readonly feed: FeedClient;
  private readonly watches = new Map<string, Watch>();
  private readonly catalogueCounts = new TopicCounts();
  private readonly catalogue = new Map<string, CatalogueEntry>();
  /** When each ready list was loaded, and when each unwatched one lost its last watcher. */
  private readonly loadedAt = new Map<string, number>();
  private readonly releasedAt = new Map<string, number>();
  private refreshTimer: TimerHandle | null = null;
  private readonly moves = new OutcomeMoves();
  private couponTopics: string[] = [];
  private readonly sentFacts = new Set<string>();
  private views = new WeakMap<Game, LiveGameView>();
  private parts = new PartViews();
  private viewKey = '';
  /** The held games `last.games` was built from; null when its views are no longer this look's. */
  private viewsHeld: LiveGames | null = null;
  readonly index: CatalogueIndexStore;
  private indexState = new Map<string, IndexState>();
  private readonly catalogueViews = new CatalogueViews();
  private readonly settingsViews = new SettingsViews();
  private readonly topicLists = new TopicLists();
  /** The last projection built: every part that did not change keeps its object, so a diff against it is by reference. */
  private last: LiveProjection = EMPTY_LIVE_PROJECTION;
  private dirty = true;
  private lastBets: readonly CouponBet[] | null = null;
  private lastBetting: BettingState | null = null;
  private lang: string | null = null;

  constructor(private readonly deps: LiveServiceDeps) {
    this.lang = deps.player().lang;
    this.index = new CatalogueIndexStore({ http: deps.http, clock: deps.clock, changed: () => this.touch() });
    const subscribe =
      deps.subscribe ??
      (async (connectionId: string, topics: readonly string[]): Promise<SubscribeResult> => {
        const r = await deps.http.post(LIVE_SUBSCRIBE_PATH, { connectionId, topics }, { schema: subscribeAnswerSchema, policy: 'once' });
        if (r.ok) return 'ok';
        return r.failure.status === 'http-error' && r.failure.code === 404 ? 'unknown_connection' : 'failed';
      });
    this.feed = new FeedClient({
      transport: deps.transport,
      clock: deps.clock,
      subscribe,
      lang: () => deps.player().lang,
      log: deps.log,
      random: deps.random,
      onChange: (change) => this.onFeed(change),
    });
  }

  /** live/watch and live/unwatch from a tab. */
  handle(tabId: string, command: LiveCommand): Accepted | Rejection {
    if (command.type === 'live/reloadCatalogue') {
      const parsed = LIVE_COMMAND_SCHEMAS['live/reloadCatalogue'].safeParse(command.payload);
      if (!parsed.success) return reject('invalid_command', { reason: parsed.error.issues[0]?.message ?? 'invalid' });
      // Only a list some page watches, and not one on its way already.
      if (this.catalogueCounts.count(parsed.data.key) > 0 && this.catalogue.get(parsed.data.key)?.status !== 'loading')
        void this.load(parsed.data.key);
      return { accepted: true, seq: 0 };
    }
    if (command.type === 'live/unwatch') {
      const parsed = LIVE_COMMAND_SCHEMAS['live/unwatch'].safeParse(command.payload);
      if (!parsed.success) return reject('invalid_command', { reason: parsed.error.issues[0]?.message ?? 'invalid' });
      this.unwatch(`${tabId}/${parsed.data.watchId}`);
      return { accepted: true, seq: 0 };
    }
    const parsed = LIVE_COMMAND_SCHEMAS['live/watch'].safeParse(command.payload);
    if (!parsed.success) return reject('invalid_command', { reason: parsed.error.issues[0]?.message ?? 'invalid' });
    const bad = parsed.data.topics.find((t) => !topicSchema.safeParse(t).success);
    if (bad !== undefined) return reject('invalid_command', { reason: `not a topic: ${bad}` });
    const key = `${tabId}/${parsed.data.watchId}`;
    const watch: Watch = {
      tabId,
      watchId: parsed.data.watchId,
      topics: [...new Set(parsed.data.topics)],
      catalogue: [...new Set(parsed.data.catalogue)],
    };
    // Acquire before releasing the old watch: the topics both share never leave the feed.
    this.feed.acquire(watch.topics);
    this.acquireCatalogue(watch.catalogue);
    this.unwatch(key);
    this.watches.set(key, watch);
    this.touch();
    return { accepted: true, seq: 0 };
  }

  /** The tab is gone: its pages watch nothing any more. */
  releaseTab(tabId: string): void {
    for (const [key, watch] of [...this.watches]) if (watch.tabId === tabId) this.unwatch(key);
  }

  /** The coupon changed: follow the games of its bets and tell it what it missed. */
  couponChanged(): void {
    const { followed, unfollowed } = couponFeedGames(this.deps.player().bets);
    const topics = followed.map((id) => `game:${id}`).sort();
    if (topics.join(',') !== this.couponTopics.join(',')) {
      // The slip shows the player the same split (its view reads couponFeedGames); the log keeps it for support,
      // once per change of the followed set: this runs on every coupon event, live ticks included.
      if (unfollowed.length > 0)
        this.deps.log?.warn(`the coupon follows ${MAX_COUPON_GAMES} of its ${followed.length + unfollowed.length} games on the feed`);
      this.feed.acquire(topics);
      this.feed.release(this.couponTopics);
      this.couponTopics = topics;
    }
    this.reconcileCoupon(this.feed.heldGames);
    this.touch();
  }

  /** Preferences changed: odds format (views painted again) or language (names loaded again). */
  preferencesChanged(): void {
    const lang = this.deps.player().lang;
    if (this.lang !== null && lang !== this.lang) {
      this.feed.restart();
      // Names come in the language asked: lists kept for a page coming back are of the old one.
      for (const key of [...this.releasedAt.keys()]) if (this.catalogueCounts.count(key) === 0) this.catalogue.delete(key);
      this.releasedAt.clear();
      for (const key of this.catalogueCounts.topics()) void this.load(key);
    }
    this.lang = lang;
    this.touch();
  }

  stop(): void {
    this.feed.stop();
    if (this.refreshTimer !== null) this.deps.clock.clearTimeout(this.refreshTimer);
    this.refreshTimer = null;
  }

  /** The betting filters changed: lists are built again. */
  bettingChanged(): void {
    this.touch();
  }

  /**
   * A bet the player clicked, checked against what the feed says now (the
   * click may race the feed by a frame): refused when its market is
   * suspended or its game finished; otherwise it goes in at the current
   * coefficient and game facts. A game the feed does not hold passes as is:
   * the coupon follows it once the bet is in.
   */
  checkNewBet(bet: NewBet): { readonly ok: true; readonly bet: NewBet } | Rejection {
    const game = this.feed.heldGames[bet.market.gameId];
    if (!game) return { ok: true, bet };
    if (game.status === GAME_STATUS.finished) return reject('coupon.live_game_finished', { gameId: game.gameId });
    for (const market of game.markets) {
      const outcome = market.outcomes.find((o) => o.outcomeId === bet.market.id);
      if (!outcome) continue;
      if (market.isSuspended) return reject('coupon.live_suspended', { marketId: bet.market.id });
      const live = game.status === GAME_STATUS.live || game.status === GAME_STATUS.break;
      return {
        ok: true,
        bet: {
          ...bet,
          market: { ...bet.market, coef: outcome.coef, isLive: live },
          gameStatus: game.status,
          timeSec: game.timeSec,
          fullScore: game.status === GAME_STATUS.line ? '' : scoreText(game),
          isBlocked: false,
        },
      };
    }
    // Lists carry the main market only: an outcome of another market is not known here.
    return { ok: true, bet };
  }

  projection(): LiveProjection {
    const player = this.deps.player();
    const prefs = player.preferences;
    const look: GameLook = {
      format: formatOf(player.coefViewId),
      shortNames: prefs.marketsNameType === 1,
      showGameId: prefs.showGameId,
      detailedScore: prefs.detailedScore,
      row: prefs.appViewType === 1 ? 'asian' : 'european',
    };
    const key = lookKey(look);
    // New settings: every list is built again, and every game view (a favourite's is marked).
    if (this.settingsViews.use(player.settings)) {
      this.dirty = true;
      this.resetViews();
    }
    if (!this.dirty && this.lastBets === player.bets && this.lastBetting === player.betting && this.viewKey === key) return this.last;
    if (key !== this.viewKey) {
      this.viewKey = key;
      this.resetViews();
    }
    const prev = this.last;
    const held = this.feed.heldGames;
    // The same held games and views give the same record: a click rebuilds only what it changed.
    const games = held === this.viewsHeld ? prev.games : this.gameViews(held, look);
    this.viewsHeld = held;
    const pageTopics = new Set<string>();
    for (const w of this.watches.values()) for (const t of w.topics) pageTopics.add(t);
    const delivered = new Set(this.feed.snapshotTopics ?? []);
    const lists: Record<string, readonly number[]> = {};
    const filteredOut: Record<string, number> = {};
    const now = this.deps.clock.now();
    const betting = player.betting;
    for (const topic of pageTopics) {
      if (!delivered.has(topic)) continue;
      const all = this.settingsViews.list(this.topicLists.list(topic, held, prefs.bestMatchesOnTop), held);
      const shown = filtersApply(topic) ? all.filter((id) => passes(held[id] as Game, betting, now)) : all;
      if (shown.length < all.length) filteredOut[topic] = all.length - shown.length;
      const before = prev.lists[topic];
      lists[topic] = before && sameIds(before, shown) ? before : shown;
    }
    this.topicLists.keep(pageTopics);
    const catalogue: Record<string, CatalogueEntry> = {};
    const catalogueLook: CatalogueLook = {
      lang: player.lang,
      groupByCountry: prefs.groupByCountry,
      format: look.format,
      shortNames: look.shortNames,
      timeZone: prefs.timeZone,
    };
    for (const name of this.catalogueCounts.topics()) {
      const section = accumulatorSection(name);
      catalogue[name] =
        section === null
          ? this.catalogueViews.view(this.settingsViews.menu(this.catalogue.get(name) ?? LOADING), catalogueLook)
          : this.catalogueViews.accumulator(section, this.accumulatorIndex(player.lang), catalogueLook, now);
    }
    const inCoupon: Record<string, true> = {};
    for (const bet of player.bets) inCoupon[bet.market.id] = true;
    const state = this.feed.state;
    const feed =
      prev.feed.status === state.status && prev.feed.attempt === state.attempt && prev.feed.retryAt === state.retryAt
        ? prev.feed
        : { status: state.status, attempt: state.attempt, retryAt: state.retryAt };
    const topics = [...pageTopics].sort();
    const watchIds = [...this.watches.values()].map((w) => w.watchId);
    const display: LiveDisplay = { sportsOnly: prefs.showSportsOnly, row: look.row };
    this.last = {
      feed,
      display: prev.display.sportsOnly === display.sportsOnly && prev.display.row === display.row ? prev.display : display,
      topics: sameIds(prev.topics, topics) ? prev.topics : topics,
      lists: shallowSame(prev.lists, lists) ? prev.lists : lists,
      filteredOut: shallowSame(prev.filteredOut, filteredOut) ? prev.filteredOut : filteredOut,
      games: shallowSame(prev.games, games) ? prev.games : games,
      catalogue: shallowSame(prev.catalogue, catalogue) ? prev.catalogue : catalogue,
      inCoupon: shallowSame(prev.inCoupon, inCoupon) ? prev.inCoupon : inCoupon,
      watchIds: sameIds(prev.watchIds, watchIds) ? prev.watchIds : watchIds,
    };
    this.dirty = false;
    this.lastBets = player.bets;
    this.lastBetting = player.betting;
    return this.last;
  }

  /** Views built for another look or other settings: none is kept, and the next build makes every game's again. */
  private resetViews(): void {
    this.views = new WeakMap();
    this.parts = new PartViews();
    this.viewsHeld = null;
  }

  private gameViews(held: LiveGames, look: GameLook): Record<string, LiveGameView> {
    const games: Record<string, LiveGameView> = {};
    for (const game of Object.values(held)) {
      let view = this.views.get(game);
      if (!view) {
        view = this.settingsViews.mark(game, gameView(game, look, this.moves, this.parts));
        this.views.set(game, view);
      }
      games[game.gameId] = view;
    }
    return games;
  }

  // -------------------------------------------------------------------------

  private unwatch(key: string): void {
    const old = this.watches.get(key);
    if (!old) return;
    this.watches.delete(key);
    this.feed.release(old.topics);
    this.releaseCatalogue(old.catalogue);
    this.touch();
  }

  private acquireCatalogue(keys: readonly string[]): void {
    this.catalogueCounts.add(keys);
    const now = this.deps.clock.now();
    this.forgetUnwatched(now);
    for (const key of keys) {
      const entry = this.catalogue.get(key);
      // A page change unwatches and watches the same lists: a fresh list is shown at once, an older one while it reloads.
      if (!entry || entry.status === 'error') void this.load(key);
      else if (entry.status === 'ready' && now - (this.loadedAt.get(key) ?? 0) > CATALOGUE_FRESH_MS) void this.load(key, true);
    }
    this.scheduleRefresh();
  }

  private releaseCatalogue(keys: readonly string[]): void {
    this.catalogueCounts.remove(keys);
    const now = this.deps.clock.now();
    for (const key of keys) if (this.catalogueCounts.count(key) === 0) this.releasedAt.set(key, now);
  }

  /** Lists no page has watched for a while leave memory. */
  private forgetUnwatched(now: number): void {
    for (const [key, at] of this.releasedAt) {
      if (this.catalogueCounts.count(key) > 0) this.releasedAt.delete(key);
      else if (now - at > CATALOGUE_KEEP_MS) {
        this.releasedAt.delete(key);
        this.catalogue.delete(key);
        this.loadedAt.delete(key);
      }
    }
  }

  /** Counts in menus and results move: watched lists are loaded again in the background every minute. */
  private scheduleRefresh(): void {
    if (this.refreshTimer !== null || this.catalogueCounts.topics().length === 0) return;
    this.refreshTimer = this.deps.clock.setTimeout(() => {
      this.refreshTimer = null;
      const now = this.deps.clock.now();
      this.forgetUnwatched(now);
      const lang = this.deps.player().lang;
      for (const key of this.catalogueCounts.topics()) {
        const ready =
          accumulatorSection(key) === null ? this.catalogue.get(key)?.status === 'ready' : this.indexState.get(lang)?.status === 'ready';
        if (ready && now - (this.loadedAt.get(key) ?? 0) >= CATALOGUE_REFRESH_MS) void this.load(key, true);
      }
      this.scheduleRefresh();
    }, CATALOGUE_REFRESH_MS);
  }

  /** Loads a list; `background` keeps showing what it holds meanwhile, and keeps it if the reload fails. */
  private async load(key: string, background = false): Promise<void> {
    if (accumulatorSection(key) !== null) return this.loadIndex(background);
    const held = this.catalogue.get(key);
    const keepShowing = background && held?.status === 'ready';
    if (!keepShowing) {
      this.catalogue.set(key, LOADING);
      this.touch();
    }
    const result = await loadCatalogue(this.deps.http, key, this.deps.player().lang);
    if (this.catalogueCounts.count(key) === 0 && !this.releasedAt.has(key)) return;
    if (!result.ok && keepShowing) return this.deps.log?.warn(`catalogue ${key} could not be refreshed: ${result.code}`);
    this.catalogue.set(key, result.ok ? { status: 'ready', data: result.data } : { status: 'error', code: result.code });
    if (result.ok) this.loadedAt.set(key, this.deps.clock.now());
    this.touch();
  }

  /**
   * The catalogue index the accumulators are built from, in the player's
   * language; a background reload keeps the held index if it fails.
   */
  private async loadIndex(background: boolean): Promise<void> {
    const lang = this.deps.player().lang;
    const state = this.indexState.get(lang);
    // A page coming back to an index loaded moments ago shows it as it is.
    if (!background && state?.status === 'ready' && this.deps.clock.now() - state.held.loadedAt < CATALOGUE_FRESH_MS) return this.touch();
    const keepShowing = background && state?.status === 'ready';
    if (!keepShowing && state?.status !== 'ready') {
      this.indexState.set(lang, LOADING);
      this.touch();
    }
    const result = await this.index.load(lang);
    if (!result.ok && keepShowing) return this.deps.log?.warn(`catalogue index could not be refreshed: ${result.code}`);
    this.indexState.set(lang, result.ok ? { status: 'ready', held: result.held } : { status: 'error', code: result.code });
    const now = this.deps.clock.now();
    for (const key of ACCUMULATOR_KEYS) if (this.catalogueCounts.count(key) > 0) this.loadedAt.set(key, now);
    this.touch();
  }

  /** The newest index of the language once the accumulators' own load came (a search may have loaded a fresher one since). */
  private accumulatorIndex(lang: string): IndexState {
    const state = this.indexState.get(lang) ?? LOADING;
    if (state.status !== 'ready') return state;
    const newest = this.index.current(lang);
    return newest && newest !== state.held ? { status: 'ready', held: newest } : state;
  }

  private previous: LiveGames = {};

  private onFeed(change: FeedChange): void {
    if (change.kind === 'deltas') this.moves.note(this.previous, change.deltas, change.serverTs);
    if (change.kind === 'snapshot') this.moves.keepOnly(change.games);
    if (change.kind !== 'status') {
      this.previous = change.games;
      this.reconcileCoupon(change.games);
    }
    this.touch();
  }

  private reconcileCoupon(games: LiveGames): void {
    const bets = this.deps.player().bets;
    if (bets.length === 0) {
      this.sentFacts.clear();
      return;
    }
    const facts = couponFacts(bets, games);
    const keys = new Set(facts.map(factKey));
    // Forget facts the coupon has taken in, so the same value coming back later is sent again.
    for (const key of [...this.sentFacts]) if (!keys.has(key)) this.sentFacts.delete(key);
    for (const fact of facts) {
      const key = factKey(fact);
      if (this.sentFacts.has(key)) continue;
      this.sentFacts.add(key);
      void this.deps
        .dispatch(fact)
        .then((answer) => {
          // Without the site config the coupon cannot decide yet: the next batch sends the fact again.
          if (isRejection(answer) && answer.code === 'coupon.no_site_config') this.sentFacts.delete(key);
        })
        .catch((error: unknown) => this.deps.log?.warn('live fact refused', error));
    }
  }

  private touch(): void {
    this.dirty = true;
    this.deps.changed();
  }
}

const LOADING: CatalogueEntry & IndexState = { status: 'loading' };
const ACCUMULATOR_KEYS = ['accumulator:live', 'accumulator:line'] as const;

/** The section of an accumulator key (built from the index, not loaded by itself); null for any other list. */
function accumulatorSection(key: string): 'live' | 'line' | null {
  return key === 'accumulator:live' ? 'live' : key === 'accumulator:line' ? 'line' : null;
}
/** A list watched again within this long is shown as it was; an older one is shown while it reloads. */
const CATALOGUE_FRESH_MS = 30_000;
/** A list nobody watches is kept this long (a page change, a tab switching back). */
const CATALOGUE_KEEP_MS = 120_000;
/** Watched lists are reloaded this often (menu counts, results). */
export const CATALOGUE_REFRESH_MS = 60_000;

/** The player's filters apply to the lists of the betting pages: sports and championships, not home or one game. */
function filtersApply(topic: string): boolean {
  const parsed = parseTopic(topic);
  return parsed?.kind === 'sport' || parsed?.kind === 'champ';
}

function passes(game: Game, betting: BettingState, now: number): boolean {
  if (betting.onlyWithVideos && !game.hasVideo) return false;
  return matchesTimeFilter(game, betting.timeFilter, now);
}

function formatOf(id: number): OddsFormatId {
  return (ODDS_FORMAT_IDS as readonly number[]).includes(id) ? (id as OddsFormatId) : 0;
}
