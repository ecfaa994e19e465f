import type { AppModule, PageTable } from '../apps/contract';
import { INFO_ROUTE_IDS } from '../apps/routeApps';
import { BettingCalculatorPage } from '../calculator/BettingCalculatorPage';
import { InfoPage } from './InfoPage';

/**
 * The information pages of SPEC 2 (rules, contacts, about, ...), their content from the server; the HTML sanitiser comes with them.
 * The betting calculator is one of them with its calculator above the text (its code a chunk of its own).
 */
export const app: AppModule = {
  pages: { ...Object.fromEntries(INFO_ROUTE_IDS.map((id) => [id, InfoPage])), bettingCalculator: BettingCalculatorPage } as PageTable,
};
