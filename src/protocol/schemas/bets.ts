import { z } from 'zod';
import {
  couponBetSchema,
  couponPayloadSchema,
  marketSchema as couponMarketSchema,
  singleResultSchema,
  systemOptionSchema,
} from '../coupon';
import { API_PATH } from './siteConfig';
import { INT4 } from '../constants/inputBounds';
import { int4, minorUnits } from './bounded';

/**
 * The bet slip's server calls: coupon info (limits and quotes for a
 * draft), placement, bet history, print data, cash-out and insurance. The
 * reference server (server/bets) parses every request with these schemas and
 * builds every answer to them; the worker parses the answers with the same
 * schemas. server/README.md, section "Bets", describes each call.
 *
 * Money is integer minor units of the account's currency; coefficients are
 * decimal odds with at most 3 decimals. A coupon id is a string of digits
 * (the {couponId} of print-coupon/{couponId}). Every call takes `?lang=`
 * (two lowercase letters) for the names of teams and markets; languages the
 * catalogue lacks get English.
 */

// ---------------------------------------------------------------- paths

export const BETS_API_PATH = `${API_PATH}/bets`;

export const BETS_PATHS = {
  /** POST CouponInfoRequest: limits, quotes and the player's promo codes for a draft coupon. */
  couponInfo: `${BETS_API_PATH}/coupon-info`,
  /** POST CouponPayload (src/protocol/coupon.ts): places the coupon. */
  place: `${BETS_API_PATH}/place`,
  /** GET ?status=open|settled|all&page=1&pageSize=20: the player's coupons, newest first. */
  history: `${BETS_API_PATH}/history`,
  /** GET with the history's filters (no paging): the filtered coupons as a CSV file, newest first. */
  historyCsv: `${BETS_API_PATH}/history.csv`,
  /** GET ?id=<digits>: one coupon of the player with what a printed ticket shows. */
  coupon: `${BETS_API_PATH}/coupon`,
  /** GET ?ids=<digits>,<digits>: fresh cash-out and insurance offers for open coupons. */
  offers: `${BETS_API_PATH}/offers`,
  /** POST SellRequest: cash out an open coupon at the server's offer now, if it is at least the player's minimum. */
  sell: `${BETS_API_PATH}/sell`,
  /** POST InsureRequest: insure part of an open coupon's stake. */
  insure: `${BETS_API_PATH}/insure`,
} as const;

// ---------------------------------------------------------------- shared pieces

const minor = minorUnits();
const coef = z.number().finite().gt(1);
/** Epoch milliseconds. */
const epochMs = z.number().int().nonnegative();
const couponTypeId = couponPayloadSchema.shape.typeId;
const betStatusId = couponBetSchema.shape.statusId.unwrap();
/** A coupon id: digits only (SPEC 5: print-coupon ids are digits), within the id column's range. */
export const couponIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'must be the digits of a coupon id')
  .refine((s) => Number(s) <= INT4.max, 'is beyond the largest coupon id');
const params = z.record(z.string(), z.union([z.string(), z.number()]));

/** The account an answer moved money on, with its balance after the move. */
export const balanceSchema = z.object({ accountId: z.number().int(), money: z.number().int() });
export type Balance = z.infer<typeof balanceSchema>;

/** Account type ids (SPEC 3): 0 main, 4 bonus, 9 currency. */
const accountType = z.union([z.literal(0), z.literal(4), z.literal(9)]);

// ---------------------------------------------------------------- errors

/**
 * Every refusal of the bet calls: HTTP status and a stable code the UI
 * translates (`rejection.coupon.<code>`); `params` carry the values the
 * message shows (limits, amounts, market ids), never prose.
 */
export const BET_ERRORS = {
  /** The body or query does not fit its schema; `fields` says where. */
  invalid_request: { status: 400 },
  /** No session cookie or valid user token. */
  unauthorized: { status: 401 },
  /** A POST without `X-Requested-With: XMLHttpRequest` (src/protocol/http.ts): not the site's own script. */
  csrf_rejected: { status: 403 },
  /** A POST body that is not application/json. */
  unsupported_media_type: { status: 415 },
  /** The player is banned (ban_level above 0) and may not bet. */
  player_banned: { status: 403 },
  /** The account is not one of the player's. */
  account_not_found: { status: 404 },
  /** The coupon does not exist or is not the player's. params.couponId. */
  coupon_not_found: { status: 404 },
  /** The live catalogue is not running (server starting or stopping). */
  live_unavailable: { status: 503 },

  /** The refId was used before for a different coupon. params.refId. */
  ref_id_conflict: { status: 409 },
  /** The outcome is not (or no longer) offered. params.marketId. */
  outcome_not_found: { status: 409 },
  /** The outcome's market is suspended. params.marketId. */
  market_suspended: { status: 409 },
  /** The game has finished. params.marketId, params.gameId. */
  game_finished: { status: 409 },
  /** Coefficients moved and changeCoefAction / exactCoef refuse it; `coefChanges` lists every moved leg. */
  coef_changed: { status: 409 },
  /** The account holds less than the stake (or the premium). params.needed, params.money. */
  insufficient_balance: { status: 409 },
  /**
   * A wagering (1 to 3) or loss (10 to 12) limit leaves less than the stake: params.limitType, limit, used, left
   * (minor units), resetsAt (epoch ms: when the oldest amount counted leaves the window), currency.
   */
  limit_exceeded: { status: 409 },
  /** A self-exclusion (30) or time-out (33) runs: no bet until params.endsAt (epoch ms). */
  play_blocked: { status: 403 },

  /** Rules of the coupon (SPEC 5, COUPON.md), as src/core/coupon decides them. */
  empty: { status: 422 },
  too_many_bets: { status: 422 },
  /** The same outcome twice in one coupon. params.marketId. */
  duplicate_bet: { status: 422 },
  /** params.min, params.max, params.count. */
  leg_count: { status: 422 },
  /** params.min, params.max. */
  system_value: { status: 422 },
  /** A conditional bet needs at least params.min blocks. */
  conditional_blocks: { status: 422 },
  /** A dependent (two bets of one game) or express-banned bet in a combining type. params.marketId. */
  bet_locked: { status: 422 },
  bet_blocked: { status: 422 },
  amount_zero: { status: 422 },
  /** params.min (and params.marketId for one single of many singles). */
  amount_below_min: { status: 422 },
  /** params.max (and params.marketId). Never for a bonus account. */
  amount_above_max: { status: 422 },
  /** prepaidAmount is above the promo code's value or the stake. params.max. */
  prepaid_amount_invalid: { status: 422 },
  /** Unknown, used, expired or not the player's. params.code. */
  promo_code_invalid: { status: 422 },
  /** Many singles (type 9) and bonus accounts take no promo code. */
  promo_code_not_allowed: { status: 422 },
  vip_bet_not_allowed: { status: 422 },
  /** No anti-express quote for these legs (the express is too short-priced). */
  anti_express_unavailable: { status: 422 },
  /** A coupon-core rule this list has no code for; params.rule is the core's reason. */
  rule_violation: { status: 422 },

  /** Sell or insure on a coupon that is settled or sold. params.couponId. */
  coupon_not_open: { status: 409 },
  /** No cash-out now; params.reason is a CashoutUnavailableReason. */
  cashout_unavailable: { status: 409 },
  /** The offer moved beyond the tolerance; `offer` is the new one. */
  cashout_offer_changed: { status: 409 },
  /** No insurance now; params.reason is a CashoutUnavailableReason. */
  insurance_unavailable: { status: 409 },
  already_insured: { status: 409 },
  /** The amount to insure must be 1 to params.max minor units. */
  insurance_amount_invalid: { status: 422 },
  /** The premium rose above the percentage the player saw; `offer` carries the new terms. */
  insurance_terms_changed: { status: 409 },
} as const satisfies Record<string, { status: number }>;

export type BetErrorCode = keyof typeof BET_ERRORS;
/** The error codes as one list, for the translations and the tests. */
export const BET_ERROR_CODES = Object.keys(BET_ERRORS) as BetErrorCode[];

/** Why a cash-out or insurance is not offered now. */
export const CASHOUT_UNAVAILABLE_REASONS = [
  /** Settled, sold, or (insurance) already insured. */
  'coupon_not_open',
  'already_insured',
  /** A leg's market is suspended or its outcome left the line. */
  'leg_suspended',
  /** A leg's game has finished and waits for its result. */
  'leg_awaiting_result',
  /** The coupon can no longer win anything. */
  'coupon_lost',
  /** Insurance: whatever happens the coupon pays something back, so there is nothing to insure. */
  'cannot_lose',
  /** Insurance: the coupon is all but lost (the premium would be above INSURANCE_MAX_PREMIUM_PERCENT). */
  'risk_too_high',
  /** Every leg is settled; the coupon pays out on its own. */
  'no_open_legs',
  /** More open legs than the pricing enumerates (CASHOUT_MAX_OPEN_LEGS). */
  'too_many_open_legs',
  /** Placed from a bonus account. */
  'bonus_account',
  /** Paid in part by a promo code (a free bet). */
  'prepaid',
  /** The live catalogue is not running. */
  'live_unavailable',
] as const;
export type CashoutUnavailableReason = (typeof CASHOUT_UNAVAILABLE_REASONS)[number];
const unavailableReason = z.enum(CASHOUT_UNAVAILABLE_REASONS);

// ---------------------------------------------------------------- coupon info (quote)

export const couponInfoRequestSchema = z.object({
  typeId: couponTypeId,
  /** null: the player's active account. */
  accountId: int4().nullable(),
  bets: z
    .array(
      z.object({
        /** The outcome id (the coupon's market.id). */
        marketId: int4(),
        gameId: int4(),
        /** 0 lobby (banker), else the block of a conditional bet. */
        blockId: int4().default(1),
      }),
    )
    .max(50),
  /** The promo code the slip holds, checked and priced (availablePrepaidAmount). */
  promoCode: z.string().trim().max(64).nullable().default(null),
});
export type CouponInfoRequest = z.input<typeof couponInfoRequestSchema>;

/** What the server knows now of one outcome of the draft. */
export const betQuoteSchema = z.object({
  marketId: z.number().int(),
  gameId: z.number().int(),
  /** open; suspended (market suspended); finished (game over); not_found (not offered). */
  state: z.enum(['open', 'suspended', 'finished', 'not_found']),
  /** The current coefficient; null when not offered. */
  coef: coef.nullable(),
  isLive: z.boolean(),
  /** Another bet of the same game is in the coupon. */
  isDepend: z.boolean(),
});
export type BetQuote = z.infer<typeof betQuoteSchema>;

/**
 * The fields of the coupon state the server supplies (SPEC 3, the
 * `coupon/serverInfo` command takes them as they are), plus the account and
 * the current state of each outcome.
 */
export const couponInfoSchema = z.object({
  typeId: couponTypeId,
  accountId: z.number().int(),
  accountType,
  currencyIso: z.string().length(3),
  /** The account's money now. */
  balance: z.number().int(),
  /** The type's limits from the site config; null when the config does not list the type, max null for a bonus account. */
  minBetAmount: minor.nullable(),
  maxBetAmount: minor.nullable(),
  /** The most one coupon pays (returns above it are paid at this amount). */
  maxPayout: minor,
  /** Prepaid (free-bet) value of the draft's promo code: the part of the stake it pays. 0 without a valid code. */
  availablePrepaidAmount: minor,
  /** Whether the draft's promo code can be used: null when the draft has none. */
  promoCodeValid: z.boolean().nullable(),
  /** The player's usable promo codes for this account's currency. */
  promoCodes: z.array(z.string()),
  promoCodeDetails: z.array(z.object({ code: z.string(), amount: minor, expiresAt: epochMs.nullable() })),
  /** Anti-express (type 6) quote for these legs: with margin, below A/(A-1). null when not offered or not a type 6 draft. */
  antiExpressCoef: coef.nullable(),
  /** System and multibet: the sizes the player may pick. */
  systemValues: z.array(systemOptionSchema),
  /** The express-bonus promotion that applies to this draft (SPEC 5), or null. */
  expressId: z.number().int().nullable(),
  /** The express bonus factor (1 + n/100, or 1.1) when it applies. */
  expressBonusCoef: coef.nullable(),
  /** Hyper bonus: percent of the net winnings added for an express that qualifies; 0 and 0 and 0 when none applies. */
  hyperBonusPercent: z.number().nonnegative(),
  minHyperBonusBetLimit: minor,
  maxHyperBonusLimit: minor,
  bets: z.array(betQuoteSchema),
});
export type CouponInfo = z.infer<typeof couponInfoSchema>;

// ---------------------------------------------------------------- coupons as the player sees them

/** One leg of a placed coupon. */
export const legViewSchema = z.object({
  position: z.number().int().nonnegative(),
  /** The bet as the coupon holds it (market.coef is the coefficient the bet was placed at): what `repeat` re-adds. */
  market: couponMarketSchema,
  blockId: z.number().int(),
  statusId: betStatusId,
  sportName: z.string(),
  champName: z.string(),
  opponent1: z.string(),
  opponent2: z.string(),
  /** Market and outcome in the asked language, e.g. "Total 2.5" and "Over 2.5". */
  marketName: z.string(),
  outcomeName: z.string(),
  startTime: epochMs,
  /** "2:1" once the game has a score (the final one after it finished); null before. */
  score: z.string().nullable(),
  /** Game status now (1 line, 2 live, 3 break, 4 finished); null when the game left the catalogue. */
  gameStatus: z.number().int().min(1).max(4).nullable(),
  /** The coefficient offered now, for repeat; null when the outcome is not offered or suspended. */
  currentCoef: coef.nullable(),
});
export type LegView = z.infer<typeof legViewSchema>;

export const couponStatusSchema = z.enum(['open', 'won', 'lost', 'returned', 'partial', 'sold']);
/**
 * open; won (payout above the stake); returned (payout equal to the stake);
 * partial (some of the stake back); lost (nothing back); sold (cashed out).
 */
export type CouponStatus = z.infer<typeof couponStatusSchema>;

export const cashoutOfferSchema = z.object({
  couponId: couponIdSchema,
  cashout: z.discriminatedUnion('available', [
    z.object({ available: z.literal(true), amount: minor }),
    z.object({ available: z.literal(false), reason: unavailableReason }),
  ]),
  insurance: z.discriminatedUnion('available', [
    /** premiumPercent of the insured amount (rounded up to a minor unit) is debited; maxAmount is the stake. */
    z.object({ available: z.literal(true), maxAmount: minor, premiumPercent: z.number().int().min(1).max(100) }),
    z.object({ available: z.literal(false), reason: unavailableReason }),
  ]),
  currentReturn: minor,
  maxReturn: minor,
  quotedAt: epochMs,
});
export type CashoutOffer = z.infer<typeof cashoutOfferSchema>;

export const couponViewSchema = z.object({
  id: couponIdSchema,
  /** The placement's refId; many singles share one. */
  refId: z.string(),
  typeId: couponTypeId,
  /** The type the player placed: 9 for each single of many singles, else typeId. */
  placedTypeId: couponTypeId,
  systemValue: z.number().int().nullable(),
  accountId: z.number().int(),
  accountType,
  currencyIso: z.string().length(3),
  /** The payload's amount: the total stake, the unit stake of a chain, the first block's of a conditional. */
  amount: minor,
  /** What the coupon cost: the debit plus the prepaid part. */
  stake: minor,
  prepaidAmount: minor,
  amountByBlockId: z.record(z.string(), z.union([minor, z.literal('max')])),
  /** Total coefficient at placement (the anti-express quote for type 6, with the express bonus when it applies). */
  coef: z.number().nonnegative(),
  antiExpressCoef: coef.nullable(),
  expressBonusCoef: coef.nullable(),
  hyperBonusPercent: z.number().nonnegative(),
  promoCode: z.string().nullable(),
  isVipBet: z.boolean(),
  status: couponStatusSchema,
  placedAt: epochMs,
  settledAt: epochMs.nullable(),
  legs: z.array(legViewSchema),
  /** What the settled legs guarantee; the payout once settled. */
  currentReturn: minor,
  /** What the coupon pays if every open leg wins (capped at maxPayout). */
  maxReturn: minor,
  /** Credited at settlement (hyper bonus included, insurance refund not); null while open or when sold. */
  payout: minor.nullable(),
  hyperBonusAmount: minor.nullable(),
  soldAmount: minor.nullable(),
  soldAt: epochMs.nullable(),
  insuredAmount: minor.nullable(),
  insurancePremium: minor.nullable(),
  /** Credited when an insured coupon lost. */
  insuranceRefund: minor.nullable(),
  /** Open coupons: the offers now. */
  offer: cashoutOfferSchema.nullable(),
});
export type CouponView = z.infer<typeof couponViewSchema>;

// ---------------------------------------------------------------- placement

export const coefChangeSchema = z.object({
  marketId: z.number().int(),
  gameId: z.number().int(),
  /** The coefficient in the payload. */
  requested: coef,
  current: coef,
  direction: z.enum(['rise', 'fall']),
});
export type CoefChange = z.infer<typeof coefChangeSchema>;

/** The body of POST place is the coupon payload of src/protocol/coupon.ts. */
export const placeRequestSchema = couponPayloadSchema;

export const placeAnswerSchema = z.object({
  status: z.literal('accepted'),
  refId: z.string(),
  /** The coupon (the first accepted single for many singles); print-coupon/{couponId}. */
  couponId: couponIdSchema,
  coupons: z.array(couponViewSchema).min(1),
  /** Many singles: one result per bet (couponId or errorCode); [] for other types. */
  singles: z.array(singleResultSchema),
  /** The account after the debit. */
  balance: balanceSchema,
  /** True when this answers a repeat of an earlier request with the same refId (nothing new was placed). */
  repeated: z.boolean(),
  /** Legs placed at a coefficient other than the payload's (changeCoefAction 1, or 2 on a rise). */
  coefChanges: z.array(coefChangeSchema),
});
export type PlaceAnswer = z.infer<typeof placeAnswerSchema>;

// ---------------------------------------------------------------- history, print

import { HISTORY_STATUSES } from '../constants/myBets';
import { HISTORY_MODES, OFFICE_HISTORY_STATUSES } from '../constants/betHistory';
export { HISTORY_STATUSES };
/** Year 9999: beyond it a date is a typing slip, not a filter. */
const HISTORY_MAX_EPOCH_MS = 253_402_300_799_999;
export const HISTORY_MAX_PAGE_SIZE = 50;

/** A filter's optional id in the query string: digits within the id column's range. */
const queryId = z.coerce.number().int().min(0).max(INT4.max).optional();
/** The office's filters; the slip's "My bets" sends only status and paging. */
export const historyFiltersSchema = z.object({
  /** settled includes sold coupons; won, lost, returned and sold are the settled coupon's outcome. */
  status: z.enum(OFFICE_HISTORY_STATUSES).default('all'),
  /** Placed at or after (epoch ms). */
  from: z.coerce.number().int().nonnegative().max(HISTORY_MAX_EPOCH_MS).optional(),
  /** Placed before (epoch ms, exclusive). */
  to: z.coerce.number().int().nonnegative().max(HISTORY_MAX_EPOCH_MS).optional(),
  /** A coupon with at least one leg of this sport. */
  sportId: queryId,
  /** The type the player placed (9 for many singles). */
  typeId: z.coerce.number().int().min(0).max(9).optional(),
  mode: z.enum(HISTORY_MODES).optional(),
  accountId: queryId,
});
export const historyQuerySchema = historyFiltersSchema
  .extend({
    page: z.coerce.number().int().min(1).max(INT4.max).default(1),
    pageSize: z.coerce.number().int().min(1).max(HISTORY_MAX_PAGE_SIZE).default(20),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from < q.to, {
    message: 'from must be before to',
    path: ['to'],
  });
export type HistoryQuery = z.input<typeof historyQuerySchema>;
export const historyCsvQuerySchema = historyFiltersSchema.refine((q) => q.from === undefined || q.to === undefined || q.from < q.to, {
  message: 'from must be before to',
  path: ['to'],
});
export type HistoryFiltersQuery = z.output<typeof historyFiltersSchema>;

export const historyAnswerSchema = z.object({
  items: z.array(couponViewSchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /** Coupons matching the filters. */
  total: z.number().int().nonnegative(),
  /** The sports of every coupon of the player (the sport filter's choices), by name. */
  sports: z.array(z.object({ id: z.number().int(), name: z.string() })).optional(),
});
export type HistoryAnswer = z.infer<typeof historyAnswerSchema>;

export const couponAnswerSchema = z.object({
  coupon: couponViewSchema,
  /** What a printed ticket adds to the coupon. */
  print: z.object({
    companyName: z.string(),
    login: z.string(),
    userId: z.number().int(),
    printedAt: epochMs,
  }),
});
export type CouponAnswer = z.infer<typeof couponAnswerSchema>;

// ---------------------------------------------------------------- cash-out and insurance

export const offersAnswerSchema = z.object({ offers: z.array(cashoutOfferSchema) });
export type OffersAnswer = z.infer<typeof offersAnswerSchema>;
export const OFFERS_MAX_IDS = 50;

/** A page language in a bets query: two lowercase letters (names are Russian for ru, else English); blank means English. */
const betsQueryLang = z
  .string()
  .regex(/^(?:[a-z]{2})?$/, 'must be two lowercase letters')
  .optional();

/** The query of GET BETS_PATHS.coupon (the print page's ticket). */
export const couponQuerySchema = z.object({ id: couponIdSchema, lang: betsQueryLang });

/** The query of GET BETS_PATHS.offers: `ids=1,2,3`, 1 to OFFERS_MAX_IDS coupon ids (blanks between commas are skipped). */
export const offersQuerySchema = z.object({
  ids: z
    .string()
    .max(OFFERS_MAX_IDS * 12, `must list 1 to ${OFFERS_MAX_IDS} ids`)
    .optional()
    .transform((text) => (text ?? '').split(',').filter((id) => id !== ''))
    .pipe(
      z.array(couponIdSchema).min(1, `must list 1 to ${OFFERS_MAX_IDS} ids`).max(OFFERS_MAX_IDS, `must list 1 to ${OFFERS_MAX_IDS} ids`),
    ),
  lang: betsQueryLang,
});

export const sellRequestSchema = z.object({
  couponId: couponIdSchema,
  /**
   * The least the player accepts (the offer they saw). The server pays its
   * own offer now when it is at least this, else refuses with
   * cashout_offer_changed and the offer now.
   */
  minAmount: minor.min(1),
});
export type SellRequest = z.input<typeof sellRequestSchema>;

export const sellAnswerSchema = z.object({
  couponId: couponIdSchema,
  /** Credited: the server's offer at the sale, at least the request's minAmount. */
  amount: minor,
  balance: balanceSchema,
  coupon: couponViewSchema,
});
export type SellAnswer = z.infer<typeof sellAnswerSchema>;

export const insureRequestSchema = z.object({
  couponId: couponIdSchema,
  /** Part of the stake to insure, 1 to the stake. */
  amount: minor.min(1),
  /** The premium percentage the player saw; a higher one now is refused (insurance_terms_changed). */
  premiumPercent: z.number().int().min(1).max(100),
});
export type InsureRequest = z.input<typeof insureRequestSchema>;

export const insureAnswerSchema = z.object({
  couponId: couponIdSchema,
  insuredAmount: minor,
  /** Debited. */
  premium: minor,
  premiumPercent: z.number().int().min(1).max(100),
  balance: balanceSchema,
  coupon: couponViewSchema,
});
export type InsureAnswer = z.infer<typeof insureAnswerSchema>;

// ---------------------------------------------------------------- error body

export const betErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(BET_ERROR_CODES as [BetErrorCode, ...BetErrorCode[]]),
    /** For logs and developers; the UI shows the translation of the code. */
    message: z.string(),
    params,
    /** invalid_request: which field and why. */
    fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
    /** coef_changed: every leg whose coefficient moved, with the current one. */
    coefChanges: z.array(coefChangeSchema).optional(),
    /** Many singles where no single could be placed: the reason per bet. */
    singles: z.array(singleResultSchema).optional(),
    /** cashout_offer_changed, insurance_terms_changed: the offer now. */
    offer: cashoutOfferSchema.optional(),
  }),
});
export type BetErrorBody = z.infer<typeof betErrorBodySchema>;
