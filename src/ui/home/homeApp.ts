import type { AppModule } from '../apps/contract';
import { HomePage } from './HomePage';

/** The home page: the top live and line events and the player's settings at a glance. */
export const app: AppModule = { pages: { home: HomePage } };
