import type { AppModule } from '../apps/contract';
import { BingoPage } from './BingoPage';

/** The bingo app: the rooms and a room's game (server/bingo/README.md). */
export const app: AppModule = { pages: { bingo: BingoPage } };
