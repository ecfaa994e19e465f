import type { AppModule } from '../apps/contract';
import { OfficePage } from './OfficePage';

/** The office app: its own chunk and texts now, its pages later. */
export const app: AppModule = { otherPages: OfficePage };
