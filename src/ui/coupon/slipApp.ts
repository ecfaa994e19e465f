import type { AppModule } from '../apps/contract';
import type { PartProps } from '../apps/parts';
import { Slip } from './Slip';

/** The bet slip of the right column: the coupon and my bets, embedded in the main layout. */
export const app: AppModule<PartProps['slip']> = { Part: Slip };
