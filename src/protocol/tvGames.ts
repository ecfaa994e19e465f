import { z } from 'zod';
import { idempotencyKeySchema } from './schemas/wallet';
import type { CommandSpec } from './catalogue';
import type { CommandEnvelope } from './envelope';

/**
 * TV games (server/tvGames/README.md): live draw shows on a schedule, the
 * balls of each draw revealed one by one to every viewer over server-sent
 * events, fixed-odds bets on the next draw taken until its betting window
 * closes. Times are the server's epoch ms; `serverNow` gives the client its
 * offset. Odds are hundredths (250 is 2.50).
 */
export const TV_PHASES = ['betting', 'drawing', 'ended'] as const;
export type TvPhase = (typeof TV_PHASES)[number];

/** The markets of a draw; a selection names its market and its pick. */
export const TV_MARKETS = ['firstHalf', 'firstParity', 'sum', 'parity', 'colour', 'number'] as const;
export type TvMarket = (typeof TV_MARKETS)[number];

/**
 * A pick: the first ball over or under the middle, even or odd; the sum of
 * all balls over or under the line; more even balls than odd or the reverse;
 * the first ball's colour; a number among the balls drawn.
 */
export const TV_SELECTION_PATTERN =
  /^(firstOver|firstUnder|firstEven|firstOdd|sumOver|sumUnder|moreEven|moreOdd|colour-\d{1,2}|number-\d{1,2})$/;
export const tvSelectionSchema = z.string().regex(TV_SELECTION_PATTERN);

export const TV_PATHS = {
  shows: '/web-api/tv-games/shows',
  /** ?show=: the show, its draw now, the last draws with their seeds and, signed in, the caller's bets. */
  show: '/web-api/tv-games/show',
  /** ?show=: server-sent events, `draw` on every ball and phase (public: nobody's bets). */
  stream: '/web-api/tv-games/stream',
  bet: '/web-api/tv-games/bet',
} as const;
export const TV_STREAM_EVENT = 'draw';

const showId = z.string().regex(/^[a-z0-9-]{1,40}$/);
const hex64 = z.string().regex(/^[0-9a-f]{64}$/);

/** What the odds and a bet's settlement depend on: k balls of 1..n, n split into `colours` runs, the operator's margin. */
export const tvRulesSchema = z.object({
  balls: z.number().int().min(2).max(99),
  drawn: z.number().int().min(1).max(20),
  colours: z.number().int().min(1).max(10),
  marginPct: z.number().min(0).max(50),
});
export type TvRules = z.infer<typeof tvRulesSchema>;

export const tvOfferSchema = z.object({ selection: tvSelectionSchema, market: z.enum(TV_MARKETS), odds: z.number().int().min(100) });
export type TvOffer = z.infer<typeof tvOfferSchema>;

export const tvDrawSchema = z.object({
  drawId: z.number().int().positive(),
  show: showId,
  phase: z.enum(TV_PHASES),
  /** When the betting window closes; the first ball comes ballMs later. */
  closesAt: z.number(),
  serverNow: z.number(),
  ballMs: z.number().int().positive(),
  /** The balls revealed so far, in draw order. */
  balls: z.array(z.number().int().positive()),
  /** The draw's place in its chain, the chain's published hash and salt; the seed once the draw ended. */
  chainIndex: z.number().int().positive(),
  terminalHash: hex64,
  salt: z.string(),
  seed: hex64.nullable(),
  /** Set by the test switch outside production: these balls are not the seed's. */
  fixed: z.boolean(),
  endedAt: z.number().nullable(),
  /** When the next draw's betting opens (the pause after this one), once this one ended. */
  nextOpensAt: z.number().nullable(),
});
export type TvDraw = z.infer<typeof tvDrawSchema>;

export const tvShowSchema = z.object({
  id: showId,
  rules: tvRulesSchema,
  currency: z.string(),
  minStake: z.number().int().positive(),
  maxStake: z.number().int().positive(),
  bettingMs: z.number().int().positive(),
  ballMs: z.number().int().positive(),
  /** The sum market's line (a half, so there is no push). */
  sumLine: z.number(),
  /** Each ball's colour, ball 1 first (the colour market's, and the stage's). */
  ballColours: z.array(z.number().int().nonnegative()),
  offers: z.array(tvOfferSchema),
  /** The draw open or on air; null while nobody watches (a show runs only for viewers and bettors). */
  draw: tvDrawSchema.nullable(),
});
export type TvShow = z.infer<typeof tvShowSchema>;

export const tvShowsAnswerSchema = z.object({ shows: z.array(tvShowSchema) });

export const TV_BET_STATUSES = ['open', 'won', 'lost'] as const;
export const tvBetSchema = z.object({
  betId: z.number().int().positive(),
  drawId: z.number().int().positive(),
  selection: tvSelectionSchema,
  stake: z.number().int().positive(),
  odds: z.number().int().min(100),
  status: z.enum(TV_BET_STATUSES),
  /** What the bet paid (0 until it won). */
  payout: z.number().int().nonnegative(),
  at: z.number(),
});
export type TvBet = z.infer<typeof tvBetSchema>;

export const tvShowAnswerSchema = z.object({
  show: tvShowSchema,
  /** The last ended draws, newest first, with their seeds. */
  lastDraws: z.array(tvDrawSchema),
  /** The caller's bets on the draw now and the last draws, newest first; none for a guest. */
  myBets: z.array(tvBetSchema),
});
export type TvShowAnswer = z.infer<typeof tvShowAnswerSchema>;

export const tvBetRequestSchema = z
  .object({
    show: showId,
    drawId: z.number().int().positive(),
    selection: tvSelectionSchema,
    stake: z.number().int().positive(),
    idempotencyKey: idempotencyKeySchema,
  })
  .strict();
export type TvBetRequest = z.infer<typeof tvBetRequestSchema>;
export const tvBetAnswerSchema = z.object({ bet: tvBetSchema, balance: z.number().int() });

export const TV_ERROR_CODES = [
  'invalid_request',
  'unauthorized',
  'show_not_found',
  'betting_closed',
  'unknown_selection',
  'stake_out_of_range',
  'account_not_found',
  'wrong_currency',
  'insufficient_balance',
  'limit_exceeded',
  'play_blocked',
  'player_banned',
  'idempotency_conflict',
] as const;
export type TvErrorCode = (typeof TV_ERROR_CODES)[number];
export const tvErrorBodySchema = z.object({
  error: z.object({ code: z.enum(TV_ERROR_CODES), message: z.string(), params: z.record(z.string(), z.unknown()).optional() }),
});

// ---- The worker's projection and commands -------------------------------

export interface TvShowView {
  readonly show: string;
  readonly status: 'loading' | 'ready' | 'failed';
  readonly info: TvShow | null;
  /** The draw as the stream last said. */
  readonly draw: TvDraw | null;
  readonly lastDraws: readonly TvDraw[];
  readonly myBets: readonly TvBet[];
}

export interface TvGamesProjection {
  readonly player: 'checking' | 'guest' | 'signedIn';
  readonly shows: { readonly status: 'idle' | 'loading' | 'ready' | 'failed'; readonly list: readonly TvShow[] };
  readonly watched: Readonly<Record<string, TvShowView>>;
  /** A bet on its way. */
  readonly placing: boolean;
  readonly refusal: { readonly show: string; readonly code: `tvGames.${string}` } | null;
}

export const TV_COMMAND_SCHEMAS = {
  'tvGames/watchShows': z.object({}),
  /** Follow a show: its stream while a tab watches it, and the caller's bets. */
  'tvGames/watch': z.object({ show: showId }),
  'tvGames/unwatch': z.object({ show: showId }),
  'tvGames/bet': z.object({
    show: showId,
    drawId: z.number().int().positive(),
    selection: tvSelectionSchema,
    stake: z.number().int().positive(),
  }),
} as const;
type Schemas = typeof TV_COMMAND_SCHEMAS;
export type TvCommandType = keyof Schemas;
export type TvCommand = { [T in TvCommandType]: CommandEnvelope<T, z.input<Schemas[T]>> }[TvCommandType];
export const TV_COMMANDS = {
  'tvGames/watchShows': { from: 'tab', schema: TV_COMMAND_SCHEMAS['tvGames/watchShows'] },
  'tvGames/watch': { from: 'tab', schema: TV_COMMAND_SCHEMAS['tvGames/watch'] },
  'tvGames/unwatch': { from: 'tab', schema: TV_COMMAND_SCHEMAS['tvGames/unwatch'] },
  'tvGames/bet': { from: 'tab', schema: TV_COMMAND_SCHEMAS['tvGames/bet'] },
} as const satisfies Record<TvCommandType, CommandSpec>;

declare module './catalogue' {
  interface ContextCommands {
    tvGames: TvCommand;
  }
}
declare module './api' {
  interface ProjectionValues {
    readonly tvGames: TvGamesProjection;
  }
}
