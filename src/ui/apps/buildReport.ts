import type { AppBuildCommandType } from '../../protocol/appBuild';
import { heldValue } from '../core-access/heldValue';

/**
 * What this tab learnt about its build, for BuildReport to tell the worker
 * (whose rule raises the update warning): the server no longer serves it (a
 * deploy, `app/build-gone`), or the service worker of a newer one is
 * installed and waiting (`app/update-waiting`). Held here because the apps and
 * the service worker notice it before the page is connected to the worker.
 */
export const buildReport = heldValue<{ readonly command: AppBuildCommandType; readonly build: string }>();
