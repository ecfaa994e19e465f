import pg from 'pg';
import type { Db, HeldLock, Queryable, Row } from './db';
import { insideTransaction, refuseNested } from './nesting';

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
      if (target === pool) refuseNested(sql);
      const result = await target.query<R>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      if (target === pool) refuseNested(sql);
      // Without parameters pg uses the simple protocol, which runs a script.
      await target.query(sql);
    },
  });
  const self = asQueryable(pool);
  let closed = false;
  /** Per lock key, a session whose last try failed, for the next try. */
  const spares = new Map<number, LockSession>();
  return {
    kind: 'postgres',
    query: self.query,
    exec: self.exec,
    transaction: <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> =>
      insideTransaction(async () => {
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
      }),
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
      const reused = spares.get(key);
      spares.delete(key);
      const session = reused && !reused.dead ? reused : await openLockSession(connectionString);
      let ok: boolean;
      try {
        const [row] = (await session.client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [key])).rows;
        ok = row?.ok === true;
      } catch (error) {
        await session.end();
        throw error;
      }
      if (!ok) {
        // Kept for the next try: a follower asks every second or two, and a new connection each time is churn for nothing.
        if (closed) await session.end();
        else spares.set(key, session);
        return undefined;
      }
      const own = asQueryable(session.client as unknown as pg.PoolClient);
      const held: HeldLock = {
        sole: false,
        lost: session.lost,
        query: own.query,
        exec: own.exec,
        // Ending the session frees its advisory locks.
        release: () => session.end(),
      };
      return held;
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...spares.values()].map((session) => session.end()));
      spares.clear();
      await pool.end();
    },
  };
}

interface LockSession {
  readonly client: pg.Client;
  /** The connection died (error or end we did not ask for): its locks are gone. */
  readonly dead: boolean;
  readonly lost: Promise<Error>;
  end(): Promise<void>;
}

/**
 * A connection of its own for advisory locks, not the pool's: the lock lives
 * as long as this session, and the pool would hand the session to others.
 * Keep-alive probes after 5 s idle notice a peer that vanished without
 * closing the socket.
 */
async function openLockSession(connectionString: string): Promise<LockSession> {
  const client = new pg.Client({ connectionString, keepAlive: true, keepAliveInitialDelayMillis: 5000 });
  let resolveLost: (error: Error) => void = () => undefined;
  const lost = new Promise<Error>((resolve) => {
    resolveLost = resolve;
  });
  let ending = false;
  const session = {
    client,
    dead: false,
    lost,
    async end() {
      if (ending) return;
      ending = true;
      if (!session.dead) await client.end().catch(() => undefined);
    },
  };
  const lose = (error: Error): void => {
    session.dead = true;
    resolveLost(error);
  };
  client.on('error', (error) => lose(error));
  client.on('end', () => {
    if (!ending) lose(new Error('the lock connection ended'));
  });
  await client.connect();
  return session;
}
