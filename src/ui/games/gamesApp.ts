import type { AppModule } from '../apps/contract';
import { GamesPage } from './GamesPage';

/** The games app: its own chunk and texts now, its pages later. */
export const app: AppModule = { otherPages: GamesPage };
