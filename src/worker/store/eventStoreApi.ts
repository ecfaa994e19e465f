import type { AppState, DecodeResult, Registry, ShapeUpgrades, ShapeVersions } from '../../core/app';
import type { NewEvent, StoredEvent } from '../../protocol/envelope';

/** Storage trouble the runtime must show: each kind is reported once per store, corrupt records once per record. */
export type StoreFault =
  | { readonly kind: 'quota-exceeded' }
  | { readonly kind: 'connection-lost' }
  | { readonly kind: 'version-change' }
  | { readonly kind: 'corrupt-record'; readonly seq: number | null; readonly reason: string };

export interface StoreLog {
  error(message: string, details?: unknown): void;
  warn(message: string, details?: unknown): void;
}

export type SkippedRecord = Extract<DecodeResult, { ok: false }>;

export interface BootResult {
  readonly state: AppState;
  readonly lastSeq: number;
  readonly skipped: readonly SkippedRecord[];
}

export interface EventStoreOptions {
  /** The IndexedDB factory: `indexedDB` in the worker, `new IDBFactory()` from fake-indexeddb in tests. */
  readonly idb: IDBFactory;
  readonly name?: string;
  readonly log: StoreLog;
  readonly onFault: (fault: StoreFault) => void;
  /** Compact automatically once this many events follow the snapshot (default 1000). */
  readonly compactEvery?: number;
  /** The contexts whose events this store keeps (default: the app's; tests add their own). */
  readonly registry?: Registry;
  /** This build's state shape and the upgrades of older ones (tests pretend to be other builds). */
  readonly shapeVersions?: ShapeVersions;
  readonly shapeUpgrades?: ShapeUpgrades;
  /**
   * Test seams: between the two steps of a compaction (throwing there is a crash), and before an
   * applied append is written (a promise that never settles holds the write, as a worker killed in between).
   */
  readonly hooks?: {
    readonly betweenCompactionSteps?: () => void | Promise<void>;
    readonly beforeAppliedWrite?: () => void | Promise<void>;
  };
}

export interface EventStore {
  /** 'memory' once storage failed (quota, lost connection): work goes on, nothing more is persisted. */
  readonly mode: 'indexeddb' | 'memory';
  /** Latest snapshot of this build's state shape plus the tail after it. */
  boot(): Promise<BootResult>;
  /** One readwrite transaction; resolves with the stored events once it has completed (after every earlier applied append's write). */
  append(events: readonly NewEvent[], meta: { readonly at: number; readonly origin: string }): Promise<StoredEvent[]>;
  /**
   * Folds the events into current() at once and queues their write behind every
   * earlier one (seq order holds). Only for commands that move no money: a crash
   * before `committed` settles loses these events, never an earlier committed one.
   * Call it only between other operations, never while a durable append, catch-up
   * or import is waiting (the host's one-at-a-time queue guarantees it).
   */
  appendApplied(events: readonly NewEvent[], meta: { readonly at: number; readonly origin: string }): AppliedAppend;
  /** Raw records after `seq`, in seq order (the reader decodes them). */
  readSince(seq: number): Promise<unknown[]>;
  /** Reads and folds what another host appended since this store last read; answers those records. */
  catchUp(): Promise<unknown[]>;
  exportLog(): Promise<string>;
  /** Validates every line first (a bad one rejects naming it, nothing written), then replaces the log in one transaction. */
  importLog(ndjson: string): Promise<BootResult>;
  /** Writes the snapshot of `state` at `seq`, then deletes the events it covers. */
  compact(state: AppState, seq: number): Promise<void>;
  /** The store's own fold of every event it has read or written. */
  current(): { readonly state: AppState; readonly lastSeq: number; readonly snapshotSeq: number };
  /** Resolves once queued work (an automatic compaction) is done. */
  idle(): Promise<void>;
  close(): void;
}

export interface AppliedAppend {
  /** The events as folded, numbered after everything this store has folded. */
  readonly stored: readonly StoredEvent[];
  /**
   * Settles once they are written, or kept in the memory log after a storage
   * failure; rejects only when the store was closed or outdated first (the events are lost then).
   */
  readonly committed: Promise<AppliedCommit>;
}

export interface AppliedCommit {
  /** The events as written: renumbered when another host had appended first. */
  readonly stored: readonly StoredEvent[];
  /** The state before this write when it folded another host's events in and renumbered what waited (else null). */
  readonly rebasedFrom: AppState | null;
}
