import { z } from 'zod';
import type { CommandSpec } from './catalogue';
import type { CommandEnvelope } from './envelope';

/**
 * What a tab observes of its browser and reports as facts: the ad-blocker
 * bait's fate (src/ui/siteNotices/adBait.ts), and the browser going offline
 * or back online. The worker's notification rules turn them into the
 * `adBlocker` and `offline` notifications (src/worker/notifications/siteNoticeRules.ts);
 * the tab never raises one itself, nor decides what its observations mean.
 */
export const SITE_FACT_COMMAND_SCHEMAS = {
  /**
   * `bait`: the bait script's request failed as a network error (`blocked`) or came back (`loaded`);
   * `server`: the site's own server answered a plain request meanwhile; `hidden`: the bait element was hidden.
   */
  'app/ad-bait': z.object({
    bait: z.enum(['blocked', 'loaded']),
    server: z.enum(['answered', 'failed']),
    hidden: z.boolean(),
  }),
  /** `online`: navigator.onLine as the tab's 'online' / 'offline' events last said. */
  'app/connectivity': z.object({ online: z.boolean() }),
} as const;
type Schemas = typeof SITE_FACT_COMMAND_SCHEMAS;
export type SiteFactCommandType = keyof Schemas;
export type SiteFactCommand = { [T in SiteFactCommandType]: CommandEnvelope<T, z.input<Schemas[T]>> }[SiteFactCommandType];
export type AdBaitReport = z.infer<Schemas['app/ad-bait']>;
export const SITE_FACT_COMMANDS = {
  'app/ad-bait': { from: 'tab', schema: SITE_FACT_COMMAND_SCHEMAS['app/ad-bait'] },
  'app/connectivity': { from: 'tab', schema: SITE_FACT_COMMAND_SCHEMAS['app/connectivity'] },
} as const satisfies Record<SiteFactCommandType, CommandSpec>;

declare module './catalogue' {
  interface ContextCommands {
    siteFacts: SiteFactCommand;
  }
}
