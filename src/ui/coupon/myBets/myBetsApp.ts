import type { AppModule } from '../../apps/contract';
import type { PartProps } from '../../apps/parts';
import { MyBets } from './MyBets';

/** The slip's my-bets tab, fetched when the player first opens it. */
export const app: AppModule<PartProps['myBets']> = { Part: MyBets };
