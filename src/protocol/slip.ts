import { z } from 'zod';
import type { CommandEnvelope } from './envelope';
import type { CommandSpec } from './catalogue';
import type { CouponTypeId } from './constants/couponTypes';
import type {
  CouponBet,
  CouponSettings,
  ExpressBonus,
  PendingCouponRequest,
  PlacedCouponStatus,
  PossibleWin,
  SingleResult,
  SystemOption,
} from './coupon';
import type { Rejection } from './rejections';
import type { LimitRoom } from './limits';
import { HISTORY_STATUSES, type CouponAnswer, type CouponView } from './schemas/bets';

/**
 * The bet slip as the UI sees it: two projections the worker builds
 * from the coupon state, the session and the server, so the UI paints and
 * never computes (DESIGN: no domain math in src/ui).
 *
 * - `coupon`: the slip: its bets with their coefficients in the player's
 *   format, the stake rules, the totals, whether it can be placed and why not,
 *   the placement in progress and its outcome. Built from the durable coupon
 *   state (events), so every tab shows the same slip and a reload keeps it.
 * - `myBets`: the player's placed coupons from the server (bet history), with
 *   their cash-out and insurance offers. Server data, never events: a tab
 *   watches a page of it while it shows it.
 */

// ---------------------------------------------------------------- the slip

/** Why a bet cannot be placed as it is, for its badge and explanation. */
export type BetLockReason = 'finished' | 'blocked' | 'depend' | 'bannedExpress' | 'coefChanged' | null;

export interface SlipBet {
  readonly bet: CouponBet;
  /** The current and the clicked coefficient in the player's odds format. */
  readonly coefText: string;
  readonly clickedCoefText: string;
  /** rise or fall of the current coefficient against the clicked one; null when equal. */
  readonly move: 'rise' | 'fall' | null;
  readonly isLive: boolean;
  readonly lock: BetLockReason;
  /** Many singles: this bet's own stake (minor units). */
  readonly stake: number | null;
  /** The feed does not follow this bet's game (the coupon has more games than it follows): its coefficient and lock are as last known. */
  readonly unfollowed: boolean;
}

export interface SlipAccount {
  readonly id: number;
  /** ACCOUNT_TYPE: main, bonus or currency. */
  readonly type: number;
  readonly iso: string;
  readonly symbol: string;
  readonly money: number;
  readonly label: string;
  readonly isActive: boolean;
}

export interface CouponProjection {
  /** 'guest' until a player signs in: the slip fills, but placing needs an account. */
  readonly player: 'checking' | 'guest' | 'signedIn';
  readonly tab: 'coupon' | 'myBets';
  readonly typeId: CouponTypeId;
  /** The types the current bets allow, for the type picker. */
  readonly allowedTypeIds: readonly CouponTypeId[];
  readonly bets: readonly SlipBet[];
  /** The account the coupon is placed from, and every account the player may pick. */
  readonly account: SlipAccount | null;
  readonly accounts: readonly SlipAccount[];
  readonly currencyIso: string;
  /** Minor units of one step of the stake field, and the currency's digits after the point. */
  readonly amountStep: number;
  readonly currencyDigits: number;
  readonly amount: number;
  readonly amountByBlockId: Readonly<Record<string, number | 'max'>>;
  readonly amountByBetId: Readonly<Record<string, number>>;
  /** The blocks of a conditional or multibet, in order, with their bets' market ids. */
  readonly blocks: readonly { readonly blockId: number; readonly marketIds: readonly number[]; readonly stake: number | 'max' | null }[];
  /** Stake limits for this type and account (null: no limit), and the most a coupon pays. */
  readonly minBetAmount: number | null;
  readonly maxBetAmount: number | null;
  readonly maxPayout: number | null;
  /** The stake the auto-max setting puts in: min(balance, max amount); null without an account. */
  readonly autoMaxAmount: number | null;
  /** Auto-max is on and moves this type's stake (a type with one stake for the coupon). */
  readonly autoMaxOn: boolean;
  /**
   * What the stake of this type is: 'whole' the coupon's stake, 'perLink' a
   * chain's unit stake, 'splitOverLines' a total split over the lines,
   * 'perBet' a stake for every single of many singles (each may have its own),
   * 'perBlock' a stake per block of a conditional. The UI picks its fields
   * and words by it and never by the type id.
   */
  readonly stakeShape: 'whole' | 'perLink' | 'splitOverLines' | 'perBet' | 'perBlock';
  /** System and multibet: the player picks k of the free legs (systemOptions), and the lobby block joins every line. */
  readonly systemValueChoice: boolean;
  /** What a bet in the lobby block is called: a system's banker, a multibet's lobby; null where the type has none. */
  readonly lobbyRole: 'banker' | 'lobby' | null;
  /** The type takes a promo code (not many singles). */
  readonly promoCodeAllowed: boolean;
  /** The one-click stake of the selected account (a bonus account has its own). */
  readonly oneClickAmount: number;
  readonly coef: number;
  readonly coefText: string;
  readonly systemValue: number;
  readonly systemOptions: readonly SystemOption[];
  readonly antiExpressCoef: number | null;
  readonly expressBonus: ExpressBonus;
  /** The express with its bonus bet (expressBonus.coef) in the player's odds format; '' when the bonus is not applied. */
  readonly expressBonusCoefText: string;
  /** What the coupon costs: the stake, the first block's stake of a conditional, the sum of the singles of many singles. */
  readonly totalStake: number;
  readonly possibleWin: PossibleWin | null;
  readonly promoCode: string | null;
  readonly manualPromoCode: string;
  readonly promoCodes: readonly string[];
  /** The value of the held promo code's voucher (the server's quote); 0 without one. */
  readonly availablePrepaidAmount: number;
  /** The part of totalStake the voucher pays when the player uses it: at most the voucher and the stake (core couponCost). */
  readonly prepaid: number;
  /** What leaves the balance when the voucher is used: totalStake - prepaid. */
  readonly balanceDebit: number;
  readonly hyperBonus: { readonly percent: number; readonly minBet: number; readonly maxBonus: number } | null;
  readonly vipBetAllowed: boolean;
  readonly oneClickAvailable: boolean;
  readonly settings: CouponSettings;
  /** null: the coupon can be placed now; else the reason, as the core refuses it. */
  readonly placeRefusal: Rejection | null;
  /** The room the player's wagering and loss limits leave for stakes in the slip's currency; null: none counts it. */
  readonly stakeRoom: LimitRoom | null;
  readonly phase: 'editing' | 'placing' | 'accepted' | 'failed';
  /** The placement on its way; `retrying` while the server could not be reached. */
  readonly placing: { readonly refId: string; readonly oneClick: boolean; readonly retrying: boolean } | null;
  readonly lastError: { readonly code: string; readonly params: Readonly<Record<string, string | number>> } | null;
  readonly success: { readonly couponId: string; readonly singles: readonly SingleResult[] } | null;
  readonly pendingRequests: readonly PendingCouponRequest[];
  readonly placedCouponStatus: Readonly<Record<string, PlacedCouponStatus>>;
  /** The server has not confirmed the limits of this draft yet (a quote is on its way). */
  readonly quoting: boolean;
  /** The server could not quote the current draft, and why (network_error, server_error, unauthorized...): the limits shown may be old. */
  readonly quoteFailure: { readonly code: string; readonly params: Readonly<Record<string, string | number>> } | null;
  /** Games of the coupon's bets the feed does not follow (beyond the live side's MAX_COUPON_GAMES); 0 normally. */
  readonly unfollowedGames: number;
}

// ---------------------------------------------------------------- my bets

export type MyBetsFilter = (typeof HISTORY_STATUSES)[number];

export interface MyBetsProjection {
  /** guest: nothing to show; idle: no tab watches; loading the first time; error: the last load failed (items kept). */
  readonly status: 'guest' | 'idle' | 'loading' | 'ready' | 'error';
  readonly filter: MyBetsFilter;
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly items: readonly CouponView[];
  /** The failure of the last load, for the retry message. */
  readonly error: string | null;
  /** Epoch ms of the last answer. */
  readonly updatedAt: number | null;
}

export { EMPTY_MY_BETS } from './constants/myBets';

/** A tab shows a page of its bets; the worker loads it, refreshes its offers and drops the watch when the tab goes. */
export const MY_BETS_COMMAND_SCHEMAS = {
  'myBets/watch': z.object({
    filter: z.enum(HISTORY_STATUSES),
    page: z.number().int().min(1).max(10_000),
    lang: z.string().regex(/^[a-z]{2}$/),
  }),
  'myBets/unwatch': z.object({}),
  'myBets/refresh': z.object({}),
} as const;

type MyBetsSchemas = typeof MY_BETS_COMMAND_SCHEMAS;
export type MyBetsCommandType = keyof MyBetsSchemas;
export type MyBetsCommand = { [T in MyBetsCommandType]: CommandEnvelope<T, z.input<MyBetsSchemas[T]>> }[MyBetsCommandType];

// ---------------------------------------------------------------- print

export interface PrintCouponQuery {
  readonly couponId: string;
  readonly lang: string;
}
export type PrintCouponResult =
  | { readonly status: 'ok'; readonly coupon: CouponAnswer }
  | { readonly status: 'notFound' }
  | { readonly status: 'signedOut' }
  | { readonly status: 'error'; readonly message: string };

/** An amount to insure, judged by the worker: its premium, or why not (outside 1 to the offer's maximum, or no offer now). */
export type InsuranceQuote =
  | { readonly ok: true; readonly premium: number }
  | { readonly ok: false; readonly reason: 'range'; readonly min: number; readonly max: number }
  | { readonly ok: false; readonly reason: 'unavailable' };

export const MY_BETS_COMMANDS = {
  'myBets/watch': { from: 'tab', schema: MY_BETS_COMMAND_SCHEMAS['myBets/watch'] },
  'myBets/unwatch': { from: 'tab', schema: MY_BETS_COMMAND_SCHEMAS['myBets/unwatch'] },
  'myBets/refresh': { from: 'tab', schema: MY_BETS_COMMAND_SCHEMAS['myBets/refresh'] },
} as const satisfies Record<MyBetsCommandType, CommandSpec>;

declare module './catalogue' {
  interface ContextCommands {
    myBets: MyBetsCommand;
  }
}
declare module './api' {
  interface QueryCatalogue {
    /** GET /web-api/bets/coupon: a placed coupon of the signed-in player, for print-coupon/{id}. */
    loadCoupon: { input: PrintCouponQuery; output: PrintCouponResult };
    /** The premium of insuring `amount` of a coupon of "my bets", under the offer the player sees now. */
    insuranceQuote: { input: { readonly couponId: string; readonly amount: number }; output: InsuranceQuote };
  }
  interface ProjectionValues {
    /** The bet slip. */
    readonly coupon: CouponProjection;
    /** The page of the player's placed coupons a tab shows ("my bets"). */
    readonly myBets: MyBetsProjection;
  }
}
