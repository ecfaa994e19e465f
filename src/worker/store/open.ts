import { wrap, type IDBPDatabase } from 'idb';
import { DB_VERSION, upgradeDatabase, type EventStoreDb } from './schema';

export type EventDb = IDBPDatabase<EventStoreDb>;

export interface OpenHandlers {
  /** Another context opened a newer version: this connection must go. */
  readonly onVersionChange: (raw: IDBDatabase) => void;
  /** The browser closed the connection (storage cleared, disk trouble). */
  readonly onClose: (raw: IDBDatabase) => void;
  /** An older connection elsewhere keeps our upgrade waiting. */
  readonly onBlocked: () => void;
}

/**
 * idb's openDB always uses the global indexedDB; the store takes its factory
 * as an argument (tests hand it a fresh fake one), so the open is done here
 * with the same steps and the request wrapped by idb.
 */
export async function openDatabase(factory: IDBFactory, name: string, handlers: OpenHandlers): Promise<EventDb> {
  const request = factory.open(name, DB_VERSION);
  request.addEventListener('upgradeneeded', (event) => {
    upgradeDatabase(request.result, event.oldVersion);
  });
  request.addEventListener('blocked', () => handlers.onBlocked());
  const db = await wrap(request);
  if (!db) throw new DOMException(`opening ${name} gave no database`, 'UnknownError');
  const raw = request.result;
  raw.addEventListener('versionchange', () => handlers.onVersionChange(raw));
  raw.addEventListener('close', () => handlers.onClose(raw));
  return db as unknown as EventDb;
}
