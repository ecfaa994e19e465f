import type { HistoryMode, OfficeHistoryStatus } from './constants/betHistory';
import type { CouponTypeId } from './constants/couponTypes';
import type { CouponView } from './schemas/bets';

/**
 * The office bet history's question to the worker (office/history and
 * office/bets-history): the tab gives its address's query string, the worker
 * reads the filters from it (src/core/betHistory), asks the server for the
 * page and adds each system coupon's lines from the coupon core.
 */
export interface BetHistoryQuery {
  /** The page address's query string (`?status=won&from=2026-11-01`), as the tab shows it. */
  readonly search: string;
  readonly lang: string;
  /** The visitor's offset east of UTC in minutes: a filter's calendar day is the visitor's day. */
  readonly utcOffsetMinutes: number;
}

/** The filters as the page's form shows them (the address's reading). */
export interface BetHistoryFilters {
  readonly status: OfficeHistoryStatus;
  readonly from: string;
  readonly to: string;
  readonly sportId: number | null;
  readonly typeId: CouponTypeId | null;
  readonly mode: HistoryMode | null;
  readonly accountId: number | null;
}

/** A line's outcome as its own bet. */
export type BetHistoryLineStatus = 'open' | 'lost' | 'returned' | 'partReturned' | 'won';

export interface BetHistoryLine {
  readonly index: number;
  /** Leg positions, from 0. */
  readonly legs: readonly number[];
  readonly coef: number;
  readonly stake: number;
  readonly status: BetHistoryLineStatus;
  readonly currentReturn: number;
  readonly maxReturn: number;
}

export interface BetHistoryItem {
  readonly coupon: CouponView;
  /** A system coupon's lines with the settlement of each; null for other types. */
  readonly lines: { readonly lines: readonly BetHistoryLine[]; readonly more: number } | null;
  /** The coupon's print-coupon page (with the language). */
  readonly printHref: string;
}

export type BetHistoryResult =
  | {
      readonly status: 'ok';
      readonly filters: BetHistoryFilters;
      readonly page: number;
      readonly pageSize: number;
      readonly total: number;
      readonly items: readonly BetHistoryItem[];
      readonly sports: readonly { readonly id: number; readonly name: string }[];
      /** The CSV of every page of these filters (the session cookie authorises the plain link). */
      readonly csvUrl: string;
      /** The address of another page of the same filters (the query string with its `?`, or ''). */
      readonly pageSearch: Readonly<Record<'previous' | 'next', string | null>>;
    }
  /** The last day is before the first. */
  | { readonly status: 'badRange'; readonly filters: BetHistoryFilters }
  | { readonly status: 'signedOut' }
  | { readonly status: 'error'; readonly message: string };

declare module './api' {
  interface QueryCatalogue {
    /** GET /web-api/bets/history with the office's filters: one page of the player's coupons, newest first. */
    loadBetHistory: { input: BetHistoryQuery; output: BetHistoryResult };
  }
}
