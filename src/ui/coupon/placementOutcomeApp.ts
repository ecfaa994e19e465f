import type { AppModule } from '../apps/contract';
import type { PartProps } from '../apps/parts';
import { PlacementOutcome } from './PlaceArea';

/** What became of a placement (the coupon's number, or why it failed), fetched when there is one to show. */
export const app: AppModule<PartProps['placementOutcome']> = { Part: PlacementOutcome };
