import type { AppModule } from '../apps/contract';
import { VirtualSportsPage } from './VirtualSportsPage';

/** The virtual sports app: the next events, the one playing and the results (server/virtualSports/README.md). */
export const app: AppModule = { pages: { virtualSports: VirtualSportsPage } };
