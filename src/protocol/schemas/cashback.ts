import { z } from 'zod';
import {
  CASHBACK_EVENT_TYPE,
  CASHBACK_HISTORY_LIMITS,
  CASHBACK_PERIODS,
  CASHBACK_PRODUCTS,
  CASHBACK_PROGRAM_IDS,
  CASHBACK_TIERS,
  REWARD_SOURCES,
  REWARDS_LIMITS,
} from '../constants/cashback';
import { BONUS_SOURCES } from '../constants/bonus';
import { minorUnits, rowId } from './bounded';
import { API_PATH } from './siteConfig';

/**
 * The cashback calls (server/cashback/README.md): the player's programs with
 * the running period and the payouts, the rewards timeline, the operator's
 * tier setting. Errors are the wallet's (`wallet.*`), money integer minor
 * units, times epoch ms.
 */
export const CASHBACK_PATHS = {
  /** GET CashbackQuery: every program the site runs, the player's membership, the running period and a page of payouts. */
  programs: `${API_PATH}/cashback`,
  /** GET RewardsQuery: cashback payouts, bonus credits, referral rewards and promo vouchers, newest first. */
  rewards: `${API_PATH}/rewards`,
  /** POST PointsExchangeRequest (Idempotency-Key header): club points spent for a sport bonus. */
  exchange: `${API_PATH}/cashback/points/exchange`,
  /** PUT TierRequest with Authorization: Bearer <ADMIN_TOKEN>: a player's cashback tier. */
  adminTier: `${API_PATH}/admin/cashback/tier`,
} as const;
/** Test-only (never in production): runs the job as of a time. */
export const CASHBACK_TEST_PATH = '/__test/cashback';

const epochMs = z.number().int().nonnegative();
const iso = z.string().regex(/^[A-Z]{3}$/);
const perCurrency = z.record(z.string(), z.number().int().nonnegative());

export const cashbackTermsSchema = z.object({
  product: z.enum(CASHBACK_PRODUCTS),
  mode: z.enum(['percent', 'points']),
  /** Percent mode: the percent of the net loss. */
  percent: z.number().min(0).max(100).nullable(),
  /** Points mode: a point for each this many minor units of net loss, per currency. */
  pointsPer: perCurrency.nullable(),
  period: z.enum(CASHBACK_PERIODS),
  tiers: z.array(z.enum(CASHBACK_TIERS)),
  minNetLoss: perCurrency,
  cap: perCurrency,
});
export type CashbackTerms = z.infer<typeof cashbackTermsSchema>;

/** One currency of the running period: what was lost so far and what it would pay if the period ended now. */
export const cashbackProgressSchema = z.object({
  currencyIso: iso,
  /** Negative: a net win so far. */
  netLoss: z.number().int(),
  amount: minorUnits(),
  points: z.number().int().nonnegative(),
  minNetLoss: minorUnits(),
  /** How much more net loss reaches the minimum (0 once reached). */
  toMinimum: minorUnits(),
  cap: z.number().int().nonnegative(),
});
export type CashbackProgress = z.infer<typeof cashbackProgressSchema>;

export const cashbackPayoutSchema = z.object({
  id: rowId(),
  periodStart: epochMs,
  periodEnd: epochMs,
  currencyIso: iso,
  netLoss: z.number().int(),
  /** Money paid to the main account (percent mode), else 0. */
  amount: minorUnits(),
  /** Club points added (points mode), else 0. */
  points: z.number().int().nonnegative(),
  paidAt: epochMs,
});
export type CashbackPayout = z.infer<typeof cashbackPayoutSchema>;

export const cashbackProgramSchema = z.object({
  id: z.enum(CASHBACK_PROGRAM_IDS),
  terms: cashbackTermsSchema,
  /** The player's tier is one the program pays. */
  member: z.boolean(),
  period: z.object({ start: epochMs, end: epochMs }),
  /** When the running period is paid (its end and the settling delay). */
  nextPayoutAt: epochMs,
  /** One row per currency the player has real-money accounts in; empty for a program the player is not in. */
  progress: z.array(cashbackProgressSchema),
  history: z.array(cashbackPayoutSchema),
  /** The `cursor` of the next history page of this program. */
  nextCursor: rowId().nullable(),
});
export type CashbackProgramView = z.infer<typeof cashbackProgramSchema>;

export const cashbackAnswerSchema = z.object({
  tier: z.enum(CASHBACK_TIERS),
  /** The club points the player holds: gathered by points mode payouts, less those exchanged. */
  points: z.number().int().nonnegative(),
  programs: z.array(cashbackProgramSchema),
});
export type CashbackAnswer = z.infer<typeof cashbackAnswerSchema>;

export const cashbackQuerySchema = z
  .object({
    /** Page only this program's history (the others come without history). */
    program: z.enum(CASHBACK_PROGRAM_IDS).optional(),
    /** The nextCursor of the page before (a payout id). */
    cursor: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    limit: z.coerce.number().int().min(1).max(CASHBACK_HISTORY_LIMITS.max).default(CASHBACK_HISTORY_LIMITS.default),
  })
  .strict()
  .refine((q) => q.cursor === undefined || q.program !== undefined, { message: 'cursor needs program', path: ['cursor'] });
export type CashbackQuery = z.output<typeof cashbackQuerySchema>;

export const rewardItemSchema = z.object({
  /** Unique in the timeline: `<source>:<id>`. */
  id: z.string().min(1).max(80),
  source: z.enum(REWARD_SOURCES),
  /** The cashback program, for cashback rows. */
  program: z.enum(CASHBACK_PROGRAM_IDS).nullable(),
  /** Where a bonus row's bonus came from; null for the other rows. */
  bonusSource: z.enum(BONUS_SOURCES).nullable(),
  at: epochMs,
  currencyIso: iso.nullable(),
  amount: minorUnits(),
  points: z.number().int().nonnegative(),
});
export type RewardItem = z.infer<typeof rewardItemSchema>;

export const rewardsQuerySchema = z
  .object({
    /** The nextCursor of the page before: how many items were shown. */
    cursor: z.coerce.number().int().nonnegative().max(100_000).optional(),
    limit: z.coerce.number().int().min(1).max(REWARDS_LIMITS.max).default(REWARDS_LIMITS.default),
  })
  .strict();
export type RewardsQuery = z.output<typeof rewardsQuerySchema>;

export const rewardsAnswerSchema = z.object({ items: z.array(rewardItemSchema), nextCursor: z.number().int().nonnegative().nullable() });
export type RewardsAnswer = z.infer<typeof rewardsAnswerSchema>;

export const pointsExchangeRequestSchema = z.object({ points: z.number().int().positive().max(2_147_483_647), currency: iso }).strict();
export type PointsExchangeRequest = z.infer<typeof pointsExchangeRequestSchema>;

export const pointsExchangeAnswerSchema = z.object({
  /** The points left after the exchange. */
  points: z.number().int().nonnegative(),
  /** The bonus the points bought, running now. */
  bonusId: rowId(),
  amount: minorUnits(),
  currency: iso,
});
export type PointsExchangeAnswer = z.infer<typeof pointsExchangeAnswerSchema>;

export const tierRequestSchema = z.object({ userId: rowId(), tier: z.enum(CASHBACK_TIERS) }).strict();
export const tierAnswerSchema = z.object({ userId: rowId(), tier: z.enum(CASHBACK_TIERS) });

export const cashbackSwitchSchema = z
  .object({
    /** Runs the job as if the server's clock said this (epoch ms); absent: now. */
    at: epochMs.optional(),
  })
  .strict();
export const cashbackSwitchAnswerSchema = z.object({ paid: z.number().int().nonnegative() });

/** On the player's channel: a payout was made (money or points). */
export const cashbackChangedEventSchema = z.object({
  type: z.literal(CASHBACK_EVENT_TYPE),
  program: z.enum(CASHBACK_PROGRAM_IDS),
  periodStart: epochMs,
});
