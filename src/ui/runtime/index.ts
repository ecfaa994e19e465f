export { connectCore } from './connect';
export { CoreProvider, useCore, useDispatch, useLivePart, useProjection, useProjectionSelector } from './hooks';
export { livePart } from './livePatch';
export type { CoreClient, ProjectionSource, CommandInput } from './client';
