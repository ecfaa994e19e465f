import type { AppModule } from '../apps/contract';
import type { PartProps } from '../apps/parts';
import { CouponBets } from './CouponBets';

/** The slip's bets, stakes and place button, fetched once the coupon has a bet (an empty coupon shows without them). */
export const app: AppModule<PartProps['couponBets']> = { Part: CouponBets };
