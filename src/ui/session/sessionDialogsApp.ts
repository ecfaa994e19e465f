import type { AppModule } from '../apps/contract';
import type { PartProps } from '../apps/parts';
import { SessionDialog } from './SessionDialog';

/** The session's dialogs, fetched the first time the header opens one. */
export const app: AppModule<PartProps['sessionDialogs']> = { Part: SessionDialog };
