/**
 * The shapes that cross the boundaries of the store: a command as it goes
 * from a tab to the worker, the answer it gets, and an event as `decide`
 * makes it and as the store keeps it.
 */

/**
 * A command as it crosses from the UI to the worker. `id` is made by the tab
 * (unique per tab) and names the command in the events it causes (origin).
 */
export interface CommandEnvelope<T extends string = string, P = unknown> {
  readonly id: string;
  readonly type: T;
  readonly payload: P;
}

export interface Accepted {
  readonly accepted: true;
  /** The sequence number of the last event the command appended (0 when none). */
  readonly seq: number;
}

/**
 * The shape every stored event has. `seq` is assigned by the event store in the
 * same IndexedDB transaction that appends the event; `v` is the payload schema
 * version of that event type, so old records can be upcast on read.
 */
export interface StoredEvent<T extends string = string, P = unknown> {
  readonly seq: number;
  readonly type: T;
  readonly v: number;
  /** Epoch milliseconds from the worker's clock when the command was decided. */
  readonly at: number;
  /** Who caused it: `${tabId}/${commandId}`, or `system/...` for the runtime itself. */
  readonly origin: string;
  readonly payload: P;
}

/** An event as `decide` returns it: the store adds seq, at and origin. */
export interface NewEvent<T extends string = string, P = unknown> {
  readonly type: T;
  readonly v: number;
  readonly payload: P;
}
