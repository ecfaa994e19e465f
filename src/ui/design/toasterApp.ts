import type { AppModule } from '../apps/contract';
import type { PartProps } from '../apps/parts';
import { Toaster } from './Toaster';

/** The page's notices (Radix Toast), fetched with the first one (design/toastStore.ts queues them). */
export const app: AppModule<PartProps['toaster']> = { Part: Toaster };
