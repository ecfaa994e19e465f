// The store code uses idb, which needs the IndexedDB classes as globals (the browser has them).
import 'fake-indexeddb/auto';
import { IDBFactory, forceCloseDatabase } from 'fake-indexeddb';
import { afterEach } from 'vitest';
import { openEventStore, type EventStore, type EventStoreOptions, type StoreFault } from '../../../src/worker/store';
import { DB_VERSION, upgradeDatabase } from '../../../src/worker/store/schema';

export const DB = 'test-events';

export interface LogEntry {
  readonly level: 'error' | 'warn';
  readonly message: string;
}

/** A factory that records every connection it opens and can be told to refuse opening. */
export function spyFactory(real: IDBFactory = new IDBFactory()) {
  const connections: IDBDatabase[] = [];
  const control = { failOpen: false };
  const factory = {
    open(name: string, version?: number) {
      if (control.failOpen) throw new DOMException('The database cannot be opened', 'UnknownError');
      const request = version === undefined ? real.open(name) : real.open(name, version);
      request.addEventListener('success', () => connections.push(request.result));
      return request;
    },
    deleteDatabase: (name: string) => real.deleteDatabase(name),
    cmp: (a: unknown, b: unknown) => real.cmp(a, b),
    databases: () => real.databases(),
  } as IDBFactory;
  return { factory, real, connections, control, lastConnection: () => connections[connections.length - 1]! };
}

export async function makeStore(overrides: Partial<EventStoreOptions> = {}, factory: IDBFactory = new IDBFactory()) {
  const faults: StoreFault[] = [];
  const logs: LogEntry[] = [];
  const store = await openEventStore({
    idb: factory,
    name: DB,
    log: {
      error: (message) => logs.push({ level: 'error', message }),
      warn: (message) => logs.push({ level: 'warn', message }),
    },
    onFault: (fault) => faults.push(fault),
    ...overrides,
  });
  opened.push(store);
  return { store, faults, logs, factory };
}

const opened: EventStore[] = [];
afterEach(() => {
  for (const s of opened.splice(0)) s.close();
  for (const undo of patches.splice(0).reverse()) undo();
});

/** A second connection to the same database, as another tab or a test inspecting what is stored. */
export function rawOpen(factory: IDBFactory, version = DB_VERSION): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DB, version);
    request.onupgradeneeded = (event) => upgradeDatabase(request.result, event.oldVersion);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function requestToPromise<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

export async function rawAll(factory: IDBFactory, storeName: 'events' | 'snapshots' | 'meta'): Promise<unknown[]> {
  const db = await rawOpen(factory);
  try {
    return await requestToPromise(db.transaction(storeName, 'readonly').objectStore(storeName).getAll());
  } finally {
    db.close();
  }
}

/** Writes records straight into a store, bypassing the event store (damaged records, foreign snapshots). */
export async function rawPut(
  factory: IDBFactory,
  storeName: 'events' | 'snapshots' | 'meta',
  values: readonly unknown[],
  key?: IDBValidKey,
): Promise<void> {
  const db = await rawOpen(factory);
  try {
    const tx = db.transaction(storeName, 'readwrite');
    for (const value of values) {
      if (key === undefined) tx.objectStore(storeName).put(value);
      else tx.objectStore(storeName).put(value, key);
    }
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

const patches: Array<() => void> = [];

type Proto = Record<string, (...args: unknown[]) => unknown>;

/** Replaces a method on a fake-indexeddb prototype until the test ends. */
export function patch(
  proto: object,
  method: string,
  make: (original: (...args: unknown[]) => unknown) => (this: never, ...args: unknown[]) => unknown,
): void {
  const target = proto as Proto;
  const original = target[method]!;
  target[method] = make(original) as (...args: unknown[]) => unknown;
  patches.push(() => {
    target[method] = original;
  });
}

interface FakeStore {
  readonly name: string;
  readonly transaction: { _execRequestAsync(r: { operation: () => unknown; source: unknown }): IDBRequest; _abort(name: string): void };
}

export type QuotaStyle = 'request-error' | 'transaction-abort' | 'throws';

/**
 * Makes writes to the events store fail the way a full disk does. 'request-error':
 * the add request fails with QuotaExceededError and the transaction aborts (Chrome);
 * 'transaction-abort': the request ends in AbortError and the transaction's error is
 * QuotaExceededError; 'throws': add throws it synchronously.
 */
export function failEventWritesWithQuota(style: QuotaStyle): void {
  const make = (original: (...args: unknown[]) => unknown) =>
    function (this: FakeStore, ...args: unknown[]) {
      if (this.name !== 'events') return original.apply(this, args);
      if (style === 'throws') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      if (style === 'request-error') {
        return this.transaction._execRequestAsync({
          operation: () => {
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          },
          source: this,
        });
      }
      const request = original.apply(this, args);
      this.transaction._abort('QuotaExceededError');
      return request;
    };
  patch(IDBObjectStore.prototype, 'add', make as never);
  patch(IDBObjectStore.prototype, 'put', make as never);
}

export function forceClose(db: IDBDatabase): void {
  (forceCloseDatabase as unknown as (db: IDBDatabase) => void)(db);
}

export { IDBFactory };
