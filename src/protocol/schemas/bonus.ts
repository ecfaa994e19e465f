import { z } from 'zod';
import {
  BONUS_EVENT_TYPE,
  BONUS_HISTORY_LIMITS,
  BONUS_PRODUCTS,
  BONUS_SOURCES,
  BONUS_STATUSES,
  FREE_SPIN_GRANT_LIMITS,
  FREE_SPINS_EVENT_TYPE,
  FREE_SPIN_SOURCES,
  FREE_SPIN_STATUSES,
} from '../constants/bonus';
import { IDEMPOTENCY_KEY_MAX } from '../constants/wallet';
import { idText, minorUnits, queryRowId, rowId } from './bounded';
import { API_PATH, depositBonusSettingSchema } from './siteConfig';

/**
 * The bonus engine's calls (server/bonus/README.md): the player's bonuses
 * with their wagering, and giving one up. Errors are the wallet's
 * (`wallet.bonus_not_found`, `wallet.bonus_not_active`), money is integer
 * minor units, times epoch ms.
 */
export const BONUS_API_PATH = `${API_PATH}/bonuses`;
export const BONUS_PATHS = {
  /** GET BonusesQuery: the active bonuses and a page of the ended ones, newest first. */
  list: BONUS_API_PATH,
  /** POST {id}/forfeit (Idempotency-Key): the bonus ends, what the bonus account holds goes back. */
  folder: `${BONUS_API_PATH}/`,
  /** POST ReloadOptInRequest: opt in (or out) for the next deposit's reload bonus. */
  reload: `${BONUS_API_PATH}/reload`,
} as const;
export const bonusForfeitPath = (id: number): string => `${BONUS_PATHS.folder}${id}/forfeit`;

const epochMs = z.number().int().nonnegative();

export const bonusViewSchema = z.object({
  id: rowId(),
  source: z.enum(BONUS_SOURCES),
  product: z.enum(BONUS_PRODUCTS),
  status: z.enum(BONUS_STATUSES),
  accountId: rowId(),
  currencyIso: z.string().regex(/^[A-Z]{3}$/),
  /** What was credited. */
  amount: minorUnits(),
  requirement: minorUnits(),
  wagered: minorUnits(),
  deadline: epochMs,
  maxConversion: minorUnits(),
  /** What the bonus account holds now (active bonuses; 0 once ended). */
  balance: minorUnits(),
  /** What reached the main account (completed), 0 otherwise; null while active. */
  converted: minorUnits().nullable(),
  createdAt: epochMs,
  endedAt: epochMs.nullable(),
});
export type BonusView = z.infer<typeof bonusViewSchema>;

export const bonusesQuerySchema = z
  .object({
    /** The nextCursor of the history page before. */
    cursor: queryRowId().optional(),
    limit: z.coerce.number().int().min(1).max(BONUS_HISTORY_LIMITS.max).default(BONUS_HISTORY_LIMITS.default),
  })
  .strict();
export type BonusesQuery = z.output<typeof bonusesQuerySchema>;

/**
 * The reload bonus on offer (site config reloadBonusSetting), once the first
 * deposit is made: its terms with the cap of the player's main currency, and
 * what the player opted in for (null: not).
 */
export const reloadOfferSchema = depositBonusSettingSchema.omit({ capByCurrency: true }).extend({
  currencyIso: z.string().regex(/^[A-Z]{3}$/),
  cap: minorUnits(),
  optedIn: z.enum(BONUS_PRODUCTS).nullable(),
});
export type ReloadOffer = z.infer<typeof reloadOfferSchema>;

export const reloadOptInRequestSchema = z.object({ product: z.enum(BONUS_PRODUCTS).nullable() }).strict();
export type ReloadOptInRequest = z.infer<typeof reloadOptInRequestSchema>;

export const reloadOptInAnswerSchema = z.object({ reloadOffer: reloadOfferSchema.nullable() });

/**
 * A free-spins grant (server/bonus/README.md "Free spins"): spins of one game
 * at a fixed stake; `won` is what the spins played so far won, credited as a
 * casino bonus once the grant ends.
 */
export const freeSpinGrantViewSchema = z.object({
  id: rowId(),
  gameId: idText(64),
  gameName: z.string(),
  count: z.number().int().positive(),
  spinsLeft: z.number().int().nonnegative(),
  stake: minorUnits(),
  currencyIso: z.string().regex(/^[A-Z]{3}$/),
  expiresAt: epochMs,
  status: z.enum(FREE_SPIN_STATUSES),
  source: z.enum(FREE_SPIN_SOURCES),
  won: minorUnits(),
  /** The bonus the wins became (null while playing, or when they won nothing). */
  bonusId: rowId().nullable(),
});
export type FreeSpinGrantView = z.infer<typeof freeSpinGrantViewSchema>;

export const bonusesAnswerSchema = z.object({
  reloadOffer: reloadOfferSchema.nullable(),
  /** The player's active free-spins grants, the soonest to expire first. */
  freeSpins: z.array(freeSpinGrantViewSchema),
  active: z.array(bonusViewSchema),
  history: z.array(bonusViewSchema),
  nextCursor: rowId().nullable(),
});
export type BonusesAnswer = z.infer<typeof bonusesAnswerSchema>;

/** The folder's rest: `{id}/forfeit`. */
export const bonusForfeitParamsSchema = z.object({
  rest: z
    .string()
    .regex(/^[1-9][0-9]{0,9}\/forfeit$/, 'a bonus id and /forfeit')
    .transform((rest) => Number(rest.split('/')[0]))
    .pipe(rowId()),
});

export const bonusForfeitBodySchema = z.object({ idempotencyKey: z.string().min(8).max(IDEMPOTENCY_KEY_MAX).optional() }).strict();

export const bonusForfeitAnswerSchema = z.object({ bonus: bonusViewSchema, repeated: z.boolean() });
export type BonusForfeitAnswer = z.infer<typeof bonusForfeitAnswerSchema>;

/** On the player's channel: free spins were granted, one was played, or the grant ended (its wins credited or not). */
export const freeSpinsChangedEventSchema = z.object({
  type: z.literal(FREE_SPINS_EVENT_TYPE),
  grantId: rowId(),
  status: z.enum(FREE_SPIN_STATUSES),
  spinsLeft: z.number().int().nonnegative(),
});

/** On the player's channel: a bonus was credited, counted a stake, or ended. */
export const bonusChangedEventSchema = z.object({
  type: z.literal(BONUS_EVENT_TYPE),
  bonusId: rowId(),
  status: z.enum(BONUS_STATUSES),
  wagered: minorUnits(),
  requirement: minorUnits(),
});

/** The operator's free-spins calls (ADMIN_TOKEN; absent when it is unset). */
export const ADMIN_FREE_SPINS_PATH = `${API_PATH}/admin/bonuses/free-spins`;
export const ADMIN_FREE_SPINS_FORFEIT_PATH = `${ADMIN_FREE_SPINS_PATH}/forfeit`;

/**
 * POST ADMIN_FREE_SPINS_PATH: grant `count` spins of slot `gameId` at `stake`
 * to player `userId` (currency: the main account's unless named).
 */
export const freeSpinGrantRequestSchema = z
  .object({
    userId: rowId(),
    gameId: idText(64),
    count: z.number().int().min(1).max(FREE_SPIN_GRANT_LIMITS.maxCount),
    stake: minorUnits().positive(),
    currencyIso: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    expiresAt: epochMs,
    source: z.enum(FREE_SPIN_SOURCES).default('admin'),
    reference: z.string().max(200).default(''),
    idempotencyKey: z.string().min(8).max(IDEMPOTENCY_KEY_MAX),
  })
  .strict();
export type FreeSpinGrantRequest = z.input<typeof freeSpinGrantRequestSchema>;

/** POST ADMIN_FREE_SPINS_FORFEIT_PATH: the operator takes an active grant back; its spins and their unpaid wins are gone. */
export const freeSpinForfeitRequestSchema = z.object({ id: rowId() }).strict();

export const freeSpinGrantAnswerSchema = z.object({ grant: freeSpinGrantViewSchema, repeated: z.boolean() });
export type FreeSpinGrantAnswer = z.infer<typeof freeSpinGrantAnswerSchema>;
