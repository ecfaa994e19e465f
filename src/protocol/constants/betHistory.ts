import { HISTORY_STATUSES } from './myBets';

/**
 * The office's bet history filters (office/history, office/bets-history).
 * The slip's "My bets" tab knows only all, open and settled; the office adds
 * the settled coupon's outcome (won, lost, returned: the stake or part of it
 * back, sold: cashed out) so a player finds one coupon among hundreds.
 */
export const OFFICE_HISTORY_STATUSES = [...HISTORY_STATUSES, 'won', 'lost', 'returned', 'sold'] as const;
export type OfficeHistoryStatus = (typeof OFFICE_HISTORY_STATUSES)[number];

/** Live: a coupon with at least one leg bet in play; line: a coupon with at least one leg bet before the start. */
export const HISTORY_MODES = ['live', 'line'] as const;
export type HistoryMode = (typeof HISTORY_MODES)[number];

/** Coupons per office page. */
export const OFFICE_HISTORY_PAGE_SIZE = 20;

/** The CSV export stops after this many coupons (the filtered list of a heavy player, not the whole table). */
export const HISTORY_CSV_MAX_ROWS = 10_000;

/** A system coupon's lines listed under it; the rest is a count (a 10/20 system has 184,756). */
export const HISTORY_SHOWN_LINES = 50;
