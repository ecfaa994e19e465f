import { z } from 'zod';
import { idempotencyKeySchema } from './schemas/wallet';
import type { CommandSpec } from './catalogue';
import type { CommandEnvelope } from './envelope';

/**
 * Bingo rooms (server/bingo/README.md): 75-ball and 90-ball games on a
 * schedule, cards bought in a buy window, balls called for every player of
 * the room over server-sent events, prizes for a line, two lines and a full
 * house shared from the pool. Times are the server's epoch ms; `serverNow`
 * gives the client its offset.
 */
export const BINGO_VARIANTS = ['75', '90'] as const;
export type BingoVariant = (typeof BINGO_VARIANTS)[number];

/** The prizes in the order they are claimed: a prize can be won only once the one before it has been. */
export const BINGO_PRIZES = ['line', 'twoLines', 'fullHouse'] as const;
export type BingoPrize = (typeof BINGO_PRIZES)[number];

export const BINGO_PHASES = ['buying', 'calling', 'ended'] as const;
export type BingoPhase = (typeof BINGO_PHASES)[number];

export const BINGO_PATHS = {
  rooms: '/web-api/bingo/rooms',
  /** ?room=: the room's game now and, signed in, the caller's cards in it and recent wins. */
  room: '/web-api/bingo/room',
  /** ?room=: server-sent events, `game` on every change (public: no one's cards). */
  stream: '/web-api/bingo/stream',
  buy: '/web-api/bingo/buy',
} as const;
export const BINGO_STREAM_EVENT = 'game';

const roomId = z.string().regex(/^[a-z0-9-]{1,40}$/);
const hash = z.string().regex(/^[0-9a-f]{64}$/);

export const bingoPrizeResultSchema = z.object({
  prize: z.enum(BINGO_PRIZES),
  /** The prize's share of the pool, minor units (fixed once the buy window closed). */
  amount: z.number().int().nonnegative(),
  /** How many balls had been called when it was won; null while unclaimed. */
  wonAtBall: z.number().int().positive().nullable(),
  /** The winning cards' ids, each paid amount / count (the remainder to the lowest ids, one unit each). */
  winners: z.array(z.number().int().positive()),
});
export type BingoPrizeResult = z.infer<typeof bingoPrizeResultSchema>;

export const bingoGameSchema = z.object({
  gameId: z.number().int().positive(),
  room: roomId,
  variant: z.enum(BINGO_VARIANTS),
  phase: z.enum(BINGO_PHASES),
  /** When the buy window closes and the calling starts. */
  startsAt: z.number(),
  serverNow: z.number(),
  ballMs: z.number().int().positive(),
  /** SHA-256 of the game's seed, shown from the start; the seed itself once the game ended. */
  seedHash: hash,
  seed: z.string().nullable(),
  called: z.array(z.number().int().positive()),
  cards: z.number().int().nonnegative(),
  players: z.number().int().nonnegative(),
  /** What the prizes share: the cards sold less the operator's margin, minor units. */
  pool: z.number().int().nonnegative(),
  prizes: z.array(bingoPrizeResultSchema),
});
export type BingoGame = z.infer<typeof bingoGameSchema>;

export const bingoRoomSchema = z.object({
  id: roomId,
  variant: z.enum(BINGO_VARIANTS),
  cardPrice: z.number().int().positive(),
  currency: z.string(),
  maxCards: z.number().int().positive(),
  marginPct: z.number().min(0).max(100),
  /** Percent of the pool per prize, in BINGO_PRIZES order. */
  sharesPct: z.array(z.number().min(0).max(100)).length(3),
  buyMs: z.number().int().positive(),
  ballMs: z.number().int().positive(),
  /** The game open or playing now; null while nobody is in the room (a room runs only for players and watchers). */
  game: bingoGameSchema.nullable(),
});
export type BingoRoom = z.infer<typeof bingoRoomSchema>;

export const bingoRoomsAnswerSchema = z.object({ rooms: z.array(bingoRoomSchema) });

/** A card's 25 (75-ball, row by row, 0 the free centre) or 27 cells (90-ball, 3 rows of 9, 0 empty). */
export const bingoCardSchema = z.object({
  cardId: z.number().int().positive(),
  gameId: z.number().int().positive(),
  /** Its number in the game: the card is drawn from the game's seed with this nonce. */
  serial: z.number().int().nonnegative(),
  cells: z.array(z.number().int().min(0).max(90)),
});
export type BingoCard = z.infer<typeof bingoCardSchema>;

export const bingoWinSchema = z.object({
  gameId: z.number().int().positive(),
  room: roomId,
  cardId: z.number().int().positive(),
  prize: z.enum(BINGO_PRIZES),
  amount: z.number().int().nonnegative(),
  at: z.number(),
});
export type BingoWin = z.infer<typeof bingoWinSchema>;

export const bingoRoomAnswerSchema = z.object({
  room: bingoRoomSchema,
  myCards: z.array(bingoCardSchema),
  myWins: z.array(bingoWinSchema),
});
export type BingoRoomAnswer = z.infer<typeof bingoRoomAnswerSchema>;

export const bingoBuyRequestSchema = z
  .object({ room: roomId, count: z.number().int().min(1).max(100), idempotencyKey: idempotencyKeySchema })
  .strict();
export type BingoBuyRequest = z.infer<typeof bingoBuyRequestSchema>;
export const bingoBuyAnswerSchema = z.object({ cards: z.array(bingoCardSchema), balance: z.number().int() });

export const BINGO_ERROR_CODES = [
  'invalid_request',
  'unauthorized',
  'room_not_found',
  'buying_closed',
  'too_many_cards',
  'account_not_found',
  'wrong_currency',
  'insufficient_balance',
  'limit_exceeded',
  'play_blocked',
  'player_banned',
  'idempotency_conflict',
] as const;
export type BingoErrorCode = (typeof BINGO_ERROR_CODES)[number];
export const bingoErrorBodySchema = z.object({
  error: z.object({ code: z.enum(BINGO_ERROR_CODES), message: z.string(), params: z.record(z.string(), z.unknown()).optional() }),
});

// ---- The worker's bingo projection and commands -------------------------

/** One of the player's cards as the room shows it: each cell daubed once its number was called. */
export interface BingoCardView extends BingoCard {
  readonly daubed: readonly boolean[];
  /** Balls still missing for a full house. */
  readonly toGo: number;
}

export interface BingoRoomView {
  readonly room: string;
  readonly status: 'loading' | 'ready' | 'failed';
  readonly info: BingoRoom | null;
  /** The game as the stream last said, with the client's clock offset for countdowns. */
  readonly game: BingoGame | null;
  readonly myCards: readonly BingoCardView[];
  readonly myWins: readonly BingoWin[];
}

export interface BingoProjection {
  readonly player: 'checking' | 'guest' | 'signedIn';
  readonly rooms: { readonly status: 'idle' | 'loading' | 'ready' | 'failed'; readonly list: readonly BingoRoom[] };
  /** The rooms tabs watch, by id. */
  readonly watched: Readonly<Record<string, BingoRoomView>>;
  readonly buying: string | null;
  readonly refusal: { readonly room: string; readonly code: `bingo.${string}` } | null;
}

export const BINGO_COMMAND_SCHEMAS = {
  /** Read the rooms list (again). */
  'bingo/watchRooms': z.object({}),
  /** Follow a room: its stream while a tab watches it, and the caller's cards. */
  'bingo/watch': z.object({ room: roomId }),
  'bingo/unwatch': z.object({ room: roomId }),
  'bingo/buy': z.object({ room: roomId, count: z.number().int().min(1).max(100) }),
} as const;
type Schemas = typeof BINGO_COMMAND_SCHEMAS;
export type BingoCommandType = keyof Schemas;
export type BingoCommand = { [T in BingoCommandType]: CommandEnvelope<T, z.input<Schemas[T]>> }[BingoCommandType];
export const BINGO_COMMANDS = {
  'bingo/watchRooms': { from: 'tab', schema: BINGO_COMMAND_SCHEMAS['bingo/watchRooms'] },
  'bingo/watch': { from: 'tab', schema: BINGO_COMMAND_SCHEMAS['bingo/watch'] },
  'bingo/unwatch': { from: 'tab', schema: BINGO_COMMAND_SCHEMAS['bingo/unwatch'] },
  'bingo/buy': { from: 'tab', schema: BINGO_COMMAND_SCHEMAS['bingo/buy'] },
} as const satisfies Record<BingoCommandType, CommandSpec>;

declare module './catalogue' {
  interface ContextCommands {
    bingo: BingoCommand;
  }
}
declare module './api' {
  interface ProjectionValues {
    readonly bingo: BingoProjection;
  }
}
