import { z } from 'zod';
import type { CommandEnvelope } from './envelope';
import type { CommandSpec } from './catalogue';
import { TIME_FILTERS } from './constants/betting';
import type { NewBet } from './coupon';
import type { BettingSection, Champ, GameResult, GameStatus, MatchEvent, MenuSport, Sport, Statistic, TeamRef } from './schemas/live';

/**
 * What the worker shows the UI of live and line betting: the feed's
 * health, the games of the topics some page watches, and catalogue lists.
 * Ephemeral: nothing here is an event; it is rebuilt from the feed.
 */

/** idle: nothing watched; connecting: first connection; online; offline: dropped, retrying (the UI shows a banner). */
export type FeedStatus = 'idle' | 'connecting' | 'online' | 'offline';

export interface LiveFeedView {
  readonly status: FeedStatus;
  /** Reconnect attempts since the feed was last online. */
  readonly attempt: number;
  /** Epoch ms of the next reconnect while offline. */
  readonly retryAt: number | null;
}

export interface LiveOutcomeView {
  readonly outcomeId: number;
  readonly typeId: number;
  readonly kind: number;
  /** In the form the player chose (markets' names full or short). */
  readonly name: string;
  /** Decimal odds (what the coupon stores). */
  readonly coef: number;
  /** The odds in the player's coefViewId, ready to paint. */
  readonly text: string;
  /** Direction of the last change, for the flash. */
  readonly dir: 'up' | 'down' | null;
  /** Counts changes, so the same direction twice flashes twice. */
  readonly changes: number;
  /** The server's timestamp of the batch that last changed it (feed-to-paint measurement); 0 before any change. */
  readonly at: number;
}

export interface LiveMarketView {
  readonly marketId: number;
  readonly typeId: number;
  /** In the form the player chose (markets' names full or short). */
  readonly name: string;
  readonly param: number | null;
  readonly isSuspended: boolean;
  readonly outcomes: readonly LiveOutcomeView[];
}

export interface LiveGameView {
  readonly gameId: number;
  readonly sportId: number;
  readonly champId: number;
  readonly champName: string;
  readonly opponent1: string;
  readonly opponent2: string;
  readonly startTime: number;
  readonly isTop: boolean;
  readonly hasVideo: boolean;
  readonly sportSlug: string;
  /** A cyber discipline's game: its page is under the cyber routes. */
  readonly isCyber: boolean;
  readonly team1Slug: string;
  readonly team2Slug: string;
  readonly status: GameStatus;
  readonly period: number;
  readonly score1: number;
  readonly score2: number;
  readonly fullScore: string;
  readonly timeSec: number | null;
  readonly markets: readonly LiveMarketView[];
  /** The game's number, when the player shows game ids; null otherwise. */
  readonly gameNumber: number | null;
  /** Each period's score ("1:0", "1:1"), when the player shows the detailed score and the game has begun; empty otherwise. */
  readonly periodScores: readonly string[];
  /** The markets the game's row shows, in order: the result (European row) or the main handicap and total (Asian row). */
  readonly rowMarketIds: readonly number[];
  /** One of its teams is a favourite of the player (office settings); absent otherwise. */
  readonly favorite?: true;
  /** The latest match events, oldest first, while a page watches the game's topic (the match tracker); absent from lists. */
  readonly events?: readonly MatchEvent[];
}

/** How the betting pages lay out what the projection carries, from the player's display preferences. */
export interface LiveDisplay {
  /** Section pages show each sport's header with its count; its games only once the player opens it (show sports only). */
  readonly sportsOnly: boolean;
  /** The game rows' columns: 1X2 (European) or the main handicap and total (Asian, appViewType 1). */
  readonly row: 'european' | 'asian';
}

/** Championships under one heading: their country when the player groups by country, else one group without a heading. */
export interface ChampGroup {
  readonly country: string | null;
  readonly champs: readonly Champ[];
}

/** A sport of a section menu with its championships as the player groups them. */
export type MenuSportView = MenuSport & { readonly groups: readonly ChampGroup[] };

/** One leg of a coupon the site suggests (accumulator of the day, bet generator). */
export interface SuggestedLeg {
  readonly gameId: number;
  readonly sportId: number;
  readonly champName: string;
  readonly opponent1: string;
  readonly opponent2: string;
  readonly startTime: number;
  readonly isLive: boolean;
  readonly marketName: string;
  readonly outcomeName: string;
  readonly coef: number;
  /** The odds in the player's format. */
  readonly coefText: string;
  /** The coupon/addBet payload, as it is sent. */
  readonly bet: NewBet;
}

/** An express the site suggests: its legs and their total coefficient. */
export interface SuggestedCoupon {
  readonly legs: readonly SuggestedLeg[];
  readonly coef: number;
  readonly coefText: string;
}

/**
 * Catalogue lists a page can ask for (loaded over HTTP, not the feed):
 * `sports`, `menu:{section}`, `champ:{id}:{section}`, `champs:{sportId}`
 * (every championship of a sport), `results:{live|zone}`,
 * `statistic:game:{id}`, `statistic:champ:{id}`, `team:{slug}:{section}`,
 * `accumulator:{live|line}` (the accumulator of the day, built by the worker
 * from the catalogue index).
 */
const CATALOGUE_KEY_SHAPES = [
  'sports',
  'menu:(live|line)',
  'champ:[1-9]\\d{0,8}:(live|line)',
  'champs:[1-9]\\d{0,8}',
  'results:(live|zone)',
  'statistic:(game|champ):[1-9]\\d{0,8}',
  'team:[a-z0-9]+(-[a-z0-9]+)*:(live|line)',
  'accumulator:(live|line)',
];
export const CATALOGUE_KEY_PATTERN = new RegExp(`^(${CATALOGUE_KEY_SHAPES.join('|')})$`);
export type CatalogueKey = string;

export type CatalogueData =
  | { readonly kind: 'sports'; readonly sports: readonly Sport[] }
  | { readonly kind: 'menu'; readonly section: BettingSection; readonly sports: readonly MenuSportView[] }
  | { readonly kind: 'champ'; readonly champ: Champ; readonly gameIds: readonly number[] }
  | {
      readonly kind: 'champs';
      readonly sportId: number;
      readonly champs: readonly Champ[];
      /** The same championships as the player groups them. */
      readonly groups: readonly ChampGroup[];
    }
  | { readonly kind: 'results'; readonly results: readonly GameResult[] }
  | { readonly kind: 'statistic'; readonly statistic: Statistic }
  /** A team's games of a section (their odds come from the feed's championship topics) and its results. */
  | {
      readonly kind: 'team';
      readonly team: TeamRef;
      readonly gameIds: readonly number[];
      readonly champIds: readonly number[];
      readonly results: readonly GameResult[];
    }
  /** The accumulator of the day of a section; null when the catalogue has too few fitting games today. */
  | { readonly kind: 'accumulator'; readonly section: BettingSection; readonly coupon: SuggestedCoupon | null };

export type CatalogueEntry =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: CatalogueData }
  | { readonly status: 'error'; readonly code: string };

export interface LiveProjection {
  readonly feed: LiveFeedView;
  readonly display: LiveDisplay;
  /** The topics some page watches (their union over every tab). */
  readonly topics: readonly string[];
  /**
   * Game ids per watched topic, by start time; absent until the topic's first
   * snapshot. Sport and championship lists pass the player's filters (time
   * filter, only with videos); home and game topics are never filtered.
   */
  readonly lists: Readonly<Record<string, readonly number[]>>;
  /** How many games of a list the player's filters hide (absent when none), so a page can say so and offer to show all. */
  readonly filteredOut: Readonly<Record<string, number>>;
  /** Games of the watched topics, by id. */
  readonly games: Readonly<Record<string, LiveGameView>>;
  readonly catalogue: Readonly<Record<CatalogueKey, CatalogueEntry>>;
  /** Outcome ids (the coupon's market ids) now in the coupon. */
  readonly inCoupon: Readonly<Record<string, true>>;
  /** Watch ids the host holds, so a page notices a new host and watches again. */
  readonly watchIds: readonly string[];
}

/** What changed in a game the tab holds, where its markets and outcomes stayed the same in number and order. */
export interface LiveGamePatch {
  /** Fields other than the markets that changed, whole. */
  readonly set: Partial<Omit<LiveGameView, 'markets'>>;
  /** Markets that changed other than in their outcomes, by index: the whole market. */
  readonly markets: Readonly<Record<number, LiveMarketView>>;
  /** Outcomes that changed, by market index, then by outcome index: the whole outcome. */
  readonly outcomes: Readonly<Record<number, Readonly<Record<number, LiveOutcomeView>>>>;
}

/**
 * What changed in the live projection since the last push to the same
 * subscription: the host sends this instead of the whole projection once a
 * tab holds it, so a frame carries the games that moved, not every game held.
 * Applied in the tab with structural sharing (src/ui/runtime/livePatch.ts).
 */
export interface LiveProjectionPatch {
  /** Fields other than games and lists that changed, whole. */
  readonly set: Partial<Omit<LiveProjection, 'games' | 'lists'>>;
  /** A game that is new, changed its shape (markets, outcomes or the keys it carries) or left (null): its whole view. */
  readonly games: Readonly<Record<string, LiveGameView | null>>;
  /** A game already held that only changed in place: at thousands of odds changes a second, most frames' case. */
  readonly gameParts: Readonly<Record<string, LiveGamePatch>>;
  /** A list that changed (its ids) or is gone (null). */
  readonly lists: Readonly<Record<string, readonly number[] | null>>;
}

export const EMPTY_LIVE_PROJECTION: LiveProjection = {
  feed: { status: 'idle', attempt: 0, retryAt: null },
  display: { sportsOnly: false, row: 'european' },
  topics: [],
  lists: {},
  filteredOut: {},
  games: {},
  catalogue: {},
  inCoupon: {},
  watchIds: [],
};

export { FEATURED_CHAMP_IDS, SPORT_PAGE_SLUGS, type FeaturedChampPage, type SportPageType } from './constants/betting';

// ---------------------------------------------------------------------------
// Watching: a page says what it shows. Not events: the host keeps watches in
// memory per tab and drops them when the tab goes.

export const LIVE_COMMAND_SCHEMAS = {
  'live/watch': z.object({
    /** Made by the page; unique within its tab. */
    watchId: z.string().min(1).max(64),
    topics: z.array(z.string()).max(50),
    catalogue: z.array(z.string().regex(CATALOGUE_KEY_PATTERN)).max(10).default([]),
  }),
  'live/unwatch': z.object({ watchId: z.string().min(1).max(64) }),
  /** A catalogue list that failed: load it again (the error state's retry). */
  'live/reloadCatalogue': z.object({ key: z.string().regex(CATALOGUE_KEY_PATTERN) }),
} as const;

type LiveSchemas = typeof LIVE_COMMAND_SCHEMAS;
export type LiveCommandType = keyof LiveSchemas;
export type LiveCommand = { [T in LiveCommandType]: CommandEnvelope<T, z.input<LiveSchemas[T]>> }[LiveCommandType];

// ---------------------------------------------------------------------------
// Betting state (SPEC 3) and the time filters: the player's choices on the
// betting pages, stored as events by the src/core/betting context.

export { TIME_FILTERS };
export const timeFilterSchema = z.enum(TIME_FILTERS);
export type TimeFilter = z.infer<typeof timeFilterSchema>;

export const bettingStateSchema = z.object({
  /** live or line; live by default. */
  currentBettingType: z.enum(['live', 'line']),
  groupByCategories: z.boolean(),
  /** Which kinds of cyber sport the cyber pages show (e.g. real, virtual). */
  cyberFilterTypes: z.array(z.string().regex(/^[a-z0-9_-]{1,32}$/)).max(20),
  wideScoreboard: z.boolean(),
  upcomingEvents: z.boolean(),
  onlyWithVideos: z.boolean(),
  /** Market type ids the player filtered to (SPEC: a comma-separated list). */
  filteredMarkets: z.array(z.number().int().nonnegative()).max(100),
  timeFilter: timeFilterSchema,
});
export type BettingState = z.infer<typeof bettingStateSchema>;
export const bettingPatchSchema = bettingStateSchema.partial().strict();
export type BettingPatch = z.infer<typeof bettingPatchSchema>;

export { DEFAULT_BETTING_STATE } from './constants/betting';

export type BettingCommand =
  CommandEnvelope<'betting/set', { readonly changes: BettingPatch }> | CommandEnvelope<'betting/reset', Record<string, never>>;

export type BettingEvent =
  | { readonly type: 'betting/changed'; readonly v: 1; readonly payload: { readonly changes: BettingPatch } }
  | { readonly type: 'betting/reset'; readonly v: 1; readonly payload: Record<string, never> };

/** The betting context's events for the registry: current version, payload schema, older shapes (none yet). */
export const BETTING_EVENT_SCHEMAS = {
  'betting/changed': { v: 1, schema: z.object({ changes: bettingPatchSchema }), old: {} },
  'betting/reset': { v: 1, schema: z.object({}).strict(), old: {} },
} as const;

export const LIVE_COMMANDS = {
  'live/watch': { from: 'tab', schema: LIVE_COMMAND_SCHEMAS['live/watch'] },
  'live/unwatch': { from: 'tab', schema: LIVE_COMMAND_SCHEMAS['live/unwatch'] },
  'live/reloadCatalogue': { from: 'tab', schema: LIVE_COMMAND_SCHEMAS['live/reloadCatalogue'] },
} as const satisfies Record<LiveCommandType, CommandSpec>;

export const BETTING_COMMANDS = {
  'betting/set': { from: 'tab' },
  'betting/reset': { from: 'tab' },
} as const satisfies Record<BettingCommand['type'], CommandSpec>;

declare module './catalogue' {
  interface ContextCommands {
    live: LiveCommand;
    betting: BettingCommand;
  }
  interface ContextEvents {
    betting: BettingEvent;
  }
}
declare module './api' {
  interface ProjectionValues {
    /** Live and line betting: feed status, watched games, catalogue lists. */
    readonly live: LiveProjection;
    /** The player's choices on the betting pages (SPEC 3): every tab shows the same filters. */
    readonly betting: BettingState;
  }
  interface ProjectionPatches {
    readonly live: LiveProjectionPatch;
  }
  interface QueryCatalogue {
    /**
     * A coupon the bet generator proposes from open markets: `legs` games of
     * the chosen sports (every sport when empty) whose total is near `target`.
     * The same seed gives the same coupon for the same catalogue; without one
     * the worker draws a seed and answers it, so a player can ask again.
     */
    betGenerator: { input: BetGeneratorRequest; output: BetGeneratorAnswer };
  }
}

export interface BetGeneratorRequest {
  readonly target: number;
  readonly legs: number;
  readonly sportIds: readonly number[];
  readonly seed?: number;
}

export type BetGeneratorAnswer =
  | { readonly status: 'ok'; readonly seed: number; readonly coupon: SuggestedCoupon }
  /** Too few open games of those sports for that many legs. */
  | { readonly status: 'none'; readonly seed: number }
  | { readonly status: 'invalid'; readonly field: 'target' | 'legs' | 'sportIds' }
  | { readonly status: 'error'; readonly code: string };
