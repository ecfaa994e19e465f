import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, HeldLock, Queryable, Row } from './db';
import { insideTransaction, refuseNested } from './nesting';

/**
 * Embedded PostgreSQL (WASM). With a folder the data persists there; without
 * one it lives in memory (tests). A fresh folder costs an initdb (a few
 * seconds once); an existing one opens in well under a second.
 */
/**
 * `from` starts an in-memory database from a dump (PGlite's dumpDataDir):
 * no initdb, and whatever the dump held (the test suite's migrated and seeded
 * templates) is there at once.
 */
export async function openPglite(dataDir?: string, options: { readonly from?: Blob } = {}): Promise<Db> {
  let releaseLock = (): void => {};
  if (dataDir !== undefined) {
    mkdirSync(dirname(dataDir), { recursive: true });
    releaseLock = takeFolderLock(dataDir);
  }
  try {
    if (dataDir !== undefined && options.from) throw new Error('a dump opens in memory only, not over a data folder');
    const pg = dataDir === undefined ? new PGlite({ loadDataDir: options.from }) : new PGlite(dataDir);
    await pg.waitReady;
    return wrap(pg, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** The whole in-memory database as one uncompressed tar, for openPglite's `from`. */
export async function dumpPglite(db: Db): Promise<Blob> {
  const pg = pgOf.get(db);
  if (!pg) throw new Error('not a PGlite database opened by openPglite');
  return pg.dumpDataDir('none');
}

const pgOf = new WeakMap<Db, PGlite>();

function wrap(pg: PGlite, releaseLock: () => void): Db {
  const asQueryable = (target: PGlite | Transaction): Queryable => ({
    async query<R extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<R[]> {
      if (target === pg) refuseNested(sql);
      const result = await target.query<R>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      if (target === pg) refuseNested(sql);
      await target.exec(sql);
    },
  });
  const self = asQueryable(pg);
  let closed = false;
  const db: Db = {
    kind: 'pglite',
    query: self.query,
    exec: self.exec,
    transaction: (fn) => insideTransaction(() => pg.transaction((tx) => fn(asQueryable(tx)))),
    listen: async (channel, onNotify) => pg.listen(channel, () => onNotify()),
    // One process owns the folder (takeFolderLock): it always holds every lock, and the lock never dies before close.
    tryAdvisoryLock: async (): Promise<HeldLock> => ({
      sole: true,
      lost: new Promise<Error>(() => undefined),
      query: self.query,
      exec: self.exec,
      release: async () => undefined,
    }),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await pg.close();
      } finally {
        releaseLock();
      }
    },
  };
  pgOf.set(db, pg);
  return db;
}

/**
 * The whole data folder as a gzipped tarball (PGlite's dumpDataDir), taken
 * with the folder's lock held: a folder a running server has open is refused.
 */
export async function dumpPgliteFolder(dataDir: string): Promise<Uint8Array> {
  const releaseLock = takeFolderLock(dataDir);
  try {
    const pg = new PGlite(dataDir);
    try {
      await pg.waitReady;
      const tarball = await pg.dumpDataDir('gzip');
      return new Uint8Array(await tarball.arrayBuffer());
    } finally {
      await pg.close();
    }
  } finally {
    releaseLock();
  }
}

/** A new data folder made from a dumpPgliteFolder tarball; `dataDir` must not hold a database. */
export async function loadPgliteFolder(dataDir: string, tarball: Uint8Array): Promise<void> {
  mkdirSync(dirname(dataDir), { recursive: true });
  const releaseLock = takeFolderLock(dataDir);
  try {
    const pg = new PGlite(dataDir, { loadDataDir: new Blob([tarball as Uint8Array<ArrayBuffer>]) });
    try {
      await pg.waitReady;
    } finally {
      await pg.close();
    }
  } finally {
    releaseLock();
  }
}

/**
 * PGlite has no lock of its own: two processes on one folder corrupt it.
 * A pid file beside the folder refuses a second live server and takes over
 * from a dead one.
 */
export function takeFolderLock(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
      throw new Error(`Database folder ${dataDir} is in use by process ${pid}. Stop that server, or set DATA_DIR to another folder.`);
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
