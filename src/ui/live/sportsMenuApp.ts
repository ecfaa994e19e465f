import type { AppModule } from '../apps/contract';
import type { PartProps } from '../apps/parts';
import { SideSportsMenu } from './SideSportsMenu';

/** The left column's sports menu (live and line sports with counts), embedded in the main layout. */
export const app: AppModule<PartProps['sportsMenu']> = { Part: SideSportsMenu };
