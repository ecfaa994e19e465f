import type { AppModule } from '../apps/contract';
import { ChampsPage } from './ChampsPage';
import { FEATURED_PAGES } from './featuredPages';
import { MultiPage } from './MultiPage';
import { BetsOnYourPage, MarblePage, PoliticsPage, TopGamePage, UfcPage } from './pageTypePages';
import { ResultsPage } from './ResultsPage';
import { StatisticPage, StatisticPopupPage } from './statisticPages';
import { TeamGamePage, TeamPage } from './teamPages';

/**
 * The betting pages beside the lists, each reached from a link: results,
 * statistics, the multi view, every championship, team pages, the page types
 * and the featured championships. One app: none is on a first visit's path.
 */
export const app: AppModule = {
  pages: {
    results: ResultsPage,
    multi: MultiPage,
    champs: ChampsPage,
    statistic: StatisticPage,
    statisticPopup: StatisticPopupPage,
    team: TeamPage,
    teamGame: TeamGamePage,
    betsOnYour: BetsOnYourPage,
    topGame: TopGamePage,
    marble: MarblePage,
    ufc: UfcPage,
    politics: PoliticsPage,
    champHome: FEATURED_PAGES.champ.home,
    champGame: FEATURED_PAGES.champ.game,
    champFinal: FEATURED_PAGES.champ.final,
    eplHome: FEATURED_PAGES.epl.home,
    eplGame: FEATURED_PAGES.epl.game,
    eplFinal: FEATURED_PAGES.epl.final,
    laligaHome: FEATURED_PAGES.laliga.home,
    laligaGame: FEATURED_PAGES.laliga.game,
    laligaFinal: FEATURED_PAGES.laliga.final,
    europaleagueHome: FEATURED_PAGES.europaleague.home,
    europaleagueGame: FEATURED_PAGES.europaleague.game,
    europaleagueFinal: FEATURED_PAGES.europaleague.final,
    iplHome: FEATURED_PAGES.ipl.home,
    iplGame: FEATURED_PAGES.ipl.game,
    iplFinal: FEATURED_PAGES.ipl.final,
  },
};
