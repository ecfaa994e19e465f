export { connectCore } from './connect';
export { CoreProvider, useCore, useDispatch, useProjection, useProjectionSelector } from './hooks';
export type { CoreClient, ProjectionSource, CommandInput } from './client';
