import type { MovementKind } from './wallet';

/**
 * The cashback programs (server/cashback/README.md): SPEC 3's cashback modes
 * (points or percent) as data. The server's job pays them, the worker and
 * the office pages describe them; nothing else spells them out.
 */
export const CASHBACK_PROGRAM_IDS = ['sport', 'vip', 'premium'] as const;
export type CashbackProgramId = (typeof CASHBACK_PROGRAM_IDS)[number];

/** A player's cashback level, set by the operator (admin endpoint); a player without one is `standard`. */
export const CASHBACK_TIERS = ['standard', 'vip', 'premium'] as const;
export type CashbackTier = (typeof CASHBACK_TIERS)[number];
export const DEFAULT_CASHBACK_TIER: CashbackTier = 'standard';

/** What a program's net loss is counted on. */
export const CASHBACK_PRODUCTS = ['sport', 'casino'] as const;
export type CashbackProduct = (typeof CASHBACK_PRODUCTS)[number];

/**
 * The ledger kinds whose player-side amounts make a product's net loss
 * (stakes are debits, wins, refunds and cash-outs credits): net loss is
 * minus their sum. Insurance is part of a bet's price and its refund part
 * of its return; a cash-out is a return like a win.
 */
export const CASHBACK_PRODUCT_KINDS: Readonly<Record<CashbackProduct, readonly MovementKind[]>> = {
  sport: ['bet_stake', 'bet_win', 'bet_refund', 'cash_out', 'insurance_premium', 'insurance_refund'],
  casino: ['casino_round_debit', 'casino_round_credit'],
};

export const CASHBACK_PERIODS = ['weekly'] as const;
export type CashbackPeriod = (typeof CASHBACK_PERIODS)[number];

/** Percent of the net loss paid as money, or points for each `per` minor units of it. */
export type CashbackReward =
  | { readonly mode: 'percent'; readonly percent: number }
  | { readonly mode: 'points'; readonly per: Readonly<Record<string, number>>; readonly points: number };

export interface CashbackProgram {
  readonly id: CashbackProgramId;
  readonly product: CashbackProduct;
  readonly reward: CashbackReward;
  readonly period: CashbackPeriod;
  /** The tiers whose players the program pays. */
  readonly tiers: readonly CashbackTier[];
  /** Per currency (minor units): a smaller net loss pays nothing; a currency not named here pays nothing. */
  readonly minNetLoss: Readonly<Record<string, number>>;
  /** Per currency: the most one period pays (minor units; points mode: points). */
  readonly cap: Readonly<Record<string, number>>;
}

const MAJOR_CURRENCIES = { RUB: 1, USD: 1, EUR: 1, GBP: 1 } as const;
/** Amounts in RUB minor units scaled to the site's other main currencies (1 USD, EUR or GBP taken as 100 RUB for terms). */
function perCurrency(rub: number): Readonly<Record<string, number>> {
  return Object.fromEntries(Object.keys(MAJOR_CURRENCIES).map((iso) => [iso, iso === 'RUB' ? rub : Math.floor(rub / 100)]));
}

/**
 * The demo's programs: every player has the sport club points; the VIP and
 * premium casino cashbacks are for their tiers only (a premium player gets
 * the premium one, never both on the same loss).
 */
export const CASHBACK_PROGRAMS: Readonly<Record<CashbackProgramId, CashbackProgram>> = {
  sport: {
    id: 'sport',
    product: 'sport',
    // One club point for each 100.00 RUB (1.00 USD) of net loss, at most 1,000 points a week.
    reward: { mode: 'points', per: perCurrency(10_000), points: 1 },
    period: 'weekly',
    tiers: ['standard', 'vip', 'premium'],
    minNetLoss: perCurrency(100_000),
    cap: { RUB: 1_000, USD: 1_000, EUR: 1_000, GBP: 1_000 },
  },
  vip: {
    id: 'vip',
    product: 'casino',
    reward: { mode: 'percent', percent: 5 },
    period: 'weekly',
    tiers: ['vip'],
    minNetLoss: perCurrency(100_000),
    cap: perCurrency(5_000_000),
  },
  premium: {
    id: 'premium',
    product: 'casino',
    reward: { mode: 'percent', percent: 10 },
    period: 'weekly',
    tiers: ['premium'],
    minNetLoss: perCurrency(50_000),
    cap: perCurrency(20_000_000),
  },
};

/**
 * Club points spent for sport bonus money (office/cashback): whole steps of
 * `step` points, each point worth `value` minor units of the currency the
 * player picks (a hundredth of what earned it: 1 % back on the net loss), a
 * currency not named here takes none. The money is a sport bonus like a
 * reload's, wagered `wagering` times within `days` and converted up to
 * `maxConversion` times the bonus.
 */
export const CLUB_POINTS_EXCHANGE = {
  step: 100,
  value: { RUB: 100, USD: 1, EUR: 1, GBP: 1 } as Readonly<Record<string, number>>,
  product: 'sport',
  wagering: 3,
  days: 30,
  maxConversion: 5,
} as const;

/** How often the job looks for closed periods to pay. */
export const CASHBACK_EVERY_MS = 60_000;
/**
 * A period is paid this long after it ends: a round or bet booked at its last
 * second commits a little later, and the job must see it.
 */
export const CASHBACK_SETTLE_DELAY_MS = 10 * 60_000;

/** The most periods one pass settles: the due one and those the server was down for since the last it settled. */
export const CASHBACK_CATCH_UP_PERIODS = 8;

/** The cashback area's player event: a payout was made (money or points). */
export const CASHBACK_EVENT_TYPE = 'cashback_changed';

/** Paging of the payout history and of the rewards timeline. */
export const CASHBACK_HISTORY_LIMITS = { default: 10, max: 50 } as const;
export const REWARDS_LIMITS = { default: 20, max: 100 } as const;

/** What the rewards timeline lists. */
export const REWARD_SOURCES = ['cashback', 'bonus', 'referral', 'promo_voucher'] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];
