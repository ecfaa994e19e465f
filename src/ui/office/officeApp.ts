import type { AppModule } from '../apps/contract';
import { PlayPausedPage } from '../limits/PlayPausedPage';
import { ResponsiblePage } from '../limits/ResponsiblePage';
import { BetsHistoryPage } from './history/BetsHistoryPage';
import { PaycheckPage } from './history/PaycheckPage';
import { OfficePage } from './OfficePage';
import { QrLoginPage } from './officeSecurity/QrLoginPage';
import { PersonalDataPage } from './personal/PersonalDataPage';
import { SecurityPage } from './security/SecurityPage';
import { MailingPage } from './settings/MailingPage';
import { SettingsPage } from './settings/SettingsPage';
import { OFFICE_SUPPORT_PAGES } from './support/pages';
import { IdentificationPage, VerificationPage } from './verification/VerificationPage';

/** The office app: the player's account pages, office/responsible (limits) and play-paused (a running break). */
export const app: AppModule = {
  pages: {
    officeResponsible: ResponsiblePage,
    officeSecurity: SecurityPage,
    officeQrLogin: QrLoginPage,
    playPaused: PlayPausedPage,
    officePersonalData: PersonalDataPage,
    officeHistory: BetsHistoryPage,
    officeBetsHistory: BetsHistoryPage,
    officePaycheck: PaycheckPage,
    ...OFFICE_SUPPORT_PAGES,
    officeVerification: VerificationPage,
    officeIdentification: IdentificationPage,
    officeSettings: SettingsPage,
    officeMailing: MailingPage,
  },
  otherPages: OfficePage,
};
