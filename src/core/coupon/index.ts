/**
 * The coupon (bet slip) core: pure, deterministic, documented in docs/coupon.md.
 *
 * Three kinds of things live here:
 * - the flow: `decide(state, command, ctx)` answers the events a coupon command
 *   causes or a `coupon.<reason>` rejection; `evolve(state, event)` gives the
 *   next state. `initialCouponState` is where a coupon starts.
 * - calculators on a `CouponSpec` (legs with odds and statuses, type, stake):
 *   `totalCoef`, `lines` (lazy), `lineCount`, `stakeSplit`, `currentReturn`,
 *   `maxReturn`, `systemOptions`, and the rules of SPEC section 5; on a
 *   coupon state: `allowedTypes`, `expressBonusOf`, `placementRejection`.
 * - money and rounding: integer minor units per currency, one rounding rule
 *   (3 decimals, half away from zero).
 *
 * Amounts are integer minor units of the account currency; odds are decimal.
 */
export { decide, toCouponBet, oddsPrecisionRejection, type CouponDecideContext } from './decide';
export { couponContext } from './context';
export { evolve } from './evolve';
export {
  initialCouponState,
  type CouponState,
  type CouponPhase,
  type PendingPlacement,
  type PendingCouponRequest,
  type CouponRequestOutcome,
  type PlacedCouponStatus,
  type ExpressBonus,
  type PossibleWin,
} from './state';
// derive and specOfCoupon are for the server's placement plan, which prices a payload as the slip does.
export { derive } from './derive';
export { allowedTypes, typeRejection, typeAfterBetsChanged } from './allowedTypes';
export { expressBonusOf, expressBonusPayload } from './bonus';
export { upgradeCouponSnapshotV1 } from './snapshot';

export { CouponSpecError, type CouponSpec, type CouponSpecErrorCode, type Leg, type BlockStake } from './spec';
export { specOfCoupon } from './specOfCoupon';
export { freeBetCount } from './lobby';
export {
  totalCoef,
  expressCoef,
  productCoef,
  antiExpressUpperBound,
  antiExpressMaxQuote,
  isAntiExpressCoefPlausible,
  systemCombo,
} from './coef';
export { lines, firstLines, lineCount, lineCountBig, type CouponLine } from './lines';
export { splitLineSettlement, lineStatusOf, type LineSettlement, type LineStatus } from './lineSettlement';
export { couponReturn, couponReturns, currentReturn, maxReturn, chainReturn, type CouponReturns } from './returns';
export { stakeSplit, totalStake, type StakeSplit } from './stakeSplit';
export { insurancePremium } from './insurance';
export { systemOptions, isSystemValueAllowed, minSplitStake } from './system';
export { systemOptionsOf } from './derive';
export { hasAtMost3Decimals, isOpenStatus, type Outlook } from './factor';
export { lineOrder } from './structure';
export { amountStepOf } from './stakeSteps';
export {
  hasBankers,
  hasBlocks,
  hasOneStake,
  hasStakePerBet,
  hasStakePerBlock,
  isCombiningType,
  isLineFamilyType,
  isSplitType,
  type LineFamilyType,
  type SplitType,
} from './typeFamilies';

export {
  isExpressBonusEligible,
  expressBonusCoef,
  expressBonusPercentOf,
  expressCoefWithBonus,
  isVipBetEligible,
  amountLimits,
  checkAmount,
  isPromoCodeAllowed,
  oneClickAmountOf,
  type AmountLimits,
  type BonusLeg,
  type CouponConfig,
} from './rules';
export { isBetLive, isGameFinished, isBetLocked } from './betPredicates';
export { needsCoefConfirmation } from './live';
export { placementRejection, placementAmountLimits, betRejection, antiExpressRejection, isBetCombined } from './placement';
export { decideSettings } from './settings';
export { buildPayload } from './payload';
export { couponCost, couponStake, prepaidPart, type CouponCost } from './cost';

export { currencyInfo, toMinor, fromMinor, splitStake, stakeOfLine, stepAmount, type CurrencyInfo } from './money';
export { round3, roundHalfAway, roundDiv, ratioToCoef, toScaled } from './round';

export {
  COUPON_TYPE,
  COUPON_TYPE_IDS,
  COUPON_TYPE_NAMES,
  BET_STATUS,
  BET_STATUS_IDS,
  CHANGE_COEF_ACTION,
  LOBBY_BLOCK_ID,
  DEFAULT_BLOCK_ID,
  type CouponTypeId,
  type BetStatusId,
  type ChangeCoefAction,
} from '../../protocol/constants/couponTypes';
