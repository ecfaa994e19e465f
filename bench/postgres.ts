import { startPostgresCluster, stopOnExit } from '../tests/support/postgresCluster';
import { scratchPostgresOn, type ScratchDatabase } from '../tests/support/postgres';

/**
 * The PostgreSQL a benchmark runs on: BENCH_POSTGRES_URL (an admin URL: the benchmark creates and drops its own
 * databases) or, without it, a throwaway cluster started here (tests/support/postgresCluster.ts: fsync off, as in
 * the tests).
 */
export interface BenchPostgres {
  readonly adminUrl: string;
  /** An empty database of its own, dropped by `drop` (tests/support/postgres.ts, as the suite's). */
  scratchDatabase(): Promise<ScratchDatabase>;
  stop(): void;
}

export async function benchPostgres(): Promise<BenchPostgres> {
  const cluster = process.env.BENCH_POSTGRES_URL ? null : await startPostgresCluster();
  if (cluster) stopOnExit(cluster);
  const adminUrl = process.env.BENCH_POSTGRES_URL || cluster?.adminUrl || '';
  return { adminUrl, scratchDatabase: () => scratchPostgresOn(adminUrl), stop: () => cluster?.stop() };
}
