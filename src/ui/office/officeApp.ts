import type { AppModule } from '../apps/contract';
import { PlayPausedPage } from '../limits/PlayPausedPage';
import { ResponsiblePage } from '../limits/ResponsiblePage';
import { OfficePage } from './OfficePage';
import { SecurityPage } from './security/SecurityPage';
import { QrLoginPage } from './officeSecurity/QrLoginPage';

/** The office app: office/responsible (limits), office/security and play-paused (a running break) now, its other pages later. */
export const app: AppModule = {
  pages: { officeResponsible: ResponsiblePage, officeSecurity: SecurityPage, officeQrLogin: QrLoginPage, playPaused: PlayPausedPage },
  otherPages: OfficePage,
};
