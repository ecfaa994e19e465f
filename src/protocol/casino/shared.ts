import { z } from 'zod';
import { crashPlacementSchema, crashResultSchema } from './crash';
import { roulettePlacementSchema, rouletteResultSchema } from './roulette';

/**
 * Shared-round tables (crash, roulette): every player plays the same round on
 * the server's timer. The endpoints, the round as the server shows it, the
 * player's bets and the refusals. Times are epoch ms of the server, which
 * `serverNow` gives for the client's offset.
 */
export const SHARED_TABLES = {
  crash: { engine: 'crash', variant: 'standard' },
  roulette: { engine: 'roulette', variant: 'european' },
} as const;
export type SharedTableId = keyof typeof SHARED_TABLES;
export const SHARED_TABLE_IDS = Object.keys(SHARED_TABLES) as readonly SharedTableId[];
export const sharedTableIdSchema = z.enum(['crash', 'roulette']);

export const SHARED_BASE_PATH = '/web-api/casino/shared/';
export type SharedCall = 'state' | 'bet' | 'cash-out' | 'history' | 'stream';
export const sharedPath = (table: SharedTableId, call: SharedCall): string => `${SHARED_BASE_PATH}${table}/${call}`;
/** The same calls on the games origin for the game frame: a launch token (Bearer; the stream's in a query) instead of the cookie. */
export const FRAME_SHARED_BASE_PATH = '/web-api/game-frame/shared/';
export const frameSharedPath = (table: SharedTableId, call: SharedCall): string => `${FRAME_SHARED_BASE_PATH}${table}/${call}`;
/** EventSource cannot send a header: the stream alone takes the (short-lived) launch token in this query parameter. */
export const FRAME_STREAM_TOKEN_PARAM = 'token';

export const SHARED_PHASES = ['betting', 'running', 'ended'] as const;
export type SharedPhase = (typeof SHARED_PHASES)[number];

export const sharedResultSchema = z.discriminatedUnion('engine', [crashResultSchema, rouletteResultSchema]);
export type SharedResult = z.infer<typeof sharedResultSchema>;

/** How a round can be checked: its chain's published hash and salt, its index, and once ended its seed. */
export const sharedFairnessSchema = z
  .object({
    terminalHash: z.string().regex(/^[0-9a-f]{64}$/),
    salt: z.string(),
    index: z.number().int().positive(),
    /** Revealed when the round has ended: SHA-256 applied `index` times gives terminalHash. */
    seed: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .nullable(),
  })
  .strict();

export const sharedRoundSchema = z
  .object({
    table: sharedTableIdSchema,
    roundId: z.number().int().positive(),
    phase: z.enum(SHARED_PHASES),
    bettingEndsAt: z.number(),
    /** Crash: when the flight took off (the multiplier is read from now - startedAt); roulette: when the ball was released. */
    startedAt: z.number().nullable(),
    endedAt: z.number().nullable(),
    /** When the next round's betting window opens (after the ended round's pause). */
    nextRoundAt: z.number().nullable(),
    /** Ended without standing (interrupted by a server restart mid-flight): every open bet was refunded. */
    voided: z.boolean(),
    /** Once ended: the result the seed gave. */
    result: sharedResultSchema.nullable(),
    fairness: sharedFairnessSchema,
    serverNow: z.number(),
  })
  .strict();
export type SharedRound = z.infer<typeof sharedRoundSchema>;

export const SHARED_BET_STATUSES = ['open', 'won', 'lost', 'refunded'] as const;

export const sharedBetSchema = z
  .object({
    betId: z.number().int().positive(),
    roundId: z.number().int().positive(),
    stake: z.number().int().positive(),
    placement: z.union([crashPlacementSchema, roulettePlacementSchema]),
    status: z.enum(SHARED_BET_STATUSES),
    /** Crash: the multiplier cashed out at (hundredths), null before or when lost. */
    cashedOutAt: z.number().int().nullable(),
    win: z.number().int().min(0),
  })
  .strict();
export type SharedBet = z.infer<typeof sharedBetSchema>;

export const sharedStateAnswerSchema = z
  .object({
    round: sharedRoundSchema,
    /** The caller's bets in this round (none for a guest). */
    myBets: z.array(sharedBetSchema),
    limits: z
      .object({ minBet: z.number().int().positive(), maxBet: z.number().int().positive(), currency: z.string().nullable() })
      .strict(),
  })
  .strict();
export type SharedStateAnswer = z.infer<typeof sharedStateAnswerSchema>;

export const sharedBetRequestSchema = z
  .object({
    /** The client's id of this placement: the same id again places nothing twice. */
    clientRef: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    placement: z.union([crashPlacementSchema, roulettePlacementSchema]),
  })
  .strict();
export type SharedBetRequest = z.infer<typeof sharedBetRequestSchema>;

export const sharedBetAnswerSchema = z.object({ bet: sharedBetSchema, balance: z.number().int().min(0), repeated: z.boolean() }).strict();

export const sharedCashOutRequestSchema = z.object({ betId: z.number().int().positive() }).strict();
export const sharedCashOutAnswerSchema = z.object({ bet: sharedBetSchema, balance: z.number().int().min(0) }).strict();

export const sharedHistoryAnswerSchema = z
  .object({
    /** The last ended rounds, newest first (the round and the 9 before it). */
    rounds: z.array(sharedRoundSchema),
    myBets: z.array(sharedBetSchema),
  })
  .strict();
export type SharedHistoryAnswer = z.infer<typeof sharedHistoryAnswerSchema>;

export const SHARED_HISTORY_ROUNDS = 10;

/** SSE event names of the stream: `round` carries a SharedRound on every change of phase. */
export const SHARED_STREAM_EVENT = 'round';

export const SHARED_ERRORS = {
  invalid_request: { status: 400 },
  unauthorized: { status: 401 },
  csrf_rejected: { status: 403 },
  unsupported_media_type: { status: 415 },
  player_banned: { status: 403 },
  account_not_found: { status: 404 },
  /** The placement does not suit this table (a crash stake sent to roulette), or a chip's numbers are not a bet of the layout. */
  invalid_bet: { status: 400 },
  stake_out_of_bounds: { status: 400 },
  /** The round's betting window has closed: wait for the next. */
  betting_closed: { status: 409 },
  /** Crash: one bet per player and round. */
  already_bet: { status: 409 },
  /** The clientRef was used for another placement. */
  client_ref_conflict: { status: 409 },
  insufficient_balance: { status: 409 },
  /** A time-out or self-exclusion runs; params say which and until when. */
  play_blocked: { status: 403 },
  /** A wagering or loss limit leaves too little; params say which, how much is left and when it resets. */
  limit_exceeded: { status: 403 },
  bet_not_found: { status: 404 },
  /** The bet is not open in a flight (not yet taken off, already cashed out or settled). */
  not_cashable: { status: 409 },
  /** The multiplier had reached the crash point when the cash-out arrived. */
  crashed: { status: 409 },
} as const;
export type SharedErrorCode = keyof typeof SHARED_ERRORS;

export const sharedErrorBodySchema = z
  .object({
    error: z
      .object({
        code: z.enum(Object.keys(SHARED_ERRORS) as [SharedErrorCode, ...SharedErrorCode[]]),
        message: z.string(),
        params: z.record(z.string(), z.union([z.string(), z.number()])),
      })
      .strict(),
  })
  .strict();
export type SharedErrorBody = z.infer<typeof sharedErrorBodySchema>;
