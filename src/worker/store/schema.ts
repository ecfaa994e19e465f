import type { DBSchema } from 'idb';
import type { AppState } from '../../core/app';
import type { StoredEvent } from '../../protocol/envelope';

export const DEFAULT_DB_NAME = 'betting-site-events';

/** Bump with a new step in upgradeDatabase; every open tab gets a versionchange and is told to reload. */
export const DB_VERSION = 1;

export const EVENTS = 'events';
export const SNAPSHOTS = 'snapshots';
export const META = 'meta';

/** meta key: the highest seq ever assigned, so seqs never restart after compaction emptied the events store. */
export const META_LAST_SEQ = 'lastSeq';

/** The state at `seq`, made by a build whose state shape hashes to `hash`. */
export interface SnapshotRecord {
  readonly hash: string;
  readonly seq: number;
  readonly state: AppState;
  /**
   * The shape version of each context when written, so a later build with
   * another shape carries the unchanged contexts over (src/core/app/carryOver.ts).
   * Absent in records of older builds.
   */
  readonly versions?: Readonly<Record<string, number>>;
}

/** meta key: the highest seq whose events compaction deleted (0: the log is whole). */
export const META_COMPACTED_THROUGH = 'compactedThrough';

export interface EventStoreDb extends DBSchema {
  events: { key: number; value: StoredEvent };
  snapshots: { key: string; value: SnapshotRecord };
  meta: { key: string; value: number };
}

/** One step per version, run in order, so a database from any older build is brought up to date. */
export function upgradeDatabase(db: IDBDatabase, oldVersion: number): void {
  if (oldVersion < 1) {
    db.createObjectStore(EVENTS, { keyPath: 'seq' });
    db.createObjectStore(SNAPSHOTS, { keyPath: 'hash' });
    db.createObjectStore(META);
  }
}
