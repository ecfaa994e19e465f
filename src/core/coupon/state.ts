import { type CouponTypeId, COUPON_TYPE, ACCOUNT_TYPE } from '../../protocol/constants/couponTypes';
import type { OddsFormatId } from '../../protocol/constants/oddsFormats';
import {
  DEFAULT_COUPON_SETTINGS,
  type CouponBet,
  type CouponPayload,
  type CouponRequestOutcome,
  type CouponSettings,
  type ExpressBonus,
  type PendingCouponRequest,
  type PlacedCoupon,
  type PlacedCouponStatus,
  type PossibleWin,
  type SingleResult,
  type SystemOption,
} from '../../protocol/coupon';
import type { BlockStake } from './spec';

export type {
  CouponBet,
  CouponRequestOutcome,
  CouponSettings,
  ExpressBonus,
  PendingCouponRequest,
  PlacedCoupon,
  PlacedCouponStatus,
  PossibleWin,
  SingleResult,
  SystemOption,
};

export interface PendingPlacement {
  readonly refId: string;
  readonly payload: CouponPayload;
  readonly bets: readonly CouponBet[];
  /** A one-click bet never sat in the coupon, so acceptance leaves the coupon alone. */
  readonly oneClick: boolean;
}

/** 'placing' waits for the server's answer to the placement in pendingPlacement. */
export type CouponPhase = 'editing' | 'placing' | 'accepted' | 'failed';

/** The coupon (SPEC section 3, Coupon state), plus what the flow needs to run. */
export interface CouponState {
  readonly tab: 'coupon' | 'myBets';
  readonly typeId: CouponTypeId;
  readonly bets: readonly CouponBet[];
  readonly accountId: number | null;
  /** 0 main, 4 bonus, 9 currency account. */
  readonly accountType: number;
  readonly currencyIso: string;
  readonly userId: number | null;
  /** Minor units: total stake (unit stake of a chain). */
  readonly amount: number;
  /** Conditional: stake per block id. */
  readonly amountByBlockId: Readonly<Record<string, BlockStake>>;
  /** Many singles: stake per market id. */
  readonly amountByBetId: Readonly<Record<string, number>>;
  /** From the server's coupon info, minor units; null unknown. */
  readonly minBetAmount: number | null;
  readonly maxBetAmount: number | null;
  readonly availablePrepaidAmount: number;
  /** Total coefficient (decimal) and the same in the player's format. */
  readonly coef: number;
  readonly coefByView: number;
  readonly coefViewId: OddsFormatId;
  readonly promoCode: string | null;
  readonly manualPromoCode: string;
  readonly promoCodes: readonly string[];
  readonly systemValue: number;
  readonly systemValues: readonly SystemOption[];
  readonly antiExpressCoef: number | null;
  readonly successCoupon: PlacedCoupon | null;
  readonly singlesResultCoupons: readonly SingleResult[];
  readonly expressId: number | null;
  readonly maxPayout: number | null;
  readonly hyperBonusPercent: number;
  readonly minHyperBonusBetLimit: number;
  readonly maxHyperBonusLimit: number;
  /** The player took the automatic bonus bet out of this express; it stays out until the coupon is cleared or it is restored. */
  readonly manuallyDeletedBonusBet: boolean;
  readonly settings: CouponSettings;
  readonly phase: CouponPhase;
  /** The placement waiting for the server's answer. */
  readonly pendingPlacement: PendingPlacement | null;
  readonly lastError: {
    readonly code: string;
    readonly params: Readonly<Record<string, string | number>>;
    /**
     * A placement that stayed unanswered however often it was sent ('unconfirmed'): it may stand.
     * Placing the same bets again sends its refId again (payload.ts), so the server answers its
     * first answer, or ref_id_conflict when the coupon changed, and never places it twice.
     * Absent in states recorded before it was kept.
     */
    readonly unconfirmed?: { readonly refId: string; readonly marketIds: readonly number[] };
  } | null;
  /** The site's express-bonus switch as the last decision saw it (event coupon/expressBonusSwitched). */
  readonly isExpressBonusEnabled: boolean;
  /** Sell and insure requests sent to the server and not answered yet, oldest first. */
  readonly pendingRequests: readonly PendingCouponRequest[];
  /** Placed coupons ("my bets") the player sold or insured, or tried to, by coupon id. */
  readonly placedCouponStatus: Readonly<Record<string, PlacedCouponStatus>>;
  // Derived on every event (derive.ts):
  /** The types the current bets allow (allowedTypes), for the type picker. */
  readonly allowedTypeIds: readonly CouponTypeId[];
  readonly expressBonus: ExpressBonus;
  /** Null while the coupon cannot be priced (no bets, a stake below the lines, no anti-express quote). */
  readonly possibleWin: PossibleWin | null;
}

export const initialCouponState: CouponState = {
  tab: 'coupon',
  typeId: COUPON_TYPE.single,
  bets: [],
  accountId: null,
  accountType: ACCOUNT_TYPE.main,
  currencyIso: 'RUB',
  userId: null,
  amount: 15000,
  amountByBlockId: {},
  amountByBetId: {},
  minBetAmount: null,
  maxBetAmount: null,
  availablePrepaidAmount: 0,
  coef: 0,
  coefByView: 0,
  coefViewId: 0,
  promoCode: null,
  manualPromoCode: '',
  promoCodes: [],
  systemValue: 2,
  systemValues: [],
  antiExpressCoef: null,
  successCoupon: null,
  singlesResultCoupons: [],
  expressId: null,
  maxPayout: null,
  hyperBonusPercent: 0,
  minHyperBonusBetLimit: 0,
  maxHyperBonusLimit: 0,
  manuallyDeletedBonusBet: false,
  settings: DEFAULT_COUPON_SETTINGS,
  phase: 'editing',
  pendingPlacement: null,
  lastError: null,
  isExpressBonusEnabled: false,
  pendingRequests: [],
  placedCouponStatus: {},
  allowedTypeIds: [],
  expressBonus: { eligible: false, applied: false, percent: 0, factor: 1, coef: 0 },
  possibleWin: null,
};
