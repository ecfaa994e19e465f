/** What the QA command line (scripts/coupon.ts) needs, in one import. */
export { CouponSpecError, type BlockStake, type CouponSpec, type Leg } from './spec';
export { couponReturns, type CouponReturns } from './returns';
export { currencyInfo, toMinor } from './money';
export { amountText, currencyDigits } from '../format/money';
export { firstLines, lineCountBig, type CouponLine } from './lines';
export { asExpress, heldAfter, lineStatusOf, splitLineSettlement, type LineStatus } from './lineSettlement';
export { stakeSplit } from './stakeSplit';
export { antiExpressMaxQuote, totalCoef } from './coef';
export {
  isBetStatusId as isBetStatus,
  COUPON_TYPE_NAMES,
  MIN_FREE_SYSTEM_LEGS,
  type CouponTypeId,
} from '../../protocol/constants/couponTypes';
