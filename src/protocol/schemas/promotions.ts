import { z } from 'zod';
import { BONUS_GAMES, BONUS_GAME_MAX_UNLOCKED_TRIES } from '../constants/bonusGames';
import { API_PATH } from '../constants/apiPath';
import {
  PROMOTION_AWARD_KINDS,
  PROMOTION_AWARD_LIMITS,
  PROMOTION_AWARD_REFUSALS,
  PROMOTION_DEPOSIT_RULES,
  PROMOTION_FILTERS,
  PROMOTION_INELIGIBILITY,
  PROMOTION_PRODUCTS,
  PROMOTION_REWARD_KINDS,
  PROMOTION_SECTIONS,
  PROMOTIONS_PAGE_SIZE,
} from '../constants/promotions';
import { FREE_SPIN_GRANT_LIMITS } from '../constants/bonus';
import {
  CONTENT_HTML_MAX,
  contentImageSchema,
  contentIsoSchema,
  contentLangSchema,
  contentQueryLangSchema,
  contentSlugSchema,
  contentStatusSchema,
} from './content';

/**
 * The promotion catalogue (server/promotions/README.md): the public list and
 * page with the caller's eligibility, opting in and out, and the operator's
 * API. Terms are HTML the server sanitises on save and on every answer.
 */
export const PROMOTION_PATHS = {
  /** GET PromotionListQuery: published promotions, running and upcoming first, one page. */
  list: `${API_PATH}/promotions`,
  /** GET ?slug=…&lang=…: one published promotion with its terms and the caller's eligibility. */
  one: `${API_PATH}/promotions/one`,
  /** POST {slug} with an Idempotency-Key: the signed-in player opts in. */
  optIn: `${API_PATH}/promotions/opt-in`,
  /** POST {slug}: the player opts out, while the promotion has not started paying them. */
  optOut: `${API_PATH}/promotions/opt-out`,
  /** Operator: GET every promotion with its status; POST creates or edits one (one language's texts). */
  admin: `${API_PATH}/admin/promotions`,
  /** Operator: POST {slug, status} publishes or unpublishes. */
  adminStatus: `${API_PATH}/admin/promotions/status`,
  /** Operator: POST {slug, awardId, award, players} pays a participation promotion's participants, once per awardId. */
  adminAward: `${API_PATH}/admin/promotions/award`,
  /** Operator: GET ?slug=&cursor= the awards of one promotion, newest first. */
  adminAwards: `${API_PATH}/admin/promotions/awards`,
} as const;

const langSchema = contentLangSchema;
const queryLangSchema = contentQueryLangSchema;
const isoSchema = contentIsoSchema;
const currencySchema = z.string().regex(/^[A-Z]{3}$/, 'must be three capital letters, e.g. "EUR"');

export const promotionProductSchema = z.enum(PROMOTION_PRODUCTS);
export const promotionSectionSchema = z.enum(PROMOTION_SECTIONS);
export const promotionRewardSchema = z.enum(PROMOTION_REWARD_KINDS);
export const promotionIneligibilitySchema = z.enum(PROMOTION_INELIGIBILITY);

/**
 * Who may opt in, as data. Every promotion also asks for a signed-in player,
 * its dates, no running time-out or self-exclusion and not opted in already.
 */
export const promotionRulesSchema = z
  .object({
    deposit: z.enum(PROMOTION_DEPOSIT_RULES).default('either'),
    /** The main account's currency must be one of these; empty: every currency. */
    currencies: z.array(currencySchema).max(30).default([]),
  })
  .strict();
export type PromotionRules = z.output<typeof promotionRulesSchema>;

/**
 * What the reward gives, as data its handler reads: a `freeSpins` reward's spins (a slot of the catalogue, how many,
 * the stake of each in minor units of the player's currency, and the days they last after the opt-in); a
 * `bonusGameTries` reward's tries (which bonus game, how many).
 */
export const promotionRewardTermsSchema = z
  .object({
    freeSpins: z
      .object({
        gameId: z.string().regex(/^\d{1,9}$/, 'must be a catalogue game id, e.g. "1001"'),
        count: z.number().int().min(1).max(FREE_SPIN_GRANT_LIMITS.maxCount),
        stake: z.number().int().min(1),
        days: z.number().int().min(1).max(FREE_SPIN_GRANT_LIMITS.maxDays),
      })
      .strict()
      .optional(),
    bonusGameTries: z
      .object({ game: z.enum(BONUS_GAMES), tries: z.number().int().min(1).max(BONUS_GAME_MAX_UNLOCKED_TRIES) })
      .strict()
      .optional(),
  })
  .strict();
export type PromotionRewardTerms = z.output<typeof promotionRewardTermsSchema>;

/** Eligible now, or every reason why not (codes the pages translate). */
export const promotionEligibilitySchema = z.discriminatedUnion('eligible', [
  z.object({ eligible: z.literal(true) }),
  z.object({ eligible: z.literal(false), reasons: z.array(promotionIneligibilitySchema).min(1) }),
]);
export type PromotionEligibility = z.infer<typeof promotionEligibilitySchema>;

export const promotionListQuerySchema = z
  .object({
    product: z.enum(PROMOTION_FILTERS).default('all'),
    /** `mine=1`: only the promotions the signed-in caller takes part in (none for a guest). */
    mine: z
      .enum(['1', '0'], { message: 'must be 1 or 0, e.g. mine=1' })
      .optional()
      .transform((mine) => mine === '1'),
    /** `open=1`: only the promotions the caller may opt in to now (eligible; none for a guest), paged as such. */
    open: z
      .enum(['1', '0'], { message: 'must be 1 or 0, e.g. open=1' })
      .optional()
      .transform((open) => open === '1'),
    section: promotionSectionSchema.optional(),
    lang: queryLangSchema,
    page: z
      .string()
      .regex(/^[1-9][0-9]{0,5}$/, 'must be a page number from 1, e.g. page=2')
      .optional()
      .transform((page) => (page === undefined ? 1 : Number(page))),
  })
  .refine((query) => !(query.mine && query.open), { message: 'mine=1 and open=1 are two lists: ask one', path: ['open'] });
export type PromotionListQuery = z.input<typeof promotionListQuerySchema>;

/**
 * What the caller received from one promotion's award: `amount` in minor units of
 * `currency` (bonus, free bet), spins (free spins) or points (club points); a free
 * bet's `code` is the promo code the slip takes.
 */
export const promotionAwardViewSchema = z.object({
  kind: z.enum(PROMOTION_AWARD_KINDS),
  amount: z.number().int().positive(),
  currency: currencySchema.nullable(),
  code: z.string().nullable(),
  at: isoSchema,
});
export type PromotionAwardView = z.infer<typeof promotionAwardViewSchema>;

export const promotionItemSchema = z.object({
  slug: contentSlugSchema,
  product: promotionProductSchema,
  section: promotionSectionSchema,
  reward: promotionRewardSchema,
  startsAt: isoSchema,
  endsAt: isoSchema,
  image: contentImageSchema.nullable(),
  /** The language of the texts (the asked one, else en, else the site default). */
  lang: langSchema,
  title: z.string().min(1),
  lead: z.string(),
  optedIn: z.boolean(),
  eligibility: promotionEligibilitySchema,
  /** What the caller was awarded by it, oldest first (a guest: none). */
  awards: z.array(promotionAwardViewSchema),
});
export type PromotionItem = z.infer<typeof promotionItemSchema>;

export const promotionListAnswerSchema = z.object({
  items: z.array(promotionItemSchema).max(PROMOTIONS_PAGE_SIZE),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
});
export type PromotionListAnswer = z.infer<typeof promotionListAnswerSchema>;

export const promotionQuerySchema = z.object({ slug: contentSlugSchema, lang: queryLangSchema });

export const promotionSchema = promotionItemSchema.extend({
  /** Sanitised on this answer. */
  terms: z.string(),
  rules: promotionRulesSchema,
  rewardTerms: promotionRewardTermsSchema,
});
export type Promotion = z.infer<typeof promotionSchema>;

/** The idempotency key may come in the body when a header cannot be set. */
export const promotionOptInBodySchema = z.object({ slug: contentSlugSchema, idempotencyKey: z.string().optional() }).strict();
export const promotionOptOutBodySchema = z.object({ slug: contentSlugSchema }).strict();
export const promotionOptAnswerSchema = z.object({
  /** In the player's language when the request named one (`?lang=`). */
  promotion: promotionSchema,
  /** Already so: the call changed nothing. */
  repeated: z.boolean(),
});
export type PromotionOptAnswer = z.infer<typeof promotionOptAnswerSchema>;

export const PROMOTION_ERRORS = {
  'promotions.invalid_request': 400,
  'promotions.idempotency_key_missing': 400,
  'promotions.not_found': 404,
  /** Not eligible now: `reasons` says why. */
  'promotions.ineligible': 409,
  'promotions.ended': 409,
  'promotions.not_opted_in': 409,
  /** The reward has started paying: the opt-in stays. */
  'promotions.paying': 409,
  /** The reward cannot be taken now (the reload bonus is not offered in the player's currency, the free spins' slot is gone). */
  'promotions.reward_unavailable': 409,
  /** Operator: only a `participation` promotion is paid by an award (the other kinds pay through their reward). */
  'promotions.not_awardable': 409,
  /** Operator: the award id was used with another promotion or other terms. */
  'promotions.award_conflict': 409,
} as const;
export type PromotionErrorCode = keyof typeof PROMOTION_ERRORS;
const PROMOTION_ERROR_CODES = Object.keys(PROMOTION_ERRORS) as [PromotionErrorCode, ...PromotionErrorCode[]];

export const promotionErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(PROMOTION_ERROR_CODES),
    message: z.string(),
    reasons: z.array(promotionIneligibilitySchema).optional(),
  }),
});
export type PromotionErrorBody = z.infer<typeof promotionErrorBodySchema>;

// ---------------------------------------------------------------- operator

/**
 * Creates a promotion (a draft: product, section, reward and dates needed)
 * or edits one: one language's texts, and each other field given.
 */
export const adminPromotionWriteSchema = z
  .object({
    slug: contentSlugSchema,
    lang: langSchema,
    title: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
    lead: z.string().trim().max(400, 'must be at most 400 characters').default(''),
    terms: z.string().max(CONTENT_HTML_MAX, `must be at most ${CONTENT_HTML_MAX} characters`).default(''),
    product: promotionProductSchema.optional(),
    section: promotionSectionSchema.optional(),
    reward: promotionRewardSchema.optional(),
    startsAt: isoSchema.optional(),
    endsAt: isoSchema.optional(),
    image: contentImageSchema.nullable().optional(),
    rules: promotionRulesSchema.optional(),
    rewardTerms: promotionRewardTermsSchema.optional(),
  })
  .strict()
  .refine((w) => !w.startsAt || !w.endsAt || Date.parse(w.startsAt) < Date.parse(w.endsAt), {
    message: 'must be after startsAt',
    path: ['endsAt'],
  });
export type AdminPromotionWrite = z.output<typeof adminPromotionWriteSchema>;
export const adminPromotionStatusSchema = z.object({ slug: contentSlugSchema, status: contentStatusSchema }).strict();

export const adminPromotionSchema = z.object({
  slug: contentSlugSchema,
  status: contentStatusSchema,
  product: promotionProductSchema,
  section: promotionSectionSchema,
  reward: promotionRewardSchema,
  startsAt: isoSchema,
  endsAt: isoSchema,
  image: contentImageSchema.nullable(),
  rules: promotionRulesSchema,
  rewardTerms: promotionRewardTermsSchema,
  languages: z.array(langSchema),
  optIns: z.number().int().min(0),
  updatedAt: isoSchema,
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;
export const adminPromotionAnswerSchema = z.object({ data: z.object({ promotion: adminPromotionSchema }) });
export const adminPromotionsAnswerSchema = z.object({ data: z.object({ promotions: z.array(adminPromotionSchema) }) });

const daysSchema = z.number().int().min(1).max(PROMOTION_AWARD_LIMITS.maxDays);
const minorSchema = z.number().int().min(1).max(1_000_000_000);

/**
 * What an award gives each player: bonus money (in minor units of `currency`,
 * wagered `wagering` times its amount on `product` within `days`, converted up to
 * `maxConversion` times it), a free-bet voucher of `amount` lasting `days`, free
 * spins of a catalogue slot, or club points.
 */
export const promotionAwardTermsSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('bonus'),
      amount: minorSchema,
      currency: currencySchema,
      product: promotionProductSchema,
      wagering: z.number().int().min(1).max(PROMOTION_AWARD_LIMITS.maxWagering),
      days: daysSchema,
      maxConversion: z.number().int().min(1).max(PROMOTION_AWARD_LIMITS.maxConversion),
    })
    .strict(),
  z.object({ kind: z.literal('freeBet'), amount: minorSchema, currency: currencySchema, days: daysSchema }).strict(),
  z
    .object({
      kind: z.literal('freeSpins'),
      gameId: z.string().regex(/^\d{1,9}$/, 'must be a catalogue game id, e.g. "1001"'),
      count: z.number().int().min(1).max(FREE_SPIN_GRANT_LIMITS.maxCount),
      stake: minorSchema,
      days: daysSchema,
    })
    .strict(),
  z.object({ kind: z.literal('clubPoints'), amount: z.number().int().min(1).max(1_000_000) }).strict(),
]);
export type PromotionAwardTerms = z.infer<typeof promotionAwardTermsSchema>;

export const adminPromotionAwardSchema = z
  .object({
    slug: contentSlugSchema,
    /** The operator's name for this award: the same id again pays nobody twice. */
    awardId: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/, 'must be 1 to 64 letters, digits, "_", ".", ":" or "-"'),
    award: promotionAwardTermsSchema,
    /** Every current participant, or these (each must be one now). */
    players: z.union([z.literal('all'), z.array(z.number().int().positive()).min(1).max(PROMOTION_AWARD_LIMITS.maxPlayers)]),
  })
  .strict();
export type AdminPromotionAward = z.infer<typeof adminPromotionAwardSchema>;

/** One player's outcome: paid now, paid by an earlier call with this awardId, or refused (and why). */
export const promotionAwardOutcomeSchema = z.discriminatedUnion('status', [
  z.object({ userId: z.number().int().positive(), status: z.enum(['paid', 'already_paid']) }),
  z.object({ userId: z.number().int().positive(), status: z.literal('refused'), reason: z.enum(PROMOTION_AWARD_REFUSALS) }),
]);
export type PromotionAwardOutcome = z.infer<typeof promotionAwardOutcomeSchema>;

export const adminPromotionAwardAnswerSchema = z.object({
  data: z.object({
    slug: contentSlugSchema,
    awardId: z.string(),
    players: z.array(promotionAwardOutcomeSchema),
    /** The award as it stands for the players named: the same for a repeated call. */
    totals: z.object({
      paid: z.number().int().min(0),
      refused: z.number().int().min(0),
      /** The sum paid: minor units, spins or points as the kind says. */
      amount: z.number().int().min(0),
    }),
  }),
});
export type AdminPromotionAwardAnswer = z.infer<typeof adminPromotionAwardAnswerSchema>;

export const adminPromotionAwardsQuerySchema = z.object({
  slug: contentSlugSchema,
  /** The last id of the previous page. */
  cursor: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'must be an award row id, e.g. cursor=120')
    .optional()
    .transform((cursor) => (cursor === undefined ? null : Number(cursor))),
});

export const adminPromotionAwardRowSchema = z.object({
  id: z.number().int().positive(),
  awardId: z.string(),
  userId: z.number().int().positive(),
  kind: z.enum(PROMOTION_AWARD_KINDS),
  amount: z.number().int().positive(),
  currency: currencySchema.nullable(),
  result: z.enum(['paid', 'refused']),
  reason: z.enum(PROMOTION_AWARD_REFUSALS).nullable(),
  code: z.string().nullable(),
  at: isoSchema,
});
export const adminPromotionAwardsAnswerSchema = z.object({
  data: z.object({ awards: z.array(adminPromotionAwardRowSchema), nextCursor: z.number().int().positive().nullable() }),
});
