import type { NewEvent } from '../../protocol/envelope';
import type { Rejection } from '../../protocol/rejections';
import type { SiteConfig } from '../../protocol/schemas/siteConfig';

/** What `decide` answers: the events a command causes, or why it is refused. */
export type Decision<E extends NewEvent = NewEvent> = readonly E[] | Rejection;

// The worker's host still imports the guard from here; its one implementation is the protocol's.
export { isRejection } from '../../protocol/rejections';

/** What every `decide` receives besides state and command: the core never reads a clock or a random source. */
export interface DecideContext {
  /** Epoch milliseconds. */
  readonly now: number;
  /** Deterministic id source supplied by the worker (or a test). */
  readonly newId: () => string;
  /** The site configuration the rules read; null until it has loaded. */
  readonly config: SiteConfig | null;
}
