import type { AppModule } from '../apps/contract';
import { TotoBetPage, TotoCouponsPage, TotoDrawPage, TotoDrawsPage, TotoFramePage, TotoNextPage, TotoNomineesPage } from './TotoPages';

/** The toto app: the draw's form, the draw in play, the next, the player's coupons, past draws, nominees and the embeddable form. */
export const app: AppModule = {
  pages: {
    toto: TotoBetPage,
    totoDraw: TotoDrawPage,
    totoNext: TotoNextPage,
    totoCoupons: TotoCouponsPage,
    totoDraws: TotoDrawsPage,
    totoNominees: TotoNomineesPage,
    totoFrame: TotoFramePage,
  },
};
