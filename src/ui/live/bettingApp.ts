import type { AppModule } from '../apps/contract';
import { ChampPage, SectionPage, SportPage } from './sectionPages';

/**
 * The live and line lists (a section, a sport, a championship), loaded on
 * demand by src/ui/apps. Only list code: a game, the cyber hub and the other
 * betting pages are apps of their own, so /live and /line download what they
 * show.
 */
export const app: AppModule = {
  pages: {
    bettingSection: SectionPage,
    bettingMenuSection: SectionPage,
    bettingSport: SportPage,
    bettingChamp: ChampPage,
  },
};
