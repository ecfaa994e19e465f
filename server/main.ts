/**
 * CLI wrapper: reads the environment, opens and migrates the database, seeds
 * demo data into empty tables, starts the server, prints the ready line and
 * shuts down gracefully on SIGINT/SIGTERM. Everything else lives in app.ts.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shutdownGracefully, startServer } from './app';
import { migrate } from './db/migrate';
import { openDb } from './db/open';
import { seedDemo } from './demo';
import { createLiveService } from './live';
import { createLogger, parseLogLevel } from './log';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0..65535; got "${value}"`);
  return port;
}

async function main(): Promise<void> {
  const env = process.env;
  const log = createLogger(parseLogLevel(env.LOG_LEVEL));
  const port = parsePort(env.PORT);
  const host = env.HOST || '127.0.0.1';
  const distDir = resolve(REPO_ROOT, env.DIST_DIR || 'dist');
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = resolve(REPO_ROOT, env.DATA_DIR || '.data/pglite');

  const opening = performance.now();
  const db = await openDb({ databaseUrl, dataDir });
  const opened = performance.now();
  try {
    const migrated = await migrate(db, { warn: log.warn });
    if (migrated.applied.length > 0) log.info(`Migrations applied: ${migrated.applied.join(', ')}`);
    const seeded = await seedDemo(db);
    if (seeded.length > 0) log.info(`Demo data seeded into: ${seeded.join(', ')}`);
  } catch (error) {
    await db.close();
    throw error;
  }

  const live = createLiveService({
    db,
    log,
    now: Date.now,
    seed: Number(env.LIVE_SEED || 1),
    changesPerSecond: Number(env.LIVE_RATE || 50),
    gamesPerChamp: Number(env.LIVE_GAMES_PER_CHAMP || 0) || undefined,
    clockSpeed: Number(env.LIVE_CLOCK_SPEED || 0) || undefined,
  });
  const running = await live
    .start()
    .then(() => startServer({ db, distDir, log, port, host, live }))
    .catch(async (error: unknown) => {
      await live.stop().catch(() => undefined);
      await db.close();
      throw error;
    });
  // The ready line is the contract with scripts and e2e; LOG_LEVEL does not hide it.
  process.stdout.write(`Site ready at ${running.url}\n`);
  // performance.now() counts from this process's start.
  log.info(
    `Started in ${Math.round(performance.now())} ms (${db.kind} open ${Math.round(opened - opening)} ms, ` +
      `migrate+seed+listen ${Math.round(performance.now() - opened)} ms)`,
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    // The feed first: open streams end with a reason and pending world state is written, then HTTP and the database.
    live
      .stop()
      .then(() => shutdownGracefully(running, db, log))
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error(`Shutdown failed: ${String(error)}`);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`Server failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
