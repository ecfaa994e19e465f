import type { StorageWarning } from '../../protocol/api';
import type { NewEvent, StoredEvent } from '../../protocol/envelope';
import type { AppState } from '../../core/app';

/** What the host needs from the event store (src/worker/store provides it). */
export interface HostStore {
  readonly mode: 'indexeddb' | 'memory';
  boot(): Promise<{ state: AppState; lastSeq: number; skipped: readonly unknown[] }>;
  append(events: readonly NewEvent[], meta: { at: number; origin: string }): Promise<readonly StoredEvent[]>;
  /** Folds at once and writes right after, in order (commands whose spec says acknowledge: 'applied'). */
  appendApplied(
    events: readonly NewEvent[],
    meta: { at: number; origin: string },
  ): {
    readonly stored: readonly StoredEvent[];
    readonly committed: Promise<{ readonly stored: readonly StoredEvent[]; readonly rebasedFrom: AppState | null }>;
  };
  readSince(seq: number): Promise<readonly unknown[]>;
  catchUp(): Promise<readonly unknown[]>;
  /** The store's fold of every event it has read or written: the one copy of the player's state. */
  current(): { readonly state: AppState; readonly lastSeq: number; readonly snapshotSeq: number };
  exportLog(): Promise<string>;
  importLog(ndjson: string): Promise<{ state: AppState; lastSeq: number; skipped: readonly unknown[] }>;
  close(): void;
}

export type StoreFaultNotice =
  | { readonly kind: Exclude<StorageWarning, never> }
  | { readonly kind: 'corrupt-record'; readonly seq: number | null; readonly reason: string };

export interface Logger {
  info(message: string, data?: unknown): void;
  warn(message: string, data?: unknown): void;
  error(message: string, data?: unknown): void;
}
