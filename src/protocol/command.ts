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
