import { z } from 'zod';
import type { CommandSpec } from './catalogue';
import type { CommandEnvelope } from './envelope';

/**
 * What a tab knows of the site's builds and reports as a fact: the server no
 * longer serves the build it runs (a deploy removed its chunks, src/ui/apps/
 * newBuild.ts), or the service worker of a newer build is installed and
 * waiting (src/ui/apps/serviceWorker.ts). The worker's notification rules
 * turn either into the `updateAvailable` notification
 * (src/worker/notifications/updateRules.ts); the tab never raises one itself.
 */
export const APP_BUILD_COMMAND_SCHEMAS = {
  /** `build`: the gone build's name as the tab knows it (its entry script). */
  'app/build-gone': z.object({ build: z.string().min(1).max(100) }),
  /** `build`: the running build the waiting service worker replaces. */
  'app/update-waiting': z.object({ build: z.string().min(1).max(100) }),
} as const;
type Schemas = typeof APP_BUILD_COMMAND_SCHEMAS;
export type AppBuildCommandType = keyof Schemas;
export type AppBuildCommand = { [T in AppBuildCommandType]: CommandEnvelope<T, z.input<Schemas[T]>> }[AppBuildCommandType];
export const APP_BUILD_COMMANDS = {
  'app/build-gone': { from: 'tab', schema: APP_BUILD_COMMAND_SCHEMAS['app/build-gone'] },
  'app/update-waiting': { from: 'tab', schema: APP_BUILD_COMMAND_SCHEMAS['app/update-waiting'] },
} as const satisfies Record<AppBuildCommandType, CommandSpec>;

declare module './catalogue' {
  interface ContextCommands {
    appBuild: AppBuildCommand;
  }
}
