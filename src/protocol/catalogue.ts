import type { z } from 'zod';

/**
 * The open catalogues of commands and events. Each context's protocol file
 * adds its own union under its name with declaration merging:
 *
 *   declare module './catalogue' {
 *     interface ContextCommands { coupon: CouponCommand }
 *     interface ContextEvents { coupon: CouponEvent }
 *   }
 *
 * so a new context extends AppCommand and AppEvent from its own file, and no
 * shared list is edited. The runtime catalogues (schemas, versions) sit in
 * each context's module and are gathered by the registry (src/core/app).
 */
export interface ContextCommands {}
export interface ContextEvents {}

/** Every command the worker's dispatch accepts. */
export type AppCommand = ContextCommands[keyof ContextCommands];
export type AppCommandType = AppCommand['type'];
/** Every event the store accepts. */
export type AppEvent = ContextEvents[keyof ContextEvents];
export type AppEventType = AppEvent['type'];

/** One event type as the store knows it: its current version, its payload schema and the payload shapes of older versions. */
export interface EventSpec {
  readonly v: number;
  readonly schema: z.ZodType;
  readonly old: Readonly<Record<number, z.ZodType>>;
}

/**
 * Who may send a command. 'tab': every tab (the player did it). 'system': only
 * the worker itself (a controller reporting what the server or the feed
 * said); a tab's copy is refused, so no page can forge a server's answer.
 */
export type CommandSource = 'tab' | 'system';

export interface CommandSpec {
  readonly from: CommandSource;
  /** The payload schema, where the catalogue checks it before the owner sees it. */
  readonly schema?: z.ZodType;
  /**
   * 'applied': the command moves no money and nothing of it goes to a server
   * (a slip edit, a preference), so it is answered and pushed as soon as its
   * events are folded in memory, and written right after; a crash in between
   * loses at most this command. Absent ('durable', the default, so a new
   * command is safe unless it opts in): answered only once its events are
   * committed to IndexedDB.
   */
  readonly acknowledge?: 'applied' | 'durable';
}
