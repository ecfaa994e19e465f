import type { BetStatusId, CouponTypeId } from './constants/couponTypes';
import type { OddsFormatId } from './constants/oddsFormats';

/**
 * The public betting calculator (/{lng}/betting-calculator): a calculation as
 * the page holds it, and what the worker answers for it, priced on the coupon
 * core (src/core/calculator). The page sends either its address's query or
 * the form; the worker answers the canonical query, so the address always
 * holds the calculation and a shared link reopens it.
 */

/** The least decimal odds a leg may have. */
export const CALCULATOR_MIN_ODDS = 1.01;
/** Lines listed at most: a 25-from-50 system has far too many to show; the rest are counted. */
export const CALCULATOR_SHOWN_LINES = 200;
/** Longest text a typed field (odds, stake, quote) may hold: odds and amounts are short, a longer one is no calculation. */
export const CALCULATOR_FIELD_LENGTH = 24;
/** Digits after the point of every amount of the calculator (stake and returns): it has no account, so no currency. */
export const CALCULATOR_MONEY_DIGITS = 2;

/**
 * The results a leg may be given in the form, in this order: open, won, lost,
 * returned, half won, half lost (BET_STATUS of SPEC 4; a test keeps them
 * equal). Plain ids: the page's code must not keep the whole BET_STATUS
 * table alive in the first load's chunk that holds it.
 */
export const CALCULATOR_LEG_STATUSES = [-2, 1, 0, 2, 4, 5] as const satisfies readonly BetStatusId[];

/** One leg as typed: its odds in the calculation's format, its status, whether it is a banker (system, multibet). */
export interface CalculatorLeg {
  readonly odds: string;
  readonly status: BetStatusId;
  readonly banker: boolean;
}

export interface CalculatorInput {
  readonly typeId: CouponTypeId;
  /** k of a system or a multibet: lines of k legs outside the bankers. */
  readonly system?: number;
  /** Major units as typed ("600", "12.50"): the whole stake, a chain's unit stake, each single's stake of type 9. */
  readonly stake: string;
  /** The format the legs' odds are typed in. */
  readonly format: OddsFormatId;
  readonly legs: readonly CalculatorLeg[];
  /** Anti-express: the bookmaker's quote in decimal odds; absent, the margin-free bound A/(A-1) of the legs. */
  readonly anti?: string;
}

/** What keeps a calculation from being priced, with the values that say why. Legs count from 0. */
export type CalculatorIssue =
  | { readonly code: 'odds_missing'; readonly leg: number }
  | { readonly code: 'odds_unreadable'; readonly leg: number }
  /** Decimal odds with more than 3 decimals: odds are never rounded. */
  | { readonly code: 'odds_precision'; readonly leg: number }
  | { readonly code: 'odds_below_min'; readonly leg: number; readonly min: number }
  | { readonly code: 'stake_missing' }
  | { readonly code: 'stake_invalid' }
  | { readonly code: 'stake_below_lines'; readonly lines: number; readonly least: number }
  | { readonly code: 'leg_count'; readonly min: number; readonly max: number; readonly count: number }
  | { readonly code: 'system_missing' }
  | { readonly code: 'system_value'; readonly min: number; readonly max: number; readonly value: number }
  | { readonly code: 'bankers_too_many'; readonly max: number }
  | { readonly code: 'anti_invalid' }
  /** The legs' product is so high (1001 or more) that no anti-express quote above 1 fits under A/(A-1). */
  | { readonly code: 'anti_unavailable' }
  | { readonly code: 'anti_above_max'; readonly max: number }
  | { readonly code: 'too_large' };
export type CalculatorIssueCode = CalculatorIssue['code'];

/** A line's outcome as its own bet (the coupon core's LineStatus). */
export type CalculatorLineStatus = 'open' | 'lost' | 'returned' | 'partReturned' | 'won';

/** A range in minor units: what is sure now (current) and what it is if every open leg wins (max). */
export interface CalculatorRange {
  readonly current: number;
  readonly max: number;
}

export interface CalculatorLine {
  readonly index: number;
  /** Leg indexes, from 0. */
  readonly legs: readonly number[];
  /** Decimal odds of the line. */
  readonly coef: number;
  /** What the line stakes; a chain's or a conditional's later line stakes from what the lines before won. */
  readonly stake: CalculatorRange;
  /** A conditional block that stakes every winning so far. */
  readonly stakesWinnings: boolean;
  readonly status: CalculatorLineStatus;
  /** A line of its own: what it returns. A chain's or conditional's line: what the coupon holds after it. */
  readonly returns: CalculatorRange;
}

export interface CalculatorPriced {
  readonly status: 'ok';
  readonly lineCount: number;
  readonly lines: readonly CalculatorLine[];
  /** Lines past the listed ones (CALCULATOR_SHOWN_LINES), counted only. */
  readonly hiddenLines: number;
  /** The stake split: the first `remainder` lines stake base + 1 minor unit; total leaves the balance. */
  readonly split: { readonly base: number; readonly remainder: number; readonly total: number };
  /** Decimal odds of the whole coupon as the core states it. */
  readonly coef: number;
  /** The return of the settled legs as they stand (open legs counted as the core counts them) and if every open leg wins. */
  readonly returns: CalculatorRange;
  /** Whether a chain's or conditional's lines state what the coupon holds after each, not a return of their own. */
  readonly holdsAfterLines: boolean;
}

export type CalculatorOutcome = CalculatorPriced | { readonly status: 'invalid'; readonly issues: readonly CalculatorIssue[] };

export interface CalculatorResult {
  readonly status: 'ok';
  /** The calculation as the page should show it (from the query, or the form as it was sent). */
  readonly input: CalculatorInput;
  /** Its canonical query, without "?": what the address holds. */
  readonly query: string;
  /** The query was no calculation (a hand-edited or cut link): the default one stands in, and the page says so. */
  readonly badQuery: boolean;
  /** Each leg's decimal odds, or null when they cannot be read: the page shows them in another format on a switch. */
  readonly decimals: readonly (number | null)[];
  readonly outcome: CalculatorOutcome;
}

/** The worker could not load the calculator's code (offline on a first use): the page offers to try again. */
export type CalculatorAnswer = CalculatorResult | { readonly status: 'unavailable' };

export type CalculatorQuery = { readonly query: string } | { readonly input: CalculatorInput };

declare module './api' {
  interface QueryCatalogue {
    /** The betting calculator's lines and returns for a query or a form, computed in the worker on the coupon core. */
    bettingCalculator: { input: CalculatorQuery; output: CalculatorAnswer };
  }
}
