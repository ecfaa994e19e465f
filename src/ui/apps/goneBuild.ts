import { heldValue } from '../core-access/heldValue';

/**
 * Set when the server no longer serves the build this tab runs (a deploy):
 * BuildGoneReport tells the worker, whose rule raises the update warning.
 * Held here because the apps notice it before the page is connected to the worker.
 */
export const goneBuild = heldValue<{ readonly build: string }>();
