import type { AppModule } from '../apps/contract';
import { PlayPausedPage } from '../limits/PlayPausedPage';
import { ResponsiblePage } from '../limits/ResponsiblePage';
import { BetsHistoryPage } from './history/BetsHistoryPage';
import { PaycheckPage } from './history/PaycheckPage';
import { OfficePage } from './OfficePage';
import { PersonalDataPage } from './personal/PersonalDataPage';
import { SecurityPage } from './security/SecurityPage';
import { OFFICE_SUPPORT_PAGES } from './support/pages';
import { IdentificationPage, VerificationPage } from './verification/VerificationPage';
import { MailingPage } from './settings/MailingPage';
import { SettingsPage } from './settings/SettingsPage';

/** The office app: office/responsible (limits), office/security and play-paused (a running break) now, its other pages later. */
export const app: AppModule = {
  pages: {
    officeResponsible: ResponsiblePage,
    officeSecurity: SecurityPage,
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
