import { z } from 'zod';
import { BONUS_GAMES } from '../constants/bonusGames';
import { idempotencyKeySchema } from './wallet';
import { API_PATH } from './siteConfig';

/**
 * The bonus games' calls (server/games/README.md): the games with the
 * caller's tries, and playing one try. Money is integer minor units, times
 * epoch ms.
 */
export const BONUS_GAME_PATHS = {
  /** GET: every game with what the caller may play now (a guest: no state). */
  list: `${API_PATH}/bonus-games`,
  /** POST BonusGamePlayRequest (Idempotency-Key): one try, its prize granted in the same transaction. */
  play: `${API_PATH}/bonus-games/play`,
} as const;

export const bonusGameIdSchema = z.enum(BONUS_GAMES);

/** Which try the player spends: today's free one, or one a promotion unlocked. */
export const BONUS_GAME_TRY_KINDS = ['daily', 'unlocked'] as const;
export const bonusGameTryKindSchema = z.enum(BONUS_GAME_TRY_KINDS);
export type BonusGameTryKind = z.infer<typeof bonusGameTryKindSchema>;

export const bonusGamePrizeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('bonus'), amount: z.number().int().positive() }),
  z.object({ kind: z.literal('freeSpins'), count: z.number().int().positive() }),
]);

/** What the caller may play of one game now. */
export const bonusGameStateSchema = z.object({
  game: bonusGameIdSchema,
  /** Today's (UTC) free try is still there. */
  dailyAvailable: z.boolean(),
  /** When the next free try comes (the next UTC midnight), when today's is spent; else null. */
  nextDailyAt: z.number().int().nullable(),
  /** Tries promotions unlocked and not yet played. */
  unlockedTries: z.number().int().nonnegative(),
});
export type BonusGameState = z.infer<typeof bonusGameStateSchema>;

export const bonusGameListAnswerSchema = z.object({
  player: z.enum(['guest', 'signedIn']),
  /** A running time-out or self-exclusion: the games are shown, none can be played. */
  blocked: z.boolean(),
  /** The prizes' currency (the player's main account's), null for a guest. */
  currency: z.string().nullable(),
  games: z.array(bonusGameStateSchema),
});
export type BonusGameListAnswer = z.infer<typeof bonusGameListAnswerSchema>;

/** One try as played: the draw that decided it and where its prize went, with what verifies it. */
export const bonusGameTrySchema = z.object({
  id: z.number().int().positive(),
  game: bonusGameIdSchema,
  kind: bonusGameTryKindSchema,
  /** The line of the game's table won (BONUS_GAME_TABLES) and its prize. */
  line: z.number().int().nonnegative(),
  prize: bonusGamePrizeSchema,
  /** The ticket the first draw gave (0 to the table's total - 1): fortuna's wheel stops on it. */
  ticket: z.number().int().nonnegative(),
  /** The table lines the options not picked held (presentation, drawn after the prize). */
  others: z.array(z.number().int().nonnegative()),
  currency: z.string(),
  /** The bonus (office/bonuses) the money went to, or the free-spins grant. */
  bonusId: z.number().int().positive().nullable(),
  freeSpinGrantId: z.number().int().positive().nullable(),
  /** The casino's seeds the try was drawn with: verifiable once the server seed is rotated and revealed. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int().nonnegative(),
  playedAt: z.number().int(),
});
export type BonusGameTry = z.infer<typeof bonusGameTrySchema>;

export const bonusGamePlayRequestSchema = z.object({
  game: bonusGameIdSchema,
  use: bonusGameTryKindSchema,
  idempotencyKey: idempotencyKeySchema.optional(),
});
export type BonusGamePlayRequest = z.input<typeof bonusGamePlayRequestSchema>;

export const bonusGamePlayAnswerSchema = z.object({
  try: bonusGameTrySchema,
  repeated: z.boolean(),
  state: bonusGameStateSchema,
});
export type BonusGamePlayAnswer = z.infer<typeof bonusGamePlayAnswerSchema>;

/** Refusals and their statuses. */
export const BONUS_GAME_ERRORS = {
  'bonus_games.invalid_request': 400,
  'bonus_games.idempotency_key_missing': 400,
  /** A running time-out or self-exclusion. */
  'bonus_games.play_blocked': 403,
  /** Today's free try of this game is played: `nextAt` says when the next comes. */
  'bonus_games.daily_used': 409,
  /** No unlocked try of this game is left. */
  'bonus_games.no_tries': 409,
  /** A bonus of the prize's currency is being wagered: bonus money could not be credited now. */
  'bonus_games.bonus_running': 409,
  /** The free spins' slot is not offered now: no try is taken. */
  'bonus_games.unavailable': 409,
  /** No main account to credit a prize in. */
  'bonus_games.no_account': 409,
  /** The key was used for another try. */
  'bonus_games.idempotency_conflict': 409,
} as const;
export type BonusGameErrorCode = keyof typeof BONUS_GAME_ERRORS;
const BONUS_GAME_ERROR_CODES = Object.keys(BONUS_GAME_ERRORS) as [BonusGameErrorCode, ...BonusGameErrorCode[]];

export const bonusGameErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(BONUS_GAME_ERROR_CODES),
    message: z.string(),
    nextAt: z.number().int().optional(),
  }),
});
export type BonusGameErrorBody = z.infer<typeof bonusGameErrorBodySchema>;
