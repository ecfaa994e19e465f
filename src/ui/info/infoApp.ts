import type { AppModule, PageTable } from '../apps/contract';
import { INFO_ROUTE_IDS } from '../apps/routeApps';
import { AlphabetDoor } from '../alphabet/AlphabetDoor';
import { BettingCalculatorPage } from '../calculator/BettingCalculatorPage';
import { InfoPage } from './InfoPage';
import { LandingPage } from '../content/LandingPage';
import { MobilePage } from '../content/MobilePage';
import { NewsPage } from '../content/NewsPage';

/**
 * The information pages of SPEC 2 (rules, contacts, about, ...), their content from the server; the HTML sanitiser comes with them.
 * The betting calculator is one of them with its calculator above the text (its code a chunk of its own); the betting
 * alphabet is a page of its own here, its code a chunk fetched when it is opened.
 * The content store's pages are too (src/ui/content): the news list and articles, landing and bonus landing pages, promo,
 * partners, our-partners and the mobile page.
 */
export const app: AppModule = {
  pages: {
    ...Object.fromEntries(INFO_ROUTE_IDS.map((id) => [id, InfoPage])),
    bettingCalculator: BettingCalculatorPage,
    news: NewsPage,
    landingPage: LandingPage,
    promo: LandingPage,
    partners: LandingPage,
    ourPartners: LandingPage,
    bonusLanding: LandingPage,
    gamesLanding: LandingPage,
    mobile: MobilePage,
    bettingAlphabet: AlphabetDoor,
  } as PageTable,
};
