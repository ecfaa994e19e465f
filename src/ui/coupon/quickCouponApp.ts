import type { AppModule } from '../apps/contract';
import type { PartProps } from '../apps/parts';
import { QuickCoupon } from './QuickCoupon';

/** The quick coupon, an app of its own: a visit that never turns one-click on never downloads it. */
export const app: AppModule<PartProps['quickCoupon']> = { Part: QuickCoupon };
