import type { AppModule } from '../apps/contract';
import { InboxPage } from './InboxPage';

/** The inbox app: office/messages. */
export const app: AppModule = { pages: { officeMessages: InboxPage } };
