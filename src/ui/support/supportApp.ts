import type { AppModule } from '../apps/contract';
import type { PartProps } from '../apps/parts';
import { SupportButton } from './SupportButton';

/** The support area (e-mail, call back, chat), loaded as an embedded app (SPEC 2). */
export const app: AppModule<PartProps['support']> = { Part: SupportButton };
