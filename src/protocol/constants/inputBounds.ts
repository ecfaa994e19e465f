/**
 * The ranges every number a request carries must fall in (the reference
 * server's request schemas enforce them through src/protocol/schemas/bounded.ts).
 * The database stores ids, amounts and coefficients (in thousandths) in
 * PostgreSQL `integer` columns; anything outside is refused as a typed 400
 * before a handler sees it, never left for the database to reject.
 */

/** PostgreSQL integer (int4). */
export const INT4 = { min: -2_147_483_648, max: 2_147_483_647 } as const;

/** Money in minor units: what an account balance (int4) can hold. */
export const MONEY_MAX = INT4.max;

/**
 * The largest decimal coefficient of a leg (every coefficient is above 1). The
 * catalogue offers 1.01 to 100 (server/live coefMilliFrom); requests may
 * carry up to 1000 so a test switch's odds still pass.
 */
export const LEG_COEF_MAX = 1_000;

/** A coupon's whole coefficient (the product of its legs), and the other odds formats' views of it. */
export const TOTAL_COEF_MAX = 1e12;

/** A handicap or total line. */
export const LINE_PARAM_MAX = 1_000;

/** Client-made ids (refId, a draft's id): long enough for a UUID with a prefix. */
export const CLIENT_ID_MAX_LENGTH = 128;
