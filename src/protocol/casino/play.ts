import { z } from 'zod';
import { API_PATH } from '../constants/apiPath';
import { idText, minorUnits } from '../schemas/bounded';
import { crashPlacementSchema } from './crash';
import { CASINO_ENGINE_IDS } from './engines';
import { roulettePlacementSchema } from './roulette';
import { sharedResultSchema, sharedTableIdSchema, SHARED_BET_STATUSES } from './shared';

/**
 * The own-round play pipe: the site's launch of a game, and the
 * API the game frame calls from the games origin with its launch token.
 * Bets, outcomes and tables are the engine's (src/protocol/casino/<engine>.ts),
 * carried here as JSON the engine's schemas decode.
 */
export const CASINO_API_PATH = `${API_PATH}/casino`;
export const CASINO_PATHS = {
  /** POST on the site: a launch token and the frame's address. */
  launch: `${CASINO_API_PATH}/launch`,
  /** GET on the site: the player's rounds of every game and shared-table bets, newest first, paged (the office history). */
  rounds: `${CASINO_API_PATH}/rounds`,
} as const;

/** The game frame's page on the games origin. */
export const GAME_FRAME_PAGE = '/game-frame/';
export const FRAME_API_PATH = `${API_PATH}/game-frame`;
export const FRAME_PATHS = {
  /** GET: the game, the balance, the seeds and the last rounds. */
  game: `${FRAME_API_PATH}/game`,
  /** GET the seeds; PUT { clientSeed } changes the client seed. */
  seeds: `${FRAME_API_PATH}/seeds`,
  /** POST: reveals the server seed and starts a new pair. */
  rotate: `${FRAME_API_PATH}/seeds/rotate`,
  /** POST: plays one round. */
  play: `${FRAME_API_PATH}/play`,
  /** POST: recomputes a round from given seeds with the server's engine (the verify panel). */
  verify: `${FRAME_API_PATH}/verify`,
} as const;

/** The last round and the 9 before it, shown inside the game (game-recall rules). */
export const GAME_RECALL_ROUNDS = 10;
export const CASINO_HISTORY_PAGE_SIZE = 20;

const seedText = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces');

export const launchRequestSchema = z.object({ gameId: idText(64), demo: z.boolean() });
export type LaunchRequest = z.infer<typeof launchRequestSchema>;

export const launchAnswerSchema = z.object({
  /** The frame's page with the token in its fragment (never sent to a server log). */
  frameUrl: z.string(),
  /** The games origin: messages from the frame come from an opaque origin, so the page checks the window instead. */
  frameOrigin: z.string(),
  expiresAt: z.number().int(),
});
export type LaunchAnswer = z.infer<typeof launchAnswerSchema>;

export const seedsSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nextNonce: z.number().int().nonnegative(),
});
export type Seeds = z.infer<typeof seedsSchema>;

export const clientSeedRequestSchema = z.object({ clientSeed: seedText });

export const rotateAnswerSchema = z.object({
  revealed: z.object({ serverSeed: z.string(), serverSeedHash: z.string(), clientSeed: z.string(), rounds: z.number().int() }),
  current: seedsSchema,
});
export type RotateAnswer = z.infer<typeof rotateAnswerSchema>;

export const roundSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  engine: z.enum(CASINO_ENGINE_IDS as [string, ...string[]]),
  variant: z.string(),
  demo: z.boolean(),
  stake: z.number().int(),
  win: z.number().int(),
  balanceAfter: z.number().int(),
  currency: z.string(),
  nonce: z.number().int(),
  clientSeed: z.string(),
  serverSeedHash: z.string(),
  /** Null until the pair is rotated: then the round can be recomputed. */
  serverSeed: z.string().nullable(),
  bet: z.unknown(),
  outcome: z.unknown(),
  draws: z.number().int(),
  playedAt: z.number().int(),
  /** Played as one of a free-spins grant's spins: the stake was the operator's, the win adds to the grant. */
  freeSpin: z.boolean(),
});
export type CasinoRound = z.infer<typeof roundSchema>;

/**
 * The player's free spins of the launched game (server/bonus/README.md "Free
 * spins"): each round asked with `freeSpin` is played at `stake` without the
 * player's money, until none is left or `expiresAt`.
 */
export const frameFreeSpinsSchema = z.object({
  grantId: z.number().int().positive(),
  spinsLeft: z.number().int().positive(),
  stake: z.number().int().positive(),
  expiresAt: z.number().int().nonnegative(),
});
export type FrameFreeSpins = z.infer<typeof frameFreeSpinsSchema>;

/** `freeSpin`: play this round as one of the launched game's free spins (refused, `free_spins_none`, when none is left). */
export const playRequestSchema = z.object({ bet: z.unknown(), idempotencyKey: idText(64), freeSpin: z.boolean().optional() });
/** `freeSpins`: what is left of them after the round (null: none). */
export const playAnswerSchema = z.object({ round: roundSchema, balance: z.number().int(), freeSpins: frameFreeSpinsSchema.nullable() });
export type PlayAnswer = z.infer<typeof playAnswerSchema>;

export const frameGameSchema = z.object({
  id: z.string(),
  name: z.string(),
  engine: z.enum(CASINO_ENGINE_IDS as [string, ...string[]]),
  variant: z.string(),
  theme: z.string(),
  minBet: minorUnits(),
  maxBet: minorUnits(),
  rtp: z.number(),
  table: z.unknown(),
});
export type FrameGame = z.infer<typeof frameGameSchema>;

export const frameGameAnswerSchema = z.object({
  game: frameGameSchema,
  demo: z.boolean(),
  currency: z.string(),
  balance: z.number().int(),
  /** The site's origin: the only one whose messages the frame takes. */
  siteOrigin: z.string(),
  seeds: seedsSchema,
  rounds: z.array(roundSchema).max(GAME_RECALL_ROUNDS),
  /** The player's free spins of this game in the active account's currency; null for none (and in demo). */
  freeSpins: frameFreeSpinsSchema.nullable(),
});
export type FrameGameAnswer = z.infer<typeof frameGameAnswerSchema>;

export const verifyRequestSchema = z.object({
  serverSeed: seedText,
  clientSeed: seedText,
  nonce: z.number().int().nonnegative().max(2_147_483_647),
  gameId: idText(64),
  bet: z.unknown(),
});
export const verifyAnswerSchema = z.object({
  serverSeedHash: z.string(),
  outcome: z.unknown(),
  win: z.number().int(),
  draws: z.number().int(),
});
export type VerifyAnswer = z.infer<typeof verifyAnswerSchema>;

const epochMs = z.coerce.number().int().min(0).max(8_640_000_000_000_000);

/** One page of the office history; `from` (inclusive) and `to` (exclusive) are epoch ms, the visitor's days made instants by the worker. */
export const historyQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  gameId: idText(64).optional(),
  from: epochMs.optional(),
  to: epochMs.optional(),
});
export type CasinoHistoryQuery = z.infer<typeof historyQuerySchema>;

const listing = { gameName: z.string(), provider: z.string().nullable() };

/** An own round of the office history: the catalogue's name of its game and its provider (null for the house tables). */
export const historyRoundSchema = roundSchema.extend({ kind: z.literal('round'), ...listing });
export type CasinoHistoryRound = z.infer<typeof historyRoundSchema>;

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * A real-money bet at a shared table (crash, roulette) in the office history:
 * the lobby game it was placed from (the table's id when placed without one),
 * its placement and status, and its round: the result and the chain seed once
 * the round is over, and always the round's hash (SHA-256 of its seed, i.e.
 * the seed of the chain's round before it) with the chain's published hash and salt.
 */
export const historySharedBetSchema = z.object({
  kind: z.literal('shared'),
  id: z.string(),
  gameId: z.string(),
  ...listing,
  table: sharedTableIdSchema,
  stake: z.number().int().positive(),
  win: z.number().int().nonnegative(),
  currency: z.string(),
  status: z.enum(SHARED_BET_STATUSES),
  placement: z.union([crashPlacementSchema, roulettePlacementSchema]),
  /** Crash: the multiplier (hundredths) cashed out at, null when lost or not yet. */
  cashedOutAt: z.number().int().nullable(),
  playedAt: z.number().int(),
  roundId: z.number().int().positive(),
  /** Null until the round is over; a void round (interrupted, its bets refunded) has none. */
  result: sharedResultSchema.nullable(),
  voided: z.boolean(),
  roundHash: hex64,
  chainIndex: z.number().int().positive(),
  terminalHash: hex64,
  salt: z.string(),
  /** The round's chain seed, once the round is over. */
  seed: hex64.nullable(),
});
export type CasinoHistorySharedBet = z.infer<typeof historySharedBetSchema>;

export const historyItemSchema = z.discriminatedUnion('kind', [historyRoundSchema, historySharedBetSchema]);
export type CasinoHistoryItem = z.infer<typeof historyItemSchema>;

export const historyAnswerSchema = z.object({
  items: z.array(historyItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Every game the player has real-money rounds or shared-table bets of, for the filter by game. */
  games: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type CasinoHistoryAnswer = z.infer<typeof historyAnswerSchema>;

/** Every refusal of the pipe, with its status; the frame shows `casinoFrame.errors.<code>`. */
export const CASINO_ERRORS = {
  invalid_request: 400,
  unauthorized: 401,
  sign_in_required: 401,
  game_not_found: 404,
  bet_refused: 422,
  bet_out_of_range: 422,
  insufficient_balance: 409,
  idempotency_conflict: 409,
  play_blocked: 403,
  limit_exceeded: 403,
  too_fast: 429,
  free_spins_none: 409,
  /** A stepped round (video poker, blackjack) is open: finish it first (a new round, new seeds). */
  round_open: 409,
  round_not_found: 404,
  /** The action is not one the round allows now (or the round is over). */
  action_refused: 422,
} as const;
export type CasinoErrorCode = keyof typeof CASINO_ERRORS;

export const casinoErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(Object.keys(CASINO_ERRORS) as [CasinoErrorCode, ...CasinoErrorCode[]]),
    message: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
  }),
});
export type CasinoErrorBody = z.infer<typeof casinoErrorBodySchema>;

/** What the site's page and the frame tell each other (postMessage; each side checks who sent it). */
export const frameMessageSchema = z.discriminatedUnion('type', [
  /** Frame to page: the balance after a round, so the page can show it at once. */
  z.object({ type: z.literal('balance'), balance: z.number().int() }),
  /** Page to frame: stop play (the reality check, a time-out) with the reason shown. */
  z.object({ type: z.literal('pause'), reason: z.string().max(200) }),
  z.object({ type: z.literal('resume') }),
  /** Page to frame: a fresh launch token before the old one ends. */
  z.object({ type: z.literal('token'), token: z.string().max(4000) }),
]);
export type FrameMessage = z.infer<typeof frameMessageSchema>;
