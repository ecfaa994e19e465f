import type { AppModule } from '../apps/contract';
import type { PartProps } from '../apps/parts';
import { Footer } from './Footer';

/** The footer, loaded as an embedded app (SPEC 2), with a reload button when loading fails. */
export const app: AppModule<PartProps['footer']> = { Part: Footer };
