import type { AppModule } from '../apps/contract';
import {
  CyberAllPage,
  CyberChampPage,
  CyberDisciplineChampsPage,
  CyberDisciplinePage,
  CyberDisciplineSectionPage,
  CyberGamePage,
  CyberMainPage,
} from './cyberPages';
import { ChampsPage } from './ChampsPage';
import { FEATURED_PAGES } from './featuredPages';
import { MultiPage } from './MultiPage';
import { BetsOnYourPage, MarblePage, PoliticsPage, TopGamePage, UfcPage } from './pageTypePages';
import { ResultsPage } from './ResultsPage';
import { ChampPage, GamePage, SectionPage, SportPage } from './sectionPages';
import { StatisticPage, StatisticPopupPage } from './statisticPages';
import { TeamGamePage, TeamPage } from './teamPages';

/** The live and line betting app (issue 5): every betting page, loaded on demand by src/ui/apps. */
export const app: AppModule = {
  pages: {
    bettingSection: SectionPage,
    bettingMenuSection: SectionPage,
    bettingSport: SportPage,
    bettingChamp: ChampPage,
    bettingGame: GamePage,
    results: ResultsPage,
    cyberType: CyberMainPage,
    cyberMain: CyberMainPage,
    cyberAll: CyberAllPage,
    cyberDiscipline: CyberDisciplinePage,
    cyberDisciplineChamps: CyberDisciplineChampsPage,
    cyberDisciplineSection: CyberDisciplineSectionPage,
    cyberChamp: CyberChampPage,
    cyberGame: CyberGamePage,
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
