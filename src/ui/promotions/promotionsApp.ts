import type { AppModule } from '../apps/contract';
import { PROMOTION_PAGES } from './pages';

/**
 * The promotions app: the promotion list and pages, the bonus and offer lists
 * and pages (the same components by section). The route table's other
 * promotions routes (bonus landing pages, partners) are content pages of the
 * info app (src/ui/apps/routeApps.ts).
 */
export const app: AppModule = { pages: PROMOTION_PAGES };
