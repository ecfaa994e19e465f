/**
 * The one database seam of the server. Two adapters implement it (embedded
 * PGlite, real PostgreSQL through `pg`) with the same SQL, so nothing above
 * this file knows which one runs.
 *
 * Keep SQL portable between the two: int4/int8-free numbers (use `integer`),
 * `jsonb`, `text`, `boolean`, `timestamptz`; `$1` placeholders; one statement
 * per `query` (multi-statement scripts go through `exec`).
 */
export type Row = Record<string, unknown>;

export interface Queryable {
  /** One statement with `$n` parameters; resolves to its rows. */
  query<R extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<R[]>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` inside BEGIN/COMMIT; any throw rolls back and re-throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` on every NOTIFY on `channel` (from this process or any
   * other on the same database), until the returned function is called.
   * A hint to look, never the data: listeners read the tables.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /**
   * Tries once to take the session-level advisory lock `key` on a connection
   * of its own, held until `release()` or until that connection dies (a
   * killed process frees it at once). Undefined when another session holds it.
   */
  tryAdvisoryLock(key: number): Promise<HeldLock | undefined>;
  close(): Promise<void>;
}

export interface HeldLock extends Queryable {
  /**
   * True when no other process can open this database (embedded PGlite): the
   * lock is always granted and there is nobody to share work with.
   */
  readonly sole: boolean;
  /**
   * Resolves when the lock is gone without `release()`: its connection died.
   * Statements through this lock run on the lock's own connection, so a
   * write made through it can only commit while the lock is held (a fence
   * against a leader that lost the lock and does not know it yet).
   */
  readonly lost: Promise<Error>;
  release(): Promise<void>;
}
