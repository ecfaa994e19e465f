import { unwrap } from 'idb';
import { isConnectionLostError, StoreError } from './errors';
import type { StoreLog } from './eventStoreApi';
import { openDatabase, type EventDb } from './open';

export interface ConnectionOptions {
  readonly idb: IDBFactory;
  readonly name: string;
  readonly log: StoreLog;
  /** A newer build opened (or had upgraded) the database: the store is outdated for good. */
  readonly onOutdated: () => void;
  /** The connection is gone and could not be reopened: the store goes on in memory from now on. */
  readonly onLost: (error?: unknown) => void;
}

/**
 * The store's IndexedDB connection: opened, reopened once when the browser
 * drops it, closed for good by close() or by a newer build's versionchange.
 * Operations run on it, or in memory once storage is lost (`mode`).
 */
export class Connection {
  mode: 'indexeddb' | 'memory' = 'indexeddb';
  private db: EventDb | null = null;
  private raw: IDBDatabase | null = null;
  private status: 'open' | 'version-change' | 'closed' = 'open';
  private lastOpenError: unknown = null;

  constructor(private readonly opts: ConnectionOptions) {}

  /** 'failed' when the database could not be opened (the store goes on in memory); an outdated build is told so. */
  async start(): Promise<'open' | 'outdated' | 'failed'> {
    if (await this.reopen()) return 'open';
    // A newer build already upgraded the database: this one is outdated, like a versionchange.
    if ((this.lastOpenError as { name?: unknown } | null)?.name === 'VersionError') {
      this.status = 'version-change';
      this.opts.log.warn('the database was upgraded by a newer version of the site; reload');
      this.opts.onOutdated();
      return 'outdated';
    }
    return 'failed';
  }

  /** Neither closed nor outdated. */
  get usable(): boolean {
    return this.status === 'open';
  }

  /** A connection is held (else the next operation reopens one). */
  get held(): boolean {
    return this.db !== null;
  }

  /** True the first time: the store goes on in memory. */
  toMemory(): boolean {
    if (this.mode === 'memory') return false;
    this.mode = 'memory';
    return true;
  }

  assertUsable(): void {
    if (this.status === 'closed') throw new StoreError('closed', 'the event store is closed');
    if (this.status === 'version-change') throw new StoreError('version-change', 'a newer version of the site opened the database: reload');
  }

  /**
   * Runs `op` on the database. A lost connection is reopened once and `op`
   * retried; when that fails too, the store goes on in memory (`inMemory`).
   */
  async withDb<T>(op: (db: EventDb) => Promise<T>, inMemory: () => T): Promise<T> {
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
      this.drop();
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

  /**
   * Reads from the database when there is one: also in memory mode when the
   * database still holds the log (`stillOnDisk`: after a quota fault reading works).
   */
  async readDb<T>(op: (db: EventDb) => Promise<T>, stillOnDisk: boolean): Promise<T | null> {
    if (this.mode === 'indexeddb') return this.withDb(op, () => null);
    if (!this.db || !stillOnDisk) return null;
    try {
      return await op(this.db);
    } catch (error) {
      this.opts.log.warn('reading IndexedDB in memory mode failed', error);
      return null;
    }
  }

  close(): void {
    if (this.status === 'closed') return;
    this.status = 'closed';
    this.raw?.close();
    this.db = null;
    this.raw = null;
  }

  private lostForGood<T>(inMemory: () => T, error?: unknown): T {
    this.drop();
    this.opts.onLost(error);
    return inMemory();
  }

  private async reopen(): Promise<EventDb | null> {
    try {
      const db = await openDatabase(this.opts.idb, this.opts.name, {
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

  private drop(): void {
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
    this.opts.onOutdated();
  }

  private onForcedClose(raw: IDBDatabase): void {
    if (this.status !== 'open' || raw !== this.raw) return;
    this.opts.log.warn('the browser closed the IndexedDB connection; it is reopened on the next operation');
    this.db = null;
    this.raw = null;
  }
}
