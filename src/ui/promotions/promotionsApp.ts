import type { AppModule } from '../apps/contract';
import { PromotionsPage } from './PromotionsPage';
import { PROMOTION_PAGES } from './pages';

/**
 * The promotions app: the promotion list and pages, the bonus and offer lists
 * and pages (the same components by section); its other routes (bonus
 * landing pages, partners) still show the section's placeholder.
 */
export const app: AppModule = { pages: PROMOTION_PAGES, otherPages: PromotionsPage };
