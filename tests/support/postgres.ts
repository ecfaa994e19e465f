import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh, empty database on the suite's PostgreSQL cluster for one test
 * file; `drop()` removes it. Stand-in until the suite's own cluster helper:
 * it needs an admin URL in TEST_DATABASE_URL (a cluster you started, e.g.
 * postgres://postgres@127.0.0.1:55432/postgres). Migrations are the caller's
 * (server/db/migrate.ts).
 */
export async function scratchPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('TEST_DATABASE_URL is not set: point it at a PostgreSQL cluster this suite may create databases on');
  const name = `scratch_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string): Promise<void> => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
