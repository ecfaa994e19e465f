import type { AppModule } from '../apps/contract';
import type { PartProps } from '../apps/parts';
import { MediaDock } from './MediaDock';

/** The open videos and trackers, an app of its own: fetched once one is open, never in a first load. */
export const app: AppModule<PartProps['media']> = { Part: MediaDock };
