import type { AppModule } from '../apps/contract';
import type { PartProps } from '../apps/parts';
import { SupportChat } from './SupportChat';

/** The support chat, fetched when a visitor first opens it (where the site offers one). */
export const app: AppModule<PartProps['supportChat']> = { Part: SupportChat };
