import type { CONTEXTS } from './contexts';
import { APP_REGISTRY } from './contexts';

/** The player's own state: each context's state under its name, everything that is rebuilt from the event log. */
export type AppState = { readonly [C in (typeof CONTEXTS)[number] as C['name']]: C['initial'] };

export const initialAppState = APP_REGISTRY.initialState as AppState;

/** Each context's state shape version (CoreContext.shape), by context name. */
export const STATE_SHAPE_VERSIONS: Readonly<Record<string, number>> = APP_REGISTRY.shapeVersions;
