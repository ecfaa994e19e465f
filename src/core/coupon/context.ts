import type { DecideContext } from '../shared/decision';
import type { CouponConfig } from './rules';

/** What coupon decisions read besides the state: time, ids and the site config. */
export interface CouponContext extends DecideContext {
  readonly config: CouponConfig;
}
