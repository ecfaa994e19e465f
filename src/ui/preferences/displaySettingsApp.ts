import type { AppModule } from '../apps/contract';
import type { PartProps } from '../apps/parts';
import { DisplaySettingsPanel } from './DisplaySettingsPanel';

/** The display settings popover, fetched when the header's button first opens it. */
export const app: AppModule<PartProps['displaySettings']> = { Part: DisplaySettingsPanel };
