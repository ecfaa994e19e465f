import type { AppModule } from '../apps/contract';
import type { PartProps } from '../apps/parts';
import { Modal } from './Modal';

/**
 * The modal dialog as a part of its own, for code in a first load (the
 * betting pages, the phone layout's drawers and sheet): Radix Dialog is
 * fetched when a dialog first opens, not with the page. Apps that are
 * fetched on demand anyway import design/Modal directly.
 */
export const app: AppModule<PartProps['dialog']> = { Part: Modal };
