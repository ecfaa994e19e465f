import { APP_REGISTRY, decodeIn, replayIn, stateSchemaHash, type AppState, type Registry } from '../../core/app';
import type { NewEvent, StoredEvent } from '../../protocol/envelope';
import { AppliedQueue, type Fold, type Unwritten } from './appliedQueue';
import { readBoot, type BuildShape } from './bootRead';
import { deleteCovered, writeSnapshot } from './compactionTx';
import { Connection } from './connection';
import { asStoreError, StoreError } from './errors';
import type { AppliedAppend, AppliedCommit, BootResult, EventStore, EventStoreOptions, SkippedRecord } from './eventStoreApi';
import { FaultReporter } from './faults';
import { appendAtEnd, replaceLog } from './logWrites';
import { onFirstUse } from '../runtime/onFirstUse';
import type { EventDb } from './open';
import { DEFAULT_DB_NAME, EVENTS, SNAPSHOTS, type SnapshotRecord } from './schema';
import { isSnapshotRecord } from './snapshot';
import { after, doneOf, handled, noop } from './tx';

/** Export and import (the debugger's) are rare: the log's text format loads on first use, not with the worker. */
const ndjson = onFirstUse(() => import('./ndjson'));

const DEFAULT_COMPACT_EVERY = 1000;

/** The events this store kept in memory since storage failed, on top of the state it had then. */
interface MemoryLog {
  readonly baseState: AppState;
  readonly baseSeq: number;
  readonly events: StoredEvent[];
  /** The database still holds the log up to baseSeq (quota: reading works), so reads combine both. */
  readonly onDisk: boolean;
}

export async function openEventStore(options: EventStoreOptions): Promise<EventStore> {
  const store = new IdbEventStore(options);
  await store.start();
  return store;
}

class IdbEventStore implements EventStore {
  private readonly conn: Connection;
  private readonly faults: FaultReporter;
  private state: AppState;
  private lastSeq = 0;
  private snapshotSeq = 0;
  private booted = false;
  private mem: MemoryLog | null = null;
  private readonly applied = new AppliedQueue();
  private queue: Promise<unknown> = Promise.resolve();
  private compactionQueued = false;
  private nextCompactionAt = 0;
  private readonly shape: BuildShape;
  private readonly hash: string;
  private readonly compactEvery: number;
  private readonly registry: Registry;

  constructor(private readonly opts: EventStoreOptions) {
    this.registry = opts.registry ?? APP_REGISTRY;
    this.state = this.initial();
    this.faults = new FaultReporter(opts.log, opts.onFault);
    this.conn = new Connection({
      idb: opts.idb,
      name: opts.name ?? DEFAULT_DB_NAME,
      log: opts.log,
      onOutdated: () => this.faults.fault({ kind: 'version-change' }),
      onLost: (error) =>
        this.enterMemory('connection-lost', 'IndexedDB connection lost and could not be reopened: events are kept in memory only', error),
    });
    this.compactEvery = Math.max(1, opts.compactEvery ?? DEFAULT_COMPACT_EVERY);
    const versions = opts.shapeVersions ?? this.registry.shapeVersions;
    this.hash = stateSchemaHash(versions);
    this.shape = {
      registry: this.registry,
      hash: this.hash,
      versions,
      upgrades: opts.shapeUpgrades ?? this.registry.upgrades,
      log: opts.log,
    };
  }

  private initial(): AppState {
    return this.registry.initialState as AppState;
  }

  get mode(): 'indexeddb' | 'memory' {
    return this.conn.mode;
  }

  async start(): Promise<void> {
    if ((await this.conn.start()) === 'failed') this.enterMemory('connection-lost', 'IndexedDB could not be opened');
  }

  // ---- public API -------------------------------------------------------

  boot(): Promise<BootResult> {
    return this.run(() => this.bootNow());
  }

  append(events: readonly NewEvent[], meta: { readonly at: number; readonly origin: string }): Promise<StoredEvent[]> {
    return this.run(async () => {
      this.conn.assertUsable();
      if (events.length === 0) return [];
      if (!this.booted) await this.bootNow();
      const checked = this.checkNewEvents(events, meta);
      let stored: StoredEvent[];
      try {
        stored = await this.conn.withDb(
          (db) => this.appendToDb(db, checked),
          () => this.appendToMemory(checked),
        );
      } catch (error) {
        if (error instanceof StoreError && error.kind === 'quota-exceeded') {
          this.enterMemory('quota-exceeded', 'storage quota exceeded: events are kept in memory only', error.details.cause);
          stored = this.appendToMemory(checked);
        } else throw asStoreError(error, 'append failed');
      }
      this.scheduleCompaction();
      return stored;
    });
  }

  appendApplied(events: readonly NewEvent[], meta: { readonly at: number; readonly origin: string }): AppliedAppend {
    this.conn.assertUsable();
    if (!this.booted) throw new StoreError('io', 'the store must boot before an applied append');
    if (events.length === 0) return { stored: [], committed: Promise.resolve({ stored: [], rebasedFrom: null }) };
    const records = this.checkNewEvents(events, meta).map((event, i) => ({ ...event, seq: this.lastSeq + 1 + i }));
    const before = this.fold();
    this.apply(records);
    const entry = this.applied.push(before, records, this.fold());
    const committed = handled(this.run(() => this.writeApplied(entry)));
    return { stored: records.slice(), committed };
  }

  readSince(seq: number): Promise<unknown[]> {
    return this.run(async () => {
      this.conn.assertUsable();
      const fromDb = await this.readDb((db) => db.getAll(EVENTS, after(seq)) as Promise<unknown[]>);
      return [...(fromDb ?? []), ...this.memoryAfter(seq)];
    });
  }

  catchUp(): Promise<unknown[]> {
    return this.run(async () => {
      this.conn.assertUsable();
      const records = (await this.readDb((db) => db.getAll(EVENTS, after(this.lastSeq)) as Promise<unknown[]>)) ?? [];
      if (records.length > 0) this.apply(records);
      return records;
    });
  }

  exportLog(): Promise<string> {
    return this.run(async () => {
      // Loaded before the transaction: a transaction that waits on anything but its own requests commits.
      const { formatLog } = await ndjson();
      this.conn.assertUsable();
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
      this.conn.assertUsable();
      const parsed = parseLogStrict(text, this.hash, this.registry);
      const lastSeq = Math.max(parsed.snapshot?.seq ?? 0, parsed.records.at(-1)?.seq ?? 0);
      try {
        await this.conn.withDb(
          (db) => replaceLog(db, parsed, lastSeq),
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
        throw asStoreError(error, 'import failed');
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
      this.conn.assertUsable();
      try {
        await this.compactNow(state, seq);
      } catch (error) {
        throw asStoreError(error, 'compaction failed');
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
    this.conn.close();
  }

  // ---- boot ---------------------------------------------------------------

  private async bootNow(): Promise<BootResult> {
    this.conn.assertUsable();
    if (this.mode === 'memory') {
      this.booted = true;
      return { state: this.state, lastSeq: this.lastSeq, skipped: [] };
    }
    const read = await this.conn.withDb(
      (db) => readBoot(db, this.shape),
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
        await this.conn.withDb((db) => writeSnapshot(db, this.snapshotOf(snapshot.state, snapshot.seq), this.registry), noop);
      } catch (error) {
        this.opts.log.warn('writing the carried-over snapshot failed; the next boot carries it over again', error);
      }
    }
    return { state: this.state, lastSeq: this.lastSeq, skipped: outcome.skipped };
  }

  private snapshotOf(state: AppState, seq: number): SnapshotRecord {
    return { hash: this.hash, seq, state, versions: this.shape.versions };
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
    const { stored, missed } = await appendAtEnd(db, draft, this.lastSeq);
    // Another host appended since this one last read: fold those in too, so the state this store compacts is whole.
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

  private fold(): Fold {
    return { state: this.state, lastSeq: this.lastSeq };
  }

  /** The fold of what is written (or kept in the memory log): current() without the applied appends still queued. */
  private durable(): Fold {
    return this.applied.durable(this.fold());
  }

  /**
   * Writes the oldest applied append. A storage failure does not undo it (the
   * tabs have seen it): quota or a lost connection move the store to memory as
   * for any append; any other failure does too, so nothing later reaches the disk
   * after a gap and the log stays in order.
   */
  private async writeApplied(entry: Unwritten): Promise<AppliedCommit> {
    this.conn.assertUsable();
    await this.opts.hooks?.beforeAppliedWrite?.();
    this.conn.assertUsable();
    let rebasedFrom: AppState | null = null;
    try {
      rebasedFrom = await this.conn.withDb(
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
    this.applied.settle(entry);
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
    const { missed, dbLast } = await appendAtEnd(db, entry.records, written.lastSeq);
    if (dbLast <= written.lastSeq) return null;
    const before = this.state;
    const { fold, skipped } = this.applied.rebase(this.registry, written, missed, dbLast);
    this.report(skipped);
    this.state = fold.state;
    this.lastSeq = fold.lastSeq;
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
      if (!this.conn.usable) return;
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
    await this.conn.withDb((db) => writeSnapshot(db, this.snapshotOf(state, seq), this.registry), noop);
    await this.opts.hooks?.betweenCompactionSteps?.();
    // Step 2: delete what the snapshot covers.
    await this.conn.withDb((db) => deleteCovered(db, seq, this.registry), noop);
    this.snapshotSeq = Math.max(this.snapshotSeq, seq);
  }

  // ---- the queue and memory mode -------------------------------------------

  private run<T>(op: () => Promise<T>): Promise<T> {
    const result = this.queue.then(op);
    this.queue = result.then(noop, noop);
    return result;
  }

  /** Reads from the database when there is one (also in memory mode after a quota fault, when reading still works). */
  private readDb<T>(op: (db: EventDb) => Promise<T>): Promise<T | null> {
    return this.conn.readDb(op, this.mem?.onDisk ?? false);
  }

  private enterMemory(kind: 'quota-exceeded' | 'connection-lost', message: string, cause?: unknown): MemoryLog {
    const { state, lastSeq } = this.durable();
    if (!this.mem) this.mem = { baseState: state, baseSeq: lastSeq, events: [], onDisk: this.conn.held };
    if (this.conn.toMemory()) this.opts.log.error(message, cause);
    this.faults.fault({ kind });
    return this.mem;
  }

  private memoryAfter(seq: number): StoredEvent[] {
    return this.mem ? this.mem.events.filter((e) => e.seq > seq) : [];
  }

  private report(skipped: readonly SkippedRecord[]): void {
    this.faults.report(skipped);
  }
}
