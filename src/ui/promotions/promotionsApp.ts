import type { AppModule } from '../apps/contract';
import { PromotionsPage } from './PromotionsPage';

/** The promotions app: its own chunk and texts now, its pages later. */
export const app: AppModule = { otherPages: PromotionsPage };
