import type { AppModule } from '../apps/contract';
import { LottoPage } from './LottoPage';

/** The lotto app: the lotteries, a ticket, the results and the player's tickets (server/lotto/README.md). */
export const app: AppModule = { pages: { lotto: LottoPage } };
