import type { AppModule } from '../apps/contract';
import type { PartProps } from '../apps/parts';
import { SupportPanel } from './SupportPanel';

/** The support button's panel (an anchored popover), fetched when the button is first pressed. */
export const app: AppModule<PartProps['supportPanel']> = { Part: SupportPanel };
