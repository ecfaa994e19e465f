import pg from 'pg';
import { startPostgresCluster, stopOnExit } from '../tests/support/postgresCluster';

/**
 * The PostgreSQL a benchmark runs on: BENCH_POSTGRES_URL (an admin URL: the benchmark creates and drops its own
 * databases) or, without it, a throwaway cluster started here (tests/support/postgresCluster.ts: fsync off, as in
 * the tests).
 */
export interface BenchPostgres {
  readonly adminUrl: string;
  /** An empty database of its own, dropped by `drop`. */
  scratchDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }>;
  stop(): void;
}

export async function benchPostgres(): Promise<BenchPostgres> {
  const cluster = process.env.BENCH_POSTGRES_URL ? null : await startPostgresCluster();
  if (cluster) stopOnExit(cluster);
  const adminUrl = process.env.BENCH_POSTGRES_URL || cluster?.adminUrl || '';
  const admin = async (sql: string): Promise<void> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    adminUrl,
    async scratchDatabase(label) {
      const name = `bench_${label}_${process.pid}_${Date.now()}`;
      await admin(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
    },
    stop: () => cluster?.stop(),
  };
}
