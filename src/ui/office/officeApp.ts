import type { AppModule } from '../apps/contract';
import { PlayPausedPage } from '../limits/PlayPausedPage';
import { ResponsiblePage } from '../limits/ResponsiblePage';
import { OfficePage } from './OfficePage';

/** The office app: office/responsible (the player's limits) and play-paused (a running break) now, its other pages later. */
export const app: AppModule = { pages: { officeResponsible: ResponsiblePage, playPaused: PlayPausedPage }, otherPages: OfficePage };
