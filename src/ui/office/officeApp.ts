import type { AppModule } from '../apps/contract';
import { PlayPausedPage } from '../limits/PlayPausedPage';
import { ResponsiblePage } from '../limits/ResponsiblePage';
import { OfficePage } from './OfficePage';
import { framed, framePages } from './frame/framed';
import { AccountPage } from './pages/AccountPage';
import { CashbackPage } from './pages/CashbackPage';
import { PromoCodePage } from './pages/PromoCodePage';
import { TransfersPage } from './pages/TransfersPage';
import { WalletsPage } from './pages/WalletsPage';
import { SecurityPage } from './security/SecurityPage';

/**
 * The office app. A page is one line here (`routeId: Page`): framePages puts
 * every page of the office (not play-paused, a page of its own) inside the
 * office frame and its menu; routes nobody has built yet get the "not
 * available yet" body inside the same frame.
 */
export const app: AppModule = {
  pages: framePages(
    {
      office: AccountPage,
      officeAccount: AccountPage,
      officeTransfers: TransfersPage,
      officeWallets: WalletsPage,
      officeCashback: CashbackPage,
      officePromoCode: PromoCodePage,
      officeResponsible: ResponsiblePage,
      officeSecurity: SecurityPage,
      playPaused: PlayPausedPage,
    },
    (routeId) => routeId !== 'playPaused',
  ),
  otherPages: framed(OfficePage),
};
