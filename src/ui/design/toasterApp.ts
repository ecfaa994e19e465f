import type { AppModule } from '../apps/contract';
import type { PartProps } from '../apps/parts';
import { NotificationStack } from '../notifications/NotificationStack';

/** The site's notification surface: the page's notices and the shared queue (Radix Toast), fetched with the first one. */
export const app: AppModule<PartProps['toaster']> = { Part: NotificationStack };
