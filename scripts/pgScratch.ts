/**
 * A throwaway PostgreSQL for trying the server on the real thing by hand:
 *
 *   npm run pg:scratch
 *
 * prints a DATABASE_URL (an empty `app` database), keeps the cluster running
 * until Ctrl-C, then stops it and deletes its folder. The same cluster the
 * test suite starts (tests/support/postgresCluster.ts).
 */
import pg from 'pg';
import { startPostgresCluster, stopOnExit } from '../tests/support/postgresCluster';

async function main(): Promise<void> {
  const cluster = await startPostgresCluster();
  stopOnExit(cluster);
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  await admin.query('CREATE DATABASE app');
  await admin.end();
  const url = new URL(cluster.adminUrl);
  url.pathname = '/app';
  process.stdout.write(
    `PostgreSQL is running in ${cluster.folder}; Ctrl-C stops it and deletes everything.\n\n` +
      `  DATABASE_URL=${url.toString()} npm run serve\n\n` +
      `Superuser: ${cluster.adminUrl}\n`,
  );
  // Stay up until a signal: the exit handlers stop the cluster.
  setInterval(() => undefined, 1 << 30);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
