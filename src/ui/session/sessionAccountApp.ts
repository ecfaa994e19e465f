import type { AppModule } from '../apps/contract';
import type { PartProps } from '../apps/parts';
import { SignedInControls } from './SignedInControls';

/** A signed-in player's header controls, fetched once someone is signed in (a guest's page does without them). */
export const app: AppModule<PartProps['sessionAccount']> = { Part: SignedInControls };
