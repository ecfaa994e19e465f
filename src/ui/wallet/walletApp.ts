import type { AppModule } from '../apps/contract';
import { WalletPage } from './WalletPage';

/** The wallet app: its own chunk and texts now, its pages later. */
export const app: AppModule = { otherPages: WalletPage };
