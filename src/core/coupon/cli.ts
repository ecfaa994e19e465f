/** What the QA command line (scripts/coupon.ts) needs, in one import. */
export { CouponSpecError, type CouponSpec } from './spec';
export { couponReturns } from './returns';
export { currencyInfo, formatMinor, toMinor } from './money';
export { firstLines, lineCountBig } from './lines';
export { stakeSplit } from './stake';
export { antiExpressMaxQuote, totalCoef } from './coef';
export { isBetStatusId as isBetStatus, COUPON_TYPE_NAMES, type CouponTypeId } from '../../protocol/constants/couponTypes';
