import type { AppModule } from '../apps/contract';
import { PlayPausedPage } from '../limits/PlayPausedPage';
import { ResponsiblePage } from '../limits/ResponsiblePage';
import { CasinoHistoryPage } from './casinoHistory/CasinoHistoryPage';
import { framed, framePages } from './frame/framed';
import { BetsHistoryPage } from './history/BetsHistoryPage';
import { PaycheckPage } from './history/PaycheckPage';
import { OfficePage } from './OfficePage';
import { QrLoginPage } from './officeSecurity/QrLoginPage';
import { AccountPage } from './pages/AccountPage';
import { PromoCodePage } from './pages/PromoCodePage';
import { TransfersPage } from './pages/TransfersPage';
import { WalletsPage } from './pages/WalletsPage';
import { PersonalDataPage } from './personal/PersonalDataPage';
import { SecurityPage } from './security/SecurityPage';
import { MailingPage } from './settings/MailingPage';
import { SettingsPage } from './settings/SettingsPage';
import { OFFICE_SUPPORT_PAGES } from './support/pages';
import { IdentificationPage, VerificationPage } from './verification/VerificationPage';
import { BonusDepositPage, BonusWagerPage } from './bonus/BonusPages';
import { PremiumCashbackPage, SportCashbackPage, VipCashbackPage } from './cashback/CashbackProgramPage';
import { RewardsPage } from './cashback/RewardsPage';
import { OfficePromotionPage } from './promotion/OfficePromotionPage';

/** Pages of the office app that stand alone: a running break, and the blocked layout's appeals (its menu would offer closed pages). */
const UNFRAMED = new Set(['playPaused', 'blockAppealHistory']);

/**
 * The office app. A page is one line here (`routeId: Page`): framePages puts
 * every page of the office inside the office frame and its menu; routes
 * nobody has built yet get the "not available yet" body inside the same frame.
 */
export const app: AppModule = {
  pages: framePages(
    {
      office: AccountPage,
      officeAccount: AccountPage,
      officeTransfers: TransfersPage,
      officeWallets: WalletsPage,
      officeCashback: SportCashbackPage,
      officePromoCode: PromoCodePage,
      officeResponsible: ResponsiblePage,
      officeSecurity: SecurityPage,
      officeQrLogin: QrLoginPage,
      officePersonalData: PersonalDataPage,
      officeHistory: BetsHistoryPage,
      officeBetsHistory: BetsHistoryPage,
      officeCasinoHistory: CasinoHistoryPage,
      officePaycheck: PaycheckPage,
      ...OFFICE_SUPPORT_PAGES,
      officeBonusesDeposit: BonusDepositPage,
      officeBonusesWager: BonusWagerPage,
      officeVipCashback: VipCashbackPage,
      officePremiumCashback: PremiumCashbackPage,
      officeRewards: RewardsPage,
      officePromotion: OfficePromotionPage,
      officeVerification: VerificationPage,
      officeIdentification: IdentificationPage,
      officeSettings: SettingsPage,
      officeMailing: MailingPage,
      playPaused: PlayPausedPage,
    },
    (routeId) => !UNFRAMED.has(routeId),
  ),
  otherPages: framed(OfficePage),
};
