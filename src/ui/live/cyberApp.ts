import type { AppModule } from '../apps/contract';
import {
  CyberAllPage,
  CyberChampPage,
  CyberDisciplineChampsPage,
  CyberDisciplinePage,
  CyberDisciplineSectionPage,
  CyberMainPage,
} from './cyberPages';

/** The cyber hub (the route table's `cyber` application): its types, disciplines and championships; a game is the cyber game app's. */
export const app: AppModule = {
  pages: {
    cyberType: CyberMainPage,
    cyberMain: CyberMainPage,
    cyberAll: CyberAllPage,
    cyberDiscipline: CyberDisciplinePage,
    cyberDisciplineChamps: CyberDisciplineChampsPage,
    cyberDisciplineSection: CyberDisciplineSectionPage,
    cyberChamp: CyberChampPage,
  },
};
