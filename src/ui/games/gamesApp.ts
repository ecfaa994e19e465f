import type { AppModule } from '../apps/contract';
import { BonusGamePage } from './BonusGamePage';
import { GamesList } from './GamesList';
import './games.css';

/**
 * The games project: the bonus games' list (allgamesentrance), each game
 * (bonus-games/{gameRoute}, and the same page under
 * allgamesentrance/{gameRoute}). The games landing pages
 * (games-landing/{landingRoute}) are content pages: the info app draws them.
 */
export const app: AppModule = {
  pages: {
    allGamesEntrance: GamesList,
    allGamesEntranceGame: BonusGamePage,
    bonusGame: BonusGamePage,
  },
};
