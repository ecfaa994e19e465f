import type { AppModule } from '../apps/contract';
import { CasinoPage } from './CasinoPage';
import { GamePage } from './game/GamePage';

/** The casino app: its own chunk and texts now, its pages later. */
export const app: AppModule = { pages: { slotsGame: GamePage, liveCasinoGame: GamePage }, otherPages: CasinoPage };
