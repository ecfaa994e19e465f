import type { AppModule } from '../apps/contract';
import { TvGamesPage } from './TvGamesPage';

/** The TV games app: the draw shows, their stage, the bet panel and the last draws (server/tvGames/README.md). */
export const app: AppModule = { pages: { tvGames: TvGamesPage } };
