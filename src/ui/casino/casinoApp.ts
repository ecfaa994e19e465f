import type { AppModule } from '../apps/contract';
import { CasinoPage } from './CasinoPage';

/** The casino app: its own chunk and texts now, its pages later. */
export const app: AppModule = { otherPages: CasinoPage };
