import { unwrap } from 'idb';
import {
  APP_REGISTRY,
  carryOver,
  decodeIn,
  replayIn,
  snapshotVersions,
  stateSchemaHash,
  type AppState,
  type DecodeResult,
  type Registry,
  type ShapeUpgrades,
  type ShapeVersions,
} from '../../core/app';
import type { NewEvent, StoredEvent } from '../../protocol/envelope';
import { isConnectionLostError, isQuotaError, StoreError } from './errors';
import { onFirstUse } from '../runtime/onFirstUse';
import { openDatabase, type EventDb } from './open';
import { DEFAULT_DB_NAME, EVENTS, META, META_COMPACTED_THROUGH, META_LAST_SEQ, SNAPSHOTS, type SnapshotRecord } from './schema';
import { isForeignSnapshot, isSnapshotRecord } from './snapshot';

/** Export and import (the debugger's) are rare: the log's text format loads on first use, not with the worker. */
const ndjson = onFirstUse(() => import('./ndjson'));

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

/** Events folded in memory whose write is queued, and the store's fold just after them. */
interface Unwritten {
  records: StoredEvent[];
  after: { readonly state: AppState; readonly lastSeq: number };
}

const DEFAULT_COMPACT_EVERY = 1000;
const noop = (): void => undefined;

/** The events this store kept in memory since storage failed, on top of the state it had then. */
interface MemoryLog {
  readonly baseState: AppState;
  readonly baseSeq: number;
  readonly events: StoredEvent[];
  /** The database still holds the log up to baseSeq (quota: reading works), so reads combine both. */
  readonly onDisk: boolean;
}

/** tx.done, already marked handled so an abort nobody awaits is not an unhandled rejection. */
function doneOf(tx: { readonly done: Promise<void> }): Promise<void> {
  const done = tx.done;
  done.catch(noop);
  return done;
}

/**
 * Marks a request's promise handled as soon as it exists: if a later request in
 * the same transaction throws before Promise.all is reached, the abort that
 * follows must not surface as an unhandled rejection.
 */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(noop);
  return promise;
}

function abortQuietly(tx: { abort(): void }): void {
  try {
    tx.abort();
  } catch {
    // already finished or aborted
  }
}

function after(seq: number): IDBKeyRange {
  return IDBKeyRange.lowerBound(seq, true);
}

export async function openEventStore(options: EventStoreOptions): Promise<EventStore> {
  const store = new IdbEventStore(options);
  await store.start();
  return store;
}

class IdbEventStore implements EventStore {
  mode: 'indexeddb' | 'memory' = 'indexeddb';
  private db: EventDb | null = null;
  private raw: IDBDatabase | null = null;
  private status: 'open' | 'version-change' | 'closed' = 'open';
  private state: AppState;
  private lastSeq = 0;
  private snapshotSeq = 0;
  private booted = false;
  private mem: MemoryLog | null = null;
  /** Applied appends not yet written, oldest first, and the fold of what is written (null when nothing waits). */
  private unwritten: Unwritten[] = [];
  private written: { state: AppState; lastSeq: number } | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private compactionQueued = false;
  private nextCompactionAt = 0;
  private lastOpenError: unknown = null;
  private readonly reported = new Set<StoreFault['kind']>();
  private readonly name: string;
  private readonly versions: ShapeVersions;
  private readonly hash: string;
  private readonly compactEvery: number;
  private readonly registry: Registry;

  constructor(private readonly opts: EventStoreOptions) {
    this.registry = opts.registry ?? APP_REGISTRY;
    this.state = this.initial();
    this.name = opts.name ?? DEFAULT_DB_NAME;
    this.compactEvery = Math.max(1, opts.compactEvery ?? DEFAULT_COMPACT_EVERY);
    this.versions = opts.shapeVersions ?? this.registry.shapeVersions;
    this.hash = stateSchemaHash(this.versions);
  }

  private initial(): AppState {
    return this.registry.initialState as AppState;
  }

  async start(): Promise<void> {
    if (await this.reopen()) return;
    // A newer build already upgraded the database: this one is outdated, like a versionchange.
    if ((this.lastOpenError as { name?: unknown } | null)?.name === 'VersionError') {
      this.status = 'version-change';
      this.opts.log.warn('the database was upgraded by a newer version of the site; reload');
      this.fault({ kind: 'version-change' });
      return;
    }
    this.enterMemory('connection-lost', 'IndexedDB could not be opened');
  }

  // ---- public API -------------------------------------------------------

  boot(): Promise<BootResult> {
    return this.run(() => this.bootNow());
  }

  append(events: readonly NewEvent[], meta: { readonly at: number; readonly origin: string }): Promise<StoredEvent[]> {
    return this.run(async () => {
      this.assertUsable();
      if (events.length === 0) return [];
      if (!this.booted) await this.bootNow();
      const checked = this.checkNewEvents(events, meta);
      let stored: StoredEvent[];
      try {
        stored = await this.withDb(
          (db) => this.appendToDb(db, checked),
          () => this.appendToMemory(checked),
        );
      } catch (error) {
        if (error instanceof StoreError && error.kind === 'quota-exceeded') {
          this.enterMemory('quota-exceeded', 'storage quota exceeded: events are kept in memory only', error.details.cause);
          stored = this.appendToMemory(checked);
        } else throw this.asStoreError(error, 'append failed');
      }
      this.scheduleCompaction();
      return stored;
    });
  }

  appendApplied(events: readonly NewEvent[], meta: { readonly at: number; readonly origin: string }): AppliedAppend {
    this.assertUsable();
    if (!this.booted) throw new StoreError('io', 'the store must boot before an applied append');
    if (events.length === 0) return { stored: [], committed: Promise.resolve({ stored: [], rebasedFrom: null }) };
    const records = this.checkNewEvents(events, meta).map((event, i) => ({ ...event, seq: this.lastSeq + 1 + i }));
    this.written ??= { state: this.state, lastSeq: this.lastSeq };
    this.apply(records);
    const entry: Unwritten = { records, after: { state: this.state, lastSeq: this.lastSeq } };
    this.unwritten.push(entry);
    const committed = handled(this.run(() => this.writeApplied(entry)));
    return { stored: records.slice(), committed };
  }

  readSince(seq: number): Promise<unknown[]> {
    return this.run(async () => {
      this.assertUsable();
      const fromDb = await this.readDb((db) => db.getAll(EVENTS, after(seq)) as Promise<unknown[]>);
      return [...(fromDb ?? []), ...this.memoryAfter(seq)];
    });
  }

  catchUp(): Promise<unknown[]> {
    return this.run(async () => {
      this.assertUsable();
      const records = (await this.readDb((db) => db.getAll(EVENTS, after(this.lastSeq)) as Promise<unknown[]>)) ?? [];
      if (records.length > 0) this.apply(records);
      return records;
    });
  }

  exportLog(): Promise<string> {
    return this.run(async () => {
      // Loaded before the transaction: a transaction that waits on anything but its own requests commits.
      const { formatLog } = await ndjson();
      this.assertUsable();
      const fromDb = await this.readDb(async (db) => {
        const tx = db.transaction([SNAPSHOTS, EVENTS], 'readonly');
        const done = doneOf(tx);
        const snapshot = await tx.objectStore(SNAPSHOTS).get(this.hash);
        const records = (await tx.objectStore(EVENTS).getAll()) as unknown[];
        await done;
        return { snapshot: isSnapshotRecord(snapshot, this.registry) ? snapshot : null, records };
      });
      if (fromDb) return formatLog(fromDb.snapshot, [...fromDb.records, ...this.memoryAfter(0)]);
      const mem = this.mem;
      const snapshot = mem && mem.baseSeq > 0 ? this.snapshotOf(mem.baseState, mem.baseSeq) : null;
      return formatLog(snapshot, mem ? mem.events : []);
    });
  }

  importLog(text: string): Promise<BootResult> {
    return this.run(async () => {
      const { parseLogStrict } = await ndjson();
      this.assertUsable();
      const parsed = parseLogStrict(text, this.hash, this.registry);
      const lastSeq = Math.max(parsed.snapshot?.seq ?? 0, parsed.records.at(-1)?.seq ?? 0);
      try {
        await this.withDb(
          async (db) => {
            const tx = db.transaction([EVENTS, SNAPSHOTS, META], 'readwrite');
            const done = doneOf(tx);
            try {
              const events = tx.objectStore(EVENTS);
              const snapshots = tx.objectStore(SNAPSHOTS);
              await Promise.all([
                handled(events.clear()),
                handled(snapshots.clear()),
                ...(parsed.snapshot ? [handled(snapshots.put(parsed.snapshot))] : []),
                ...parsed.records.map((record) => handled(events.add(record))),
                handled(tx.objectStore(META).put(lastSeq, META_LAST_SEQ)),
                // With a snapshot the imported log may lack its head; without one it is whole.
                handled(tx.objectStore(META).put(parsed.snapshot?.seq ?? 0, META_COMPACTED_THROUGH)),
                done,
              ]);
            } catch (error) {
              abortQuietly(tx);
              if (isQuotaError(error, tx))
                throw new StoreError('quota-exceeded', 'storage quota exceeded while importing', { cause: error });
              throw error;
            }
          },
          () => {
            this.mem = {
              baseState: parsed.snapshot?.state ?? this.initial(),
              baseSeq: parsed.snapshot?.seq ?? 0,
              events: parsed.records.filter((r) => r.seq > (parsed.snapshot?.seq ?? 0)),
              onDisk: false,
            };
          },
        );
      } catch (error) {
        throw this.asStoreError(error, 'import failed');
      }
      const base = parsed.snapshot;
      const tail = base ? parsed.records.filter((r) => r.seq > base.seq) : parsed.records;
      const outcome = replayIn(this.registry, tail, base?.state ?? this.initial(), base?.seq ?? 0);
      this.report(outcome.skipped);
      this.state = outcome.state;
      this.lastSeq = Math.max(outcome.lastSeq, lastSeq);
      this.snapshotSeq = base?.seq ?? 0;
      this.nextCompactionAt = 0;
      this.booted = true;
      return { state: this.state, lastSeq: this.lastSeq, skipped: outcome.skipped };
    });
  }

  compact(state: AppState, seq: number): Promise<void> {
    return this.run(async () => {
      this.assertUsable();
      try {
        await this.compactNow(state, seq);
      } catch (error) {
        throw this.asStoreError(error, 'compaction failed');
      }
    });
  }

  current(): { readonly state: AppState; readonly lastSeq: number; readonly snapshotSeq: number } {
    return { state: this.state, lastSeq: this.lastSeq, snapshotSeq: this.snapshotSeq };
  }

  idle(): Promise<void> {
    return this.queue.then(noop, noop);
  }

  close(): void {
    if (this.status === 'closed') return;
    this.status = 'closed';
    this.raw?.close();
    this.db = null;
    this.raw = null;
  }

  // ---- boot ---------------------------------------------------------------

  private async bootNow(): Promise<BootResult> {
    this.assertUsable();
    if (this.mode === 'memory') {
      this.booted = true;
      return { state: this.state, lastSeq: this.lastSeq, skipped: [] };
    }
    const read = await this.withDb(
      (db) => this.readBoot(db),
      () => null,
    );
    if (!read) {
      this.booted = true;
      return { state: this.state, lastSeq: this.lastSeq, skipped: [] };
    }
    const { snapshot, records, metaLast } = read;
    const outcome = replayIn(this.registry, records, snapshot?.state ?? this.initial(), snapshot?.seq ?? 0);
    this.report(outcome.skipped);
    this.state = outcome.state;
    this.lastSeq = Math.max(outcome.lastSeq, metaLast);
    this.snapshotSeq = snapshot?.seq ?? 0;
    this.booted = true;
    // A carried-over state is written at once in this build's shape, so the next boot takes the fast path.
    if (snapshot && snapshot.hash !== this.hash) {
      try {
        await this.withDb((db) => this.writeSnapshot(db, this.snapshotOf(snapshot.state, snapshot.seq)), noop);
      } catch (error) {
        this.opts.log.warn('writing the carried-over snapshot failed; the next boot carries it over again', error);
      }
    }
    return { state: this.state, lastSeq: this.lastSeq, skipped: outcome.skipped };
  }

  private snapshotOf(state: AppState, seq: number): SnapshotRecord {
    return { hash: this.hash, seq, state, versions: this.versions };
  }

  /**
   * Another build's snapshot (the newest one): its events may be gone, so the
   * state is carried over context by context instead of rebuilt from a log
   * whose head is missing. What cannot be carried over starts afresh, loudly.
   */
  private carryOverFrom(records: readonly unknown[]): SnapshotRecord | null {
    const candidates = records.filter(isForeignSnapshot).sort((a, b) => b.seq - a.seq);
    for (const candidate of candidates) {
      const versions = snapshotVersions(candidate);
      if (!versions) continue;
      const carried = carryOver(
        { state: candidate.state, versions },
        this.versions,
        this.opts.shapeUpgrades ?? this.registry.upgrades,
        this.registry.initialState,
      );
      for (const { context, reason } of carried.reset) this.opts.log.error(`snapshot carry-over: ${context} starts afresh: ${reason}`);
      this.opts.log.warn(
        `snapshot of another state shape (${candidate.hash}, this build ${this.hash}) carried over at seq ${candidate.seq}: ` +
          `kept ${carried.kept.join(', ') || 'none'}; upgraded ${carried.upgraded.join(', ') || 'none'}; ` +
          `new ${carried.added.join(', ') || 'none'}`,
      );
      return { hash: candidate.hash, seq: candidate.seq, state: carried.state, versions };
    }
    return null;
  }

  private async readBoot(db: EventDb): Promise<{ snapshot: SnapshotRecord | null; records: unknown[]; metaLast: number }> {
    const tx = db.transaction([SNAPSHOTS, EVENTS, META], 'readonly');
    const done = doneOf(tx);
    const snapshots = tx.objectStore(SNAPSHOTS);
    const [found, all, metaLast, compactedThrough] = await Promise.all([
      handled(snapshots.get(this.hash)),
      handled(snapshots.getAll() as Promise<unknown[]>),
      handled(tx.objectStore(META).get(META_LAST_SEQ)),
      handled(tx.objectStore(META).get(META_COMPACTED_THROUGH)),
    ]);
    let snapshot: SnapshotRecord | null = null;
    if (found !== undefined) {
      if (isSnapshotRecord(found, this.registry)) snapshot = found;
      else this.opts.log.error('snapshot ignored: the record is malformed; rebuilding from the log');
    } else if (all.length > 0) {
      // A log known to be whole rebuilds every context exactly; otherwise (compacted, or an older build that did not say) carry over.
      if (compactedThrough !== 0) snapshot = this.carryOverFrom(all);
      if (!snapshot) this.opts.log.warn(`snapshot of another state shape ignored (this build ${this.hash}); rebuilding from the log`);
    }
    const records = (await tx.objectStore(EVENTS).getAll(after(snapshot?.seq ?? 0))) as unknown[];
    await done;
    return { snapshot, records, metaLast: typeof metaLast === 'number' ? metaLast : 0 };
  }

  // ---- append -------------------------------------------------------------

  /** An event this build could not read back must not be written: refuse it before anything is stored. */
  private checkNewEvents(events: readonly NewEvent[], meta: { readonly at: number; readonly origin: string }): StoredEvent[] {
    return events.map((event, i) => {
      const record: StoredEvent = { seq: i + 1, type: event.type, v: event.v, at: meta.at, origin: meta.origin, payload: event.payload };
      const decoded = decodeIn(this.registry, record);
      if (!decoded.ok) throw new StoreError('invalid-event', `event ${i} (${event.type}) refused: ${decoded.reason}`);
      return record;
    });
  }

  private async appendToDb(db: EventDb, draft: readonly StoredEvent[]): Promise<StoredEvent[]> {
    const tx = db.transaction([EVENTS, META], 'readwrite');
    const done = doneOf(tx);
    let missed: unknown[] = [];
    let stored: StoredEvent[];
    try {
      const events = tx.objectStore(EVENTS);
      const meta = tx.objectStore(META);
      const [cursor, metaLast] = await Promise.all([handled(events.openKeyCursor(null, 'prev')), handled(meta.get(META_LAST_SEQ))]);
      const dbLast = Math.max(cursor ? Number(cursor.key) : 0, typeof metaLast === 'number' ? metaLast : 0);
      // Another host appended since this one last read: fold those in too, so the state this store compacts is whole.
      if (dbLast > this.lastSeq) missed = (await events.getAll(after(this.lastSeq))) as unknown[];
      const first = Math.max(dbLast, this.lastSeq) + 1;
      stored = draft.map((event, i) => ({ ...event, seq: first + i }));
      const last = stored[stored.length - 1]?.seq ?? first - 1;
      await Promise.all([...stored.map((record) => handled(events.add(record))), handled(meta.put(last, META_LAST_SEQ)), done]);
    } catch (error) {
      abortQuietly(tx);
      if (isQuotaError(error, tx)) throw new StoreError('quota-exceeded', 'storage quota exceeded', { cause: error });
      throw error;
    }
    if (missed.length > 0) this.apply(missed);
    this.apply(stored);
    return stored;
  }

  private appendToMemory(draft: readonly StoredEvent[]): StoredEvent[] {
    const mem = this.mem ?? this.enterMemory('connection-lost', 'storage unavailable');
    const stored = draft.map((event, i) => ({ ...event, seq: this.lastSeq + 1 + i }));
    mem.events.push(...stored);
    this.apply(stored);
    return stored;
  }

  /** The fold of what is written (or kept in the memory log): current() without the applied appends still queued. */
  private durable(): { readonly state: AppState; readonly lastSeq: number } {
    return this.written ?? { state: this.state, lastSeq: this.lastSeq };
  }

  /**
   * Writes the oldest applied append. A storage failure does not undo it (the
   * tabs have seen it): quota or a lost connection move the store to memory as
   * for any append; any other failure does too, so nothing later reaches the disk
   * after a gap and the log stays in order.
   */
  private async writeApplied(entry: Unwritten): Promise<AppliedCommit> {
    this.assertUsable();
    await this.opts.hooks?.beforeAppliedWrite?.();
    this.assertUsable();
    let rebasedFrom: AppState | null = null;
    try {
      rebasedFrom = await this.withDb(
        (db) => this.writeAppliedToDb(db, entry),
        () => this.keepInMemory(entry),
      );
    } catch (error) {
      if (error instanceof StoreError && (error.kind === 'closed' || error.kind === 'version-change')) throw error;
      if (error instanceof StoreError && error.kind === 'quota-exceeded')
        this.enterMemory('quota-exceeded', 'storage quota exceeded: events are kept in memory only', error.details.cause);
      else this.enterMemory('connection-lost', 'writing applied events failed: events are kept in memory only, in order', error);
      this.keepInMemory(entry);
    }
    this.unwritten.shift();
    this.written = this.unwritten.length > 0 ? { ...entry.after } : null;
    this.scheduleCompaction();
    return { stored: entry.records.slice(), rebasedFrom };
  }

  private keepInMemory(entry: Unwritten): null {
    const mem = this.mem ?? this.enterMemory('connection-lost', 'storage unavailable');
    mem.events.push(...entry.records);
    return null;
  }

  /** Writes the entry under the seqs it was folded with, unless another host appended first: then after that host's events. */
  private async writeAppliedToDb(db: EventDb, entry: Unwritten): Promise<AppState | null> {
    const written = this.durable();
    const tx = db.transaction([EVENTS, META], 'readwrite');
    const done = doneOf(tx);
    let missed: unknown[] = [];
    let dbLast: number;
    try {
      const events = tx.objectStore(EVENTS);
      const meta = tx.objectStore(META);
      const [cursor, metaLast] = await Promise.all([handled(events.openKeyCursor(null, 'prev')), handled(meta.get(META_LAST_SEQ))]);
      dbLast = Math.max(cursor ? Number(cursor.key) : 0, typeof metaLast === 'number' ? metaLast : 0);
      if (dbLast > written.lastSeq) missed = (await events.getAll(after(written.lastSeq))) as unknown[];
      const first = Math.max(dbLast, written.lastSeq) + 1;
      const records = entry.records.map((event, i) => ({ ...event, seq: first + i }));
      const last = records[records.length - 1]?.seq ?? first - 1;
      await Promise.all([...records.map((record) => handled(events.add(record))), handled(meta.put(last, META_LAST_SEQ)), done]);
    } catch (error) {
      abortQuietly(tx);
      if (isQuotaError(error, tx)) throw new StoreError('quota-exceeded', 'storage quota exceeded', { cause: error });
      throw error;
    }
    if (dbLast <= written.lastSeq) return null;
    return this.rebase(written, missed, dbLast);
  }

  /** Another host wrote first: fold its events into the written state and renumber every queued append after them. */
  private rebase(written: { readonly state: AppState; readonly lastSeq: number }, missed: readonly unknown[], dbLast: number): AppState {
    const before = this.state;
    const base = replayIn(this.registry, missed, written.state, written.lastSeq);
    this.report(base.skipped);
    let state = base.state;
    let next = Math.max(base.lastSeq, dbLast) + 1;
    for (const entry of this.unwritten) {
      entry.records = entry.records.map((event) => ({ ...event, seq: next++ }));
      const folded = replayIn(this.registry, entry.records, state, next - entry.records.length - 1);
      state = folded.state;
      entry.after = { state, lastSeq: folded.lastSeq };
    }
    this.written = { state: base.state, lastSeq: Math.max(base.lastSeq, dbLast) };
    this.state = state;
    this.lastSeq = next - 1;
    return before;
  }

  private apply(records: readonly unknown[]): void {
    const outcome = replayIn(this.registry, records, this.state, this.lastSeq);
    this.report(outcome.skipped);
    this.state = outcome.state;
    this.lastSeq = outcome.lastSeq;
  }

  // ---- compaction ---------------------------------------------------------

  private scheduleCompaction(): void {
    if (this.compactionQueued || this.mode === 'memory') return;
    if (this.lastSeq - this.snapshotSeq <= this.compactEvery || this.lastSeq < this.nextCompactionAt) return;
    this.compactionQueued = true;
    // Queued behind the append that asked for it, so the command's acknowledgement never waits on it.
    void this.run(async () => {
      this.compactionQueued = false;
      if (this.status !== 'open') return;
      // Only what is written: an applied append still queued must not be covered by a snapshot.
      const { state, lastSeq } = this.durable();
      try {
        await this.compactNow(state, lastSeq);
      } catch (error) {
        this.nextCompactionAt = this.lastSeq + this.compactEvery;
        this.opts.log.warn('automatic compaction failed; will try again later', error);
      }
    });
  }

  private async compactNow(state: AppState, seq: number): Promise<void> {
    if (!Number.isInteger(seq) || seq < 0) throw new StoreError('io', `cannot compact at seq ${seq}`);
    // In memory mode there is nothing to free on disk, and the memory log of one session stays small: keep it whole.
    if (this.mode === 'memory') return;
    // Step 1: the snapshot, in its own transaction. Until step 2 the covered events
    // are still there; boot reads only what follows the snapshot, so a crash between
    // the steps leaves a store that boots to the same state.
    await this.withDb((db) => this.writeSnapshot(db, this.snapshotOf(state, seq)), noop);
    await this.opts.hooks?.betweenCompactionSteps?.();
    // Step 2: delete what the snapshot covers.
    await this.withDb((db) => this.deleteCovered(db, seq), noop);
    this.snapshotSeq = Math.max(this.snapshotSeq, seq);
  }

  private async writeSnapshot(db: EventDb, snapshot: SnapshotRecord): Promise<void> {
    const tx = db.transaction(SNAPSHOTS, 'readwrite');
    const done = doneOf(tx);
    try {
      const existing = await tx.store.get(snapshot.hash);
      if (isSnapshotRecord(existing, this.registry) && existing.seq >= snapshot.seq) {
        await done;
        return;
      }
      // Snapshots of other state shapes go too: once events are deleted they no longer describe a log that exists.
      const keys = await tx.store.getAllKeys();
      await Promise.all([
        ...keys.filter((k) => k !== snapshot.hash).map((k) => handled(tx.store.delete(k))),
        handled(tx.store.put(snapshot)),
        done,
      ]);
    } catch (error) {
      abortQuietly(tx);
      if (isQuotaError(error, tx))
        throw new StoreError('quota-exceeded', 'storage quota exceeded while writing a snapshot', { cause: error });
      throw error;
    }
  }

  /** Events of a type this build does not know stay (the unknown-record policy): a newer build may still read them. */
  private async deleteCovered(db: EventDb, seq: number): Promise<void> {
    const tx = db.transaction([EVENTS, META], 'readwrite');
    const done = doneOf(tx);
    const events = tx.objectStore(EVENTS);
    try {
      const covered = IDBKeyRange.upperBound(seq);
      const [records, through] = await Promise.all([
        handled(events.getAll(covered) as Promise<unknown[]>),
        handled(tx.objectStore(META).get(META_COMPACTED_THROUGH)),
      ]);
      await tx.objectStore(META).put(Math.max(seq, typeof through === 'number' ? through : 0), META_COMPACTED_THROUGH);
      const keep = new Set<number>();
      for (const record of records) {
        const decoded = decodeIn(this.registry, record);
        if (!decoded.ok && decoded.kind === 'unknown' && decoded.seq !== null) keep.add(decoded.seq);
      }
      if (keep.size === 0) await Promise.all([events.delete(covered), done]);
      else {
        const doomed = records.map((r) => (r as StoredEvent).seq).filter((s) => !keep.has(s));
        await Promise.all([...doomed.map((s) => handled(events.delete(s))), done]);
      }
    } catch (error) {
      abortQuietly(tx);
      throw error;
    }
  }

  // ---- connection, faults and memory mode ----------------------------------

  private run<T>(op: () => Promise<T>): Promise<T> {
    const result = this.queue.then(op);
    this.queue = result.then(noop, noop);
    return result;
  }

  private assertUsable(): void {
    if (this.status === 'closed') throw new StoreError('closed', 'the event store is closed');
    if (this.status === 'version-change') throw new StoreError('version-change', 'a newer version of the site opened the database: reload');
  }

  /**
   * Runs `op` on the database. A lost connection is reopened once and `op`
   * retried; when that fails too, the store goes on in memory (`inMemory`).
   */
  private async withDb<T>(op: (db: EventDb) => Promise<T>, inMemory: () => T): Promise<T> {
    this.assertUsable();
    if (this.mode === 'memory') return inMemory();
    let reopened = false;
    let db = this.db;
    if (!db) {
      reopened = true;
      db = await this.reopen();
      if (!db) return this.lostForGood(inMemory);
    }
    try {
      return await op(db);
    } catch (error) {
      this.assertUsable();
      if (!isConnectionLostError(error)) throw error;
      if (reopened) return this.lostForGood(inMemory, error);
      this.opts.log.warn('IndexedDB connection lost; reopening', error);
      this.dropConnection();
      const again = await this.reopen();
      if (!again) return this.lostForGood(inMemory);
      try {
        return await op(again);
      } catch (second) {
        this.assertUsable();
        if (isConnectionLostError(second)) return this.lostForGood(inMemory, second);
        throw second;
      }
    }
  }

  /** Reads from the database when there is one (also in memory mode after a quota fault, when reading still works). */
  private async readDb<T>(op: (db: EventDb) => Promise<T>): Promise<T | null> {
    if (this.mode === 'indexeddb') return this.withDb(op, () => null);
    if (!this.db || !this.mem?.onDisk) return null;
    try {
      return await op(this.db);
    } catch (error) {
      this.opts.log.warn('reading IndexedDB in memory mode failed', error);
      return null;
    }
  }

  private lostForGood<T>(inMemory: () => T, error?: unknown): T {
    this.dropConnection();
    this.enterMemory('connection-lost', 'IndexedDB connection lost and could not be reopened: events are kept in memory only', error);
    return inMemory();
  }

  private async reopen(): Promise<EventDb | null> {
    try {
      const db = await openDatabase(this.opts.idb, this.name, {
        onVersionChange: (raw) => this.onVersionChange(raw),
        onClose: (raw) => this.onForcedClose(raw),
        onBlocked: () => this.opts.log.warn('opening IndexedDB is blocked by an older tab; waiting for it to close'),
      });
      if (this.status !== 'open') {
        db.close();
        return null;
      }
      this.db = db;
      this.raw = unwrap(db);
      return db;
    } catch (error) {
      this.lastOpenError = error;
      this.opts.log.error('opening IndexedDB failed', error);
      return null;
    }
  }

  private dropConnection(): void {
    try {
      this.raw?.close();
    } catch {
      // closing a dead connection may throw; it is gone either way
    }
    this.db = null;
    this.raw = null;
  }

  private onVersionChange(raw: IDBDatabase): void {
    raw.close();
    if (this.status !== 'open') return;
    this.status = 'version-change';
    this.db = null;
    this.raw = null;
    this.opts.log.warn('a newer version of the site opened the database; this connection is closed');
    this.fault({ kind: 'version-change' });
  }

  private onForcedClose(raw: IDBDatabase): void {
    if (this.status !== 'open' || raw !== this.raw) return;
    this.opts.log.warn('the browser closed the IndexedDB connection; it is reopened on the next operation');
    this.db = null;
    this.raw = null;
  }

  private enterMemory(kind: 'quota-exceeded' | 'connection-lost', message: string, cause?: unknown): MemoryLog {
    const { state, lastSeq } = this.durable();
    if (!this.mem) this.mem = { baseState: state, baseSeq: lastSeq, events: [], onDisk: this.db !== null };
    if (this.mode !== 'memory') {
      this.mode = 'memory';
      this.opts.log.error(message, cause);
    }
    this.fault({ kind });
    return this.mem;
  }

  private memoryAfter(seq: number): StoredEvent[] {
    return this.mem ? this.mem.events.filter((e) => e.seq > seq) : [];
  }

  private fault(fault: StoreFault): void {
    if (fault.kind !== 'corrupt-record') {
      if (this.reported.has(fault.kind)) return;
      this.reported.add(fault.kind);
    }
    try {
      this.opts.onFault(fault);
    } catch (error) {
      this.opts.log.error('onFault threw', error);
    }
  }

  private report(skipped: readonly SkippedRecord[]): void {
    for (const s of skipped) {
      if (s.kind === 'corrupt') {
        this.opts.log.error(`event ${s.seq ?? '?'} skipped: ${s.reason}`);
        this.fault({ kind: 'corrupt-record', seq: s.seq, reason: s.reason });
      } else {
        this.opts.log.warn(`event ${s.seq ?? '?'} kept but not applied: ${s.reason}`);
      }
    }
  }

  private asStoreError(error: unknown, what: string): StoreError {
    if (error instanceof StoreError) return error;
    const message = error instanceof Error ? error.message : String(error);
    return new StoreError('io', `${what}: ${message}`, { cause: error });
  }
}
