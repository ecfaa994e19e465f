import pg from 'pg';
import type { Db, HeldLock, Queryable, Row } from './db';

/** Real PostgreSQL (DATABASE_URL). Same SQL as the embedded adapter. */
export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client's error (server restart) must not crash the process; the
  // pool drops that client and the next query gets a fresh one.
  pool.on('error', (error) => console.error(`[db] idle PostgreSQL client error: ${error.message}`));
  // Fail at start, with the reason, rather than on the first request.
  const probe = await pool.connect();
  probe.release();

  const asQueryable = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<R extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<R[]> {
      const result = await target.query<R>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      // Without parameters pg uses the simple protocol, which runs a script.
      await target.query(sql);
    },
  });
  const self = asQueryable(pool);
  let closed = false;
  return {
    kind: 'postgres',
    query: self.query,
    exec: self.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(asQueryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotify) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`channel name ${channel} is not a plain identifier`);
      // LISTEN holds its connection for as long as it listens: one client of the pool, given back when it stops.
      const client = await pool.connect();
      const handler = (message: pg.Notification): void => {
        if (message.channel === channel) onNotify();
      };
      client.on('notification', handler);
      await client.query(`LISTEN ${channel}`);
      return async () => {
        client.off('notification', handler);
        await client.query(`UNLISTEN ${channel}`).catch(() => undefined);
        client.release();
      };
    },
    async tryAdvisoryLock(key) {
      // Its own client, not the pool's: the lock lives as long as this session, and the pool would hand the session to others.
      const client = new pg.Client({ connectionString, keepAlive: true });
      let dead = false;
      let resolveLost: (error: Error) => void = () => undefined;
      const lost = new Promise<Error>((resolve) => {
        resolveLost = resolve;
      });
      const lose = (error: Error): void => {
        dead = true;
        resolveLost(error);
      };
      let released = false;
      client.on('error', (error) => lose(error));
      client.on('end', () => {
        if (!released) lose(new Error('the lock connection ended'));
      });
      await client.connect();
      const [row] = (await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [key])).rows;
      if (row?.ok !== true) {
        released = true;
        await client.end().catch(() => undefined);
        return undefined;
      }
      const own = asQueryable(client as unknown as pg.PoolClient);
      const held: HeldLock = {
        sole: false,
        lost,
        query: own.query,
        exec: own.exec,
        async release() {
          if (released) return;
          released = true;
          // Ending the session frees its advisory locks; a dead session has freed them already.
          if (!dead) await client.end().catch(() => undefined);
        },
      };
      return held;
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
