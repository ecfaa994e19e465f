import type { AppModule } from '../apps/contract';
import type { PartProps } from '../apps/parts';
import { SlipSettings } from './SlipSettings';

/** The slip's settings panel, fetched when the player first opens it. */
export const app: AppModule<PartProps['slipSettings']> = { Part: SlipSettings };
