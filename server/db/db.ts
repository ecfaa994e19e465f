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
  close(): Promise<void>;
}
