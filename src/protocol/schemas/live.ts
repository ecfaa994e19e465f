import { z } from 'zod';
import { MATCH_EVENTS_KEPT, MATCH_EVENT_KINDS } from '../constants/matchEvents';

/**
 * The live and line catalogue (SPEC sections 2 to 4) and its feed, as the
 * reference server answers them. Coefficients are decimal odds rounded to 3
 * decimals (the server stores thousandths). An outcome's `outcomeId` is what
 * the coupon calls `market.id` (src/protocol/coupon.ts).
 */

export const LIVE_API_PATH = '/web-api/live';
/** Sports map: every sport with sportId and nameEng, plus the placeholder 2999. */
export const LIVE_SPORTS_PATH = `${LIVE_API_PATH}/sports`;
/** Sports of a section (live or line) with their championships and game counts. */
export const LIVE_MENU_PATH = `${LIVE_API_PATH}/menu`;
export const LIVE_CHAMPS_PATH = `${LIVE_API_PATH}/champs`;
export const LIVE_GAMES_PATH = `${LIVE_API_PATH}/games`;
export const LIVE_GAME_PATH = `${LIVE_API_PATH}/game`;
export const LIVE_TOP_PATH = `${LIVE_API_PATH}/top`;
export const LIVE_RESULTS_PATH = `${LIVE_API_PATH}/results`;
export const LIVE_FEED_PATH = `${LIVE_API_PATH}/feed`;
export const LIVE_SUBSCRIBE_PATH = `${LIVE_API_PATH}/subscribe`;
/** Statistics of a game (head-to-head, recent results, standings) or of a championship (standings, results). */
export const LIVE_STATISTIC_PATH = `${LIVE_API_PATH}/statistic`;
/** A team's games not finished and its recent results; the team is the slug of its English name. */
export const LIVE_TEAM_PATH = `${LIVE_API_PATH}/team`;
/** The whole catalogue at a glance: every sport, championship and game not finished, each game with its main market. */
export const LIVE_INDEX_PATH = `${LIVE_API_PATH}/index`;

/** The sport the sports map adds for long-term bets (SPEC section 3). */
export const LONG_TERM_SPORT_ID = 2999;

export { GAME_STATUS } from '../constants/gameStatus';
export const gameStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type GameStatus = z.infer<typeof gameStatusSchema>;

export const bettingSectionSchema = z.enum(['live', 'line']);
export type BettingSection = z.infer<typeof bettingSectionSchema>;
/** results/{live|zone}: every finished game, or those of the cyber zone. */
export const resultsSectionSchema = z.enum(['live', 'zone']);
export type ResultsSection = z.infer<typeof resultsSectionSchema>;

const id = z.number().int().positive();
const coef = z.number().finite().gt(1);
/** Epoch milliseconds. */
const epochMs = z.number().int().nonnegative();

export const sportSchema = z.object({
  sportId: id,
  nameEng: z.string().min(1),
  /** In the requested language (English when it has no translation). */
  name: z.string().min(1),
  /** URL segment; for cyber sports the {discipline} of the cyber routes. */
  slug: z.string().regex(/^[a-z0-9-]+$/),
  isCyber: z.boolean(),
});
export type Sport = z.infer<typeof sportSchema>;

export const outcomeSchema = z.object({
  /** The coupon's market.id. */
  outcomeId: id,
  typeId: z.number().int(),
  /** The coupon's market.kind. */
  kind: z.number().int(),
  name: z.string().min(1),
  /** The short form of the name (markets' names type 1, short); absent when it has none. */
  shortName: z.string().min(1).optional(),
  coef,
});
export type Outcome = z.infer<typeof outcomeSchema>;

export const marketSchema = z.object({
  marketId: id,
  typeId: z.number().int(),
  name: z.string().min(1),
  /** The short form of the name ("1X2", "TOT 2.5"); absent when it has none. */
  shortName: z.string().min(1).optional(),
  /** Handicap or total line, when the market has one. */
  param: z.number().nullable(),
  /** Suspended outcomes cannot be added to the coupon. */
  isSuspended: z.boolean(),
  outcomes: z.array(outcomeSchema).min(2),
});
export type Market = z.infer<typeof marketSchema>;

/** The changing part of a game: what a `game` delta carries. */
export const gameHeaderSchema = z.object({
  status: gameStatusSchema,
  /** 0 before the start, then 1-based. */
  period: z.number().int().nonnegative(),
  score1: z.number().int().nonnegative(),
  score2: z.number().int().nonnegative(),
  /** "2:1 (1:0, 1:1)": the total and each period's score. */
  fullScore: z.string(),
  /** Game clock in seconds; null before the start. */
  timeSec: z.number().int().nonnegative().nullable(),
});
export type GameHeader = z.infer<typeof gameHeaderSchema>;

/** A coordinate on the normalised field: 0..1, team 1 attacking towards x = 1. */
const fieldCoord = z.number().min(0).max(1);

/**
 * Something that happened in a game, for the match tracker (SPEC 3 "zone").
 * `id` grows by one per game, so a client drops an event it already holds.
 * A scoring kind (goal, basket, point, score) always comes with the score
 * going up by `points`, in the same batch as the game's header.
 */
export const matchEventSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(MATCH_EVENT_KINDS),
  /** The team that attacks, scores, serves, or is penalised (cards, fouls, penalties). */
  side: z.union([z.literal(1), z.literal(2)]),
  x: fieldCoord,
  y: fieldCoord,
  /** What a scoring event added to the score; absent otherwise. */
  points: z.number().int().positive().optional(),
  period: z.number().int().nonnegative(),
  /** The game clock at the event, seconds. */
  timeSec: z.number().int().nonnegative().nullable(),
});
export type MatchEvent = z.infer<typeof matchEventSchema>;

export const gameSchema = gameHeaderSchema.extend({
  gameId: id,
  sportId: id,
  champId: id,
  champName: z.string().min(1),
  opponent1: z.string().min(1),
  opponent2: z.string().min(1),
  startTime: epochMs,
  isTop: z.boolean(),
  hasVideo: z.boolean(),
  /** The sport's URL segment and kind: a cyber game lives under the cyber routes, the others under the sections. */
  sportSlug: z.string().regex(/^[a-z0-9-]+$/),
  isCyber: z.boolean(),
  /** Team pages and statistics name a team by the slug of its English name (TEAM_SLUG_PATTERN). */
  team1Slug: z.string(),
  team2Slug: z.string(),
  /**
   * Lists carry the row markets (the main market, the result, then the main
   * handicap and the main total, for the Asian row); a game page (topic game:{id}) all of them.
   */
  markets: z.array(marketSchema),
  /** The latest match events, oldest first: on a game topic (and the game call) only, absent in lists. */
  events: z.array(matchEventSchema).max(MATCH_EVENTS_KEPT).optional(),
});
export type Game = z.infer<typeof gameSchema>;

export const champSchema = z.object({
  champId: id,
  sportId: id,
  name: z.string().min(1),
  nameEng: z.string().min(1),
  country: z.string(),
  /** Games of the asked section (not finished). */
  gamesCount: z.number().int().nonnegative(),
});
export type Champ = z.infer<typeof champSchema>;

export const menuSportSchema = sportSchema.extend({
  gamesCount: z.number().int().nonnegative(),
  champs: z.array(champSchema),
});
export type MenuSport = z.infer<typeof menuSportSchema>;

export const resultSchema = z.object({
  gameId: id,
  sportId: id,
  champId: id,
  sportName: z.string().min(1),
  champName: z.string().min(1),
  opponent1: z.string().min(1),
  opponent2: z.string().min(1),
  startTime: epochMs,
  finishedAt: epochMs,
  score1: z.number().int().nonnegative(),
  score2: z.number().int().nonnegative(),
  fullScore: z.string(),
});
export type GameResult = z.infer<typeof resultSchema>;

/**
 * Catalogue answers carry the feed sequence they were read at: a client may
 * open the feed with resume=seq and miss nothing in between.
 */
const stamped = <T extends z.ZodType>(data: T) => z.object({ data, seq: z.number().int().nonnegative(), serverTs: epochMs });
export const sportsAnswerSchema = stamped(z.array(sportSchema));
export const menuAnswerSchema = stamped(z.array(menuSportSchema));
export const champsAnswerSchema = stamped(z.array(champSchema));
export const gamesAnswerSchema = stamped(z.object({ champ: champSchema, games: z.array(gameSchema) }));
export const gameAnswerSchema = stamped(gameSchema);
export const topAnswerSchema = stamped(z.array(gameSchema));
export const resultsAnswerSchema = stamped(z.array(resultSchema));

/** A team as the statistic and team pages name it: the slug of its English name is its id in URLs. */
export const TEAM_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const teamRefSchema = z.object({ slug: z.string().regex(TEAM_SLUG_PATTERN), name: z.string().min(1) });
export type TeamRef = z.infer<typeof teamRefSchema>;

/** One line of a championship table, from its finished games (3 points a win, 1 a draw). */
export const standingSchema = z.object({
  team: teamRefSchema,
  played: z.number().int().nonnegative(),
  won: z.number().int().nonnegative(),
  drawn: z.number().int().nonnegative(),
  lost: z.number().int().nonnegative(),
  scored: z.number().int().nonnegative(),
  conceded: z.number().int().nonnegative(),
  points: z.number().int().nonnegative(),
});
export type Standing = z.infer<typeof standingSchema>;

export const statisticSchema = z.object({
  champ: champSchema,
  /** The game asked for; null for a championship's statistic. */
  game: z
    .object({
      gameId: id,
      status: gameStatusSchema,
      startTime: epochMs,
      score1: z.number().int().nonnegative(),
      score2: z.number().int().nonnegative(),
      team1: teamRefSchema,
      team2: teamRefSchema,
    })
    .nullable(),
  /** Earlier games between the two teams, newest first (empty for a championship). */
  headToHead: z.array(resultSchema),
  /** The latest results of each team (a game), or of the championship. */
  recent1: z.array(resultSchema),
  recent2: z.array(resultSchema),
  standings: z.array(standingSchema),
});
export type Statistic = z.infer<typeof statisticSchema>;
export const statisticAnswerSchema = stamped(statisticSchema);

export const teamPageSchema = z.object({
  team: teamRefSchema,
  /** Games of the asked section, by start time, main market only. */
  games: z.array(gameSchema),
  results: z.array(resultSchema),
});
export type TeamPage = z.infer<typeof teamPageSchema>;
export const teamAnswerSchema = stamped(teamPageSchema);

/** A game in the catalogue index: what search and the suggested coupons need, with its main market (the result). */
export const indexGameSchema = z.object({
  gameId: id,
  sportId: id,
  champId: id,
  opponent1: z.string().min(1),
  opponent2: z.string().min(1),
  team1Slug: z.string(),
  team2Slug: z.string(),
  startTime: epochMs,
  status: gameStatusSchema,
  isTop: z.boolean(),
  /** Null when the game has no main market. */
  main: marketSchema.nullable(),
});
export type IndexGame = z.infer<typeof indexGameSchema>;

/** GET LIVE_INDEX_PATH?lang=: sports (as the sports map), championships (gamesCount: games not finished) and games not finished. */
export const catalogueIndexSchema = z.object({
  sports: z.array(sportSchema),
  champs: z.array(champSchema),
  games: z.array(indexGameSchema),
});
export type CatalogueIndex = z.infer<typeof catalogueIndexSchema>;
export const indexAnswerSchema = stamped(catalogueIndexSchema);

// ---------------------------------------------------------------------------
// The feed: GET LIVE_FEED_PATH?topics=a,b&lang=en&resume=N (Server-Sent Events)

/**
 * Topics: `home` (top live and line games), `sport:{id}:live`, `sport:{id}:line`,
 * `champ:{id}` (its games not finished), `game:{id}` (one game with all its
 * markets, kept after it finishes).
 */
export const TOPIC_PATTERN = /^(home|sport:[1-9]\d{0,8}:(live|line)|champ:[1-9]\d{0,8}|game:[1-9]\d{0,8})$/;
export const topicSchema = z.string().regex(TOPIC_PATTERN, 'Topic must be home, sport:{id}:live|line, champ:{id} or game:{id}');
export const MAX_TOPICS = 50;
export const topicsSchema = z.array(topicSchema).max(MAX_TOPICS);

/** The SSE event names. Batches and snapshots carry their sequence as the SSE id (the resume token). */
export const FEED_EVENT = {
  hello: 'hello',
  snapshot: 'snapshot',
  delta: 'delta',
  heartbeat: 'heartbeat',
  closing: 'closing',
} as const;

export const coefDeltaSchema = z.object({
  t: z.literal('coef'),
  gameId: id,
  marketId: id,
  outcomeId: id,
  coef,
});
export const marketDeltaSchema = z.object({ t: z.literal('market'), gameId: id, marketId: id, isSuspended: z.boolean() });
export const gameDeltaSchema = gameHeaderSchema.extend({ t: z.literal('game'), gameId: id });
/** A game entered the topics (new, or its status now matches): the whole game. */
export const addedDeltaSchema = z.object({ t: z.literal('added'), game: gameSchema });
/** A match event of a game held with all its markets (a game topic); never conflated away, never on list topics. */
export const eventDeltaSchema = z.object({ t: z.literal('event'), gameId: id, event: matchEventSchema });
/** A game left the topics (started, finished, unsubscribed) or the catalogue. */
export const removedDeltaSchema = z.object({ t: z.literal('removed'), gameId: id });
export const feedDeltaSchema = z.discriminatedUnion('t', [
  coefDeltaSchema,
  marketDeltaSchema,
  gameDeltaSchema,
  addedDeltaSchema,
  removedDeltaSchema,
  eventDeltaSchema,
]);
export type FeedDelta = z.infer<typeof feedDeltaSchema>;
export type CoefDelta = z.infer<typeof coefDeltaSchema>;
export type MarketDelta = z.infer<typeof marketDeltaSchema>;
export type GameDelta = z.infer<typeof gameDeltaSchema>;
export type EventDelta = z.infer<typeof eventDeltaSchema>;

export const resumeOutcomeSchema = z.enum(['none', 'replayed', 'expired']);
export type ResumeOutcome = z.infer<typeof resumeOutcomeSchema>;

/** First event of every connection. */
export const helloMessageSchema = z.object({
  /** Send it to LIVE_SUBSCRIBE_PATH to change topics without reconnecting. */
  connectionId: z.string().min(1),
  serverTs: epochMs,
  /** The last sequence the server has flushed. */
  seq: z.number().int().nonnegative(),
  topics: topicsSchema,
  heartbeatMs: z.number().int().positive(),
  /** none: no resume asked; replayed: only the missed batches follow; expired: outside the window, a snapshot follows. */
  resume: resumeOutcomeSchema,
});
export type HelloMessage = z.infer<typeof helloMessageSchema>;

export const snapshotReasonSchema = z.enum(['connect', 'resume_expired', 'subscribe', 'slow_client']);
/** Replaces everything the client holds for this connection. */
export const snapshotMessageSchema = z.object({
  seq: z.number().int().nonnegative(),
  serverTs: epochMs,
  reason: snapshotReasonSchema,
  topics: topicsSchema,
  games: z.array(gameSchema),
});
export type SnapshotMessage = z.infer<typeof snapshotMessageSchema>;

/**
 * One flush of changes. `prev` is the sequence of the previous snapshot or
 * batch this connection received: a client whose last id differs missed
 * something and should reconnect with resume.
 */
export const deltaMessageSchema = z.object({
  seq: z.number().int().positive(),
  prev: z.number().int().nonnegative(),
  serverTs: epochMs,
  deltas: z.array(feedDeltaSchema),
});
export type DeltaMessage = z.infer<typeof deltaMessageSchema>;

export const heartbeatMessageSchema = z.object({ serverTs: epochMs, seq: z.number().int().nonnegative() });
export type HeartbeatMessage = z.infer<typeof heartbeatMessageSchema>;

export const closingReasonSchema = z.enum(['shutdown', 'slow_client', 'replaced']);
export const closingMessageSchema = z.object({ reason: closingReasonSchema, serverTs: epochMs });
export type ClosingMessage = z.infer<typeof closingMessageSchema>;

export const subscribeRequestSchema = z.object({ connectionId: z.string().min(1), topics: topicsSchema });
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;
export const subscribeAnswerSchema = z.object({
  data: z.object({ connectionId: z.string(), topics: topicsSchema, seq: z.number().int() }),
});
