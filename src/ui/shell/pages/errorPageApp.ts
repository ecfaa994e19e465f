import type { AppModule } from '../../apps/contract';
import type { PartProps } from '../../apps/parts';
import { ErrorPage } from './ErrorPage';

/** The general error page, loaded as an embedded app (SPEC 2), with a reload button when loading fails. */
export const app: AppModule<PartProps['errorPage']> = { Part: ErrorPage };
