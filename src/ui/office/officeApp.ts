import type { AppModule } from '../apps/contract';
import { ResponsiblePage } from '../limits/ResponsiblePage';
import { OfficePage } from './OfficePage';

/** The office app: office/responsible (the player's limits) now, its other pages later. */
export const app: AppModule = { pages: { officeResponsible: ResponsiblePage }, otherPages: OfficePage };
