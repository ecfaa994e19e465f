import { heldValue } from '../core-access/heldValue';

/** Set when this tab runs a build the server no longer serves: the update notice shows while it is set. */
export const appUpdate = heldValue<{ readonly reason: 'stale-build' }>();
