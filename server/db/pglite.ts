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
export async function openPglite(dataDir?: string): Promise<Db> {
  let releaseLock = (): void => {};
  if (dataDir !== undefined) {
    mkdirSync(dirname(dataDir), { recursive: true });
    releaseLock = takeFolderLock(dataDir);
  }
  try {
    const pg = dataDir === undefined ? new PGlite() : new PGlite(dataDir);
    await pg.waitReady;
    return wrap(pg, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

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
  return {
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
