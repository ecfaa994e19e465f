export type { ProjectionPush } from '../../../src/protocol/api';
export type { SessionProjection as SessionProjectionAlias } from '../../../src/protocol/session';
