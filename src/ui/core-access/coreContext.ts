/**
 * The one door from the UI to the worker runtime. Pages and components import
 * the hooks from here, never from '../runtime' directly, so the runtime can
 * move or be doubled in one place. This folder (src/ui/core-access) is what
 * every page and app shares; the composition root (src/ui/app) imports the
 * pages, never the other way round.
 */
export { CoreProvider, connectCore, useCore, useDispatch, useProjection, useProjectionSelector } from '../runtime';
// The live pages follow parts of the live projection: a row wakes only when its game moved.
export { livePart, useLivePart } from '../runtime';
export type { CommandInput, CoreClient, ProjectionSource } from '../runtime';
