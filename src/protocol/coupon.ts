import { z } from 'zod';
import { CLIENT_ID_MAX_LENGTH, LINE_PARAM_MAX, TOTAL_COEF_MAX } from './constants/inputBounds';
import { boundedNumber, int4, legCoef, minorUnits, totalCoef } from './schemas/bounded';
import type { CommandSpec } from './catalogue';
import type { CommandEnvelope } from './envelope';
import type { NewEvent } from './envelope';

/**
 * The coupon (bet slip) contract: its data (SPEC section 3: bet in a coupon,
 * settings, payload, system option), the commands the worker dispatches to
 * src/core/coupon and the events it stores. Money is in integer minor units of
 * the account currency; coefficients are decimal odds.
 */

const couponTypeId = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
  z.literal(7),
  z.literal(8),
  z.literal(9),
]);
const betStatusId = z.union([
  z.literal(-2),
  z.literal(-1),
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
]);
const changeCoefAction = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const oddsFormatId = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
const minor = minorUnits();
const coef = legCoef();
export const blockStakeSchema = z.union([minor, z.literal('max')]);

export const marketSchema = z.object({
  id: z.number().int(),
  sportId: z.number().int(),
  /** Market (outcome) type id. */
  typeId: z.number().int(),
  coef,
  /** Market kind; kind 7 never takes an express bonus. */
  kind: z.number().int(),
  isLive: z.boolean(),
  champId: z.number().int(),
  gameId: z.number().int(),
  /** Handicap or total line, when the market has one. */
  param: z.number().nullable().default(null),
});
export type Market = z.infer<typeof marketSchema>;

export const couponBetSchema = z.object({
  market: marketSchema,
  blockId: z.number().int(),
  statusId: betStatusId.default(-2),
  gameNumber: z.number().int().nullable().default(null),
  /** Game status: 2 and 3 live, 4 finished. */
  gameStatus: z.number().int().nullable().default(null),
  isFinished: z.boolean().default(false),
  isLiveInLive: z.boolean().default(false),
  /** Epoch milliseconds of the start. */
  startTime: z.number().nullable().default(null),
  /** Game clock in seconds; null before the start. */
  timeSec: z.number().nullable().default(null),
  opponent1: z.string().default(''),
  opponent2: z.string().default(''),
  fullScore: z.string().default(''),
  isBlocked: z.boolean().default(false),
  /** Dependent on another bet (server flag, or another bet of the same game in the coupon). */
  isDepend: z.boolean().default(false),
  /** The server's own dependency flag; isDepend adds the same-game rule to it. */
  isDependByServer: z.boolean().default(false),
  isBannedExpress: z.boolean().default(false),
  isDisabledBanker: z.boolean().default(false),
  statisticId: z.string().nullable().default(null),
  playersDuel: z.boolean().default(false),
  pageType: z.string().nullable().default(null),
  /** The odds the player clicked or last confirmed; market.coef is the current one. */
  clickedCoef: coef,
  /** A change the changeCoefAction setting did not accept waits for the player. */
  isCoefChangePending: z.boolean().default(false),
});
export type CouponBet = z.infer<typeof couponBetSchema>;

/** What the UI sends to add a bet: the market and what it knows of the game. */
export const newBetSchema = couponBetSchema
  .omit({ clickedCoef: true, isCoefChangePending: true, isDepend: true, isDependByServer: true, blockId: true })
  .extend({ blockId: z.number().int().optional(), isDepend: z.boolean().default(false) });
export type NewBet = z.input<typeof newBetSchema>;

export const couponSettingsSchema = z.object({
  /** Stake-field step per currency, minor units. */
  amountStepByCurrencyIso: z.record(z.string(), minor),
  isManualAmountStep: z.boolean(),
  changeCoefAction,
  isAutoMax: z.boolean(),
  isVipBet: z.boolean(),
  isBalanceShown: z.boolean(),
  isPossibleWinShown: z.boolean(),
  isSelectAccountShown: z.boolean(),
  /** Keep the bets in the coupon after a bet is accepted. */
  isCouponFixed: z.boolean(),
  oneClickAmount: minor,
  isActiveOneClick: z.boolean(),
  /** Place only at exactly the shown coefficients. */
  exactCoef: z.boolean(),
  /** Drop a bet from the coupon when its game's score changes. */
  isDropOnScoreChange: z.boolean(),
  bonusAccountOneClickAmount: minor,
});
export type CouponSettings = z.infer<typeof couponSettingsSchema>;
export const couponSettingsPatchSchema = couponSettingsSchema.partial().strict();
export type CouponSettingsPatch = z.infer<typeof couponSettingsPatchSchema>;

export const DEFAULT_COUPON_SETTINGS: CouponSettings = {
  amountStepByCurrencyIso: {},
  isManualAmountStep: false,
  changeCoefAction: 2,
  isAutoMax: false,
  isVipBet: false,
  isBalanceShown: true,
  isPossibleWinShown: true,
  isSelectAccountShown: true,
  isCouponFixed: false,
  oneClickAmount: 0,
  isActiveOneClick: false,
  exactCoef: false,
  isDropOnScoreChange: false,
  bonusAccountOneClickAmount: 0,
};

export const systemOptionSchema = z.object({
  /** k: legs of the free part in each line. */
  value: z.number().int(),
  /** Bankers that join every line (a line has value + offset legs). */
  offset: z.number().int().nonnegative(),
  /** Least total stake, minor units: combo x the least stake of one line. */
  minBetAmount: minor,
  /** Number of lines. */
  combo: z.number().int().positive(),
});
export type SystemOption = z.infer<typeof systemOptionSchema>;

export const payloadBetSchema = z.object({
  marketId: int4(),
  gameId: int4(),
  typeId: int4(),
  coef,
  param: boundedNumber(-LINE_PARAM_MAX, LINE_PARAM_MAX).nullable(),
  blockId: int4(),
  isLive: z.boolean(),
});
export type PayloadBet = z.infer<typeof payloadBetSchema>;

/**
 * The automatic bonus bet of an express (SPEC 4 and 5), as a placement sends
 * it: percent n for n = 1..9 legs, else 10; factor = 1 + percent/100 (the
 * bonus bet's coefficient); coef = the express coefficient x factor, rounded
 * once. `coef` of the payload stays the plain express coefficient.
 */
export const expressBonusPayloadSchema = z.object({
  percent: z.number().int().min(1).max(100),
  factor: coef,
  coef: totalCoef(),
});
export type ExpressBonusPayload = z.infer<typeof expressBonusPayloadSchema>;

/** What a placement sends to the server (SPEC section 3, Coupon payload). */
export const couponPayloadSchema = z.object({
  id: z.string().max(CLIENT_ID_MAX_LENGTH).nullable(),
  accountId: int4().nullable(),
  amount: minor,
  amountByBlockId: z.record(z.string(), blockStakeSchema),
  amountByBetId: z.record(z.string(), minor),
  bets: z.array(payloadBetSchema),
  changeCoefAction,
  /** The whole coefficient the slip showed; 0 when it shows none. */
  coef: boundedNumber(0, TOTAL_COEF_MAX),
  /** The same in the player's odds format (American odds are negative below evens). */
  coefByView: boundedNumber(-TOTAL_COEF_MAX, TOTAL_COEF_MAX),
  coefViewId: oddsFormatId,
  exactCoef: z.boolean(),
  isDropOnScoreChange: z.boolean(),
  prepaidAmount: minor,
  /** Made by the worker per placement; the server deduplicates on it. */
  refId: z.string().min(1).max(CLIENT_ID_MAX_LENGTH),
  systemValue: int4(),
  typeId: couponTypeId,
  userId: int4().nullable(),
  promoCode: z.string().max(64).nullable(),
  isVipBet: z.boolean(),
  hyperBonusPercent: boundedNumber(0, 100),
  minHyperBonusBetLimit: minor,
  maxHyperBonusLimit: minor,
  /**
   * The express bonus the player keeps in the coupon. Absent or null: no bonus
   * (placements recorded, and payloads written, before the field existed).
   */
  expressBonus: expressBonusPayloadSchema.nullable().optional(),
});
export type CouponPayload = z.infer<typeof couponPayloadSchema>;

export const singleResultSchema = z.object({
  marketId: z.number().int(),
  couponId: z.string().nullable(),
  errorCode: z.string().nullable(),
});
export type SingleResult = z.infer<typeof singleResultSchema>;

const paramsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** A stake field of the slip: the coupon's, a block's, a single's, the one-click stakes, the manual +/- step itself. */
export const stakeFieldSchema = z.discriminatedUnion('field', [
  z.object({ field: z.literal('amount') }),
  z.object({ field: z.literal('block'), blockId: z.number().int() }),
  z.object({ field: z.literal('bet'), marketId: z.number().int() }),
  z.object({ field: z.literal('oneClick') }),
  z.object({ field: z.literal('bonusOneClick') }),
  z.object({ field: z.literal('amountStep') }),
]);
export type StakeField = z.infer<typeof stakeFieldSchema>;

/** Payload schemas of every command, checked by decide before anything else. */
export const COUPON_COMMAND_SCHEMAS = {
  'coupon/addBet': z.object({ bet: newBetSchema }),
  'coupon/deleteBet': z.object({ marketId: z.number().int() }),
  'coupon/clear': z.object({}),
  'coupon/changeType': z.object({ typeId: couponTypeId }),
  'coupon/setAmount': z.object({ amount: minor }),
  'coupon/setAmountByBlock': z.object({ blockId: z.number().int(), amount: blockStakeSchema }),
  'coupon/setAmountByBet': z.object({ marketId: z.number().int(), amount: minor }),
  'coupon/setSystemValue': z.object({ value: z.number().int() }),
  'coupon/setBankers': z.object({ marketIds: z.array(z.number().int()) }),
  'coupon/moveToBlock': z.object({ marketId: z.number().int(), blockId: z.number().int() }),
  'coupon/setPromoCode': z.object({ code: z.string().trim().max(64).nullable(), source: z.enum(['manual', 'list']) }),
  'coupon/changeSettings': z.object({ changes: couponSettingsPatchSchema, confirmed: z.boolean().optional() }),
  /** + or - on a stake field, from what the field shows (typed or not): the core knows the step. */
  'coupon/stepStake': z.object({ target: stakeFieldSchema, from: minor, direction: z.union([z.literal(1), z.literal(-1)]) }),
  /** The manual +/- step of the coupon's currency (settings isManualAmountStep); a step of 0 is no step and changes nothing. */
  'coupon/setAmountStep': z.object({ step: minor }),
  'coupon/selectAccount': z.object({
    accountId: z.number().int(),
    accountType: z.number().int(),
    currencyIso: z.string().length(3),
    userId: z.number().int().nullable().optional(),
  }),
  'coupon/setCoefView': z.object({ coefViewId: oddsFormatId }),
  'coupon/serverInfo': z.object({
    minBetAmount: minor.nullable().optional(),
    maxBetAmount: minor.nullable().optional(),
    maxPayout: minor.nullable().optional(),
    availablePrepaidAmount: minor.optional(),
    antiExpressCoef: coef.nullable().optional(),
    promoCodes: z.array(z.string()).optional(),
    expressId: z.number().int().nullable().optional(),
    hyperBonusPercent: z.number().nonnegative().optional(),
    minHyperBonusBetLimit: minor.optional(),
    maxHyperBonusLimit: minor.optional(),
  }),
  'coupon/confirmCoefChanges': z.object({}),
  'coupon/place': z.object({ prepaidAmount: minor.optional() }),
  'coupon/placeOneClick': z.object({ bet: newBetSchema }),
  'coupon/reportAccepted': z.object({ refId: z.string(), couponId: z.string(), singles: z.array(singleResultSchema).optional() }),
  'coupon/reportError': z.object({ refId: z.string(), code: z.string(), params: paramsSchema.optional() }),
  /** Sell (cash out) any placed coupon for `amount`, the server's offer the player saw. */
  'coupon/sell': z.object({ couponId: z.string().min(1), amount: minor }),
  /** Insure any placed coupon for `amount`, the server's offer the player saw. */
  'coupon/insure': z.object({ couponId: z.string().min(1), amount: minor }),
  /** The worker's report of the server's answer to a sell or insure request. */
  'coupon/reportSold': z.object({ requestId: z.string(), amount: minor }),
  'coupon/reportSellFailed': z.object({ requestId: z.string(), code: z.string(), params: paramsSchema.optional() }),
  'coupon/reportInsured': z.object({ requestId: z.string(), amount: minor }),
  'coupon/reportInsureFailed': z.object({ requestId: z.string(), code: z.string(), params: paramsSchema.optional() }),
  /** The player takes the automatic bonus bet out of an express, or puts it back. */
  'coupon/deleteBonusBet': z.object({}),
  'coupon/restoreBonusBet': z.object({}),
  'coupon/repeat': z.object({}),
  'coupon/liveCoef': z.object({ marketId: z.number().int(), coef }),
  'coupon/liveBlock': z.object({ marketId: z.number().int(), isBlocked: z.boolean() }),
  'coupon/liveScore': z.object({ gameId: z.number().int(), score: z.string() }),
  'coupon/liveGameFinished': z.object({ gameId: z.number().int() }),
  /** The feed's state of a game not finished: its status (1 line, 2 live, 3 break), clock and score. */
  'coupon/liveGameState': z.object({
    gameId: z.number().int(),
    gameStatus: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    timeSec: z.number().int().nonnegative().nullable(),
    score: z.string(),
  }),
  'coupon/selectTab': z.object({ tab: z.enum(['coupon', 'myBets']) }),
} as const;

type CommandSchemas = typeof COUPON_COMMAND_SCHEMAS;
export type CouponCommandType = keyof CommandSchemas;
export type CouponCommandPayload<T extends CouponCommandType> = z.input<CommandSchemas[T]>;
export type CouponCommandOf<T extends CouponCommandType> = CommandEnvelope<T, CouponCommandPayload<T>>;
export type CouponCommand = { [T in CouponCommandType]: CouponCommandOf<T> }[CouponCommandType];

/** What the worker reports of the server and the feed; a tab may not send these. */
const COUPON_SYSTEM_COMMANDS: ReadonlySet<CouponCommandType> = new Set<CouponCommandType>([
  'coupon/serverInfo',
  'coupon/reportAccepted',
  'coupon/reportError',
  'coupon/reportSold',
  'coupon/reportSellFailed',
  'coupon/reportInsured',
  'coupon/reportInsureFailed',
  'coupon/liveCoef',
  'coupon/liveBlock',
  'coupon/liveScore',
  'coupon/liveGameFinished',
  'coupon/liveGameState',
]);

/** The edits of the slip's bets and stakes: answered once applied (below), and held while a placement is on its way (core). */
export const COUPON_BET_AND_STAKE_EDITS = [
  'coupon/addBet',
  'coupon/deleteBet',
  'coupon/clear',
  'coupon/changeType',
  'coupon/setAmount',
  'coupon/setAmountByBlock',
  'coupon/setAmountByBet',
  'coupon/setSystemValue',
  'coupon/setBankers',
  'coupon/moveToBlock',
  'coupon/setPromoCode',
] as const satisfies readonly CouponCommandType[];

/**
 * Edits of the slip: they move no money and send nothing to a server, so they
 * are answered once applied in memory (the click paints in its frame) and
 * written right after. Placing, selling, insuring, the paying account and
 * everything the worker reports stay durable-first.
 */
const COUPON_SLIP_EDITS: ReadonlySet<CouponCommandType> = new Set<CouponCommandType>([
  ...COUPON_BET_AND_STAKE_EDITS,
  'coupon/changeSettings',
  'coupon/stepStake',
  'coupon/setAmountStep',
  'coupon/setCoefView',
  'coupon/confirmCoefChanges',
  'coupon/deleteBonusBet',
  'coupon/restoreBonusBet',
  'coupon/selectTab',
]);

/** The coupon's commands for the registry: who may send each and when it is answered (decide checks the payload with its own reasons). */
export const COUPON_COMMANDS = Object.fromEntries(
  Object.keys(COUPON_COMMAND_SCHEMAS).map((type) => {
    const t = type as CouponCommandType;
    const spec: CommandSpec = COUPON_SYSTEM_COMMANDS.has(t)
      ? { from: 'system' }
      : COUPON_SLIP_EDITS.has(t)
        ? { from: 'tab', acknowledge: 'applied' }
        : { from: 'tab' };
    return [type, spec];
  }),
) as { readonly [T in CouponCommandType]: CommandSpec };

const placedCouponSchema = z.object({
  id: z.string(),
  refId: z.string(),
  payload: couponPayloadSchema,
  bets: z.array(couponBetSchema),
  soldAmount: minor.nullable(),
  insuredAmount: minor.nullable(),
});
export type PlacedCoupon = z.infer<typeof placedCouponSchema>;
export { placedCouponSchema };

const accountPayload = z.object({
  accountId: z.number().int(),
  accountType: z.number().int(),
  currencyIso: z.string().length(3),
  userId: z.number().int().nullable(),
});

/** Payload schemas of every event; all at version 1. */
const EVENT_PAYLOADS = {
  'coupon/betAdded': z.object({ bet: couponBetSchema }),
  'coupon/betDeleted': z.object({ marketId: z.number().int(), reason: z.enum(['player', 'score_changed']) }),
  'coupon/cleared': z.object({ reason: z.enum(['player', 'one_click']) }),
  'coupon/typeChanged': z.object({ typeId: couponTypeId }),
  'coupon/amountSet': z.object({ amount: minor }),
  'coupon/blockAmountSet': z.object({ blockId: z.number().int(), amount: blockStakeSchema }),
  'coupon/betAmountSet': z.object({ marketId: z.number().int(), amount: minor }),
  'coupon/systemValueSet': z.object({ value: z.number().int() }),
  'coupon/bankersSet': z.object({ marketIds: z.array(z.number().int()) }),
  'coupon/betMovedToBlock': z.object({ marketId: z.number().int(), blockId: z.number().int() }),
  'coupon/promoCodeSet': z.object({ code: z.string().nullable(), source: z.enum(['manual', 'list']) }),
  'coupon/settingsChanged': z.object({ changes: couponSettingsPatchSchema }),
  'coupon/accountSelected': accountPayload,
  'coupon/coefViewSet': z.object({ coefViewId: oddsFormatId }),
  'coupon/serverInfoReceived': COUPON_COMMAND_SCHEMAS['coupon/serverInfo'],
  'coupon/coefChangesConfirmed': z.object({}),
  'coupon/placing': z.object({ refId: z.string(), payload: couponPayloadSchema, bets: z.array(couponBetSchema), oneClick: z.boolean() }),
  'coupon/accepted': z.object({ refId: z.string(), couponId: z.string(), singles: z.array(singleResultSchema) }),
  'coupon/failed': z.object({ refId: z.string(), code: z.string(), params: paramsSchema }),
  'coupon/sellRequested': z.object({ requestId: z.string(), couponId: z.string(), amount: minor }),
  /** v2; requestId is null for a sale recorded (v1) before sales were a server round trip. */
  'coupon/sold': z.object({ requestId: z.string().nullable(), couponId: z.string(), amount: minor }),
  'coupon/sellFailed': z.object({ requestId: z.string(), couponId: z.string(), code: z.string(), params: paramsSchema }),
  'coupon/insureRequested': z.object({ requestId: z.string(), couponId: z.string(), amount: minor }),
  /** v2; requestId is null for an insurance recorded (v1) before it was a server round trip. */
  'coupon/insured': z.object({ requestId: z.string().nullable(), couponId: z.string(), amount: minor }),
  'coupon/insureFailed': z.object({ requestId: z.string(), couponId: z.string(), code: z.string(), params: paramsSchema }),
  /** v2 adds the stakes by block and by bet. */
  'coupon/repeated': z.object({
    bets: z.array(couponBetSchema),
    typeId: couponTypeId,
    amount: minor,
    systemValue: z.number().int(),
    amountByBlockId: z.record(z.string(), blockStakeSchema),
    amountByBetId: z.record(z.string(), minor),
  }),
  'coupon/bonusBetDeleted': z.object({}),
  'coupon/bonusBetRestored': z.object({}),
  /** The site's express-bonus switch as the coupon's decisions saw it (site config, bonusSettings). */
  'coupon/expressBonusSwitched': z.object({ enabled: z.boolean() }),
  'coupon/coefChanged': z.object({ marketId: z.number().int(), coef, needsConfirmation: z.boolean() }),
  'coupon/betBlocked': z.object({ marketId: z.number().int() }),
  'coupon/betUnblocked': z.object({ marketId: z.number().int() }),
  'coupon/scoreChanged': z.object({ gameId: z.number().int(), score: z.string() }),
  'coupon/gameFinished': z.object({ gameId: z.number().int() }),
  /** A game's status changed (a line game went live, a break began or ended); score fills a bet that knew none. */
  'coupon/gameStateChanged': z.object({
    gameId: z.number().int(),
    gameStatus: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    timeSec: z.number().int().nonnegative().nullable(),
    score: z.string(),
  }),
  'coupon/tabSelected': z.object({ tab: z.enum(['coupon', 'myBets']) }),
} as const;

type EventPayloads = typeof EVENT_PAYLOADS;
export type CouponEventType = keyof EventPayloads;
export type CouponEventOf<T extends CouponEventType> = NewEvent<T, z.output<EventPayloads[T]>>;
export type CouponEvent = { [T in CouponEventType]: CouponEventOf<T> }[CouponEventType];

/** Event types past version 1; every other coupon event is at version 1. */
const EVENT_VERSIONS: { readonly [T in CouponEventType]?: number } = {
  'coupon/sold': 2,
  'coupon/insured': 2,
  'coupon/repeated': 2,
};

/** The payloads of older versions, read before upcasting (src/core/coupon/upcast.ts). */
const OLD_EVENT_PAYLOADS: { readonly [T in CouponEventType]?: Readonly<Record<number, z.ZodType>> } = {
  'coupon/sold': { 1: z.object({ couponId: z.string(), amount: minor }) },
  'coupon/insured': { 1: z.object({ couponId: z.string(), amount: minor }) },
  'coupon/repeated': {
    1: z.object({ bets: z.array(couponBetSchema), typeId: couponTypeId, amount: minor, systemValue: z.number().int() }),
  },
};

/** The version a coupon event of this type is written at. */
export function couponEventVersion(type: CouponEventType): number {
  return EVENT_VERSIONS[type] ?? 1;
}

/** The coupon's events for the registry: current version, payload schema, and older shapes. */
export const COUPON_EVENT_SCHEMAS = Object.fromEntries(
  Object.entries(EVENT_PAYLOADS).map(([type, schema]) => [
    type,
    { v: couponEventVersion(type as CouponEventType), schema, old: OLD_EVENT_PAYLOADS[type as CouponEventType] ?? {} },
  ]),
) as {
  readonly [T in CouponEventType]: {
    readonly v: number;
    readonly schema: EventPayloads[T];
    readonly old: Readonly<Record<number, z.ZodType>>;
  };
};

/** A sell (cash-out) or insurance request waiting for the server's answer. */
export interface PendingCouponRequest {
  readonly requestId: string;
  readonly kind: 'sell' | 'insure';
  readonly couponId: string;
  /** Minor units: the offer the player accepted. */
  readonly amount: number;
}

/** How the last sell or insure request of a placed coupon ended. */
export type CouponRequestOutcome =
  | { readonly status: 'sold' | 'insured'; readonly requestId: string | null; readonly amount: number }
  | {
      readonly status: 'sellFailed' | 'insureFailed';
      readonly requestId: string;
      readonly code: string;
      readonly params: Readonly<Record<string, string | number>>;
    };

/** What the coupon knows of a placed coupon after placement ("my bets"). */
export interface PlacedCouponStatus {
  /** Minor units the coupon was sold for; null while unsold. */
  readonly soldAmount: number | null;
  /** Minor units insured; null while uninsured. */
  readonly insuredAmount: number | null;
  readonly lastOutcome: CouponRequestOutcome | null;
}

/** The express bonus as the slip shows it (derived from the bets, the type and the site switch). */
export interface ExpressBonus {
  /** SPEC 5: site switch on, express, 3+ legs, each at 1.1+ and not market kind 7, total 1.01+. */
  readonly eligible: boolean;
  /** The automatic bonus bet sits in the coupon: eligible and not deleted by the player. */
  readonly applied: boolean;
  /** n for n = 1..9 legs, else 10; 0 when not eligible. */
  readonly percent: number;
  /** The bonus bet's coefficient 1 + percent/100; 1 when not eligible. */
  readonly factor: number;
  /** The express coefficient x factor, rounded once; the plain coefficient when not eligible. */
  readonly coef: number;
}

/** The return shown as the possible win (stake included), capped at the server's maxPayout. */
export interface PossibleWin {
  /** Minor units the slip shows: min(uncapped, maxPayout). */
  readonly amount: number;
  /** Minor units if every open bet wins, with the express bonus when applied. */
  readonly uncapped: number;
  readonly isCapped: boolean;
}

declare module './catalogue' {
  interface ContextCommands {
    coupon: CouponCommand;
  }
  interface ContextEvents {
    coupon: CouponEvent;
  }
}
