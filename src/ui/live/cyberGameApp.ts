import type { AppModule } from '../apps/contract';
import { CyberGamePage } from './cyberGamePage';

/** One cyber game with every market, in the cyber frame: an app of its own, so the cyber hub does not carry the game's detail. */
export const app: AppModule = {
  pages: { cyberGame: CyberGamePage },
};
