import type { AppModule } from '../../apps/contract';
import { PrintCouponPage } from './PrintCouponPage';

/** A placed coupon as a printable ticket (print-coupon/{couponId}). */
export const app: AppModule = { pages: { printCoupon: PrintCouponPage } };
