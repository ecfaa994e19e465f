import type { AppModule } from '../apps/contract';
import { GamePage } from './gamePage';

/** One game with every market (a link from the lists): an app of its own, so the lists do not carry the game's detail. */
export const app: AppModule = {
  pages: { bettingGame: GamePage },
};
